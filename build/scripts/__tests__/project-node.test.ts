/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { nodeMismatch, projectNodeVersion } from '../project-node.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const version = projectNodeVersion();
const major = version.split('.')[0];

describe('the project Node, written once in .node-version', () => {
  it("is the version of npm's node package that runs every npm script", () => {
    expect(pkg.devDependencies.node).toBe(version);
    expect(lock.packages['node_modules/node'].version).toBe(version);
  });
  it('is the minimum of engines', () => {
    expect(pkg.engines.node).toBe(`>=${major}`);
  });
  it('is the Node these tests run on', () => {
    expect(process.version).toBe(`v${version}`);
  });
  it('is allowed to install its binary (its preinstall script)', () => {
    expect(pkg.allowScripts.node).toBe(true);
  });
});

describe('nodeMismatch', () => {
  it('accepts the project Node and later lines', () => {
    expect(nodeMismatch(`v${version}`, version)).toBeNull();
    expect(nodeMismatch('v26.1.0', '24.21.0')).toBeNull();
  });
  it('refuses an earlier line with a message naming both versions', () => {
    const message = nodeMismatch('v20.20.2', '24.21.0');
    expect(message).toContain('This project runs on Node 24 (see .node-version: 24.21.0)');
    expect(message).toContain('this is Node v20.20.2');
    expect(message).toContain('npm install');
  });
});
