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
import { pathToFileURL } from 'node:url';
import { parseAllHeaders } from '@netlify/headers-parser';
import { ensureServers, hostPorts, startApache, startServers } from './host-servers.mjs';
import {
  CONTENT_STATUS_FILE,
  HOST_ONLY_FILES,
  PAGES_ONLY_FILES,
} from '../build/postbuild/host-configs.mjs';
import { exportScriptHashes } from '../build/postbuild/host-files.mjs';
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
} from '../build/postbuild/response-policy.mjs';
import { PHOTO_URL_PREFIX } from '../lib/photo-files.mjs';
import {
  NOT_FOUND_FILES,
  NOT_FOUND_PROBES,
  isNotFoundRoute,
  sitePages,
} from '../build/postbuild/site-pages.mjs';
import { SITE_VERSION_PATH } from '../lib/admin/site-version.mjs';
import { EDITOR_FILES, PUBLISH_STATUS_SCRIPT } from '../build/postbuild/editor-files.mjs';
import { fetchStaleSafe } from './stale-connection-fetch.mjs';
import { leavesSite, openRedirectProbes, rawGet } from './open-redirect-probes.mjs';

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

/**
 * What the checks read from the export: its pages (the sitemap), its files, the samples whose
 * lifetimes are checked, and the headers the policy gives them.
 * @param {string} siteDir
 */
function readSite(siteDir) {
  const siteHeaders = securityHeaders(exportScriptHashes(siteDir));
  const sitemap = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const siteOrigin = new URL(sitemapUrls[0] ?? '').origin;
  const sitemapPaths = sitemapUrls.map((loc) => new URL(loc).pathname);
  /** A folder of the export that servers redirect to add its slash: the open-redirect probes' tail. */
  const probeFolder = (sitemapPaths.find((urlPath) => urlPath !== '/') ?? '/').replace(
    /^\/|\/$/g,
    '',
  );
  const notFoundPages = notFoundPagesOf(siteDir);
  const files = exportFiles(siteDir);
  const samples = fingerprintedSamples(files);
  const unfingerprinted = unfingerprintedFiles(files, sitemapPaths);
  return {
    siteDir,
    siteHeaders,
    sitemapUrls,
    siteOrigin,
    sitemapPaths,
    probeFolder,
    notFoundPages,
    files,
    samples,
    unfingerprinted,
  };
}
/** @typedef {ReturnType<typeof readSite>} Site */

/**
 * Each language's 404 page in the export, by what tells it from the other: its <html lang> and
 * <title>. The English one only where the export has English pages.
 * @param {string} siteDir
 * @returns {{ locale: 'es' | 'en', probe: string, mark: { lang?: string, title?: string } }[]}
 */
function notFoundPagesOf(siteDir) {
  return /** @type {('es' | 'en')[]} */ (Object.keys(NOT_FOUND_FILES)).flatMap((locale) => {
    const file = path.join(siteDir, NOT_FOUND_FILES[locale]);
    if (!existsSync(file)) return [];
    const html = readFileSync(file, 'utf8');
    const lang = html.match(/<html[^>]*\slang="([^"]*)"/)?.[1];
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    return [{ locale, probe: NOT_FOUND_PROBES[locale], mark: { lang, title } }];
  });
}

/**
 * Whether a body is the 404 page `mark` describes (notFoundPagesOf).
 * @param {string} body
 * @param {{ lang?: string, title?: string }} mark
 */
const isNotFoundPage = (body, mark) =>
  body.match(/<html[^>]*\slang="([^"]*)"/)?.[1] === mark.lang &&
  body.includes(`<title>${mark.title}</title>`);

/** URL path of every file in the export (host-only files aside). */
function exportFiles(siteDir, dir = siteDir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return exportFiles(siteDir, full);
    if ([...HOST_ONLY_FILES, ...PAGES_ONLY_FILES, CONTENT_STATUS_FILE].includes(name)) return [];
    return ['/' + path.relative(siteDir, full).split(path.sep).join('/')];
  });
}
const firstFile = (files, prefix, extension) =>
  files.find((file) => file.startsWith(prefix) && file.endsWith(extension));
/**
 * Fingerprinted files: kept a year. An export with the practice's photos adds one of each format.
 * @param {string[]} files
 */
const fingerprintedSamples = (files) =>
  Object.fromEntries(
    Object.entries({
      script: firstFile(files, '/_next/static/chunks/', '.js'),
      stylesheet: firstFile(files, '/_next/static/chunks/', '.css'),
      font: firstFile(files, '/_next/static/media/', '.woff2'),
      ...Object.fromEntries(
        Object.keys(photoContentTypes).map((extension) => [
          `photo ${extension}`,
          firstFile(files, PHOTO_URL_PREFIX, `.${extension}`),
        ]),
      ),
    }).filter(([, urlPath]) => urlPath),
  );
/**
 * Files whose names stay the same across builds: none may be kept longer than a day.
 * @param {string[]} files
 * @param {string[]} sitemapPaths
 */
function unfingerprintedFiles(files, sitemapPaths) {
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
    firstFile(files, '/og/', '.png'),
    firstFile(files, '/icons/', '.png'),
    '/favicon.ico',
  ].filter((urlPath, index, all) => urlPath && all.indexOf(urlPath) === index);
  if (unfingerprinted.some(isFingerprinted)) throw new Error('hosts: a sample is fingerprinted');
  return /** @type {string[]} */ (unfingerprinted);
}
const decode = (text) => text.replace(/&amp;/g, '&');

/** Same-site URLs a page refers to: href, src, srcset, and meta content with the site's origin. */
function referencedUrls(html, pageUrl, origin, siteOrigin) {
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
    how: 'heuristic',
  };
}
const doubled = (value) => (value ?? '').split(/max-age=/).length > 2;

/**
 * What each server is expected to do, by its configuration:
 * headers (security headers and Cache-Control), cspOnPagesOnly (the CSP is set per page, as in
 * _headers), expires (lifetimes without mod_headers), compression, types (manifest and vCard),
 * notFoundPage (ours), englishNotFoundPage (the English 404 under /en/), hidesHostFiles (.htaccess, _headers and the CSP files answer 404), noListing.
 */
/**
 * What a server's configuration lets it do; {} for a bare file server.
 * @typedef {{ headers?: boolean, expires?: boolean, compression?: boolean, types?: boolean, notFoundPage?: boolean, englishNotFoundPage?: boolean,
 *   hidesHostFiles?: boolean, noListing?: boolean, cspOnPagesOnly?: boolean }} Expects
 */
/** @type {Expects} */
const full = {
  headers: true,
  expires: true,
  compression: true,
  types: true,
  notFoundPage: true,
  englishNotFoundPage: true,
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
    label: 'All, without mod_headers',
    allowOverride: 'All',
    without: ['headers'],
    expects: { ...full, headers: false },
  },
  {
    label: 'All, without mod_brotli and mod_deflate',
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
 * @typedef {object} Probe one server under check, and what its checks share
 * @property {string} name
 * @property {string} origin
 * @property {Expects} expects
 * @property {Site} site
 * @property {{ fiveHundreds: number, pages: number, pagesOk: number, notFound: Record<string, string>, longest: { seconds: number, how: string, urlPath: string } | null, hostFiles: string[], listing: number, compression: Set<string> }} summary
 * @property {(url: string, headers?: Record<string, string>, redirect?: RequestRedirect) => Promise<Response>} get
 *   a request on a fresh connection, any 5xx counted and reported
 * @property {(url: string) => Promise<{ status: number, headers: Headers, body: string }>} fetchPage
 *   a page or file, fetched once per server
 */

/**
 * How many requests a probe has in flight on one server at once: what a browser opens to one host.
 * Sending every page's links at once (both languages' pages, on a dozen servers side by side) made
 * a server with a short listen queue (python3 -m http.server keeps five) reset connections.
 */
const REQUESTS_PER_SERVER = 6;

/**
 * A gate that lets `limit` calls run at once and queues the rest, in order: a call that ends hands
 * its place to the next one waiting. @param {number} limit
 */
function inFlightLimit(limit) {
  let running = 0;
  /** @type {((value: undefined) => void)[]} */
  const waiting = [];
  /** @template T @param {() => Promise<T>} task @returns {Promise<T>} */
  return async (task) => {
    if (running >= limit) await new Promise((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next(undefined);
      else running -= 1;
    }
  };
}

/**
 * @param {{ name: string, origin: string }} server
 * @param {Expects} expects
 * @param {Site} site
 * @returns {Probe}
 */
function probeOf({ name, origin }, expects, site) {
  const limited = inFlightLimit(REQUESTS_PER_SERVER);
  /** @type {Probe['summary']} */
  const summary = {
    fiveHundreds: 0,
    pages: 0,
    pagesOk: 0,
    notFound: {},
    longest: null,
    hostFiles: [],
    listing: 0,
    compression: new Set(),
  };
  /** @type {Probe['get']} */
  const get = async (url, headers = {}, redirect = 'manual') => {
    const response = await limited(() => fetchOnFreshConnection(url, { redirect, headers }));
    if (response.status >= 500) {
      summary.fiveHundreds += 1;
      check(name, `${new URL(url).pathname} never answers 5xx`, false, `status ${response.status}`);
    }
    return response;
  };
  const pageCache = new Map();
  /** @type {Probe['fetchPage']} */
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
  return { name, origin, expects, site, summary, get, fetchPage };
}

/** Every sitemap URL: 200, no redirect, its own canonical and one h1. @param {Probe} probe */
async function checkSitemapPages({ name, origin, site, summary, fetchPage }) {
  for (const loc of site.sitemapUrls) {
    const url = loc.replace(site.siteOrigin, origin);
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
}

/**
 * Every same-site URL the pages refer to, with the page it was found on and its fragments; the
 * stylesheets' url() too.
 * @param {Probe} probe
 * @returns {Promise<Map<string, { from: string, fragments: Set<string> }>>}
 */
async function linkedTargets({ origin, site, fetchPage }) {
  const routes = sitePages(site.siteDir)
    .map(({ route }) => route)
    .filter((route) => !isNotFoundRoute(route));
  const targets = new Map();
  for (const route of routes) {
    const pageUrl = `${origin}${route}`;
    const body = (await fetchPage(pageUrl)).body;
    for (const url of referencedUrls(body, pageUrl, origin, site.siteOrigin)) {
      const key = url.pathname + url.search;
      if (!targets.has(key)) targets.set(key, { from: route, fragments: new Set() });
      if (url.hash) targets.get(key).fragments.add(decodeURIComponent(url.hash.slice(1)));
    }
  }
  for (const [key, { from }] of [...targets]) {
    if (!key.endsWith('.css')) continue;
    const css = (await fetchPage(`${origin}${key}`)).body;
    for (const match of css.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
      const link = match[1] ?? '';
      if (link.startsWith('data:')) continue;
      const url = new URL(link, `${origin}${key}`);
      if (url.origin === origin && !targets.has(url.pathname))
        targets.set(url.pathname, { from: `${from} → ${key}`, fragments: new Set() });
    }
  }
  return targets;
}

/** Every page's links, fragments and assets resolve. @param {Probe} probe */
async function checkLinks(probe) {
  const { name, origin, fetchPage } = probe;
  await Promise.all(
    [...(await linkedTargets(probe))].map(async ([key, { from, fragments }]) => {
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
}

/**
 * A missing path: 404, with our page where the server is configured for it. Paths that name
 * another host ("//evil.example/x", "/\\host", encoded): a same-site path or 404.
 * @param {Probe} probe
 */
async function checkMissingAndForeignPaths({ name, origin, expects, site, summary, get }) {
  const [spanish] = site.notFoundPages;
  for (const { locale, probe, mark } of site.notFoundPages) {
    const missing = await get(`${origin}${probe}`);
    const body = await missing.text();
    check(name, `${probe} answers 404`, missing.status === 404, `status ${missing.status}`);
    const own = isNotFoundPage(body, mark);
    const spanishPage = locale !== 'es' && spanish && isNotFoundPage(body, spanish.mark);
    summary.notFound[locale] =
      `${missing.status}${own ? ` (ours, ${locale})` : spanishPage ? ' (ours, es)' : ''}`;
    // The English 404 where the host chooses an error page by folder; elsewhere the Spanish one.
    if (locale === 'es' ? expects.notFoundPage : expects.englishNotFoundPage)
      check(name, `${probe} shows the ${locale} not-found page`, own);
    else if (expects.notFoundPage)
      check(name, `${probe} shows the es not-found page`, Boolean(spanishPage));
  }

  for (const target of openRedirectProbes(site.probeFolder)) {
    const { status, location } = await rawGet(origin, target);
    check(
      name,
      `${target} gives no Location to another host`,
      status < 500 && !leavesSite(location, origin, target),
      `${status} ${location ?? ''}`,
    );
  }
}

/**
 * Cache-Control sent once, and (where the server sends our headers) the policy's value.
 * @param {Probe} probe
 * @param {string} urlPath
 * @param {Response} response
 * @param {string} expected
 */
function checkCacheControl({ name, expects }, urlPath, response, expected) {
  const cacheControl = response.headers.get('cache-control');
  check(
    name,
    `Cache-Control of ${urlPath} not doubled`,
    !doubled(cacheControl),
    cacheControl ?? undefined,
  );
  if (expects.headers)
    check(name, `Cache-Control of ${urlPath}`, cacheControl === expected, `got ${cacheControl}`);
}

/**
 * Lifetimes: no file whose name stays the same is kept longer than a day, whatever the settings;
 * no Cache-Control is doubled; the fingerprinted ones for a year where the server can say so.
 * (Redirects followed: Cloudflare Pages answers /404.html with 308 to /404.)
 * @param {Probe} probe
 */
async function checkLifetimes(probe) {
  const { name, origin, expects, site, summary, get } = probe;
  for (const urlPath of site.unfingerprinted) {
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
    checkCacheControl(probe, urlPath, response, REVALIDATE);
  }
  for (const urlPath of Object.values(site.samples)) {
    const response = await get(`${origin}${urlPath}`);
    checkCacheControl(probe, urlPath, response, IMMUTABLE);
    if (!expects.headers && expects.expires)
      check(
        name,
        `${urlPath} kept for a year`,
        freshSeconds(response.headers).seconds >= 31_536_000,
        JSON.stringify(freshSeconds(response.headers)),
      );
  }
}

/** Files only other hosts read, and folder listings. @param {Probe} probe */
async function checkHostFilesAndListing({ name, origin, expects, summary, get }) {
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
}

/**
 * Security headers: the whole header CSP (with script-src) on every page and the 404 page; on
 * other files too, except where the CSP is set per page (_headers): there the rest. The
 * practice's editor: its own policy in place of the site's, and never indexed.
 * @param {Probe} probe
 */
async function checkSecurityHeaders({ name, origin, expects, site, get }) {
  const pagesOnly = expects.cspOnPagesOnly;
  const notFoundPage = pagesOnly ? '/404/' : '/404.html';
  for (const urlPath of [
    ...site.sitemapPaths,
    notFoundPage,
    site.samples.script,
    ...site.notFoundPages.map(({ probe }) => probe),
  ]) {
    const isPage = site.sitemapPaths.includes(urlPath) || urlPath === notFoundPage;
    const expected = pagesOnly && !isPage ? commonHeaders : site.siteHeaders;
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
}

/**
 * Content types the servers do not all know, and the photos' (their folder names its own on nginx).
 * @param {Probe} probe
 */
async function checkContentTypes({ name, origin, site, get }) {
  for (const [urlPath, extension] of [
    ['/manifest.webmanifest', 'webmanifest'],
    ['/contacto.vcf', 'vcf'],
    ...Object.keys(photoContentTypes).flatMap((extension) =>
      site.samples[`photo ${extension}`] ? [[site.samples[`photo ${extension}`], extension]] : [],
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
        (contentTypes[extension] ?? photoContentTypes[extension]).replace(/\s/g, '').toLowerCase(),
      `got ${type}`,
    );
  }
}

/**
 * What the after-paint loader fetches (build/postbuild/steps/80-scripts-after-paint.mjs): the page's
 * flight data (text, byte for byte) and the loader file itself, also for the 404 page, which any
 * URL answers with and which fetches them by absolute path; compressed where the server can.
 * The editor's publishing status is an ES module, which a browser runs only when it is served as
 * JavaScript (under /admin/, whose headers are its own).
 * @param {Probe} probe
 */
async function checkLoaderFiles({ name, origin, expects, site, get }) {
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
        body === readFileSync(path.join(site.siteDir, String(urlPath)), 'utf8'),
      `got ${response.status} ${response.headers.get('content-type')} ${encoding}`,
    );
  }
}

/** Compression of text. @param {Probe} probe */
async function checkCompression({ name, origin, expects, site, summary, get }) {
  summary.compression = new Set();
  for (const urlPath of ['/', site.samples.script, site.samples.stylesheet]) {
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
}

/**
 * Every check on one server, in order; the headers' checks only where its configuration sends them.
 * @param {{ name: string, origin: string }} server
 * @param {Expects} expects
 * @param {Site} site
 */
async function checkServer(server, expects, site) {
  const probe = probeOf(server, expects, site);
  await checkSitemapPages(probe);
  await checkLinks(probe);
  await checkMissingAndForeignPaths(probe);
  await checkLifetimes(probe);
  await checkHostFilesAndListing(probe);
  if (!expects.headers) return probe.summary;
  await checkSecurityHeaders(probe);
  if (expects.types) await checkContentTypes(probe);
  await checkLoaderFiles(probe);
  await checkCompression(probe);
  return probe.summary;
}

/** The headers each page gets: wrangler's must be nginx's. */
/**
 * @param {{ name: string, origin: string }} reference
 * @param {{ name: string, origin: string }} candidate
 * @param {Site} site
 */
async function comparePages(reference, candidate, { siteHeaders, sitemapPaths, samples }) {
  const comparedHeaders = [...Object.keys(siteHeaders), 'X-Robots-Tag', 'Cache-Control'];
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
    const has = (directive) => (new RegExp(`(^|; )${directive} `).test(csp) ? 'yes' : 'no');
    rows.push({
      path: urlPath,
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
function checkWranglerLog(wrangler, siteDir) {
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
/** @param {Site} site */
async function checkNetlifyParser({ siteDir, files, sitemapPaths }) {
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
  const urlPaths = [
    ...new Set([...files, ...sitemapPaths, ...Object.values(NOT_FOUND_PROBES), ADMIN_PREFIX]),
  ];
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

/**
 * The export's site directory, or null with the reason printed when there is no build.
 * @returns {string | null}
 */
function builtSiteDir() {
  const siteDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
  if (existsSync(path.join(siteDir, '.htaccess'))) return siteDir;
  console.error(`No ${siteDir}/.htaccess: run "npm run build" first.`);
  return null;
}

/**
 * nginx, Caddy, wrangler and Python's server, and one Apache per setting of the matrix.
 * @param {string} siteDir
 */
async function startAllServers(siteDir) {
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
  return { servers, apaches };
}

/**
 * The Apache matrix's rows, one per setting, from each server's summary.
 * @param {{ server: { name: string }, summary: Probe['summary'] }[]} summaries
 * @returns {Record<string, string | number>[]}
 */
const apacheRows = (summaries) =>
  summaries
    .filter(({ server }) => server.name.startsWith('apache '))
    .map(({ server, summary }) => ({
      AllowOverride: server.name.slice('apache '.length),
      '5xx answers': summary.fiveHundreds,
      'pages 200': `${summary.pagesOk}/${summary.pages}`,
      'missing path': summary.notFound.es ?? '—',
      'missing /en/ path': summary.notFound.en ?? '—',
      CSP: '',
      'longest unfingerprinted': summary.longest
        ? `${Math.round(summary.longest.seconds)} s (${summary.longest.how})`
        : '—',
      compression: [...(summary.compression ?? [])].join(',') || '—',
      listing: summary.listing,
      'public host files': summary.hostFiles.join(' ') || '—',
    }));

/** @param {string} origin the directives of the CSP header / sends */
const cspOf = async (origin) =>
  (await fetchOnFreshConnection(`${origin}/`)).headers.get('content-security-policy') ?? '';

/**
 * The CSP column of the matrix (what / sends on each Apache setting), and the header CSP with
 * script-src wherever the server sends our headers.
 * @param {{ name: string, origin: string }[]} apaches
 * @param {Record<string, { name: string, origin: string }>} byName
 * @param {Record<string, string | number>[]} matrix
 */
async function checkHeaderCsp(apaches, byName, matrix) {
  await Promise.all(
    apaches.map(async (server, index) => {
      const csp = await cspOf(server.origin);
      const row = /** @type {Record<string, string | number>} */ (matrix[index]);
      row.CSP = csp
        ? ['default-src', 'script-src', 'frame-ancestors']
            .filter((directive) => csp.includes(`${directive} `))
            .join(' ')
        : '—';
      if (row['5xx answers'] === 0 && apacheSettings[index]?.expects.headers)
        check(
          server.name,
          'header CSP with script-src',
          csp.includes("script-src 'self' 'sha256-"),
        );
    }),
  );
  for (const name of ['nginx', 'caddy'])
    check(
      name,
      'header CSP with script-src',
      (await cspOf(byName[name]?.origin ?? '')).includes("script-src 'self' 'sha256-"),
    );
}

/**
 * Every check on every server, while they run; the servers stop at the end whatever happens.
 * @param {Site} site
 */
async function checkAllServers(site) {
  const { servers, apaches } = await startAllServers(site.siteDir);
  const all = [...servers, ...apaches];
  try {
    console.log(`Servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const summaries = await Promise.all(
      all.map(async (server) => {
        const setting = apacheSettings.find(
          (candidate) => server.name === `apache ${candidate.label}`,
        );
        const expects = setting?.expects ?? otherServers[server.name] ?? {};
        return { server, summary: await checkServer(server, expects, site) };
      }),
    );
    for (const { server } of summaries) console.log(`${server.name} (${server.origin}) checked`);
    const matrix = apacheRows(summaries);
    const byName = Object.fromEntries(servers.map((server) => [server.name, server]));
    await checkHeaderCsp(apaches, byName, matrix);
    const wranglerRows = await comparePages(byName.nginx, byName.wrangler, site);
    const wranglerRules = checkWranglerLog(byName.wrangler, site.siteDir);
    const netlify = await checkNetlifyParser(site);
    return { matrix, wranglerRows, wranglerRules, netlify };
  } finally {
    await Promise.all(all.map((server) => server.stop()));
  }
}

const started = Date.now();

/** Runs every check and prints the tables; the exit code says whether all passed. */
async function main() {
  const siteDir = builtSiteDir();
  if (!siteDir) return 1;
  const { matrix, wranglerRows, wranglerRules, netlify } = await checkAllServers(readSite(siteDir));
  console.log('\nApache, with .htaccess alone, by AllowOverride and modules:');
  console.table(matrix);
  console.log(
    `\nwrangler pages dev (${wranglerRules.parsed} of ${wranglerRules.rules} rules read), against nginx:`,
  );
  console.table(wranglerRows);
  console.log(
    `@netlify/headers-parser: ${netlify.rules} rules, ${netlify.errors} errors, ${netlify.paths} paths without a doubled header`,
  );
  console.log(
    `hosts: ${results.passed} passed, ${results.failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (resent ? ` (${resent} request(s) sent again after a stale kept-alive connection)` : ''),
  );
  return results.failed === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await main();
