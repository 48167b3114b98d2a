// `npm test [-- <name> …]`: prepares the machine, then runs the stages of checks/runner/check-steps.mjs
// one after another (or only the named checks). The steps of a stage run side by side, their
// output prefixed with the step's name; a stage's failure stops the run once the stage is over (its
// other steps finish and clean up after themselves). Ends with each step's time and the total.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { commandOf, plannedStages, PREPARE, summaryLines } from './check-steps.mjs';

/**
 * Runs one check's command in a shell; resolves to its exit code.
 * @param {string} step
 * @param {boolean} alone a step alone in its stage writes straight to the terminal
 * @returns {Promise<number>}
 */
function run(step, alone) {
  return new Promise((resolve) => {
    const stdio = /** @type {import('node:child_process').StdioOptions} */ (
      alone ? 'inherit' : ['ignore', 'pipe', 'pipe']
    );
    const child = spawn(String(commandOf(step)), { shell: true, stdio });
    if (!alone) {
      for (const stream of [child.stdout, child.stderr]) {
        if (!stream) continue;
        createInterface({ input: stream }).on('line', (line) =>
          process.stdout.write(`[${step}] ${line}\n`),
        );
      }
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** @type {string[][]} */
let plan = [];
try {
  plan = plannedStages(process.argv.slice(2));
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(2);
}
const prepared = spawnSync(PREPARE, { shell: true, stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

/** @type {{ step: string, ms: number, code: number }[]} */
const results = [];
/** @type {{ ms: number }[]} */
const stages = [];
for (const stage of plan) {
  const started = Date.now();
  const codes = await Promise.all(
    stage.map(async (step) => {
      const at = Date.now();
      const code = await run(step, stage.length === 1);
      results.push({ step, ms: Date.now() - at, code });
      return code;
    }),
  );
  stages.push({ ms: Date.now() - started });
  if (codes.some((code) => code !== 0)) break;
}
for (const line of summaryLines(results, stages, plan)) console.log(line);
process.exit(results.some((ran) => ran.code !== 0) ? 1 : 0);
