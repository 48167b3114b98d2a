// `npm test`: runs every check of scripts/check-steps.mjs in order through npm (so each keeps its
// own pre-hooks and environment), stops at the first that fails, as a `&&` chain would, and ends
// with each step's time: CI's budget is 35 minutes, and this says where they go.
import { spawnSync } from 'node:child_process';
import { CHECK_STEPS, summaryLines } from './check-steps.mjs';

/** @type {{ step: string, ms: number, code: number }[]} */
const results = [];
for (const step of CHECK_STEPS) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  const code = run.status ?? 1;
  results.push({ step, ms: Date.now() - started, code });
  if (code !== 0) break;
}
for (const line of summaryLines(results)) console.log(line);
process.exit(results.at(-1)?.code ?? 1);
