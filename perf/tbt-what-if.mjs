// What a page's Lighthouse Total Blocking Time is made of, found by experiment rather than guessed:
// gathers RUNS runs of one page as the gate does (perf/lighthouse-run.mjs: mobile, over HTTPS and
// HTTP/2, one slowdown scaled to the runs' median benchmark), then scores each run's trace as
// gathered and again with one kind of main-thread task shortened, and prints FCP, TBT and the long
// tasks of each, with the medians. Lighthouse scores TBT from its simulation (Lantern), which
// replays the trace's tasks one at a time in a graph of what each waits for, so a task's share of
// TBT depends on where the simulation puts it, not only on how long it took; this shows which
// tasks move the figure.
// The kinds of task: commit (the navigation's commit, Chrome's own), frame (the first frame's
// style, layout and paint), stylesheet, parse (the parser's tasks after the first); TASK_KINDS in
// perf/trace-task-scaling.mjs says how each is found.
// Each argument is KIND=FACTOR: the task's events are scaled by FACTOR (0.5 halves it).
//
// Usage: npm run perf:tbt-what-if -- /sobre-mi/ [commit=0.1 frame=0.5 stylesheet=0.1 parse=0.1]
// SITE_DIR=<export> measures another export; TBT_WHAT_IF_RUNS=<n> (default 3). Needs a build;
// about 15 s per run on two cores: not part of `npm test`. Findings: docs/quality.md.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gatherRun, scoreRun } from './lighthouse-run.mjs';
import { longTasks } from './long-tasks.mjs';
import { TASK_KINDS, withTasksScaled } from './trace-task-scaling.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';
import { assertServedOver, servedProtocol } from './served-protocol.mjs';
import { median } from './median.mjs';
import { sessionSlowdownMultiplier } from './cpu-multiplier.mjs';

const RUNS = Number(process.env.TBT_WHAT_IF_RUNS ?? 3);
const CATEGORIES = ['performance'];
const DEFAULT_WHAT_IFS = ['commit=0.1', 'frame=0.5', 'stylesheet=0.1', 'parse=0.1'];

const siteDir = path.resolve(process.env.SITE_DIR ?? process.env.NEXT_DIST_DIR ?? 'out');
const [routeArgument, ...whatIfArguments] = process.argv.slice(2);
if (!routeArgument || !existsSync(siteDir)) {
  console.error(
    'Usage: npm run perf:tbt-what-if -- /route/ [kind=factor ...] (after "npm run build")',
  );
  process.exit(1);
}
const route = routeArgument.endsWith('/') ? routeArgument : `${routeArgument}/`;
const whatIfs = (whatIfArguments.length ? whatIfArguments : DEFAULT_WHAT_IFS).map((argument) => {
  const [kind, factor] = argument.split('=');
  if (!kind || !(kind in TASK_KINDS) || !(Number(factor) >= 0))
    throw new Error(`Not a what-if: ${argument} (kinds: ${Object.keys(TASK_KINDS).join(', ')})`);
  return { label: argument, kind, factor: Number(factor) };
});


const { protocol, tlsDir, chromeFlags } = servedProtocol(false);
const server = await startStaticServer(siteDir, undefined, { tlsDir });
const workDir = mkdtempSync(path.join(tmpdir(), 'tbt-what-if-'));
/** @type {Map<string, number[]>} */
const tbtByVariant = new Map([
  ['as gathered', []],
  ...whatIfs.map(({ label }) => /** @type {[string, number[]]} */ ([label, []])),
]);
try {
  const url = server.origin + route;
  // All runs gathered first, then all scored at one slowdown, as the gate does.
  /** @type {number[]} */
  const benchmarks = [];
  for (let run = 1; run <= RUNS; run += 1)
    benchmarks.push(await gatherRun(url, path.join(workDir, `run${run}`), { chromeFlags, categories: CATEGORIES }));
  const multiplier = sessionSlowdownMultiplier(benchmarks);
  for (let run = 1; run <= RUNS; run += 1) {
    const gathered = path.join(workDir, `run${run}`);
    const trace = JSON.parse(readFileSync(path.join(gathered, 'trace.json'), 'utf8'));
    console.log(
      `${route} run ${run}, CPU benchmark ${Math.round(benchmarks[run - 1] ?? NaN)}, scored at ${multiplier.toFixed(2)}x:`,
    );
    for (const variant of [{ label: 'as gathered', kind: '', factor: 1 }, ...whatIfs]) {
      let dir = gathered;
      let note = '';
      if (variant.kind) {
        dir = path.join(workDir, 'variant');
        rmSync(dir, { recursive: true, force: true });
        cpSync(gathered, dir, { recursive: true });
        const scaled = withTasksScaled(trace, variant.kind, variant.factor);
        writeFileSync(path.join(dir, 'trace.json'), JSON.stringify(scaled.trace));
        note = ` (${scaled.tasks} task${scaled.tasks === 1 ? '' : 's'})`;
      }
      const { lhr } = await scoreRun(url, dir, multiplier, { categories: CATEGORIES });
      assertServedOver(lhr, protocol);
      const fcp = Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN);
      const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      tbtByVariant.get(variant.label)?.push(tbt);
      console.log(
        `  ${`${variant.label}${note}`.padEnd(30)} FCP ${fcp} ms, TBT ${String(tbt).padStart(3)} ms; long tasks: ${longTasks(lhr)}`,
      );
    }
  }
} finally {
  server.stop();
  rmSync(workDir, { recursive: true, force: true });
}
console.log(
  `\nMedian TBT of ${RUNS} run${RUNS === 1 ? '' : 's'} of ${route}, each scored at the slowdown scaled to the host (the median benchmark of the runs):`,
);
for (const [label, values] of tbtByVariant)
  console.log(
    `  ${label.padEnd(30)} ${String(median(values)).padStart(4)} ms   (runs: ${values.join(', ')})`,
  );
