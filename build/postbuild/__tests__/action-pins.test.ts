/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_ACTION_PINS, actionPins } from '../action-pins.mjs';
import { deployWorkflow, pagesWorkflow } from '../host-configs.mjs';

const sha = (digit: string) => digit.repeat(40);
/** A step's uses: pinned by a full commit SHA, its release tag in a comment. */
const PINNED = /uses:\s+[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(?:\.\d+)*\s*$/;

describe('the actions the generated workflows pin', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'workflows-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are what the committed workflows say, so a Dependabot bump survives npm run deploy-config', () => {
    writeFileSync(
      path.join(dir, 'deploy.yml'),
      `steps:\n  - uses: actions/checkout@${sha('a')} # v7.0.1\n  - uses: actions/setup-node@${sha('b')} # v6.5.0\n`,
    );
    writeFileSync(
      path.join(dir, 'ci.yml'),
      `steps:\n  - uses: actions/checkout@${sha('c')} # v6.1.0\n  - uses: actions/setup-node@${sha('d')}  #v6.10.0\n`,
    );
    const pins = actionPins(dir);
    expect(pins['actions/checkout']).toEqual({ sha: sha('a'), tag: 'v7.0.1' });
    expect(pins['actions/setup-node']).toEqual({ sha: sha('d'), tag: 'v6.10.0' });
    expect(deployWorkflow(pins)).toContain(`uses: actions/checkout@${sha('a')} # v7.0.1\n`);
    expect(pagesWorkflow(pins)).toContain(`uses: actions/setup-node@${sha('d')} # v6.10.0\n`);
  });

  it('never take a uses: that names a tag alone, which says no commit', () => {
    writeFileSync(path.join(dir, 'ci.yml'), 'steps:\n  - uses: actions/checkout@v9\n');
    expect(actionPins(dir)['actions/checkout']).toEqual(DEFAULT_ACTION_PINS['actions/checkout']);
  });

  it('fall back to their defaults where no workflow names them', () => {
    expect(actionPins(path.join(dir, 'none'))).toEqual(DEFAULT_ACTION_PINS);
  });
});

describe('every workflow in .github/workflows/', () => {
  const dir = '.github/workflows';
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));

  it('pins each action by a full commit SHA, its tag in a comment (a tag can be moved, a commit cannot)', () => {
    expect(files.length).toBeGreaterThan(0);
    const unpinned = files.flatMap((name) =>
      readFileSync(path.join(dir, name), 'utf8')
        .split('\n')
        .filter((line) => /^\s*(?:-\s+)?uses:/.test(line))
        .filter((line) => !PINNED.test(line))
        .map((line) => `${name}: ${line.trim()}`),
    );
    expect(unpinned).toEqual([]);
  });

  it('counts as unpinned a tag, a branch or a short SHA', () => {
    expect(`uses: actions/checkout@${sha('e')} # v6.1.0`).toMatch(PINNED);
    for (const ref of ['v6', 'main', 'd23441a', `${sha('e')}`])
      expect(`uses: actions/checkout@${ref}`).not.toMatch(PINNED);
  });
});
