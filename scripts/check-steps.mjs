// What `npm test` runs: every check, each an npm script of its own (package.json), in stages run
// one after another as CI runs them (scripts/run-checks.mjs). The steps of one stage run side by
// side: the machine has two cores, and a step that mostly waits (on servers, on a browser) leaves
// one free for another. Cheap checks first, so a broken commit fails in seconds; the builds before
// everything that serves them; the timing budgets last, each alone on an otherwise idle machine.
export const CHECK_STAGES = [
  ['typecheck', 'lint'],
  ['check:docs', 'check:workflows', 'test:unit'],
  ['build'],
  // The exports other checks share (the variant, the other practice), built while the checks of
  // out/ that need no browser run beside them.
  ['build:shared', 'check:html-weight', 'check:schema', 'check:html', 'test:hosts'],
  ['test:e2e', 'test:deploy'],
  ['test:swap', 'test:photos', 'test:mixed-builds'],
  ['test:e2e:endpoint', 'test:auth', 'check:budget'],
  // test:engines sends the form to the variant's endpoint as test:e2e:endpoint does: never beside it.
  // test:setup mostly waits on its servers (Pure-FTPd, Apache, wrangler dev), after test:deploy has
  // installed the same Debian packages (two apt-get runs at once would fight over apt's lock).
  ['test:engines', 'test:admin', 'test:setup'],
  ['check:long-tasks'],
  ['lighthouse'],
];

/** Every step, in the order its stage starts. */
export const CHECK_STEPS = CHECK_STAGES.flat();

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
      const outcome = !result ? 'not run' : result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
      const beside = result && stage.length > 1 ? `  (beside ${stage.filter((other) => other !== step).join(', ')})` : '';
      lines.push(`  ${step.padEnd(width)}  ${result ? minutes(result.ms).padStart(6) : ''.padStart(6)}  ${outcome}${beside}`);
    }
  }
  const total = stages.reduce((sum, stage) => sum + stage.ms, 0);
  const failed = results.filter((ran) => ran.code !== 0).map((ran) => ran.step);
  lines.push(`  ${'total'.padEnd(width)}  ${minutes(total).padStart(6)}  ${failed.length ? `failed at ${failed.join(', ')}` : 'every step passed'}`);
  return lines;
}
