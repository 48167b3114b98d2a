// JavaScript budget: the gzip size of every script a browser loads for each of our pages, until the
// network is idle, against the same measure for an empty Next.js App Router page built with our own
// Next version. Fails when any page loads more than BUDGET_RATIO times the empty page's scripts, and
// names each page still above TARGET_RATIO (what the first tap needs and no more). Every page is
// within the target, so the gate is the target: any growth past it fails.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../build/scripts/chromium.mjs';
import { sitePages } from '../../build/postbuild/site-pages.mjs';
import { startStaticServer } from '../../build/scripts/static-server.mjs';
import { buildEmptyApp, emptyOut } from './empty-next.mjs';

const BUDGET_RATIO = 1.06;
const TARGET_RATIO = 1.06;
const siteDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');

/**
 * Gzip bytes (level 9, computed here so the figure does not depend on the server) of every script
 * the page requests until it is ready: the network idle and, on our pages, the page hydrated (the
 * menu's button exists only then, after the loader has requested every chunk and the runtime, which
 * on a busy host can come more than the network's 500 idle milliseconds after the others). Each
 * script requested by then is read in full before the context closes, however late it answers.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ hydrates: boolean }} options
 */
async function scriptBytes(browser, url, { hydrates }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  /** @type {import('@playwright/test').Request[]} */
  const requested = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (hydrates)
    await page.locator('button[aria-controls="menu-movil"]').waitFor({ state: 'attached' });
  const scripts = await Promise.all(
    [...requested].map(async (request) => {
      const response = await request.response();
      if (!response)
        throw new Error(`js-budget: ${request.url()} was requested and never answered`);
      return { url: request.url(), gzip: gzipSync(await response.body(), { level: 9 }).length };
    }),
  );
  await context.close();
  return { bytes: scripts.reduce((sum, script) => sum + script.gzip, 0), count: scripts.length };
}

if (!existsSync(siteDir)) {
  console.error(`No ${siteDir}: run "npm run build" first.`);
  process.exit(1);
}
buildEmptyApp();

const site = await startStaticServer(siteDir);
const empty = await startStaticServer(emptyOut);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const rows = [];
try {
  const baseline = await scriptBytes(browser, `${empty.origin}/`, { hydrates: false });
  rows.push({ page: 'empty Next.js page', ...baseline });
  for (const { route } of sitePages(siteDir))
    rows.push({
      page: route,
      ...(await scriptBytes(browser, site.origin + route, { hydrates: true })),
    });
} finally {
  await browser.close();
  site.stop();
  empty.stop();
}

const baseline = rows[0]?.bytes ?? 0;
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  `\nJavaScript loaded until network idle (gzip -9), budget ${BUDGET_RATIO}x the empty page = ${kb(baseline * BUDGET_RATIO)} KB, ` +
    `target ${TARGET_RATIO}x = ${kb(baseline * TARGET_RATIO)} KB`,
);
console.log(
  `${'page'.padEnd(28)} ${'KB'.padStart(8)} ${'files'.padStart(6)} ${'ratio'.padStart(7)}`,
);
let failed = false;
for (const row of rows) {
  const ratio = row.bytes / baseline;
  const over = ratio > BUDGET_RATIO;
  failed ||= over;
  console.log(
    `${row.page.padEnd(28)} ${kb(row.bytes).padStart(8)} ${String(row.count).padStart(6)} ${ratio.toFixed(3).padStart(7)}${over ? '  OVER BUDGET' : ratio > TARGET_RATIO ? '  (above the target)' : ''}`,
  );
}
if (baseline === 0) {
  console.error('The empty page loaded no script: the measurement is broken.');
  process.exit(1);
}
// The page nearest the budget, in bytes: a ratio printed to three places hides how little is left.
const nearest = rows.slice(1).sort((a, b) => b.bytes - a.bytes)[0];
const spare = nearest ? Math.floor(baseline * BUDGET_RATIO - nearest.bytes) : 0;
console.log(
  `${failed ? '\nJavaScript budget exceeded.' : '\nEvery page is within the JavaScript budget.'}` +
    (nearest
      ? ` Nearest the budget: ${nearest.page}, ${spare >= 0 ? `${spare} bytes to spare` : `${-spare} bytes over`}.`
      : ''),
);
process.exit(failed ? 1 : 0);
