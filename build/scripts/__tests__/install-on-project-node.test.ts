/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { missingOptionalPackages } from '../install-on-project-node.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
// The end-of-life Node a fresh machine may run npm on (this machine's and the clean-root proof's).
const SYSTEM_NODE = '20.20.2';

describe('packages that need a newer Node than the system one', () => {
  const tooNew = Object.entries(lock.packages as Record<string, Record<string, unknown>>)
    .filter(([location]) => location.startsWith('node_modules/'))
    .filter(([, entry]) => {
      const engines = entry.engines as { node?: string } | undefined;
      return engines?.node && !semver.satisfies(SYSTEM_NODE, engines.node);
    });

  it('exist (else optionalDependencies would have no reason to be)', () => {
    expect(tooNew.length).toBeGreaterThan(0);
  });
  it.each(tooNew.map(([location]) => location))(
    '%s is optional, so npm on that Node skips it without an EBADENGINE warning',
    (location) => {
      expect(lock.packages[location].optional).toBe(true);
    },
  );
  it('are installed by the postinstall, which runs on the project Node', () => {
    expect(pkg.scripts.postinstall).toBe('node build/scripts/install-on-project-node.mjs');
  });
});

describe('missingOptionalPackages', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'optional-'));
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ optionalDependencies: { present: '1.0.0', '@scope/absent': '1.0.0' } }),
    );
    mkdirSync(path.join(dir, 'node_modules', 'present'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'present', 'package.json'), '{}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names the optional dependencies npm did not install', () => {
    expect(missingOptionalPackages(dir)).toEqual(['@scope/absent']);
  });
  it('names none when every one is installed', () => {
    mkdirSync(path.join(dir, 'node_modules', '@scope', 'absent'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', '@scope', 'absent', 'package.json'), '{}');
    expect(missingOptionalPackages(dir)).toEqual([]);
  });
  it("names a workspace's optional dependencies installed neither at the root nor in the workspace", () => {
    const write = (file: string, manifest: object) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(manifest));
    };
    write(path.join(dir, 'package.json'), {
      workspaces: ['tools', 'relay'],
      optionalDependencies: { present: '1.0.0' },
    });
    write(path.join(dir, 'tools', 'package.json'), { optionalDependencies: { hoisted: '1.0.0' } });
    write(path.join(dir, 'relay', 'package.json'), {
      optionalDependencies: { nested: '1.0.0', gone: '1.0.0' },
    });
    for (const installed of ['node_modules/hoisted', 'relay/node_modules/nested'])
      write(path.join(dir, installed, 'package.json'), {});
    expect(missingOptionalPackages(dir)).toEqual(['gone']);
  });
});
