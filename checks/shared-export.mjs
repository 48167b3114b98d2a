// @ts-check
// An export that several checks share, built once: the other practice's (checks/other-practice-export.mjs)
// and the variant of this practice's (checks/variant-build.mjs). Each is made from a facts folder
// of its own and build settings of its own, into a folder of its own.
//
// A build is kept with a stamp of what made it: the facts folder, every file of the repository the
// build can read (all but the checks, the tests and the timing scripts), the commit (the sitemap's
// dates come from its history) and the environment the build reads. A check that finds the same
// stamp uses the export as it is. Checks started together take turns on a lock of the export's own
// (build/scripts/build-lock.mjs), so the second finds the first one's stamp.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { acquireLock, releaseLock } from '../build/scripts/build-lock.mjs';

/** Folders of the repository no build reads: a change there keeps the export. */
const NOT_READ_BY_THE_BUILD = ['checks/', 'checks/e2e/', 'checks/perf/', '.github/'];
/** The environment variables the build reads (app/, lib/, content/, build/prebuild/, build/postbuild/, next.config.mjs), by prefix. */
const READ_BY_THE_BUILD = ['NEXT_PUBLIC_', 'DECAP_', 'STRICT_CONTENT', 'NODE_ENV'];

/**
 * Every file under `dir`, relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .sort();

/**
 * A hash of the names and bytes of the files under `dir`.
 * @param {string} dir
 */
export function folderHash(dir) {
  const hash = createHash('sha256');
  for (const name of filesUnder(dir))
    hash.update(`${name}\0`).update(readFileSync(path.join(dir, name)));
  return hash.digest('hex');
}

/**
 * The stamp of a build made now from `facts` with `env` into `dir`: see the top of this file.
 * @param {string} facts
 * @param {NodeJS.ProcessEnv} env the build's whole environment
 * @param {string} dir
 */
function buildStamp(facts, env, dir) {
  const hash = createHash('sha256');
  hash.update(execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }));
  // Tracked files as they are in the working tree, and new files not ignored.
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { encoding: 'utf8' },
  )
    .split('\0')
    .filter(
      (file) =>
        file &&
        !NOT_READ_BY_THE_BUILD.some((folder) => file.startsWith(folder)) &&
        existsSync(file),
    )
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file));
  hash.update(folderHash(facts));
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b)))
    if (READ_BY_THE_BUILD.some((prefix) => name.startsWith(prefix)))
      hash.update(`${name}=${value}\0`);
  return `${hash.digest('hex')} ${dir}`;
}

/**
 * The export in `dir`, built from the facts `writeFacts` writes and the settings in `env`, unless
 * the last build there has the same stamp.
 * @param {{ dir: string, facts: string, writeFacts: (folder: string) => unknown, env?: Record<string, string>, log?: (line: string) => void }} options
 * @returns {Promise<{ dir: string, facts: string, built: boolean, ms: number }>}
 */
export async function sharedExport({ dir, facts, writeFacts, env = {}, log = console.log }) {
  const lock = path.resolve(`.cache/${dir}.lock`);
  const stampFile = path.resolve(`.cache/${dir}.stamp`);
  await acquireLock(lock, log);
  try {
    // Written beside the facts folder and moved in only when it differs, so the folder a kept
    // export was built from stays as it is while a check reads it.
    const staged = `${facts}.new`;
    rmSync(staged, { recursive: true, force: true });
    await writeFacts(staged);
    if (existsSync(facts) && folderHash(staged) === folderHash(facts))
      rmSync(staged, { recursive: true });
    else {
      rmSync(facts, { recursive: true, force: true });
      renameSync(staged, facts);
    }
    const buildEnv = { ...process.env, ...env, FACTS_DIR: facts, NEXT_DIST_DIR: dir };
    const stamp = buildStamp(facts, buildEnv, dir);
    if (
      existsSync(stampFile) &&
      readFileSync(stampFile, 'utf8') === stamp &&
      existsSync(path.join(dir, 'index.html'))
    ) {
      log(`${dir}/ is built from the same files, kept`);
      return { dir, facts, built: false, ms: 0 };
    }
    rmSync(stampFile, { force: true });
    const started = Date.now();
    execFileSync('npm', ['run', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: buildEnv,
    });
    writeFileSync(stampFile, stamp);
    const ms = Date.now() - started;
    log(`${dir}/ built from ${facts}/ in ${Math.round(ms / 1000)} s`);
    return { dir, facts, built: true, ms };
  } finally {
    releaseLock(lock);
  }
}
