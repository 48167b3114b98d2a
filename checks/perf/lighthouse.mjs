// Lighthouse 13 with its own settings and scoring (mobile, simulated throttling, as PageSpeed
// Insights runs it) on the pages of BUDGET_PAGES (build/postbuild/site-pages.mjs: the Spanish top pages
// and two English ones) of the served export, five runs per page, one browser at
// a time. Gates on each page's median: performance at least PERFORMANCE_GATE, accessibility, best
// practices and SEO exactly 100. The margin is wide on purpose: this gate catches a page that got
// heavy, while the deterministic budgets (JS bytes, HTML weight, elements, long tasks) catch the
// small regressions; a healthy commit never fails it on a busy two-core host.
// Saves each page's median run as HTML in lighthouse-reports/ (git-ignored).
// Optional arguments pick other routes (any exported page): node checks/perf/lighthouse.mjs /aviso-de-privacidad
// Served over HTTPS and HTTP/2 (checks/perf/served-protocol.mjs); LIGHTHOUSE_HTTP1=1 serves plain HTTP/1.1.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../../build/scripts/static-server.mjs';
import { budgetRoutes, sitePages } from '../../build/postbuild/site-pages.mjs';
import { servedProtocol } from './served-protocol.mjs';
import { lighthouseRun } from './lighthouse-run.mjs';
import { longTasks } from './long-tasks.mjs';
import { median } from './median.mjs';

const lighthouseVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8'),
).version;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PERFORMANCE_GATE = 95;
const EXACT = ['accessibility', 'best-practices', 'seo'];
const CATEGORIES = ['performance', ...EXACT];
const reportDir = path.resolve('lighthouse-reports');
const siteDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
const {
  protocol,
  tlsDir,
  chromeFlags: trustFlags,
} = servedProtocol(process.env.LIGHTHOUSE_HTTP1 === '1');

if (!existsSync(siteDir)) {
  console.error(`No ${siteDir}: run "npm run build" first.`);
  process.exit(1);
}
const wanted = process.argv.slice(2).map((route) => (route.endsWith('/') ? route : `${route}/`));
const pages = sitePages(siteDir);
const exported = new Set(pages.map((page) => page.route));
const routes = wanted.length > 0 ? wanted : budgetRoutes(pages);
const missing = routes.filter((route) => !exported.has(route));
if (missing.length > 0) {
  console.error(`Not in ${siteDir}: ${missing.join(', ')}`);
  process.exit(1);
}

/** @param {any} lhr @param {string} category */
const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The metrics behind a performance score, as Lighthouse simulated them. @param {any} lhr */
const metricsLine = (lhr) =>
  /** @type {[string, string][]} */ ([
    ['FCP', 'first-contentful-paint'],
    ['LCP', 'largest-contentful-paint'],
    ['TBT', 'total-blocking-time'],
    ['SI', 'speed-index'],
  ])
    .map(([label, id]) => `${label} ${Math.round(lhr.audits[id]?.numericValue ?? NaN)} ms`)
    .concat(`CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)}`)
    .concat(`CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}`)
    .join(', ');

/** The audits that cost a category points, for a readable failure. @param {any} lhr @param {string} category */
const lostPoints = (lhr, category) =>
  lhr.categories[category].auditRefs
    .filter((/** @type {any} */ ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((/** @type {any} */ ref) => `${ref.id} (${lhr.audits[ref.id].score})`);

mkdirSync(reportDir, { recursive: true });
const server = await startStaticServer(
  siteDir,
  process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : undefined,
  { tlsDir },
);
/** @type {Map<string, { lhr: any, report: string }[]>} */
const runs = new Map(routes.map((route) => [route, []]));
try {
  // Round by round (every page once, then again), so a slow stretch of the host touches every page
  // a little instead of one page's five runs.
  for (let run = 1; run <= RUNS; run++) {
    for (const route of routes) {
      const result = await lighthouseRun(server.origin + route, {
        categories: CATEGORIES,
        chromeFlags: trustFlags,
        protocol,
      });
      runs.get(route)?.push(result);
      console.log(
        `${route.padEnd(24)} run ${run}: ${CATEGORIES.map((category) => `${category} ${score(result.lhr, category)}`).join(', ')}`,
      );
      console.log(
        `${''.padEnd(24)}        ${metricsLine(result.lhr)}; long tasks: ${longTasks(result.lhr)}`,
      );
    }
  }
} finally {
  server.stop();
}

let failed = false;
const rows = [];
for (const [route, results] of runs) {
  const medians = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      median(results.map((result) => score(result.lhr, category))),
    ]),
  );
  const middle = /** @type {{ lhr: any, report: string }} */ (
    [...results].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'))[
      Math.floor(results.length / 2)
    ]
  );
  const name = route === '/' ? 'inicio' : route.slice(1, -1).replaceAll('/', '-');
  writeFileSync(path.join(reportDir, `${name}.html`), middle.report);
  const problems = [];
  if ((medians.performance ?? 0) < PERFORMANCE_GATE)
    problems.push(
      `performance ${medians.performance} < ${PERFORMANCE_GATE}: ${lostPoints(middle.lhr, 'performance').join(', ')}`,
    );
  for (const category of EXACT)
    if (medians[category] !== 100)
      problems.push(
        `${category} ${medians[category]} != 100: ${lostPoints(middle.lhr, category).join(', ')}`,
      );
  const tbt = Math.round(
    median(results.map((result) => result.lhr.audits['total-blocking-time']?.numericValue ?? 0)),
  );
  const lcp = Math.round(
    median(
      results.map((result) => result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    ),
  );
  rows.push({ route, medians, tbt, lcp, problems });
  failed ||= problems.length > 0;
}

console.log(
  `\nLighthouse ${lighthouseVersion} mobile (its own settings and scoring) over ${protocol}, median of ${RUNS} runs ` +
    `(gate: performance >= ${PERFORMANCE_GATE}, ${EXACT.join(', ')} = 100)`,
);
console.log(
  `${'page'.padEnd(24)}${CATEGORIES.map((category) => category.padStart(15)).join('')}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(9)}`,
);
for (const row of rows) {
  const cells = CATEGORIES.map((category) => String(row.medians[category]).padStart(15)).join('');
  console.log(
    `${row.route.padEnd(24)}${cells}${String(row.lcp).padStart(9)}${String(row.tbt).padStart(9)}${row.problems.length ? '  FAIL' : ''}`,
  );
  for (const problem of row.problems) console.log(`  FAIL ${problem}`);
}
console.log(`Reports: ${path.relative(process.cwd(), reportDir)}/`);
process.exit(failed ? 1 : 0);
