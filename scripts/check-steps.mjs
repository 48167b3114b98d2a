// What `npm test` runs, in order: every check, each an npm script of its own (package.json), as CI
// runs it (scripts/run-checks.mjs). Cheap checks first, so a broken commit fails in seconds; the
// build before everything that serves out/; Lighthouse last, on an otherwise idle machine.
export const CHECK_STEPS = [
  'typecheck',
  'lint',
  'check:docs',
  'check:workflows',
  'test:unit',
  'build',
  'check:html-weight',
  'check:schema',
  'check:html',
  'test:hosts',
  'test:swap',
  'test:mixed-builds',
  'test:deploy',
  'test:e2e',
  'check:budget',
  'test:e2e:endpoint',
  'test:engines',
  'test:admin',
  'test:auth',
  'check:long-tasks',
  'lighthouse',
];

/** @param {number} ms */
const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The table `npm test` ends with: each step run, its time and result, the steps not reached after a
 * failure, and the whole run's time.
 * @param {{ step: string, ms: number, code: number }[]} results in the order they ran
 * @param {string[]} steps every step, so the ones not reached are listed too
 */
export function summaryLines(results, steps = CHECK_STEPS) {
  const width = Math.max(...steps.map((step) => step.length));
  const lines = ['', 'npm test, step by step (m:ss):'];
  for (const step of steps) {
    const result = results.find((ran) => ran.step === step);
    const outcome = !result
      ? 'not run'
      : result.code === 0
        ? 'passed'
        : `FAILED (exit ${result.code})`;
    lines.push(
      `  ${step.padEnd(width)}  ${result ? minutes(result.ms).padStart(6) : ''.padStart(6)}  ${outcome}`,
    );
  }
  const total = results.reduce((sum, ran) => sum + ran.ms, 0);
  const failed = results.find((ran) => ran.code !== 0);
  lines.push(
    `  ${'total'.padEnd(width)}  ${minutes(total).padStart(6)}  ${failed ? `failed at ${failed.step}` : 'every step passed'}`,
  );
  return lines;
}
