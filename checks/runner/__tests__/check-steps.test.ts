import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHECK_STAGES,
  CHECK_STEPS,
  CHECKS,
  MEASUREMENTS,
  plannedStages,
  summaryLines,
} from '../check-steps.mjs';

const packageScripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(__dirname, '../../../package.json'), 'utf8'),
).scripts;

const stageOf = (step: string) => CHECK_STAGES.findIndex((stage) => stage.includes(step));

describe('the steps of npm test', () => {
  it('are every check, each once, and nothing else', () => {
    expect([...CHECK_STEPS].sort()).toEqual(Object.keys(CHECKS).sort());
    expect(new Set(CHECK_STEPS).size).toBe(CHECK_STEPS.length);
  });

  it('build before anything that serves the export', () => {
    const build = stageOf('build');
    for (const step of ['html', 'hosts', 'e2e', 'js-budget', 'long-tasks', 'lighthouse'])
      expect(stageOf(step)).toBeGreaterThan(build);
  });

  it('prove setup after the deploy, which installs the servers both use', () => {
    expect(stageOf('setup')).toBeGreaterThan(stageOf('deploy'));
  });

  it('end with the timing budgets, each alone in its stage', () => {
    expect(CHECK_STAGES.slice(-2)).toEqual([['long-tasks'], ['lighthouse']]);
  });

  it('run through the runner that prints their times, and the root keeps at most 15 scripts', () => {
    expect(packageScripts.test).toBe('node checks/runner/run-checks.mjs');
    expect(Object.keys(packageScripts).length).toBeLessThanOrEqual(15);
  });
});

describe('plannedStages', () => {
  it('runs every stage without names', () => {
    expect(plannedStages([])).toBe(CHECK_STAGES);
  });

  it('keeps the named checks in their stages, side by side where they share one, and measurements after', () => {
    expect(plannedStages(['hydration', 'lint', 'admin', 'deploy', 'typecheck'])).toEqual([
      ['typecheck', 'lint'],
      ['deploy', 'admin'],
      ['hydration'],
    ]);
  });

  it('refuses a name that is no check or measurement, and lists them', () => {
    expect(() => plannedStages(['lint', 'tset:e2e'])).toThrow(
      /no check named tset:e2e\. Checks: typecheck, lint, .*Measurements: bytes, /,
    );
    expect(Object.keys(MEASUREMENTS)).not.toContain('lint');
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
    const lines = summaryLines(
      [{ step: 'lint', ms: 2_000, code: 2 }],
      [{ ms: 2_000 }],
      [['lint'], ['build']],
    );
    expect(lines.slice(2)).toEqual([
      '  lint     0:02  FAILED (exit 2)',
      '  build          not run',
      '  total    0:02  failed at lint',
    ]);
  });
});
