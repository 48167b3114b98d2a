import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHECK_STEPS, summaryLines } from '../check-steps.mjs';

const packageScripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(__dirname, '../../package.json'), 'utf8'),
).scripts;

describe('the steps of npm test', () => {
  it('are npm scripts of the project, each once', () => {
    for (const step of CHECK_STEPS) expect(packageScripts).toHaveProperty([step]);
    expect(new Set(CHECK_STEPS).size).toBe(CHECK_STEPS.length);
  });

  it('build before anything that serves the export, and end with Lighthouse', () => {
    const build = CHECK_STEPS.indexOf('build');
    for (const step of ['check:html', 'test:hosts', 'test:e2e', 'check:budget', 'lighthouse'])
      expect(CHECK_STEPS.indexOf(step)).toBeGreaterThan(build);
    expect(CHECK_STEPS.at(-1)).toBe('lighthouse');
  });

  it('run through the runner that prints their times', () => {
    expect(packageScripts.test).toBe('node scripts/run-checks.mjs');
  });
});

describe('summaryLines', () => {
  it('gives each step its time and result, and the total', () => {
    const lines = summaryLines(
      [
        { step: 'lint', ms: 61_400, code: 0 },
        { step: 'build', ms: 5_000, code: 0 },
      ],
      ['lint', 'build'],
    );
    expect(lines.slice(2)).toEqual([
      '  lint     1:01  passed',
      '  build    0:05  passed',
      '  total    1:06  every step passed',
    ]);
  });

  it('names the failing step and lists the steps not reached', () => {
    const lines = summaryLines([{ step: 'lint', ms: 2_000, code: 2 }], ['lint', 'build']);
    expect(lines.slice(2)).toEqual([
      '  lint     0:02  FAILED (exit 2)',
      '  build          not run',
      '  total    0:02  failed at lint',
    ]);
  });
});
