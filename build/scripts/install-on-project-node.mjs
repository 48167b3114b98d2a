// The root postinstall. The packages that need a newer Node than an end-of-life system Node (see
// optionalDependencies in package.json) are optional on purpose: npm on Node 20 skips an optional
// package whose engines it does not meet, silently, instead of installing it with an EBADENGINE
// warning; the workspaces' own optional dependencies (the checks', the relay's) likewise. By the
// time this runs, npm has installed the `node` package, so this script runs on the
// project's Node; when npm skipped anything, it runs npm again on this Node, which installs it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeMismatch } from './project-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NESTED = 'INSTALL_ON_PROJECT_NODE';

/** @param {string} file */
const readManifest = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The optional dependencies, the root's and each workspace's, that are installed neither in the
 * root's node_modules (where npm hoists them) nor in their workspace's own.
 */
export function missingOptionalPackages(dir = root) {
  const manifest = readManifest(path.join(dir, 'package.json'));
  const folders = ['.', ...(manifest.workspaces ?? [])];
  return folders.flatMap((folder) =>
    Object.keys(
      readManifest(path.join(dir, folder, 'package.json')).optionalDependencies ?? {},
    ).filter(
      (name) =>
        ![dir, path.join(dir, folder)].some((base) =>
          existsSync(path.join(base, 'node_modules', name, 'package.json')),
        ),
    ),
  );
}

function main() {
  const problem = nodeMismatch(process.version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const missing = missingOptionalPackages();
  if (missing.length === 0) return;
  if (process.env[NESTED]) {
    console.error(
      `npm on Node ${process.version} did not install ${missing.join(', ')}. Run \`npm install\` again and read npm's errors above.`,
    );
    process.exit(1);
  }
  const npmCli = process.env.npm_execpath;
  if (!npmCli) {
    console.error('Run this through `npm install`: npm_execpath is not set.');
    process.exit(1);
  }
  console.log(
    `npm skipped ${missing.length} packages that need a newer Node than the one npm runs on (${missing.join(', ')}); installing them on Node ${process.version}…`,
  );
  const run = spawnSync(process.execPath, [npmCli, 'install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, [NESTED]: '1' },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
  const stillMissing = missingOptionalPackages();
  if (stillMissing.length > 0) {
    console.error(`Still not installed: ${stillMissing.join(', ')}.`);
    process.exit(1);
  }
  // npm's own summary, printed after this script, counts them as removed by its first pass.
  console.log(
    `Installed on Node ${process.version}: ${missing.join(', ')} and their dependencies. npm's summary below may count them as removed: that was its first pass, on the older Node.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
