import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHECK_STAGES, CHECK_STEPS, summaryLines } from '../check-steps.mjs';

const packageScripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(__dirname, '../../package.json'), 'utf8'),
).scripts;

const stageOf = (step: string) => CHECK_STAGES.findIndex((stage) => stage.includes(step));

describe('the steps of npm test', () => {
  it('are npm scripts of the project, each once', () => {
    for (const step of CHECK_STEPS) expect(packageScripts).toHaveProperty([step]);
    expect(new Set(CHECK_STEPS).size).toBe(CHECK_STEPS.length);
  });

  it('build before anything that serves the export', () => {
    const build = stageOf('build');
    for (const step of ['check:html', 'test:hosts', 'test:e2e', 'check:budget', 'check:long-tasks', 'lighthouse'])
      expect(stageOf(step)).toBeGreaterThan(build);
  });

  it('prove setup after the deploy, which installs the servers both use', () => {
    expect(stageOf('test:setup')).toBeGreaterThan(stageOf('test:deploy'));
  });

  it('end with the timing budgets, each alone in its stage', () => {
    expect(CHECK_STAGES.slice(-2)).toEqual([['check:long-tasks'], ['lighthouse']]);
  });

  it('run through the runner that prints their times', () => {
    expect(packageScripts.test).toBe('node scripts/run-checks.mjs');
  });
});

describe('summaryLines', () => {
  it('gives each step its time and result, says which ran side by side, and totals the stages', () => {
    const lines = summaryLines(
      [
        { step: 'lint', ms: 61_400, code: 0 },
        { step: 'docs', ms: 2_000, code: 0 },
        { step: 'build', ms: 5_000, code: 0 },
      ],
      [{ ms: 61_400 }, { ms: 5_000 }],
      [['lint', 'docs'], ['build']],
    );
    expect(lines.slice(2)).toEqual([
      '  lint     1:01  passed  (beside docs)',
      '  docs     0:02  passed  (beside lint)',
      '  build    0:05  passed',
      '  total    1:06  every step passed',
    ]);
  });

  it('names the failing step and lists the steps not reached', () => {
    const lines = summaryLines([{ step: 'lint', ms: 2_000, code: 2 }], [{ ms: 2_000 }], [['lint'], ['build']]);
    expect(lines.slice(2)).toEqual([
      '  lint     0:02  FAILED (exit 2)',
      '  build          not run',
      '  total    0:02  failed at lint',
    ]);
  });
});
