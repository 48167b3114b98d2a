// The mixed-builds test (docs/build-consistency.md): a page whose HTML, after-paint loader, flight
// data and chunks come from two builds must stay as it is without JavaScript, with no error.
// Build A is the export in out/ (MIXED_A_DIR). Build B is the variant build (checks/variant-build.mjs,
// built here unless current; or MIXED_B_DIR): the same code with one more opening day (a page's
// text) and a contact endpoint with a shorter retry delay (NEXT_PUBLIC_QUERY_RETRY_BASE_MS, a
// build-time constant of lib/providers-config.ts that the contact form's client code reads: a
// changed client chunk). The folders that mix them (checks/mixed-builds/trees.mjs) are
// served by build/scripts/serve.mjs on MIXED_PORT (5080) and up, and the browser test
// (checks/e2e/mixed-builds/mixed-builds.spec.ts, checks/playwright.config.ts, suite mixed) loads pages from each.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CASES, assemble } from './mixed-builds/trees.mjs';
import { VARIANT_DIR, ensureVariantBuild } from './variant-build.mjs';

const started = Date.now();
const root = path.resolve('.cache/mixed-builds');
const firstPort = Number(process.env.MIXED_PORT ?? 5080);
/** The pages each mixed folder is loaded at: the one with the form, the home page, and a list page. */
const ROUTES = ['/', '/contacto/', '/servicios/'];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** The start-up chunks a page's loader names (any version of it: the quoted /_next/ paths). */
function loaderChunks(dir, route) {
  const html = readFileSync(path.join(dir, route, 'index.html'), 'utf8');
  const loader = /<script src="([^"]*\/after-paint\.js)"/.exec(html)?.[1];
  if (!loader) throw new Error(`mixed-builds: ${dir}${route} has no after-paint loader`);
  return [
    ...readFileSync(path.join(dir, loader), 'utf8').matchAll(/"(\/_next\/static\/[^"]+\.js)"/g),
  ].map((match) => match[1]);
}

/** Throws unless B differs from A where the test needs it: some page's text and some start-up chunk. */
function assertBuildsDiffer(a, b) {
  const text = (dir, route) =>
    readFileSync(path.join(dir, route, 'index.html'), 'utf8').replace(
      /<script[\s\S]*?<\/script>|<[^>]+>/g,
      '',
    );
  const pages = ROUTES.filter((route) => text(a, route) !== text(b, route));
  const chunksA = new Set(ROUTES.flatMap((route) => loaderChunks(a, route)));
  const chunks = ROUTES.flatMap((route) => loaderChunks(b, route)).filter(
    (chunk) => !chunksA.has(chunk),
  );
  if (pages.length === 0 || chunks.length === 0)
    throw new Error(
      `mixed-builds: build B must change a page's text and a start-up chunk; pages changed: ${pages.length}, chunks changed: ${chunks.length}`,
    );
  return { pages, chunks: [...new Set(chunks)] };
}

const dirs = {
  a: path.resolve(process.env.MIXED_A_DIR ?? 'out'),
  b: path.resolve(process.env.MIXED_B_DIR ?? VARIANT_DIR),
};
const variant = process.env.MIXED_B_DIR
  ? null
  : await ensureVariantBuild((message) => console.log(`mixed-builds: ${message}`));
const buildB = variant?.ms ?? 0;
const differ = assertBuildsDiffer(dirs.a, dirs.b);
console.log(
  `mixed-builds: A ${dirs.a}, B ${dirs.b}: text changed on ${differ.pages.join(' ')}; start-up chunks only in B: ${differ.chunks.length}`,
);

const served = CASES.map((mixCase, index) => {
  const dir = path.join(root, 'trees', String(index));
  const deleted = assemble(dir, mixCase, dirs);
  return { ...mixCase, dir, port: firstPort + index, deleted };
});
const casesFile = path.join(root, 'cases.json');
writeFileSync(casesFile, JSON.stringify({ routes: ROUTES, cases: served }, null, 1));

const reportFile = path.join(root, 'report.json');
rmSync(reportFile, { force: true });
const run = spawnSync('npx', ['playwright', 'test', '--config', 'checks/playwright.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, E2E_SUITE: 'mixed', MIXED_CASES: casesFile, MIXED_REPORT: reportFile },
});
rmSync(path.join(root, 'trees'), { recursive: true, force: true });

/** Every test of the JSON report, with its annotations. */
function testsOf(suite) {
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({ title: spec.title, test })),
    ),
    ...(suite.suites ?? []).flatMap(testsOf),
  ];
}
const tests = existsSync(reportFile)
  ? testsOf({ suites: JSON.parse(readFileSync(reportFile, 'utf8')).suites })
  : [];
const statusOf = (test) => test.results.at(-1)?.status;
const passed = tests.filter(({ test }) => statusOf(test) === 'passed').length;
const note = (test, type) =>
  test.annotations
    .filter((annotation) => annotation.type === type)
    .map((annotation) => annotation.description ?? '');
const mixedLoads = tests.filter(({ test }) => note(test, 'mixed').length > 0);
const threw = mixedLoads.filter(({ test }) => note(test, 'pageerror').length > 0);
const hydrationErrors = threw.filter(({ test }) =>
  note(test, 'pageerror').some((message) => /#418|hydrat/i.test(message)),
);
const refused = tests.reduce((total, { test }) => total + note(test, 'deleted-file-404').length, 0);
console.log(
  `mixed-builds: ${passed} passed, ${tests.length - passed} failed of ${tests.length}; ` +
    `mixed loads that threw: ${threw.length} of ${mixedLoads.length} (React #418: ${hydrationErrors.length}); ` +
    `404s for deleted files logged by the browser: ${refused}; ` +
    `build B ${variant?.built ? seconds(buildB) : 'reused'}; total ${seconds(Date.now() - started)}`,
);
process.exit(run.status === 0 && tests.length > 0 && passed === tests.length ? 0 : 1);
