// What `npm test` runs: every check by name, each a command of its own, in stages run one after
// another as CI runs them (checks/runner/run-checks.mjs); `npm test -- <name> …` runs only the named
// ones. The steps of one stage run side by side: the machine has two cores, and a step that mostly
// waits (on servers, on a browser) leaves one free for another. Cheap checks first, so a broken
// commit fails in seconds; the builds before everything that serves them; the timing budgets last,
// each alone on an otherwise idle machine.

/** A browser suite of checks/playwright.config.ts. @param {string} name its E2E_SUITE */
const suite = (name) => `E2E_SUITE=${name} playwright test -c checks/playwright.config.ts`;

/** Every check of `npm test`, by name: the shell command that runs it from the repository's root. */
export const CHECKS = {
  typecheck: 'tsc --noEmit && tsc --noEmit -p checks/tsconfig.tools.json',
  lint: 'npm run lint',
  docs: 'node checks/docs-links.mjs',
  workflows: 'node checks/workflows.mjs',
  // Every core: jest's default (all but one) leaves one idle, and its stage's other steps take seconds.
  unit: 'jest --config checks/jest.config.mjs --maxWorkers=100%',
  build: 'npm run build',
  'shared-builds': 'node checks/variant-build.mjs && node checks/other-practice-export.mjs',
  'html-weight': 'node checks/perf/html-weight.mjs',
  schema: 'node checks/schema.mjs',
  html: 'node checks/html.mjs',
  hosts: 'node checks/hosts.mjs',
  e2e: suite('site'),
  deploy: 'node checks/deploy.mjs',
  swap: 'node checks/swap.mjs',
  photos: 'node checks/photos.mjs',
  'mixed-builds': 'node checks/mixed-builds.mjs',
  endpoint: `node checks/variant-build.mjs && ${suite('endpoint')}`,
  auth: suite('auth'),
  'js-budget': 'node checks/perf/js-budget.mjs',
  engines: 'node checks/engines.mjs',
  admin: suite('admin'),
  setup: 'node checks/setup.mjs',
  'long-tasks': 'node checks/perf/long-task-budget.mjs',
  lighthouse: 'node checks/perf/lighthouse.mjs',
};

/**
 * Measurements outside the default run, by name (`npm test -- hydration`): figures for
 * docs/quality.md, never a gate.
 */
export const MEASUREMENTS = {
  bytes: 'node checks/perf/bytes.mjs',
  repeat: 'node checks/perf/repeat.mjs',
  limit: 'node checks/perf/limit.mjs',
  hydration: 'node checks/perf/hydration.mjs',
  'photos-lighthouse': 'node checks/perf/photos-lighthouse.mjs',
  'photo-rebuild': 'node checks/perf/photo-rebuild.mjs',
  markdown: 'node checks/perf/markdown.mjs',
  nojs: `${suite('site')} --project=no-js`,
};

/** What every run does first: the project's Node, and the browsers and servers the checks drive. */
export const PREPARE =
  'node build/scripts/install-on-project-node.mjs && bash checks/install/ensure-chromium.sh && bash checks/install/ensure-engines.sh';

export const CHECK_STAGES = [
  ['typecheck', 'lint'],
  ['docs', 'workflows', 'unit'],
  ['build'],
  // The exports other checks share (the variant, the other practice), built while the checks of
  // out/ that need no browser run beside them.
  ['shared-builds', 'html-weight', 'schema', 'html', 'hosts'],
  // e2e's two workers keep both cores busy: alone, it takes less than half its time beside deploy.
  ['e2e'],
  // Two steps that each keep about one core busy (a process and its servers, one browser worker).
  ['deploy', 'admin'],
  ['swap', 'photos', 'mixed-builds'],
  ['endpoint', 'auth', 'js-budget'],
  // engines sends the form to the variant's endpoint as endpoint does: never beside it. setup mostly
  // waits on its servers (Pure-FTPd, Apache, wrangler dev), after deploy has installed the same
  // Debian packages (two apt-get runs at once would fight over apt's lock).
  ['engines', 'setup'],
  ['long-tasks'],
  ['lighthouse'],
];

/** Every step, in the order its stage starts. */
export const CHECK_STEPS = CHECK_STAGES.flat();

/**
 * The stages a run goes through: all of them, or only the named checks (each in its stage, side by
 * side with the named ones it shares it with) and measurements (each alone, after them). Throws on
 * a name that is neither, listing both.
 * @param {string[]} names
 * @returns {string[][]}
 */
export function plannedStages(names) {
  if (names.length === 0) return CHECK_STAGES;
  const unknown = names.filter((name) => !(name in CHECKS) && !(name in MEASUREMENTS));
  if (unknown.length > 0) {
    throw new Error(
      `npm test: no check named ${unknown.join(', ')}. Checks: ${Object.keys(CHECKS).join(', ')}. Measurements: ${Object.keys(MEASUREMENTS).join(', ')}.`,
    );
  }
  const stages = CHECK_STAGES.map((stage) => stage.filter((step) => names.includes(step))).filter(
    (stage) => stage.length > 0,
  );
  return [...stages, ...names.filter((name) => name in MEASUREMENTS).map((name) => [name])];
}

/** The command of a check or measurement. @param {string} name */
export const commandOf = (name) =>
  /** @type {Record<string, string>} */ ({ ...CHECKS, ...MEASUREMENTS })[name];

/** @param {number} ms */
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The table `npm test` ends with: each step run, its time and result (a step that shared its
 * stage says so), the steps not reached after a failure, and the whole run's time.
 * @param {{ step: string, ms: number, code: number }[]} results
 * @param {{ ms: number }[]} stages the time of each stage run, side by side steps counted once
 * @param {string[][]} plan every stage, so the steps not reached are listed too
 */
export function summaryLines(results, stages, plan = CHECK_STAGES) {
  const width = Math.max(...plan.flat().map((step) => step.length));
  const lines = ['', 'npm test, step by step (m:ss):'];
  for (const stage of plan) {
    for (const step of stage) {
      const result = results.find((ran) => ran.step === step);
      const outcome = !result
        ? 'not run'
        : result.code === 0
          ? 'passed'
          : `FAILED (exit ${result.code})`;
      const beside =
        result && stage.length > 1
          ? `  (beside ${stage.filter((other) => other !== step).join(', ')})`
          : '';
      lines.push(
        `  ${step.padEnd(width)}  ${result ? minutes(result.ms).padStart(6) : ''.padStart(6)}  ${outcome}${beside}`,
      );
    }
  }
  const total = stages.reduce((sum, stage) => sum + stage.ms, 0);
  const failed = results.filter((ran) => ran.code !== 0).map((ran) => ran.step);
  lines.push(
    `  ${'total'.padEnd(width)}  ${minutes(total).padStart(6)}  ${failed.length ? `failed at ${failed.join(', ')}` : 'every step passed'}`,
  );
  return lines;
}
