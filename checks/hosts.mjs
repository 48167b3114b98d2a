// The export on real web servers, each with only the configuration we ship for it (see
// checks/host-servers.mjs): nginx, Apache (.htaccess only), Caddy, and Python's http.server
// with none. On each: every sitemap URL answers 200 with its own page and no redirect, every
// internal link, fragment and asset resolves, a missing path answers 404; on the three configured
// servers also the security headers, the cache policy, the content types and compression.
// Needs a build (npm run build); NEXT_DIST_DIR checks another export; HOSTS_BASE_PORT moves the ports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startServers } from './host-servers.mjs';
import {
  ADMIN_PREFIX,
  IMMUTABLE,
  REVALIDATE,
  adminSecurityHeaders,
  contentTypes,
  securityHeaders,
} from '../build/response-policy.mjs';
import { NOT_FOUND_PROBE, sitePages } from '../build/site-pages.mjs';

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
}

const sitemap = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
const sitemapUrls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const siteOrigin = new URL(sitemapUrls[0]).origin;
const notFoundTitle = readFileSync(path.join(siteDir, '404.html'), 'utf8').match(
  /<title>([^<]*)<\/title>/,
)?.[1];
const firstFile = (dir, extension) =>
  `/${path
    .relative(
      siteDir,
      path.join(
        siteDir,
        dir,
        readdirSync(path.join(siteDir, dir)).find((name) => name.endsWith(extension)),
      ),
    )
    .split(path.sep)
    .join('/')}`;
const samples = {
  script: firstFile('_next/static/chunks', '.js'),
  stylesheet: firstFile('_next/static/chunks', '.css'),
  font: firstFile('_next/static/media', '.woff2'),
};

const get = (url, headers = {}) => fetch(url, { redirect: 'manual', headers });
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

async function checkServer({ name, origin }, configured) {
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
    check(
      name,
      `${new URL(url).pathname} answers 200 without redirect`,
      page.status === 200,
      `status ${page.status}`,
    );
    check(
      name,
      `${new URL(url).pathname} is its own page`,
      canonical === loc && (page.body.match(/<h1[\s>]/g) ?? []).length === 1,
      `canonical ${canonical}`,
    );
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
  if (configured)
    check(
      name,
      '404 shows our not-found page',
      missingBody.includes(`<title>${notFoundTitle}</title>`),
    );
  if (!configured) return;

  // Security headers on a page, an asset and the 404.
  const expected = securityHeaders();
  for (const urlPath of ['/', samples.script, NOT_FOUND_PROBE]) {
    const response = await get(`${origin}${urlPath}`);
    for (const [header, value] of Object.entries(expected)) {
      check(
        name,
        `${header} on ${urlPath}`,
        response.headers.get(header) === value,
        `got ${response.headers.get(header)}`,
      );
    }
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

  // Caching: fingerprinted files kept for a year, the rest revalidated.
  const cache = {
    [samples.script]: IMMUTABLE,
    [samples.stylesheet]: IMMUTABLE,
    [samples.font]: IMMUTABLE,
  };
  for (const urlPath of [
    '/',
    routes[1],
    '/sitemap.xml',
    '/robots.txt',
    '/contacto.vcf',
    '/manifest.webmanifest',
    '/og/inicio.png',
    '/icons/icon-192.png',
  ]) {
    cache[urlPath] = REVALIDATE;
  }
  for (const [urlPath, value] of Object.entries(cache)) {
    const response = await get(`${origin}${urlPath}`);
    check(
      name,
      `Cache-Control of ${urlPath}`,
      response.status === 200 && response.headers.get('cache-control') === value,
      `got ${response.status} ${response.headers.get('cache-control')}`,
    );
  }

  // Content types the servers do not all know.
  for (const [urlPath, extension] of [
    ['/manifest.webmanifest', 'webmanifest'],
    ['/contacto.vcf', 'vcf'],
  ]) {
    const type = (await get(`${origin}${urlPath}`)).headers
      .get('content-type')
      ?.replace(/\s/g, '')
      .toLowerCase();
    check(
      name,
      `Content-Type of ${urlPath}`,
      type === contentTypes[extension].replace(/\s/g, '').toLowerCase(),
      `got ${type}`,
    );
  }

  // What the after-paint loader fetches (build/postbuild/80-scripts-after-paint.mjs): the page's
  // flight data (text, byte for byte, compressed) and the loader file itself, also for the 404
  // page, which any URL answers with and which fetches them by absolute path.
  for (const [urlPath, type] of [
    ['/index.txt', 'text/plain'],
    ['/_not-found/index.txt', 'text/plain'],
    ['/after-paint.js', 'javascript'],
    ['/_not-found/after-paint.js', 'javascript'],
  ]) {
    const response = await get(`${origin}${urlPath}`, { 'accept-encoding': 'br, gzip' });
    const body = await response.text();
    check(
      name,
      `${urlPath} served as ${type}, compressed, as exported`,
      response.status === 200 &&
        (response.headers.get('content-type') ?? '').includes(type) &&
        ['br', 'gzip'].includes(response.headers.get('content-encoding') ?? '') &&
        body === readFileSync(path.join(siteDir, urlPath), 'utf8'),
      `got ${response.status} ${response.headers.get('content-type')} ${response.headers.get('content-encoding')}`,
    );
  }

  // Compression of text.
  for (const urlPath of ['/', samples.script, samples.stylesheet]) {
    const encoding = (
      await get(`${origin}${urlPath}`, { 'accept-encoding': 'br, gzip' })
    ).headers.get('content-encoding');
    check(
      name,
      `${urlPath} compressed`,
      encoding === 'br' || encoding === 'gzip',
      `Content-Encoding ${encoding}`,
    );
  }
}

const started = Date.now();
const servers = await startServers(['nginx', 'apache', 'caddy', 'python'], siteDir);
try {
  for (const server of servers) {
    const before = { ...results };
    await checkServer(server, server.name !== 'python');
    console.log(
      `${server.name} (${server.origin}): ${results.passed - before.passed} passed, ${results.failed - before.failed} failed`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
console.log(
  `hosts: ${results.passed} passed, ${results.failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(results.failed === 0 ? 0 : 1);
