// How soon a page is ready on a slow phone, and how a tap on the menu feels while it gets there.
// Per page, under a phone profile (390 px, touch, 4x slower CPU, 150 ms RTT and 1.6 Mbps through
// CDP), RUNS fresh loads (a new browser context each: nothing cached), and the medians of:
//   - FCP (Paint Timing) and the end of hydration (the moment the menu's :target link became a
//     disclosure button, as e2e/helpers/hydration.ts waits for it), and their difference;
//   - the slowest Event Timing entry of a tap on the menu toggle made while the chunks run (as soon
//     as the loader has inserted the first one), and of another tap a moment after hydration. Event
//     Timing reports events of 16 ms or more; a tap with no entry counts as under 16 ms;
//   - the longest main-thread task after FCP (Long Tasks API: tasks of 50 ms or more; 0 = none);
//   - the floor this profile allows for hydration: every byte that arrived before it (Resource
//     Timing's transferSize of the page and of each response that ended before hydration) at the
//     profile's bandwidth, plus the round trips of the chain it needs (ROUND_TRIPS: the page; its
//     stylesheet and loader; the flight data and chunks the loader asks for), with no CPU time at
//     all; and the distance of hydration from that floor.
// Targets (issue 31): hydration <= 1.2 s after FCP, or within 10% of the floor where the floor is
// later than that; every tap <= 200 ms; the exit code says whether every page meets them.
//
// Usage: npm run perf:hydration [-- /contacto ...]; SITE_DIR=<export> measures another export;
// PERF_HYDRATION_PORT=<n> serves on n; PERF_HYDRATION_RUNS=<n> (default 5). About 10 s per page
// and run: not part of `npm test`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { NOT_FOUND_PROBE, sitePages } from '../postbuild/site-pages.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';
import { median } from './median.mjs';

const RUNS = Number(process.env.PERF_HYDRATION_RUNS ?? 5);
const TARGET = { hydration: 1200, floorMargin: 1.1, tap: 200 };
// The requests hydration waits for, one after another: the page, then its stylesheet and loader
// (both named in <head>), then the flight data and the chunks the loader requests together.
const ROUND_TRIPS = 3;
const PROFILE = { width: 390, height: 844, cpu: 4, rttMs: 150, downloadBps: 1.6e6, uploadBps: 750e3 };
const siteDir = path.resolve(process.env.SITE_DIR ?? process.env.NEXT_DIST_DIR ?? 'out');
const port = process.env.PERF_HYDRATION_PORT ? Number(process.env.PERF_HYDRATION_PORT) : undefined;
const TOGGLE = 'header a[href="#menu-movil"], header button[aria-controls="menu-movil"]';

if (!existsSync(siteDir)) {
  console.error(`No ${siteDir}: run "npm run build" first.`);
  process.exit(1);
}
const wanted = process.argv.slice(2).map((route) => (route.endsWith('/') ? route : `${route}/`));
const pages = sitePages(siteDir)
  .filter((page) => page.route !== NOT_FOUND_PROBE)
  .filter((page) => wanted.length === 0 || wanted.includes(page.route));

/**
 * Runs in the page before its own scripts: records when the first Next chunk is inserted and when
 * the menu's button appears (hydration done), and every Event Timing entry.
 */
function recorder() {
  /** @type {{ chunk: number, hydrated: number, events: { name: string, start: number, duration: number }[], tasks: { start: number, duration: number }[] }} */
  const marks = { chunk: -1, hydrated: -1, events: [], tasks: [] };
  /** @type {any} */ (window).__hydrationMarks = marks;
  new MutationObserver((_, observer) => {
    if (marks.chunk < 0 && document.querySelector('body script[src*="/_next/static/"]')) marks.chunk = performance.now();
    if (document.querySelector('button[aria-controls="menu-movil"]')) {
      marks.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Taps the menu toggle; hydration may swap the link for the button between finding and tapping
 * it, so a detached node is looked up once more.
 * @param {import('puppeteer-core').Page} page
 */
async function tapToggle(page) {
  try {
    await page.tap(TOGGLE);
  } catch {
    await page.tap(TOGGLE);
  }
}

/** @param {import('puppeteer-core').Page} page @param {string} expression */
const waitFor = (page, expression) => page.waitForFunction(expression, { polling: 5, timeout: 60_000 });

/** @param {import('puppeteer-core').Browser} browser @param {string} url */
async function measure(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: PROFILE.width, height: PROFILE.height, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.rttMs,
      downloadThroughput: PROFILE.downloadBps / 8,
      uploadThroughput: PROFILE.uploadBps / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
    await page.evaluateOnNewDocument(recorder);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    // The first tap as soon as the loader has started the chunks: during hydration.
    await waitFor(page, 'window.__hydrationMarks && window.__hydrationMarks.chunk >= 0');
    await tapToggle(page);
    await waitFor(page, 'window.__hydrationMarks.hydrated >= 0');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The second tap on the hydrated button, then time for its frame to be presented and reported.
    await tapToggle(page);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await page.evaluate(() => {
      const marks = /** @type {any} */ (window).__hydrationMarks;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const lastChunk = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
        .map((entry) => /** @type {PerformanceResourceTiming} */ (entry))
        .reduce((max, entry) => Math.max(max, entry.responseEnd), 0);
      // Every byte on the wire before hydration: the page and each response that ended before it.
      const bytes = performance
        .getEntriesByType('resource')
        .map((entry) => /** @type {PerformanceResourceTiming} */ (entry))
        .filter((entry) => entry.responseEnd <= marks.hydrated)
        .reduce((sum, entry) => sum + entry.transferSize, navigation.transferSize);
      const longestTask = marks.tasks
        .filter((/** @type {{ start: number }} */ task) => task.start >= fcp)
        .reduce((/** @type {number} */ max, /** @type {{ duration: number }} */ task) => Math.max(max, task.duration), 0);
      return { fcp, hydrated: marks.hydrated, chunk: marks.chunk, load: navigation.loadEventStart, lastChunk, events: marks.events, bytes, longestTask };
    });
    // Entries that start before the hydrated button's tap belong to the first tap.
    const split = result.hydrated + 250;
    /** @param {{ start: number, duration: number }[]} events */
    const slowest = (events) => events.reduce((max, event) => Math.max(max, event.duration), 0);
    const floor = (result.bytes * 8 * 1000) / PROFILE.downloadBps + ROUND_TRIPS * PROFILE.rttMs;
    return {
      kb: result.bytes / 1024,
      floor,
      fromFloor: result.hydrated - floor,
      longestTask: result.longestTask,
      fcp: result.fcp,
      hydrated: result.hydrated,
      load: result.load,
      scripts: result.chunk,
      lastByte: result.lastChunk,
      gap: result.hydrated - result.fcp,
      tapDuring: slowest(result.events.filter((/** @type {any} */ e) => e.start < split)),
      tapAfter: slowest(result.events.filter((/** @type {any} */ e) => e.start >= split)),
    };
  } finally {
    await context.close();
  }
}

const server = await startStaticServer(siteDir, port);
const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: [...chromiumArgs, '--headless=new'], headless: true });
/** @type {Map<string, Awaited<ReturnType<typeof measure>>[]>} */
const runs = new Map();
// The route column fits the longest route (service slugs run past 24 characters).
const routeWidth = Math.max(24, ...pages.map(({ route }) => route.length));
try {
  for (let run = 1; run <= RUNS; run += 1) {
    for (const { route } of pages) {
      const result = await measure(browser, server.origin + route);
      runs.set(route, [...(runs.get(route) ?? []), result]);
      console.log(
        `run ${run} ${route.padEnd(routeWidth)} FCP ${Math.round(result.fcp)} ms, hydrated ${Math.round(result.hydrated)} ms (+${Math.round(result.gap)}; ` +
          `floor ${Math.round(result.floor)} ms for ${result.kb.toFixed(1)} KB), longest task ${Math.round(result.longestTask)} ms, ` +
          `tap during ${Math.round(result.tapDuring)} ms, after ${Math.round(result.tapAfter)} ms`,
      );
    }
  }
} finally {
  await browser.close();
  server.stop();
}

// Where the time goes: the load event, the first chunk
// inserted, the last chunk's last byte, the end of hydration.
const columns = ['page', 'FCP', 'load', '1st script', 'last byte', 'hydrated', 'hydr.-FCP', 'KB', 'floor', 'hydr.-floor', 'long task', 'tap during', 'tap after'];
const widths = [routeWidth + 1, 8, 8, 12, 11, 10, 11, 8, 8, 13, 11, 12, 11];
/** @param {(string | number)[]} cells */
const line = (cells) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0))).join('');
console.log(
  `\nPhone profile (${PROFILE.width} px, touch, ${PROFILE.cpu}x CPU, ${PROFILE.rttMs} ms RTT, ${PROFILE.downloadBps / 1e6} Mbps), ` +
    `median of ${RUNS} runs, ms; floor = KB before hydration at ${PROFILE.downloadBps / 1e6} Mbps + ${ROUND_TRIPS} round trips; long task = longest task after FCP (0 = none over 50 ms)\n` +
    `Targets: hydration <= ${TARGET.hydration} ms after FCP, or <= ${TARGET.floorMargin}x the floor where the floor is later; taps <= ${TARGET.tap} ms (0 = under 16 ms)`,
);
console.log(line(columns));
const misses = [];
for (const { route } of pages) {
  const list = runs.get(route) ?? [];
  /** @param {'fcp' | 'load' | 'scripts' | 'lastByte' | 'hydrated' | 'gap' | 'floor' | 'fromFloor' | 'longestTask' | 'tapDuring' | 'tapAfter'} key */
  const m = (key) => Math.round(median(list.map((r) => r[key])));
  const kb = median(list.map((r) => r.kb)).toFixed(1);
  const fromFloor = `${m('fromFloor') >= 0 ? '+' : ''}${m('fromFloor')}`;
  console.log(
    line([route, m('fcp'), m('load'), m('scripts'), m('lastByte'), m('hydrated'), m('gap'), kb, m('floor'), fromFloor, m('longestTask'), m('tapDuring'), m('tapAfter')]),
  );
  if (m('gap') > TARGET.hydration && m('hydrated') > TARGET.floorMargin * m('floor'))
    misses.push(`${route} hydration +${m('gap')} ms after FCP, ${fromFloor} ms from its floor`);
  if (m('tapDuring') > TARGET.tap) misses.push(`${route} tap during hydration ${m('tapDuring')} ms`);
  if (m('tapAfter') > TARGET.tap) misses.push(`${route} tap after hydration ${m('tapAfter')} ms`);
}
console.log(misses.length ? `\nAbove the target: ${misses.join('; ')}` : '\nEvery page meets the targets.');
process.exit(misses.length || pages.length === 0 ? 1 : 0);
