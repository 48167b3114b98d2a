// The export on real web servers, each with only the configuration we ship for it (see
// checks/host-servers.mjs): nginx, Caddy, Cloudflare's emulator (wrangler pages dev), Python's
// http.server with none, and Apache reading only .htaccess under the settings hosts really use
// (AllowOverride All, FileInfo Indexes, FileInfo AuthConfig Limit Indexes, None; All without
// mod_headers; All without compression). On each: never a 500, every sitemap URL answers 200 with
// its own page and no redirect, every internal link, fragment and asset resolves, a missing path
// answers 404, no path that names another host ("//evil.example/x") gets a Location there, and no
// file whose name stays the same across builds is kept longer than a day; wherever the server,
// its settings and modules allow: the security headers (the header CSP whole, with script-src),
// the cache policy, the content types and compression. Wrangler's headers must equal nginx's page
// by page, and Netlify's own parser must read _headers without an error or a
// header doubled on any path. Prints the Apache matrix and the wrangler table.
// Needs a build (npm run build); NEXT_DIST_DIR checks another export; HOSTS_BASE_PORT moves the ports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { ensureServers, hostPorts, startApache, startServers } from './host-servers.mjs';
import {
  CONTENT_STATUS_FILE,
  HOST_ONLY_FILES,
  PAGES_ONLY_FILES,
} from '../postbuild/host-configs.mjs';
import { exportScriptHashes } from '../postbuild/host-files.mjs';
import {
  ADMIN_PREFIX,
  IMMUTABLE,
  MAX_UNFINGERPRINTED_SECONDS,
  REVALIDATE,
  adminSecurityHeaders,
  commonHeaders,
  contentTypes,
  isFingerprinted,
  photoContentTypes,
  securityHeaders,
} from '../postbuild/response-policy.mjs';
import { PHOTO_URL_PREFIX } from '../lib/photo-files.mjs';
import { NOT_FOUND_PROBE, sitePages } from '../postbuild/site-pages.mjs';
import { SITE_VERSION_PATH } from '../lib/admin/site-version.mjs';
import { EDITOR_FILES, PUBLISH_STATUS_SCRIPT } from '../postbuild/editor-files.mjs';
import { fetchStaleSafe } from './stale-connection-fetch.mjs';
import { leavesSite, openRedirectProbes, rawGet } from './open-redirect-probes.mjs';

const siteDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
if (!existsSync(path.join(siteDir, '.htaccess'))) {
  console.error(`No hay ${siteDir}/.htaccess: ejecuta "npm run build" primero.`);
  process.exit(1);
}

const results = { passed: 0, failed: 0 };
function check(server, what, ok, detail = '') {
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    console.log(`  ✗ ${server}: ${what}${detail ? ` (${detail})` : ''}`);
  }
  return ok;
}

/** How many times a request was sent again after a stale kept-alive connection (printed at the end). */
let resent = 0;
const fetchOnFreshConnection = (/** @type {string} */ url, /** @type {RequestInit} */ init = {}) =>
  fetchStaleSafe(url, init, () => (resent += 1));

const hashes = exportScriptHashes(siteDir);
const siteHeaders = securityHeaders(hashes);
const sitemap = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
const siteOrigin = new URL(sitemapUrls[0] ?? '').origin;
const sitemapPaths = sitemapUrls.map((loc) => new URL(loc).pathname);
/** A folder of the export that servers redirect to add its slash: the open-redirect probes' tail. */
const probeFolder = (sitemapPaths.find((urlPath) => urlPath !== '/') ?? '/').replace(
  /^\/|\/$/g,
  '',
);
const notFoundTitle = readFileSync(path.join(siteDir, '404.html'), 'utf8').match(
  /<title>([^<]*)<\/title>/,
)?.[1];

/** URL path of every file in the export (host-only files aside). */
function exportFiles(dir = siteDir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return exportFiles(full);
    if ([...HOST_ONLY_FILES, ...PAGES_ONLY_FILES, CONTENT_STATUS_FILE].includes(name)) return [];
    return ['/' + path.relative(siteDir, full).split(path.sep).join('/')];
  });
}
const files = exportFiles();
const firstFile = (prefix, extension) =>
  files.find((file) => file.startsWith(prefix) && file.endsWith(extension));
/** Fingerprinted files: kept a year. An export with the practice's photos adds one of each format. */
const samples = Object.fromEntries(
  Object.entries({
    script: firstFile('/_next/static/chunks/', '.js'),
    stylesheet: firstFile('/_next/static/chunks/', '.css'),
    font: firstFile('/_next/static/media/', '.woff2'),
    ...Object.fromEntries(
      Object.keys(photoContentTypes).map((extension) => [
        `photo ${extension}`,
        firstFile(PHOTO_URL_PREFIX, `.${extension}`),
      ]),
    ),
  }).filter(([, urlPath]) => urlPath),
);
/** Files whose names stay the same across builds: none may be kept longer than a day. */
const unfingerprinted = [
  ...sitemapPaths,
  '/404.html',
  '/index.txt',
  ...files.filter((file) => file.endsWith('/after-paint.js')),
  ADMIN_PREFIX,
  ...[...EDITOR_FILES, 'decap-cms.js', 'config.yml', 'publish-status.json'].map(
    (name) => `${ADMIN_PREFIX}${name}`,
  ),
  // The commit the editor compares with its save: never an old copy.
  SITE_VERSION_PATH,
  '/manifest.webmanifest',
  '/contacto.vcf',
  '/sitemap.xml',
  '/robots.txt',
  firstFile('/og/', '.png'),
  firstFile('/icons/', '.png'),
  '/favicon.ico',
].filter((urlPath, index, all) => urlPath && all.indexOf(urlPath) === index);
if (unfingerprinted.some(isFingerprinted)) throw new Error('hosts: a sample is fingerprinted');

const decode = (text) => text.replace(/&amp;/g, '&');

/** Same-site URLs a page refers to: href, src, srcset, and meta content with the site's origin. */
function referencedUrls(html, pageUrl, origin) {
  const values = [
    ...[...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]),
    ...[...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((match) =>
      match[1].split(',').map((part) => part.trim().split(/\s+/)[0]),
    ),
    ...[...html.matchAll(/<meta\s[^>]*content="(https?:\/\/[^"]*)"/g)].map((match) => match[1]),
  ];
  return values
    .map((value) => decode(value).replace(siteOrigin, origin))
    .map((value) => new URL(value, pageUrl))
    .filter((url) => url.origin === origin);
}

/**
 * How long a cache may keep a response without asking (RFC 9111): max-age, else Expires - Date,
 * else the usual heuristic, a tenth of the time since Last-Modified.
 */
function freshSeconds(headers) {
  const cacheControl = headers.get('cache-control') ?? '';
  const ages = [...cacheControl.matchAll(/max-age=(\d+)/g)].map((match) => Number(match[1]));
  if (ages.length) return { seconds: Math.max(...ages), how: 'max-age' };
  const date = Date.parse(headers.get('date') ?? '') || Date.now();
  if (headers.get('expires'))
    return {
      seconds: Math.max(0, (Date.parse(headers.get('expires')) - date) / 1000),
      how: 'Expires',
    };
  const modified = Date.parse(headers.get('last-modified') ?? '');
  return {
    seconds: Number.isNaN(modified) ? 0 : Math.max(0, (date - modified) / 10_000),
    how: 'heurística',
  };
}
const doubled = (value) => (value ?? '').split(/max-age=/).length > 2;

/**
 * What each server is expected to do, by its configuration:
 * headers (security headers and Cache-Control), cspOnPagesOnly (the CSP is set per page, as in
 * _headers), expires (lifetimes without mod_headers), compression, types (manifest and vCard),
 * notFoundPage (ours), hidesHostFiles (.htaccess, _headers and the CSP files answer 404), noListing.
 */
/**
 * What a server's configuration lets it do; {} for a bare file server.
 * @typedef {{ headers?: boolean, expires?: boolean, compression?: boolean, types?: boolean, notFoundPage?: boolean,
 *   hidesHostFiles?: boolean, noListing?: boolean, cspOnPagesOnly?: boolean }} Expects
 */
/** @type {Expects} */
const full = {
  headers: true,
  expires: true,
  compression: true,
  types: true,
  notFoundPage: true,
  hidesHostFiles: true,
  noListing: true,
};
/** @type {{ label: string, allowOverride: string, without: string[], expects: Expects }[]} */
const apacheSettings = [
  { label: 'All', allowOverride: 'All', without: [], expects: full },
  { label: 'FileInfo Indexes', allowOverride: 'FileInfo Indexes', without: [], expects: full },
  {
    label: 'FileInfo AuthConfig Limit Indexes',
    allowOverride: 'FileInfo AuthConfig Limit Indexes',
    without: [],
    expects: full,
  },
  { label: 'None', allowOverride: 'None', without: [], expects: {} },
  {
    label: 'All, sin mod_headers',
    allowOverride: 'All',
    without: ['headers'],
    expects: { ...full, headers: false },
  },
  {
    label: 'All, sin mod_brotli ni mod_deflate',
    allowOverride: 'All',
    without: ['brotli', 'deflate'],
    expects: { ...full, compression: false },
  },
];
/** @type {Record<string, Expects>} */
const otherServers = {
  nginx: full,
  caddy: full,
  wrangler: { ...full, cspOnPagesOnly: true, hidesHostFiles: false, noListing: false },
  python: {},
};

/**
 * @param {{ name: string, origin: string }} server
 * @param {Expects} expects
 */
async function checkServer({ name, origin }, expects) {
  /** @type {{ fiveHundreds: number, pages: number, pagesOk: number, notFound: string, longest: { seconds: number, how: string, urlPath: string } | null, hostFiles: string[], listing: number, compression: Set<string> }} */
  const summary = {
    fiveHundreds: 0,
    pages: 0,
    pagesOk: 0,
    notFound: '',
    longest: null,
    hostFiles: [],
    listing: 0,
    compression: new Set(),
  };
  /**
   * @param {string} url
   * @param {Record<string, string>} [headers]
   * @param {RequestRedirect} [redirect]
   */
  const get = async (url, headers = {}, redirect = 'manual') => {
    const response = await fetchOnFreshConnection(url, { redirect, headers });
    if (response.status >= 500) {
      summary.fiveHundreds += 1;
      check(name, `${new URL(url).pathname} never answers 5xx`, false, `status ${response.status}`);
    }
    return response;
  };
  const pageCache = new Map();
  const fetchPage = async (url) => {
    if (!pageCache.has(url))
      pageCache.set(
        url,
        get(url).then(async (response) => ({
          status: response.status,
          headers: response.headers,
          body: await response.text(),
        })),
      );
    return pageCache.get(url);
  };

  // Every sitemap URL: 200, no redirect, its own canonical and one h1.
  for (const loc of sitemapUrls) {
    const url = loc.replace(siteOrigin, origin);
    const page = await fetchPage(url);
    const canonical = page.body.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    summary.pages += 1;
    const ok =
      check(
        name,
        `${new URL(url).pathname} answers 200 without redirect`,
        page.status === 200,
        `status ${page.status}`,
      ) &&
      check(
        name,
        `${new URL(url).pathname} is its own page`,
        canonical === loc && (page.body.match(/<h1[\s>]/g) ?? []).length === 1,
        `canonical ${canonical}`,
      );
    if (ok) summary.pagesOk += 1;
  }

  // Every page's links, fragments and assets; stylesheets' url() too.
  const routes = sitePages(siteDir)
    .map(({ route }) => route)
    .filter((route) => route !== NOT_FOUND_PROBE);
  const targets = new Map();
  for (const route of routes) {
    const pageUrl = `${origin}${route}`;
    for (const url of referencedUrls((await fetchPage(pageUrl)).body, pageUrl, origin)) {
      const key = url.pathname + url.search;
      if (!targets.has(key)) targets.set(key, { from: route, fragments: new Set() });
      if (url.hash) targets.get(key).fragments.add(decodeURIComponent(url.hash.slice(1)));
    }
  }
  for (const [key, { from }] of [...targets]) {
    if (!key.endsWith('.css')) continue;
    const css = (await fetchPage(`${origin}${key}`)).body;
    for (const match of css.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
      if (match[1].startsWith('data:')) continue;
      const url = new URL(match[1], `${origin}${key}`);
      if (url.origin === origin && !targets.has(url.pathname))
        targets.set(url.pathname, { from: `${from} → ${key}`, fragments: new Set() });
    }
  }
  await Promise.all(
    [...targets].map(async ([key, { from, fragments }]) => {
      const target = await fetchPage(`${origin}${key}`);
      check(
        name,
        `${key} (linked from ${from}) answers 200`,
        target.status === 200,
        `status ${target.status}`,
      );
      for (const fragment of fragments) {
        check(name, `${key}#${fragment} exists`, target.body.includes(`id="${fragment}"`));
      }
    }),
  );

  // A missing path: 404, with our page where the server is configured for it.
  const missing = await get(`${origin}${NOT_FOUND_PROBE}`);
  const missingBody = await missing.text();
  check(name, `${NOT_FOUND_PROBE} answers 404`, missing.status === 404, `status ${missing.status}`);
  const ours = missingBody.includes(`<title>${notFoundTitle}</title>`);
  summary.notFound = `${missing.status}${ours ? ' (nuestra)' : ''}`;
  if (expects.notFoundPage) check(name, '404 shows our not-found page', ours);

  // Paths that name another host ("//evil.example/x", "/\\host", encoded): a same-site path or 404.
  for (const target of openRedirectProbes(probeFolder)) {
    const { status, location } = await rawGet(origin, target);
    check(
      name,
      `${target} gives no Location to another host`,
      status < 500 && !leavesSite(location, origin, target),
      `${status} ${location ?? ''}`,
    );
  }

  /**
   * Cache-Control sent once, and (where the server sends our headers) the policy's value.
   * @param {string} urlPath
   * @param {Response} response
   * @param {string} expected
   */
  const checkCacheControl = (urlPath, response, expected) => {
    const cacheControl = response.headers.get('cache-control');
    check(
      name,
      `Cache-Control of ${urlPath} not doubled`,
      !doubled(cacheControl),
      cacheControl ?? undefined,
    );
    if (expects.headers)
      check(name, `Cache-Control of ${urlPath}`, cacheControl === expected, `got ${cacheControl}`);
  };

  // Lifetimes: no file whose name stays the same is kept longer than a day, whatever the settings;
  // no Cache-Control is doubled; the fingerprinted ones for a year where the server can say so.
  // (Redirects followed: Cloudflare Pages answers /404.html with 308 to /404.)
  for (const urlPath of unfingerprinted) {
    const response = await get(`${origin}${urlPath}`, {}, 'follow');
    const fresh = freshSeconds(response.headers);
    if (!summary.longest || fresh.seconds > summary.longest.seconds)
      summary.longest = { ...fresh, urlPath };
    check(
      name,
      `${urlPath} kept at most a day (${fresh.how})`,
      response.status === 200 && fresh.seconds <= MAX_UNFINGERPRINTED_SECONDS,
      `${response.status}, ${Math.round(fresh.seconds)} s`,
    );
    checkCacheControl(urlPath, response, REVALIDATE);
  }
  for (const urlPath of Object.values(samples)) {
    const response = await get(`${origin}${urlPath}`);
    checkCacheControl(urlPath, response, IMMUTABLE);
    if (!expects.headers && expects.expires)
      check(
        name,
        `${urlPath} kept for a year`,
        freshSeconds(response.headers).seconds >= 31_536_000,
        JSON.stringify(freshSeconds(response.headers)),
      );
  }

  // Files only other hosts read, and folder listings.
  summary.hostFiles = [];
  // (Not /_headers on wrangler: Cloudflare never publishes it, and its emulator answers 502.)
  for (const file of HOST_ONLY_FILES.filter((file) => name !== 'wrangler' || file !== '_headers')) {
    const status = (await get(`${origin}/${file}`)).status;
    if (status === 200) summary.hostFiles.push(file);
    if (expects.hidesHostFiles)
      check(name, `/${file} not served`, status === 404, `status ${status}`);
  }
  const listing = await get(`${origin}/_next/static/chunks/`);
  summary.listing = listing.status;
  if (expects.noListing)
    check(
      name,
      'a folder without index.html is no listing',
      [403, 404].includes(listing.status),
      `status ${listing.status}`,
    );

  if (!expects.headers) return summary;

  // Security headers: the whole header CSP (with script-src) on every page and the 404 page; on
  // other files too, except where the CSP is set per page (_headers): there the rest.
  const pagesOnly = expects.cspOnPagesOnly;
  const notFoundPage = pagesOnly ? '/404/' : '/404.html';
  for (const urlPath of [...sitemapPaths, notFoundPage, samples.script, NOT_FOUND_PROBE]) {
    const isPage = sitemapPaths.includes(urlPath) || urlPath === notFoundPage;
    const expected = pagesOnly && !isPage ? commonHeaders : siteHeaders;
    const response = await get(`${origin}${urlPath}`);
    for (const [header, value] of Object.entries(expected)) {
      check(
        name,
        `${header} on ${urlPath}`,
        response.headers.get(header) === value,
        `got ${response.headers.get(header)}`,
      );
    }
    if (pagesOnly && !isPage)
      check(
        name,
        `no site CSP on ${urlPath}`,
        response.headers.get('content-security-policy') === null,
      );
  }

  // The practice's editor: its own policy in place of the site's, and never indexed.
  const admin = await get(`${origin}${ADMIN_PREFIX}`);
  check(name, `${ADMIN_PREFIX} answers 200`, admin.status === 200, `status ${admin.status}`);
  for (const [header, value] of Object.entries(adminSecurityHeaders)) {
    check(
      name,
      `${header} on ${ADMIN_PREFIX}`,
      admin.headers.get(header) === value,
      `got ${admin.headers.get(header)}`,
    );
  }

  // Content types the servers do not all know, and the photos' (their folder names its own on nginx).
  if (expects.types)
    for (const [urlPath, extension] of [
      ['/manifest.webmanifest', 'webmanifest'],
      ['/contacto.vcf', 'vcf'],
      ...Object.keys(photoContentTypes).flatMap((extension) =>
        samples[`photo ${extension}`] ? [[samples[`photo ${extension}`], extension]] : [],
      ),
    ]) {
      const type = (await get(`${origin}${urlPath}`)).headers
        .get('content-type')
        ?.replace(/\s/g, '')
        .toLowerCase();
      check(
        name,
        `Content-Type of ${urlPath}`,
        type ===
          (contentTypes[extension] ?? photoContentTypes[extension])
            .replace(/\s/g, '')
            .toLowerCase(),
        `got ${type}`,
      );
    }

  // What the after-paint loader fetches (postbuild/steps/80-scripts-after-paint.mjs): the page's
  // flight data (text, byte for byte) and the loader file itself, also for the 404 page, which any
  // URL answers with and which fetches them by absolute path; compressed where the server can.
  // The editor's publishing status is an ES module, which a browser runs only when it is served as
  // JavaScript (under /admin/, whose headers are its own).
  for (const [urlPath, type] of [
    ['/index.txt', 'text/plain'],
    ['/_not-found/index.txt', 'text/plain'],
    ['/after-paint.js', 'javascript'],
    ['/_not-found/after-paint.js', 'javascript'],
    [`${ADMIN_PREFIX}${PUBLISH_STATUS_SCRIPT}`, 'javascript'],
  ]) {
    const response = await get(`${origin}${urlPath}`, { 'accept-encoding': 'br, gzip' });
    const body = await response.text();
    const encoding = response.headers.get('content-encoding') ?? '';
    check(
      name,
      `${urlPath} served as ${type}${expects.compression ? ', compressed' : ''}, as exported`,
      response.status === 200 &&
        (response.headers.get('content-type') ?? '').includes(String(type)) &&
        (!expects.compression || ['br', 'gzip'].includes(encoding)) &&
        body === readFileSync(path.join(siteDir, String(urlPath)), 'utf8'),
      `got ${response.status} ${response.headers.get('content-type')} ${encoding}`,
    );
  }

  // Compression of text.
  summary.compression = new Set();
  for (const urlPath of ['/', samples.script, samples.stylesheet]) {
    const encoding = (
      await get(`${origin}${urlPath}`, { 'accept-encoding': 'br, gzip' })
    ).headers.get('content-encoding');
    if (encoding) summary.compression.add(encoding);
    if (expects.compression)
      check(
        name,
        `${urlPath} compressed`,
        encoding === 'br' || encoding === 'gzip',
        `Content-Encoding ${encoding}`,
      );
  }
  return summary;
}

/** The headers each page gets: wrangler's must be nginx's. */
const comparedHeaders = [...Object.keys(siteHeaders), 'X-Robots-Tag', 'Cache-Control'];
async function comparePages(reference, candidate) {
  const rows = [];
  // /404/ for the 404 page: Cloudflare Pages redirects every .html URL to the URL without it.
  for (const urlPath of [
    ...sitemapPaths,
    '/404/',
    ADMIN_PREFIX,
    '/index.txt',
    '/after-paint.js',
    samples.script,
    '/manifest.webmanifest',
    '/contacto.vcf',
  ]) {
    const [expected, actual] = /** @type {[Response, Response]} */ (
      await Promise.all(
        [reference, candidate].map((server) =>
          fetchOnFreshConnection(`${server.origin}${urlPath}`, { redirect: 'manual' }),
        ),
      )
    );
    const isPage =
      sitemapPaths.includes(urlPath) || urlPath === '/404/' || urlPath === ADMIN_PREFIX;
    for (const header of comparedHeaders) {
      // CSP is set per page in _headers; elsewhere only the shared headers are compared.
      if (!isPage && header === 'Content-Security-Policy') continue;
      check(
        candidate.name,
        `${header} of ${urlPath} as nginx sends it`,
        actual.headers.get(header) === expected.headers.get(header),
        `${actual.headers.get(header)} ≠ ${expected.headers.get(header)}`,
      );
    }
    const bare = (response) => (response.headers.get('content-type') ?? '').split(';')[0];
    check(
      candidate.name,
      `Content-Type of ${urlPath} as nginx's`,
      bare(actual) === bare(expected),
      `${bare(actual)} ≠ ${bare(expected)}`,
    );
    const csp = actual.headers.get('content-security-policy') ?? '';
    const has = (directive) => (new RegExp(`(^|; )${directive} `).test(csp) ? 'sí' : 'no');
    rows.push({
      ruta: urlPath,
      'default-src': has('default-src'),
      'script-src': has('script-src'),
      'frame-ancestors': has('frame-ancestors'),
      'Cache-Control': actual.headers.get('cache-control'),
      'Content-Type': actual.headers.get('content-type'),
    });
  }
  return rows;
}

/** Cloudflare's emulator read every rule, and said nothing was skipped; it reached for no network. */
function checkWranglerLog(wrangler) {
  const log = wrangler.output();
  const rules = readFileSync(path.join(siteDir, '_headers'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/')).length;
  const parsed = Number(log.match(/Parsed (\d+) valid header rules?/)?.[1]);
  check(
    'wrangler',
    `read all ${rules} rules of _headers (≤ 100)`,
    parsed === rules && rules <= 100,
    `parsed ${parsed}`,
  );
  check(
    'wrangler',
    'skipped no rule or line',
    !/Skipping|Ignoring line|Maximum number of rules/.test(log),
    log.match(/.*(Skipping|Ignoring).*/)?.[0],
  );
  check(
    'wrangler',
    'tried no network',
    !/Unable to fetch|ENOTFOUND|EAI_AGAIN|ECONNREFUSED/.test(log),
    log.match(/.*(Unable to fetch|ENOTFOUND).*/)?.[0],
  );
  return { rules, parsed };
}

/** Netlify's own parser: no error, and no header set by two rules on any path of the export. */
async function checkNetlifyParser() {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(siteDir, '_headers')],
    configHeaders: undefined,
    minimal: false,
  });
  check(
    'netlify',
    '_headers read with 0 errors',
    errors.length === 0,
    errors.map((error) => error.message).join('; '),
  );
  const urlPaths = [...new Set([...files, ...sitemapPaths, NOT_FOUND_PROBE, ADMIN_PREFIX])];
  let doubledPaths = 0;
  for (const urlPath of urlPaths) {
    const seen = new Map();
    for (const rule of headers.filter(
      (rule) => 'forRegExp' in rule && rule.forRegExp.test(urlPath),
    ))
      for (const name of Object.keys(rule.values)) {
        const key = name.toLowerCase();
        if (seen.has(key)) {
          doubledPaths += 1;
          check(
            'netlify',
            `${name} on ${urlPath} set once`,
            false,
            `${seen.get(key)} and ${rule.for}`,
          );
        }
        seen.set(key, rule.for);
      }
  }
  check('netlify', `no header doubled on any of ${urlPaths.length} paths`, doubledPaths === 0);
  return { rules: headers.length, errors: errors.length, paths: urlPaths.length };
}

const started = Date.now();
const ports = hostPorts();
const names = Object.keys(otherServers);
// The Apache matrix starts its own instances: install Apache with the others when it is missing.
ensureServers([...names, 'apache']);
const [servers, apaches] = await Promise.all([
  startServers(names, siteDir, ports),
  Promise.all(
    apacheSettings.map((setting, index) =>
      startApache(siteDir, ports.apacheMatrix + index, {
        allowOverride: setting.allowOverride,
        without: setting.without,
        name: `apache ${setting.label}`,
      }),
    ),
  ),
]);
const all = [...servers, ...apaches];
/** @type {Record<string, string | number>[]} */
let matrix = [];
let wranglerRows;
let wranglerRules;
let netlify;
try {
  console.log(`Servidores listos en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const summaries = await Promise.all(
    all.map(async (server) => {
      const before = { ...results };
      const setting = apacheSettings.find(
        (candidate) => server.name === `apache ${candidate.label}`,
      );
      const summary = await checkServer(
        server,
        setting?.expects ?? otherServers[server.name] ?? {},
      );
      return { server, summary, before };
    }),
  );
  for (const { server } of summaries) console.log(`${server.name} (${server.origin}) revisado`);
  matrix = summaries
    .filter(({ server }) => server.name.startsWith('apache '))
    .map(({ server, summary }) => ({
      AllowOverride: server.name.slice('apache '.length),
      'respuestas 500': summary.fiveHundreds,
      'páginas 200': `${summary.pagesOk}/${summary.pages}`,
      'ruta inexistente': summary.notFound,
      CSP: '',
      'más larga sin huella': summary.longest
        ? `${Math.round(summary.longest.seconds)} s (${summary.longest.how})`
        : '—',
      compresión: [...(summary.compression ?? [])].join(',') || '—',
      listado: summary.listing,
      'archivos de host públicos': summary.hostFiles.join(' ') || '—',
    }));
  // The CSP column: what / sends on each Apache setting.
  await Promise.all(
    apaches.map(async (server, index) => {
      const csp =
        (await fetchOnFreshConnection(`${server.origin}/`)).headers.get(
          'content-security-policy',
        ) ?? '';
      const row = /** @type {Record<string, string | number>} */ (matrix[index]);
      row.CSP = csp
        ? ['default-src', 'script-src', 'frame-ancestors']
            .filter((directive) => csp.includes(`${directive} `))
            .join(' ')
        : '—';
      if (row['respuestas 500'] === 0 && apacheSettings[index]?.expects.headers)
        check(
          server.name,
          'header CSP with script-src',
          csp.includes("script-src 'self' 'sha256-"),
        );
    }),
  );
  const byName = Object.fromEntries(servers.map((server) => [server.name, server]));
  for (const name of ['nginx', 'caddy'])
    check(
      name,
      'header CSP with script-src',
      (
        (await fetchOnFreshConnection(`${byName[name].origin}/`)).headers.get(
          'content-security-policy',
        ) ?? ''
      ).includes("script-src 'self' 'sha256-"),
    );
  wranglerRows = await comparePages(byName.nginx, byName.wrangler);
  wranglerRules = checkWranglerLog(byName.wrangler);
  netlify = await checkNetlifyParser();
} finally {
  await Promise.all(all.map((server) => server.stop()));
}
console.log('\nApache, solo con .htaccess, por AllowOverride y módulos:');
console.table(matrix);
console.log(
  `\nwrangler pages dev (${wranglerRules.parsed} reglas leídas de ${wranglerRules.rules}), frente a nginx:`,
);
console.table(wranglerRows);
console.log(
  `@netlify/headers-parser: ${netlify.rules} reglas, ${netlify.errors} errores, ${netlify.paths} rutas sin cabecera doble`,
);
console.log(
  `hosts: ${results.passed} passed, ${results.failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    (resent ? ` (${resent} request(s) sent again after a stale kept-alive connection)` : ''),
);
process.exit(results.failed === 0 ? 0 : 1);
