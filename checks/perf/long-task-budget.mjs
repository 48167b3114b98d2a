// The long-task budget `npm test` holds the pages of BUDGET_PAGES to (build/postbuild/site-pages.mjs:
// the Spanish top pages and two English ones): on the slow phone profile
// (checks/perf/phone-load.mjs: a phone's CPU, calibrated to the host's measured speed, 150 ms RTT,
// 1.6 Mbps), no main-thread task after the first contentful paint lasts more than LONG_TASK_MS, as
// the browser's own Long Tasks API reports them. A task that long delays a patient's tap while the
// page hydrates. Each page is loaded RUNS times in fresh contexts and judged on the median of its
// longest task, so a load that met a busy host does not decide; the page's own work, which shows
// in every load, does.
// Usage: node checks/perf/long-task-budget.mjs [/route ...]; NEXT_DIST_DIR=<export>; LONG_TASK_RUNS=<n>.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../../build/scripts/static-server.mjs';
import { budgetRoutes, sitePages } from '../../build/postbuild/site-pages.mjs';
import { median } from './median.mjs';
import {
  calibrateCpu,
  launchPhoneBrowser,
  measure,
  PHONE_BENCHMARK_INDEX,
  PROFILE,
} from './phone-load.mjs';

const LONG_TASK_MS = 50;
const RUNS = Number(process.env.LONG_TASK_RUNS ?? 5);
const siteDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
if (!existsSync(siteDir)) {
  console.error(`No ${siteDir}: run "npm run build" first.`);
  process.exit(1);
}
const wanted = process.argv.slice(2).map((route) => (route.endsWith('/') ? route : `${route}/`));
const routes = wanted.length > 0 ? wanted : budgetRoutes(sitePages(siteDir));

const server = await startStaticServer(siteDir);
const browser = await launchPhoneBrowser();
/** @type {Map<string, number[]>} */
const longest = new Map(routes.map((route) => [route, []]));
try {
  for (let run = 1; run <= RUNS; run += 1) {
    // Each round reads the host's speed again: a neighbour's load can come and go within a run.
    const cpu = await calibrateCpu(browser);
    console.log(
      `run ${run}: host BenchmarkIndex ${cpu.index}, CPU slowdown ${cpu.rate.toFixed(2)}x`,
    );
    for (const route of routes) {
      const { longestTask } = await measure(browser, server.origin + route, cpu.rate);
      longest.get(route)?.push(longestTask);
      console.log(
        `run ${run} ${route.padEnd(24)} longest task after FCP: ${Math.round(longestTask)} ms (0 = none over ${LONG_TASK_MS} ms)`,
      );
    }
  }
} finally {
  await browser.close();
  server.stop();
}

console.log(
  `\nLong tasks after FCP, phone profile (CPU of BenchmarkIndex ${PHONE_BENCHMARK_INDEX}, ${PROFILE.rttMs} ms RTT), median of ${RUNS} loads (budget: at most ${LONG_TASK_MS} ms)`,
);
const over = [];
for (const [route, values] of longest) {
  const value = Math.round(median(values));
  const fails = value > LONG_TASK_MS;
  if (fails) over.push(route);
  console.log(
    `${route.padEnd(24)}${String(value).padStart(6)} ms   (runs: ${values.map(Math.round).join(', ')})${fails ? '  FAIL' : ''}`,
  );
}
if (over.length > 0) {
  console.error(`A task over ${LONG_TASK_MS} ms after the first paint on: ${over.join(', ')}`);
  process.exit(1);
}
