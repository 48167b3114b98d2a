// Repeat visits: each page loaded twice in Chromium (same browser context, so the HTTP cache is
// used) through Apache (.htaccess) and nginx (publish/host-configs/nginx.conf). Prints the bytes transferred on
// the first and the second visit, read from the DevTools protocol (encodedDataLength of each
// response that went to the network), and fails if the second visit transfers any fingerprinted
// file (/_next/static/…, fonts) again, even as a 304. Needs a build.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../build/scripts/chromium.mjs';
import { startServers } from '../host-servers.mjs';
import { IMMUTABLE, cacheControl } from '../../build/postbuild/response-policy.mjs';
import { isNotFoundRoute, sitePages } from '../../build/postbuild/site-pages.mjs';

const siteDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
const routes = sitePages(siteDir)
  .map(({ route }) => route)
  .filter((route) => !isNotFoundRoute(route));

/** Loads `url` in a new tab of `context`; resolves to { bytes, refetched: fingerprinted URLs that hit the network }. */
async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let bytes = 0;
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    requests.set(requestId, {
      url: response.url,
      cached: response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker,
    });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) =>
    requests.set(requestId, { ...requests.get(requestId), cached: true }),
  );
  const finished = [];
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    finished.push({ requestId, encodedDataLength }),
  );
  await page.goto(url, { waitUntil: 'networkidle' });
  const refetched = [];
  for (const { requestId, encodedDataLength } of finished) {
    const request = requests.get(requestId);
    if (!request || request.cached || encodedDataLength === 0) continue;
    bytes += encodedDataLength;
    if (cacheControl(new URL(request.url).pathname) === IMMUTABLE) refetched.push(request.url);
  }
  await page.close();
  return { bytes, refetched };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const servers = await startServers(['apache', 'nginx'], siteDir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
let failures = 0;
try {
  console.log('| Server | Page | First visit | Second visit | Fingerprinted files fetched again |');
  console.log('|---|---|---|---|---|');
  for (const server of servers) {
    for (const route of routes) {
      const context = await browser.newContext();
      const first = await visit(context, `${server.origin}${route}`);
      const second = await visit(context, `${server.origin}${route}`);
      await context.close();
      failures += second.refetched.length;
      console.log(
        `| ${server.name} | ${route} | ${kb(first.bytes)} | ${kb(second.bytes)} | ${second.refetched.length ? second.refetched.join(', ') : 'none'} |`,
      );
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
console.log(
  `repeat: ${routes.length * servers.length} page visits checked, ${failures} fingerprinted files transferred again`,
);
process.exit(failures === 0 ? 0 : 1);
