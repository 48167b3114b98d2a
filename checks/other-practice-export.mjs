// @ts-check
// The export of the second fictional practice, built once for the two checks that read it: the
// swap check (checks/swap.mjs: no string of the first practice in it) and the photo check
// (checks/photos.mjs: every photo's file and place). It is the practice of e2e/fixtures/otra-practica
// with a phone-like photo in each kind of place (checks/photo-practice.mjs, its `test` set), built
// into out-other-practice/ from the facts folder .cache/other-practice/.
//
// A build is kept with a stamp of what made it: the facts folder, every file of the repository the
// build can read (all but the checks, the tests and the timing scripts), the commit (the sitemap's
// dates come from its history) and the environment the build reads. The second check, finding the
// same stamp, uses the export as it is. Two checks started together take turns: a lock folder
// holds the second until the first is done, so it finds the first one's stamp.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OTHER_PRACTICE_EXPORT, OTHER_PRACTICE_FACTS } from './other-practice-paths.mjs';
import { writePhotoPractice } from './photo-practice.mjs';

const STAMP_FILE = '.cache/other-practice.stamp';
const LOCK_DIR = '.cache/other-practice.lock';
/** Folders of the repository no build reads: a change there keeps the export. */
const NOT_READ_BY_THE_BUILD = ['checks/', 'e2e/', 'perf/', '.github/'];
/** The environment variables the build reads (app/, lib/, content/, prebuild/, postbuild/, next.config.mjs), by prefix. */
const READ_BY_THE_BUILD = ['NEXT_PUBLIC_', 'DECAP_', 'STRICT_CONTENT', 'NODE_ENV'];

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
function folderHash(dir) {
  const hash = createHash('sha256');
  for (const name of filesUnder(dir)) hash.update(`${name}\0`).update(readFileSync(path.join(dir, name)));
  return hash.digest('hex');
}

/** The stamp of a build of the facts folder made now: see the top of this file. */
function buildStamp() {
  const hash = createHash('sha256');
  hash.update(execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }));
  // Tracked files as they are in the working tree, and new files not ignored.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !NOT_READ_BY_THE_BUILD.some((folder) => file.startsWith(folder)) && existsSync(file))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file));
  hash.update(folderHash(OTHER_PRACTICE_FACTS));
  for (const [name, value] of Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b)))
    if (READ_BY_THE_BUILD.some((prefix) => name.startsWith(prefix))) hash.update(`${name}=${value}\0`);
  return `${hash.digest('hex')} ${OTHER_PRACTICE_EXPORT}`;
}

/** @param {number} pid */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Takes the lock folder, once no running process holds it; resolves to its release.
 * @param {(line: string) => void} log
 */
async function lock(log) {
  mkdirSync(path.dirname(LOCK_DIR), { recursive: true });
  let said = false;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(path.join(LOCK_DIR, 'pid'), String(process.pid));
      return () => rmSync(LOCK_DIR, { recursive: true, force: true });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = Number(existsSync(path.join(LOCK_DIR, 'pid')) ? readFileSync(path.join(LOCK_DIR, 'pid'), 'utf8') : NaN);
    // A holder that ended without releasing it (killed), or died before naming itself.
    const abandoned = holder ? !running(holder) : Date.now() - (statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 10_000;
    if (abandoned) {
      rmSync(LOCK_DIR, { recursive: true, force: true });
      continue;
    }
    if (!said) log(`other practice: waiting for process ${holder || '?'}, which is building ${OTHER_PRACTICE_EXPORT}/`);
    said = true;
    await sleep(1000);
  }
}

/**
 * The export of the other practice with photos, built unless the last build has the same stamp.
 * Resolves to its folder and the facts folder it was built from.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ outDir: string, factsDir: string }>}
 */
export async function otherPracticeExport({ log = console.log } = {}) {
  const release = await lock(log);
  try {
    // Written beside the facts folder and moved in only when it differs, so the folder a kept
    // export was built from stays as it is while a check reads it.
    const staged = `${OTHER_PRACTICE_FACTS}.new`;
    await writePhotoPractice(staged, { photos: 'test' });
    if (existsSync(OTHER_PRACTICE_FACTS) && folderHash(staged) === folderHash(OTHER_PRACTICE_FACTS)) rmSync(staged, { recursive: true });
    else {
      rmSync(OTHER_PRACTICE_FACTS, { recursive: true, force: true });
      renameSync(staged, OTHER_PRACTICE_FACTS);
    }
    const stamp = buildStamp();
    const kept = existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === stamp && existsSync(path.join(OTHER_PRACTICE_EXPORT, 'index.html'));
    if (kept) {
      log(`other practice: ${OTHER_PRACTICE_EXPORT}/ is built from the same files, kept`);
    } else {
      rmSync(STAMP_FILE, { force: true });
      const started = Date.now();
      execFileSync('npm', ['run', 'build'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, FACTS_DIR: OTHER_PRACTICE_FACTS, NEXT_DIST_DIR: OTHER_PRACTICE_EXPORT },
      });
      writeFileSync(STAMP_FILE, stamp);
      log(`other practice: ${OTHER_PRACTICE_EXPORT}/ built from ${OTHER_PRACTICE_FACTS}/ in ${Math.round((Date.now() - started) / 1000)} s`);
    }
    return { outDir: OTHER_PRACTICE_EXPORT, factsDir: OTHER_PRACTICE_FACTS };
  } finally {
    release();
  }
}

// Run on its own (the swap check does, as a child process): builds the export when it is out of date.
if (import.meta.url === `file://${process.argv[1]}`) {
  otherPracticeExport().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
