// The Node this project runs on, written once in .node-version: the hosts and the Pages workflow
// read that file, npm's `node` package (a devDependency of the same version) puts that Node first
// on every npm script's PATH, and package.json's engines names its major as the minimum.
// Run as a script (the pre-hooks of build, dev and test), it refuses any other Node with a clear
// message: without node_modules/.bin/node (`npm install --ignore-scripts`, or a script started by
// hand) the system's Node would run, perhaps one past its end of life.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The exact version in .node-version, e.g. "24.21.0". */
export function projectNodeVersion(dir = root) {
  const text = readFileSync(path.join(dir, '.node-version'), 'utf8').trim();
  if (!/^\d+\.\d+\.\d+$/.test(text))
    throw new Error(`.node-version: "${text}" is not an exact version`);
  return text;
}

/** Why `running` (a process.version like "v20.20.2") cannot run the project, or null when it can. */
export function nodeMismatch(running, wanted = projectNodeVersion()) {
  const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);
  // engines says the same: this major or a later one, never an earlier line (past its end of life).
  if (major(running) >= major(wanted)) return null;
  return [
    `This project runs on Node ${major(wanted)} (see .node-version: ${wanted}); this is Node ${running} (${process.execPath}).`,
    'npm scripts run on node_modules/.bin/node, which `npm install` installs from npm\'s "node" package:',
    'run `npm install` (not with --ignore-scripts) and start scripts through npm, e.g. `npm test`.',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problem = nodeMismatch(process.version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
