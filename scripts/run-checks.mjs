// `npm test`: runs the stages of scripts/check-steps.mjs one after another, each step through npm
// (so each keeps its own pre-hooks and environment). The steps of a stage run side by side, their
// output prefixed with the step's name; a stage's failure stops the run once the stage is over (its
// other steps finish and clean up after themselves). Ends with each step's time and the total.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { CHECK_STAGES, summaryLines } from './check-steps.mjs';

/**
 * Runs one npm script; resolves to its exit code.
 * @param {string} step
 * @param {boolean} alone a step alone in its stage writes straight to the terminal
 * @returns {Promise<number>}
 */
function run(step, alone) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (!alone) {
      for (const stream of [child.stdout, child.stderr]) {
        if (!stream) continue;
        createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${step}] ${line}\n`));
      }
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** @type {{ step: string, ms: number, code: number }[]} */
const results = [];
/** @type {{ ms: number }[]} */
const stages = [];
for (const stage of CHECK_STAGES) {
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
for (const line of summaryLines(results, stages)) console.log(line);
process.exit(results.some((ran) => ran.code !== 0) ? 1 : 0);
