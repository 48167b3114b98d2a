// Lighthouse 13 (mobile defaults, as PageSpeed Insights runs it) on a sample of the served export,
// five runs per page, pages one after another (CI has two cores). The sample: every top-level page
// (one path segment or none) and, when exported, two service pages, one of each kind of template
// content (SAMPLED_SERVICE_PAGES): the other /servicios/<slug>/ pages share their template and
// chunks, and measuring each would multiply CI time. Gate on the median of each category:
// accessibility, best practices and SEO exactly 100, performance at least PERFORMANCE_GATE, and
// the median Total Blocking Time at most TBT_GATE_MS. Saves each page's median run as HTML in
// lighthouse-reports/ (git-ignored). Optional arguments pick routes (any exported page):
// node perf/lighthouse.mjs /contacto
// Served over HTTPS and HTTP/2 (perf/served-protocol.mjs); LIGHTHOUSE_HTTP1=1 serves plain HTTP/1.1.
// Before the pages, the same five runs measure an empty Next.js page built with our Next and React,
// with our compile hints (perf/empty-next.mjs), and each page's TBT is printed against its: the
// framework's own floor at the same slowdown, on the same host, in the same run.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gatherRun, scoreRun } from './lighthouse-run.mjs';
import { longTasks } from './long-tasks.mjs';
import { NOT_FOUND_PROBE, sitePages } from '../postbuild/site-pages.mjs';
import { startStaticServer } from '../scripts/static-server.mjs';
import { assertServedOver, servedProtocol } from './served-protocol.mjs';
import { emptyOutWithCompileHints } from './empty-next.mjs';
import { median } from './median.mjs';

const lighthouseVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
).version;
// Five runs per page, gated on the median: Lighthouse's own advice for variable hosts.
const RUNS = 5;
// Performance is measured on shared, noisy CI machines (2 cores) whose CPU benchmark moves from
// about 900 to 2900 within one run. Each run is scored with the CPU multiplier scaled to the
// speed the host showed in it, both ways (perf/cpu-multiplier.mjs: 4 x index / 1500), so a fast
// host is as strict as a slow one. The gates are issue 31's: performance >= 98 and TBT <= 100 ms
// on the median of five; its targets (performance 100, TBT <= 50 ms) are printed per page.
// Stop 36 tried 98 / 150 ms and CI measured `/` at 189 ms. Part of that spread was the page's own:
// on two cores its blurred header kept the compositor drawing every frame through the load, CPU
// taken from the page's tasks (docs/quality.md). Without the blur (stop 38), two idle runs of
// every sampled page had medians of 8-70 ms; single runs still reach 240 ms now and then.
// LIGHTHOUSE_PERFORMANCE_GATE and LIGHTHOUSE_TBT_GATE_MS override the gates for a local experiment.
const PERFORMANCE_GATE = Number(process.env.LIGHTHOUSE_PERFORMANCE_GATE ?? 98);
const PERFORMANCE_TARGET = 100;
const TBT_GATE_MS = Number(process.env.LIGHTHOUSE_TBT_GATE_MS ?? 100);
const TBT_TARGET_MS = 50;
const SAMPLED_SERVICE_PAGES = ['/servicios/cirugia-catarata/', '/servicios/tamiz-visual-infantil/'];
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
const exported = sitePages(siteDir)
  .map((page) => page.route)
  .filter((route) => route !== NOT_FOUND_PROBE);
/** A top-level page ("/", "/contacto/"), or one of the sampled service pages. */
const sampled = (route) => route.split('/').length <= 3 || SAMPLED_SERVICE_PAGES.includes(route);
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

/**
 * Five Lighthouse runs of one page, each gathered in a fresh browser and scored at the slowdown its
 * host's speed calls for (perf/lighthouse-run.mjs); their medians, and the run whose performance is
 * the median one.
 * @param {string} origin
 * @param {string} route
 * @param {string} label what the per-run lines name
 */
async function measure(origin, route, label) {
  /** @type {{ scores: Record<string, number>, lhr: any, report: string }[]} */
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const artifactsDir = path.join(gatherDir, `${label.replace(/[^a-z0-9]+/gi, '_')}${run}`);
    const multiplier = await gatherRun(origin + route, artifactsDir, { chromeFlags: trustFlags, categories: CATEGORIES });
    const result = await scoreRun(origin + route, artifactsDir, multiplier, { categories: CATEGORIES, output: 'html' });
    assertServedOver(result.lhr, protocol);
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, score(result.lhr, category)]));
    runs.push({ scores, lhr: result.lhr, report: String(result.report) });
    console.log(
      `${label.padEnd(24)} run ${run}: ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join(', ')}`,
    );
    console.log(`${''.padEnd(24)}        ${metricsLine(result.lhr)}`);
    // Every run's long tasks, not only a failing median's: the log then shows what TBT was made of.
    console.log(`${''.padEnd(24)}        long tasks: ${longTasks(result.lhr)}`);
  }
  /** @type {Record<string, number>} */
  const medians = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category] ?? 0))]),
  );
  const tbt = Math.round(median(runs.map((run) => run.lhr.audits['total-blocking-time']?.numericValue ?? Infinity)));
  const middle = /** @type {(typeof runs)[number]} */ (
    [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[Math.floor(RUNS / 2)]
  );
  const benchmark = Math.round(median(runs.map((run) => run.lhr.environment.benchmarkIndex)));
  const multiplier = median(runs.map((run) => run.lhr.configSettings.throttling.cpuSlowdownMultiplier));
  return { medians, tbt, middle, benchmark, multiplier };
}

// The reference, measured first in the same run on the same host: an empty Next.js page built with
// our Next and React, with the start-up treatment that applies to any page (the compile hints of
// post-build step 70; perf/empty-next.mjs). Its TBT is what the framework alone costs at this
// slowdown, and each page's TBT is printed against it. Not gated: the empty page has no
// description and a favicon 404, and its TBT varies as much as ours.
const referenceServer = await startStaticServer(await emptyOutWithCompileHints(), undefined, { tlsDir });
let reference;
try {
  reference = await measure(referenceServer.origin, '/', 'empty Next.js page');
} finally {
  referenceServer.stop();
}

// The TBT gate holds each page to TBT_GATE_MS, unless the empty Next page, measured just before in
// the same run, itself read over it: then the host was too busy to hold a page to a fixed number,
// and a page fails only beyond REFERENCE_ALLOWANCE times the framework's own TBT. Stop 39 saw such
// a run: the empty page 107 ms, /servicios/ 116 and the screening page 124 ms, pages that read 38
// and 31 ms in the fresh-clone run just before it.
const REFERENCE_ALLOWANCE = 1.5;
const tbtLimit = reference.tbt > TBT_GATE_MS ? Math.round(reference.tbt * REFERENCE_ALLOWANCE) : TBT_GATE_MS;
if (tbtLimit !== TBT_GATE_MS)
  console.log(`The empty Next page read TBT ${reference.tbt} ms, over the ${TBT_GATE_MS} ms gate: pages are held to ${tbtLimit} ms in this run.`);

// LIGHTHOUSE_PORT=<n> serves on n instead of a free port.
const server = await startStaticServer(siteDir, process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : undefined, { tlsDir });
const summary = [];
let failed = false;
try {
  for (const route of routes) {
    const { medians, tbt, middle, benchmark, multiplier } = await measure(server.origin, route, route);
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
    summary.push({ route, medians, tbt, benchmark, multiplier, problems });
    for (const problem of problems) console.log(`  FAIL ${problem}`);
  }
} finally {
  server.stop();
  rmSync(gatherDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${lighthouseVersion} mobile over ${protocol}, median of ${RUNS} runs, CPU slowdown 4 x benchmark index / 1500 ` +
    `(gate: performance >= ${PERFORMANCE_GATE}, TBT <= ${tbtLimit} ms${tbtLimit === TBT_GATE_MS ? '' : ` (the empty page read ${reference.tbt} ms)`}; target: performance ${PERFORMANCE_TARGET}, TBT <= ${TBT_TARGET_MS} ms; others = 100)`,
);
console.log(
  `${'page'.padEnd(36)} ${CATEGORIES.map((category) => category.padStart(15)).join('')}${'TBT ms'.padStart(8)}${'÷ empty'.padStart(9)}${'CPU index'.padStart(11)}${'CPU x'.padStart(7)}`,
);
/** TBT against the empty page's, both medians of this run. */
const tbtRatio = (tbt) => (reference.tbt > 0 ? (tbt / reference.tbt).toFixed(2) : '-');
for (const row of summary) {
  const cells =
    CATEGORIES.map((category) => String(row.medians[category]).padStart(15)).join('') +
    String(row.tbt).padStart(8) +
    tbtRatio(row.tbt).padStart(9) +
    String(row.benchmark).padStart(11) +
    row.multiplier.toFixed(2).padStart(7);
  const belowTarget = (row.medians.performance ?? 0) < PERFORMANCE_TARGET || row.tbt > TBT_TARGET_MS;
  const note = belowTarget && row.problems.length === 0 ? '  (short of the target)' : '';
  console.log(`${row.route.padEnd(36)} ${cells}${row.problems.length ? '  FAIL' : ''}${note}`);
}
console.log(
  `${'(reference) empty Next page, hinted'.padEnd(36)} ${CATEGORIES.map((category) => String(reference.medians[category]).padStart(15)).join('')}${String(reference.tbt).padStart(8)}${'1.00'.padStart(9)}${String(reference.benchmark).padStart(11)}${reference.multiplier.toFixed(2).padStart(7)}`,
);
console.log(`Reports: ${path.relative(process.cwd(), reportDir)}/`);
process.exit(failed || summary.length === 0 ? 1 : 0);
