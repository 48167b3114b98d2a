/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { lintWorkflow } from '../../checks/workflow-lint.mjs';
import { deployWorkflow } from '../../postbuild/host-configs.mjs';
import { WORKFLOW_SETTINGS } from '../settings.mjs';

const text = deployWorkflow();

describe('the deploy workflow', () => {
  it('is the committed .github/workflows/deploy.yml (run npm run deploy-config)', () => {
    expect(readFileSync('.github/workflows/deploy.yml', 'utf8')).toBe(text);
  });
  it('runs on every push to main, only when DEPLOY_TARGET is set, one at a time, never cancelling one', () => {
    expect(text).toMatch(/on:\n {2}push:\n {4}branches: \[main\]/);
    expect(text).toMatch(/if: \$\{\{ vars\.DEPLOY_TARGET != '' \}\}/);
    expect(text).toMatch(/concurrency:\n {2}group: deploy\n {2}cancel-in-progress: false/);
  });
  it('checks out the full history, uses .node-version, installs, builds strictly, then deploys', () => {
    const order = [
      'fetch-depth: 0',
      'node-version-file: .node-version',
      'npm install --no-audit --no-fund',
      "STRICT_CONTENT: '1'",
      'run: node publish/report-step.mjs deploy npm run deploy',
    ];
    const positions = order.map((needle) => text.indexOf(needle));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
  it('takes passwords and keys from secrets, everything else from variables', () => {
    for (const [name, source] of Object.entries(WORKFLOW_SETTINGS))
      expect(text).toContain(`${name}: \${{ ${source}.${name} }}`);
    expect(WORKFLOW_SETTINGS.DEPLOY_PASSWORD).toBe('secrets');
    expect(WORKFLOW_SETTINGS.DEPLOY_KEY).toBe('secrets');
    expect(WORKFLOW_SETTINGS.AWS_SECRET_ACCESS_KEY).toBe('secrets');
  });
  it('passes both workflow linters, which do catch a broken workflow', async () => {
    expect(await lintWorkflow(text, '.github/workflows/deploy.yml')).toEqual([]);
    expect(
      await lintWorkflow(
        readFileSync('.github/workflows/pages.yml', 'utf8'),
        '.github/workflows/pages.yml',
      ),
    ).toEqual([]);
    const broken = text
      .replace('vars.DEPLOY_TARGET', 'varz.DEPLOY_TARGET')
      .replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
    const problems = await lintWorkflow(broken, '.github/workflows/deploy.yml');
    expect(problems.some((line) => /undefined variable "varz".*\[actionlint/.test(line))).toBe(
      true,
    );
    expect(problems.some((line) => /\[action-validator\]/.test(line))).toBe(true);
  });
});
