// How far each page is from the limit of its own design: the export as shipped, against the same
// export with every script removed ("no scripts"), and that again without the web font ("text
// only"), built from out/ into .cache/perf-limit/out/ (checks/perf/reference-variants.mjs; never in
// out/). Serves the three compressed (build/scripts/serve.mjs), runs Lighthouse mobile (simulated slow
// 4G and a 4x slower CPU) RUNS times on each, interleaved (page by page, variant by variant, so
// machine noise spreads evenly), and prints per page the medians of: HTML gzip bytes, bytes the
// browser requested before its first contentful paint, FCP and LCP, with their ratios to the text
// only limit. The bar: LCP <= 1.10x, FCP <= 1.05x, HTML gzip <= 1.3x no scripts; the exit code
// says whether every page meets it.
// Served over HTTPS and HTTP/2 (a localhost certificate Chromium is told to trust,
// build/scripts/localhost-tls.mjs), as the static hosts serve it. Over HTTP/1.1, Lighthouse's model gives
// each request that overlaps another a connection of its own, cold (one more round trip), so the
// async after-paint loader in <head>, which runs before the paint Lighthouse observes and is
// therefore counted as work the paint waited for, raises LCP although the paint never waits for
// it (under DevTools throttling LCP equals FCP); over HTTP/2 it shares the page's warm connection.
// PERF_LIMIT_HTTP1=1 measures over plain HTTP/1.1.
//
// Usage: node checks/perf/limit.mjs [/servicios ...]; SITE_DIR=<export> measures another export;
// PERF_LIMIT_BASE_PORT=<n> serves on n, n+1, n+2 instead of free ports. Slow (about a minute per
// page and run on two cores): not part of `npm test`, whose cheap half is `npm test -- html-weight`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../build/scripts/chromium.mjs';
import { writeReferenceVariants } from './reference-variants.mjs';
import {
  isNotFoundRoute,
  sitePages,
  withSampledServicePages,
} from '../../build/postbuild/site-pages.mjs';
import { startStaticServer } from '../../build/scripts/static-server.mjs';
import { assertServedOver, servedProtocol } from './served-protocol.mjs';
import { median } from './median.mjs';

const RUNS = Number(process.env.PERF_LIMIT_RUNS ?? 3);
const BAR = { lcp: 1.1, fcp: 1.05, html: 1.3 };
const siteDir = path.resolve(process.env.SITE_DIR ?? process.env.NEXT_DIST_DIR ?? 'out');
// One folder per measured export, so two measurements never share their variants.
const cacheDir = path.resolve('.cache/perf-limit', path.basename(siteDir));
const basePort = process.env.PERF_LIMIT_BASE_PORT
  ? Number(process.env.PERF_LIMIT_BASE_PORT)
  : undefined;
const {
  protocol,
  tlsDir,
  chromeFlags: trustFlags,
} = servedProtocol(process.env.PERF_LIMIT_HTTP1 === '1');

if (!existsSync(siteDir)) {
  console.error(`No ${siteDir}: run "npm run build" first.`);
  process.exit(1);
}

const wanted = process.argv.slice(2).map((route) => (route.endsWith('/') ? route : `${route}/`));
// Lighthouse does not measure a page answered with 404 (as in checks/perf/lighthouse.mjs); the 404
// page's HTML weight is gated by `npm test -- html-weight`.
// Without a list: every page, the service pages sampled (one route renders all 14).
const pages = (
  wanted.length === 0 ? withSampledServicePages(sitePages(siteDir)) : sitePages(siteDir)
)
  .filter((page) => !isNotFoundRoute(page.route))
  .filter((page) => wanted.length === 0 || wanted.includes(page.route));

const { noScripts, textOnly } = writeReferenceVariants(siteDir, cacheDir);
const variants = [
  { name: 'shipped', dir: siteDir },
  { name: 'no scripts', dir: noScripts },
  { name: 'text only', dir: textOnly },
];

/** @typedef {{ fcp: number, lcp: number, beforePaint: number }} Figures */
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The simulated FCP and LCP of one run, and the bytes of the requests started before the observed first paint. */
function figures(lhr) {
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.message}`);
  const observed = lhr.audits.metrics.details.items[0];
  const requests = lhr.audits['network-requests'].details.items;
  // The model depends on it (see the top of this file).
  assertServedOver(lhr, protocol);
  const beforePaint = requests
    .filter((request) => request.networkRequestTime < observed.observedFirstContentfulPaint)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    beforePaint,
  };
}

async function measure(url) {
  // A fresh browser per run: nothing cached or warmed up from the previous one.
  const chromeFlags = [...chromiumArgs, '--headless=new', ...trustFlags];
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return figures(result.lhr);
  } finally {
    await chrome.kill();
  }
}

const servers = [];
/** @type {Map<string, Figures[]>} */
const runs = new Map(); // "route|variant" -> [figures]
const routeWidth = Math.max(24, ...pages.map((page) => page.route.length));
try {
  for (const [index, variant] of variants.entries()) {
    servers.push(
      await startStaticServer(variant.dir, basePort === undefined ? undefined : basePort + index, {
        tlsDir,
      }),
    );
  }
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of pages) {
      for (const [index, variant] of variants.entries()) {
        const server = /** @type {{ origin: string }} */ (servers[index]);
        const result = await measure(server.origin + page.route);
        const key = `${page.route}|${variant.name}`;
        runs.set(key, [...(runs.get(key) ?? []), result]);
        console.log(
          `run ${run} ${page.route.padEnd(routeWidth)} ${variant.name.padEnd(11)} FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms, ${result.beforePaint} B before paint`,
        );
      }
    }
  }
} finally {
  for (const server of servers) server.stop();
}

const ratio = (value, limit) => `${(value / limit).toFixed(2)}x`;
const columns = [
  'page',
  'variant',
  'HTML gzip',
  'before paint',
  'FCP',
  'LCP',
  'HTML/no-js',
  'FCP/limit',
  'LCP/limit',
];
// The page column fits the longest route, with a space after it.
const widths = [routeWidth + 1, 11, 11, 14, 9, 9, 12, 11, 11];
/** @param {(string | number)[]} cells */
const line = (cells) =>
  cells
    .map((cell, i) =>
      i < 2 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0),
    )
    .join('');
console.log(
  `\nLighthouse mobile over ${protocol}, median of ${RUNS} runs; limit = text only (no scripts, no web font); bar: LCP <= ${BAR.lcp}x, FCP <= ${BAR.fcp}x, HTML <= ${BAR.html}x no scripts`,
);
console.log(line(columns));
const misses = [];
for (const page of pages) {
  /** @type {Record<string, number>} */
  const html = Object.fromEntries(
    variants.map((variant) => [variant.name, gzipBytes(path.join(variant.dir, page.file))]),
  );
  /** @param {string} name */
  const htmlOf = (name) => /** @type {number} */ (html[name]);
  const medians = Object.fromEntries(
    variants.map((variant) => {
      const list = runs.get(`${page.route}|${variant.name}`) ?? [];
      return [
        variant.name,
        {
          fcp: median(list.map((r) => r.fcp)),
          lcp: median(list.map((r) => r.lcp)),
          beforePaint: median(list.map((r) => r.beforePaint)),
        },
      ];
    }),
  );
  /** @param {string} name */
  const mediansOf = (name) => /** @type {Figures} */ (medians[name]);
  const limit = mediansOf('text only');
  for (const variant of variants) {
    const m = mediansOf(variant.name);
    console.log(
      line([
        page.route,
        variant.name,
        `${htmlOf(variant.name)} B`,
        `${m.beforePaint} B`,
        `${Math.round(m.fcp)}`,
        `${Math.round(m.lcp)}`,
        ratio(htmlOf(variant.name), htmlOf('no scripts')),
        ratio(m.fcp, limit.fcp),
        ratio(m.lcp, limit.lcp),
      ]),
    );
  }
  const shipped = mediansOf('shipped');
  if (shipped.lcp > BAR.lcp * limit.lcp)
    misses.push(`${page.route} LCP ${ratio(shipped.lcp, limit.lcp)}`);
  if (shipped.fcp > BAR.fcp * limit.fcp)
    misses.push(`${page.route} FCP ${ratio(shipped.fcp, limit.fcp)}`);
  if (htmlOf('shipped') > BAR.html * htmlOf('no scripts'))
    misses.push(`${page.route} HTML ${ratio(htmlOf('shipped'), htmlOf('no scripts'))}`);
}
console.log(
  misses.length ? `\nAbove the bar: ${misses.join('; ')}` : '\nEvery page is within the bar.',
);
process.exit(misses.length || pages.length === 0 ? 1 : 0);
