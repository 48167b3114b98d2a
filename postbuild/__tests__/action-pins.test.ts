import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ACTION_PINS, actionPins } from '../action-pins.mjs';
import { deployWorkflow, pagesWorkflow } from '../host-configs.mjs';

describe('the actions the generated workflows pin', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'workflows-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are what the committed workflows say, so a Dependabot bump survives npm run deploy-config', () => {
    writeFileSync(path.join(dir, 'deploy.yml'), 'steps:\n  - uses: actions/checkout@v7\n  - uses: actions/setup-node@v6\n');
    writeFileSync(path.join(dir, 'ci.yml'), 'steps:\n  - uses: actions/checkout@v6\n  - uses: actions/setup-node@v6.2.0\n');
    const pins = actionPins(dir);
    expect(pins['actions/checkout']).toBe('v7');
    expect(pins['actions/setup-node']).toBe('v6.2.0');
    expect(deployWorkflow(pins)).toContain('uses: actions/checkout@v7');
    expect(pagesWorkflow(pins)).toContain('uses: actions/setup-node@v6.2.0');
  });

  it('fall back to their defaults where no workflow names them', () => {
    expect(actionPins(path.join(dir, 'none'))).toEqual(DEFAULT_ACTION_PINS);
  });
});
