/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { lintWorkflow } from '../../checks/workflow-lint.mjs';
import { deployWorkflow, workflowStepEnv } from '../../build/postbuild/host-configs.mjs';
import { DEPLOY_ENVIRONMENT, WORKFLOW_SETTINGS } from '../../build/postbuild/workflow-settings.mjs';

const text = deployWorkflow();
type Step = { run?: string; uses?: string; env?: Record<string, string> };
type Job = { if: string; environment: string; permissions?: unknown; steps: Step[] };
const workflow = parse(text) as {
  on: { push: { branches: string[] } };
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
};
const job = workflow.jobs.deploy as Job;
const stepRunning = (command: string) => job.steps.find((step) => step.run === command) as Step;

describe('the deploy workflow', () => {
  it('is the committed .github/workflows/deploy.yml (run npm run deploy-config)', () => {
    expect(readFileSync('.github/workflows/deploy.yml', 'utf8')).toBe(text);
  });
  it('publishes the default branch alone, only when DEPLOY_TARGET is set, one at a time, never cancelling one', () => {
    expect(workflow.on.push.branches).toEqual(['**']);
    expect(job.if).toBe(
      "${{ vars.DEPLOY_TARGET != '' && github.ref == format('refs/heads/{0}', github.event.repository.default_branch) }}",
    );
    expect(workflow.concurrency).toEqual({
      group: 'deploy-${{ github.ref }}',
      'cancel-in-progress': false,
    });
  });
  it('reads its secrets from the Environment limited to the publishing branch, and may only read the repository', () => {
    expect(job.environment).toBe(DEPLOY_ENVIRONMENT);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(job.permissions).toBeUndefined();
  });
  it('checks out the full history, uses .node-version, installs, runs the doctor, builds strictly, then deploys', () => {
    const order = [
      'fetch-depth: 0',
      'node-version-file: .node-version',
      'npm install --no-audit --no-fund',
      'NODE_EXTRA_CA_CERTS',
      'run: node publish/report-step.mjs doctor npm run doctor',
      'run: node publish/report-step.mjs build npm run build',
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
    expect(WORKFLOW_SETTINGS.DECAP_AUTH_URL).toBe('vars');
  });
  it("gives the build the editor's settings, the deploy its own, and the doctor both and the token", () => {
    const build = stepRunning('node publish/report-step.mjs build npm run build').env ?? {};
    const deploy = stepRunning('node publish/report-step.mjs deploy npm run deploy').env ?? {};
    const doctor = stepRunning('node publish/report-step.mjs doctor npm run doctor').env ?? {};
    expect(build).toMatchObject({
      STRICT_CONTENT: '1',
      DECAP_AUTH_URL: '${{ vars.DECAP_AUTH_URL }}',
      DECAP_BRANCH: '${{ github.ref_name }}',
    });
    expect(Object.keys(build).filter((name) => name.startsWith('DEPLOY_'))).toEqual([]);
    expect(Object.values(build).some((value) => value.includes('secrets.'))).toBe(false);
    expect(deploy).toMatchObject({ DEPLOY_PASSWORD: '${{ secrets.DEPLOY_PASSWORD }}' });
    expect(Object.keys(deploy).filter((name) => name.startsWith('DECAP_'))).toEqual([]);
    expect(doctor).toEqual({ ...build, ...deploy, GITHUB_TOKEN: '${{ github.token }}' });
    expect(Object.keys(doctor)).toEqual(workflowStepEnv('deploy').doctor.map(([name]) => name));
  });
  it('pins every action by commit', () => {
    const uses = job.steps.flatMap((step) => (step.uses ? [step.uses] : []));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
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
