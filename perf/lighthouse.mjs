// Lighthouse 13 (mobile defaults, as PageSpeed Insights runs it) on a sample of the served export,
// five runs per page, one browser at a time (CI has two cores). The sample: every top-level page
// (one path segment or none) and, when exported, two service pages, one of each kind of template
// content (sampledServiceRoutes in postbuild/site-pages.mjs): the other /servicios/<slug>/ pages share their template and
// chunks, and measuring each would multiply CI time. Gate on the median of each category:
// accessibility, best practices and SEO exactly 100, performance at least PERFORMANCE_GATE, and
// the median Total Blocking Time at most TBT_GATE_MS. Saves each page's median run as HTML in
// lighthouse-reports/ (git-ignored). Optional arguments pick routes (any exported page):
// node perf/lighthouse.mjs /contacto
// Served over HTTPS and HTTP/2 (perf/served-protocol.mjs); LIGHTHOUSE_HTTP1=1 serves plain HTTP/1.1.
// Seven runs of an empty Next.js page built with our Next and React, with our compile hints
// (perf/empty-next.mjs), are taken among the pages' runs, and each page's TBT is printed against
// its: the framework's own floor at the same slowdown, on the same host, in the same session.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gatherRun, scoreRun } from './lighthouse-run.mjs';
import { longTasks } from './long-tasks.mjs';
import { NOT_FOUND_PROBE, sampledServiceRoutes, sitePages } from '../postbuild/site-pages.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';
import { assertServedOver, servedProtocol } from './served-protocol.mjs';
import { emptyOutWithCompileHints } from './empty-next.mjs';
import { median } from './median.mjs';
import { sessionSlowdownMultiplier } from './cpu-multiplier.mjs';
import { interleavedRuns } from './run-order.mjs';

const lighthouseVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
).version;
// Several runs per page, gated on the median: Lighthouse's own advice for variable hosts. Stop 40
// took seven, when single runs of a page spread from 0 to 365 ms; nearly all of that spread was
// the main thread's waiting, multiplied by the slowdown as if it were work. Scored without that
// (perf/trace-task-scaling.mjs, since stop 41), 49 runs of the sampled pages at 4.94x read 0-10 ms,
// and five runs are enough again.
const RUNS = 5;
// Performance is measured on shared, noisy CI machines (2 cores) whose CPU benchmark moves from
// about 800 to 2900 within one session. Every run is scored with the CPU multiplier scaled to the
// session's median benchmark, both ways (perf/cpu-multiplier.mjs: 4 x index / 1500), so a fast
// host is as strict as a slow one. Only the main thread's CPU time is slowed down, not the time it
// waited while the host's other processes had the two cores (perf/trace-task-scaling.mjs): that
// waiting is kept as measured. The gates: performance >= 98 (issue 31's) and TBT <= 50 ms on the
// median, issue 31's target, since stop 41 (its gate was 100 ms while the waiting was multiplied);
// performance short of its target of 100 is printed per page.
// Stop 36 tried 98 / 150 ms and CI measured `/` at 189 ms. Part of that spread was the page's own:
// on two cores its blurred header kept the compositor drawing every frame through the load, CPU
// taken from the page's tasks (docs/quality.md). Without the blur (stop 38), two idle runs of
// every sampled page had medians of 8-70 ms; single runs still reach 240 ms now and then.
// LIGHTHOUSE_PERFORMANCE_GATE and LIGHTHOUSE_TBT_GATE_MS override the gates for a local experiment.
const PERFORMANCE_GATE = Number(process.env.LIGHTHOUSE_PERFORMANCE_GATE ?? 98);
const PERFORMANCE_TARGET = 100;
const TBT_GATE_MS = Number(process.env.LIGHTHOUSE_TBT_GATE_MS ?? 50);
const EXACT = ['accessibility', 'best-practices', 'seo'];
const CATEGORIES = ['performance', ...EXACT];
const reportDir = path.resolve('lighthouse-reports');
const siteDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
const { protocol, tlsDir, chromeFlags: trustFlags } = servedProtocol(process.env.LIGHTHOUSE_HTTP1 === '1');

if (!existsSync(siteDir)) {
  console.error(`No ${siteDir}: run "npm run build" first.`);
  process.exit(1);
}

// The 404 page answers 404 and is noindex on purpose, which Lighthouse's SEO category scores as
// failures; its accessibility is proven by axe instead.
// Pages end in "/" (trailingSlash); "/contacto" on the command line means "/contacto/".
const wanted = process.argv.slice(2).map((route) => (route.endsWith('/') ? route : `${route}/`));
const exportedPages = sitePages(siteDir);
const exported = exportedPages.map((page) => page.route).filter((route) => route !== NOT_FOUND_PROBE);
const sampledServices = sampledServiceRoutes(exportedPages);
/** A top-level page ("/", "/contacto/"), or one of the sampled service pages. */
const sampled = (route) => route.split('/').length <= 3 || sampledServices.includes(route);
const routes = wanted.length === 0 ? exported.filter(sampled) : exported.filter((route) => wanted.includes(route));

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** @type {[string, string, string][]} */
const METRICS = [
  ['FCP', 'first-contentful-paint', 'ms'],
  ['LCP', 'largest-contentful-paint', 'ms'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['SI', 'speed-index', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
];

/** The simulated metrics behind a performance score, and the host's CPU benchmark (higher = faster). */
/** @param {any} lhr */
const metricsLine = (lhr) =>
  [
    ...METRICS.map(([label, id, unit]) => {
      const value = lhr.audits[id]?.numericValue ?? NaN;
      return `${label} ${unit ? Math.round(value) : value.toFixed(3)}${unit}`;
    }),
    `CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)} (CPU ${lhr.configSettings.throttling.cpuSlowdownMultiplier.toFixed(2)}x)`,
  ].join(', ');

/** Names of the audits that cost a category points, for a readable failure. */
const lostPoints = (lhr, category) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].score})`);

mkdirSync(reportDir, { recursive: true });
const gatherDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-artifacts-'));

// The reference, measured in the same session on the same host: an empty Next.js page built with
// our Next and React, with the start-up treatment that applies to any page (the compile hints of
// post-build step 70; perf/empty-next.mjs). Its TBT is what the framework alone costs at this
// slowdown, and each page's TBT is printed against it. Not gated: the empty page has no
// description and a favicon 404, and its TBT varies as much as ours.
const REFERENCE = 'empty Next.js page';
const referenceServer = await startStaticServer(await emptyOutWithCompileHints(), undefined, { tlsDir });
// LIGHTHOUSE_PORT=<n> serves on n instead of a free port.
const server = await startStaticServer(siteDir, process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : undefined, { tlsDir });
const targets = [
  { label: REFERENCE, url: `${referenceServer.origin}/` },
  ...routes.map((route) => ({ label: route, url: server.origin + route })),
];

// Every run is gathered first, round by round (perf/run-order.mjs), each in a fresh browser; then
// all are scored at one slowdown, from the median benchmark index of the whole session
// (perf/cpu-multiplier.mjs), so neither a slow stretch of the host nor one run's odd benchmark
// lands on a single page.
/** @type {Map<string, { artifactsDir: string, benchmark: number }[]>} */
const gathered = new Map(targets.map((target) => [target.label, []]));
// The gathered runs are removed however the script ends (the servers stop with it on their own).
process.once('exit', () => rmSync(gatherDir, { recursive: true, force: true }));
for (const { target, run } of interleavedRuns(targets, RUNS)) {
  const artifactsDir = path.join(gatherDir, `${target.label.replace(/[^a-z0-9]+/gi, '_')}${run}`);
  const benchmark = await gatherRun(target.url, artifactsDir, { chromeFlags: trustFlags, categories: CATEGORIES });
  gathered.get(target.label)?.push({ artifactsDir, benchmark });
  console.log(`gathered ${target.label.padEnd(36)} run ${run}: CPU benchmark ${Math.round(benchmark)}`);
}
referenceServer.stop();
server.stop();
const benchmarks = [...gathered.values()].flat().map((run) => run.benchmark);
const multiplier = sessionSlowdownMultiplier(benchmarks);
console.log(
  `\nCPU benchmark of the ${benchmarks.length} runs: ${Math.round(Math.min(...benchmarks))}-${Math.round(Math.max(...benchmarks))}, ` +
    `median ${Math.round(median(benchmarks))}: every run is scored at ${multiplier.toFixed(2)}x\n`,
);

/**
 * One page's gathered runs scored at the session's slowdown (perf/lighthouse-run.mjs); their
 * medians, and the run whose performance is the median one.
 * @param {{ label: string, url: string }} target
 */
async function scoredRuns({ label, url }) {
  /** @type {{ scores: Record<string, number>, lhr: any, report: string }[]} */
  const runs = [];
  for (const [index, { artifactsDir }] of (gathered.get(label) ?? []).entries()) {
    const result = await scoreRun(url, artifactsDir, multiplier, { categories: CATEGORIES, output: 'html' });
    assertServedOver(result.lhr, protocol);
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, score(result.lhr, category)]));
    runs.push({ scores, lhr: result.lhr, report: String(result.report) });
    console.log(
      `${label.padEnd(24)} run ${index + 1}: ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join(', ')}`,
    );
    console.log(
      `${''.padEnd(24)}        ${metricsLine(result.lhr)}; main thread ${result.mainThread.cpuMs} ms CPU + ${result.mainThread.waitMs} ms waiting`,
    );
    // Every run's long tasks, not only a failing median's: the log then shows what TBT was made of.
    console.log(`${''.padEnd(24)}        long tasks: ${longTasks(result.lhr)}`);
  }
  /** @type {Record<string, number>} */
  const medians = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category] ?? 0))]),
  );
  const tbt = Math.round(median(runs.map((run) => run.lhr.audits['total-blocking-time']?.numericValue ?? Infinity)));
  const middle = /** @type {(typeof runs)[number]} */ (
    [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[Math.floor(runs.length / 2)]
  );
  const benchmark = Math.round(median(runs.map((run) => run.lhr.environment.benchmarkIndex)));
  return { medians, tbt, middle, benchmark };
}

const reference = await scoredRuns(/** @type {(typeof targets)[number]} */ (targets[0]));

// The TBT gate holds each page to TBT_GATE_MS, unless the empty Next page, measured in the same
// session, itself read over it: then the host was too busy to hold a page to a fixed number, and a
// page fails only beyond REFERENCE_ALLOWANCE times the framework's own TBT. Stop 39 saw such a
// run: the empty page 107 ms, /servicios/ 116 and the screening page 124 ms, pages that read 38
// and 31 ms in the fresh-clone run just before it.
const REFERENCE_ALLOWANCE = 1.5;
const tbtLimit = reference.tbt > TBT_GATE_MS ? Math.round(reference.tbt * REFERENCE_ALLOWANCE) : TBT_GATE_MS;
if (tbtLimit !== TBT_GATE_MS)
  console.log(`The empty Next page read TBT ${reference.tbt} ms, over the ${TBT_GATE_MS} ms gate: pages are held to ${tbtLimit} ms in this run.`);

const summary = [];
let failed = false;
for (const target of targets.slice(1)) {
  const route = target.label;
  const { medians, tbt, middle, benchmark } = await scoredRuns(target);
  const performance = medians.performance ?? 0;
  // The saved report is the run whose performance is the median one.
  const name = route === '/' ? 'inicio' : route.slice(1, -1).replaceAll('/', '-');
  writeFileSync(path.join(reportDir, `${name}.html`), middle.report);
  const problems = [];
  if (performance < PERFORMANCE_GATE)
    problems.push(
      `performance ${medians.performance} < ${PERFORMANCE_GATE}: ${lostPoints(middle.lhr, 'performance').join(', ')}`,
    );
  if (tbt > tbtLimit) problems.push(`TBT ${tbt} ms > ${tbtLimit} ms: ${longTasks(middle.lhr)}`);
  for (const category of EXACT) {
    if (medians[category] !== 100)
      problems.push(
        `${category} ${medians[category]} != 100: ${lostPoints(middle.lhr, category).join(', ')}`,
      );
  }
  failed ||= problems.length > 0;
  summary.push({ route, medians, tbt, benchmark, problems });
  for (const problem of problems) console.log(`  FAIL ${problem}`);
}

console.log(
  `\nLighthouse ${lighthouseVersion} mobile over ${protocol}, median of ${RUNS} runs, CPU slowdown 4 x median benchmark index / 1500 = ${multiplier.toFixed(2)}x ` +
    `(gate: performance >= ${PERFORMANCE_GATE}, TBT <= ${tbtLimit} ms${tbtLimit === TBT_GATE_MS ? '' : ` (the empty page read ${reference.tbt} ms)`}; target: performance ${PERFORMANCE_TARGET}, others = 100)`,
);
console.log(
  `${'page'.padEnd(36)} ${CATEGORIES.map((category) => category.padStart(15)).join('')}${'TBT ms'.padStart(8)}${'÷ empty'.padStart(9)}${'CPU index'.padStart(11)}`,
);
/** TBT against the empty page's, both medians of this run. */
const tbtRatio = (tbt) => (reference.tbt > 0 ? (tbt / reference.tbt).toFixed(2) : '-');
for (const row of summary) {
  const cells =
    CATEGORIES.map((category) => String(row.medians[category]).padStart(15)).join('') +
    String(row.tbt).padStart(8) +
    tbtRatio(row.tbt).padStart(9) +
    String(row.benchmark).padStart(11);
  const belowTarget = (row.medians.performance ?? 0) < PERFORMANCE_TARGET;
  const note = belowTarget && row.problems.length === 0 ? '  (short of the target)' : '';
  console.log(`${row.route.padEnd(36)} ${cells}${row.problems.length ? '  FAIL' : ''}${note}`);
}
console.log(
  `${'(reference) empty Next page, hinted'.padEnd(36)} ${CATEGORIES.map((category) => String(reference.medians[category]).padStart(15)).join('')}${String(reference.tbt).padStart(8)}${'1.00'.padStart(9)}${String(reference.benchmark).padStart(11)}`,
);
console.log(`Reports: ${path.relative(process.cwd(), reportDir)}/`);
process.exit(failed || summary.length === 0 ? 1 : 0);
