// How soon a page is ready on a slow phone, and how a tap on the menu feels while it gets there.
// Per page, under a phone profile (390 px, touch, a phone's CPU calibrated to the host (calibrateCpu), 150 ms RTT and 1.6 Mbps through
// CDP), RUNS fresh loads (a new browser context each: nothing cached), and the medians of:
//   - FCP (Paint Timing) and the end of hydration (the moment the menu's :target link became a
//     disclosure button, as checks/e2e/helpers/hydration.ts waits for it), and their difference;
//   - the slowest Event Timing entry of a tap on the menu toggle made while the chunks run (as soon
//     as the loader has inserted the first one), and of another tap a moment after hydration. Event
//     Timing reports events of 16 ms or more; a tap with no entry counts as under 16 ms;
//   - the longest main-thread task after FCP (Long Tasks API: tasks of 50 ms or more; 0 = none);
//   - the floor this profile allows for hydration: every byte that arrived before it (Resource
//     Timing's transferSize of the page and of each response that ended before hydration) at the
//     profile's bandwidth, plus the round trips of the chain it needs (ROUND_TRIPS: the page; its
//     stylesheet and loader; the flight data and chunks the loader asks for), with no CPU time at
//     all; and the distance of hydration from that floor.
// Targets: hydration <= 1.2 s after FCP, or within 10% of the floor where the floor is
// later than that; every tap <= 200 ms; the exit code says whether every page meets them.
//
// Usage: node checks/perf/hydration.mjs [/contacto ...]; SITE_DIR=<export> measures another export;
// PERF_HYDRATION_PORT=<n> serves on n; PERF_HYDRATION_RUNS=<n> (default 5). About 10 s per page
// and run: not part of `npm test`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isNotFoundRoute, sitePages } from '../../build/postbuild/site-pages.mjs';
import { startStaticServer } from '../../build/scripts/static-server.mjs';
import { median } from './median.mjs';
import {
  calibrateCpu,
  launchPhoneBrowser,
  measure,
  PHONE_BENCHMARK_INDEX,
  PROFILE,
  ROUND_TRIPS,
} from './phone-load.mjs';

const RUNS = Number(process.env.PERF_HYDRATION_RUNS ?? 5);
const TARGET = { hydration: 1200, floorMargin: 1.1, tap: 200 };
const siteDir = path.resolve(process.env.SITE_DIR ?? process.env.NEXT_DIST_DIR ?? 'out');
const port = process.env.PERF_HYDRATION_PORT ? Number(process.env.PERF_HYDRATION_PORT) : undefined;

if (!existsSync(siteDir)) {
  console.error(`No ${siteDir}: run "npm run build" first.`);
  process.exit(1);
}
const wanted = process.argv.slice(2).map((route) => (route.endsWith('/') ? route : `${route}/`));
const pages = sitePages(siteDir)
  .filter((page) => !isNotFoundRoute(page.route))
  .filter((page) => wanted.length === 0 || wanted.includes(page.route));

const server = await startStaticServer(siteDir, port);
const browser = await launchPhoneBrowser();
/** @type {Map<string, Awaited<ReturnType<typeof measure>>[]>} */
const runs = new Map();
// The route column fits the longest route (service slugs run past 24 characters).
const routeWidth = Math.max(24, ...pages.map(({ route }) => route.length));
try {
  for (let run = 1; run <= RUNS; run += 1) {
    // Each round reads the host's speed again: a neighbour's load can come and go within a run.
    const cpu = await calibrateCpu(browser);
    console.log(
      `run ${run}: host BenchmarkIndex ${cpu.index}, CPU slowdown ${cpu.rate.toFixed(2)}x`,
    );
    for (const { route } of pages) {
      const result = await measure(browser, server.origin + route, cpu.rate);
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
const columns = [
  'page',
  'FCP',
  'load',
  '1st script',
  'last byte',
  'hydrated',
  'hydr.-FCP',
  'KB',
  'floor',
  'hydr.-floor',
  'long task',
  'tap during',
  'tap after',
];
const widths = [routeWidth + 1, 8, 8, 12, 11, 10, 11, 8, 8, 13, 11, 12, 11];
/** @param {(string | number)[]} cells */
const line = (cells) =>
  cells
    .map((cell, i) =>
      i === 0 ? String(cell).padEnd(widths[i] ?? 0) : String(cell).padStart(widths[i] ?? 0),
    )
    .join('');
console.log(
  `\nPhone profile (${PROFILE.width} px, touch, CPU of BenchmarkIndex ${PHONE_BENCHMARK_INDEX}, ${PROFILE.rttMs} ms RTT, ${PROFILE.downloadBps / 1e6} Mbps), ` +
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
    line([
      route,
      m('fcp'),
      m('load'),
      m('scripts'),
      m('lastByte'),
      m('hydrated'),
      m('gap'),
      kb,
      m('floor'),
      fromFloor,
      m('longestTask'),
      m('tapDuring'),
      m('tapAfter'),
    ]),
  );
  if (m('gap') > TARGET.hydration && m('hydrated') > TARGET.floorMargin * m('floor'))
    misses.push(`${route} hydration +${m('gap')} ms after FCP, ${fromFloor} ms from its floor`);
  if (m('tapDuring') > TARGET.tap)
    misses.push(`${route} tap during hydration ${m('tapDuring')} ms`);
  if (m('tapAfter') > TARGET.tap) misses.push(`${route} tap after hydration ${m('tapAfter')} ms`);
}
console.log(
  misses.length ? `\nAbove the target: ${misses.join('; ')}` : '\nEvery page meets the targets.',
);
process.exit(misses.length || pages.length === 0 ? 1 : 0);
