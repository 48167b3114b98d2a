// A lock between processes: a file naming its holder's PID; one left by a process that no longer
// runs is taken over. Every `next build` of this project takes the build lock (build/scripts/next-build.mjs):
// Next keeps its build state in .next/ whatever the export folder (NEXT_DIST_DIR), and refuses to
// start while another build holds it. Checks that share an export take a lock of their own.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** NEXT_BUILD_LOCK moves it (the lock's own tests use a file of their own). */
export const BUILD_LOCK = path.resolve(process.env.NEXT_BUILD_LOCK ?? '.cache/next-build.lock');
const POLL_MS = 250;

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
 * Waits until this process holds the lock in `file`.
 * @param {string} file
 * @param {(message: string) => void} [log]
 * @returns {Promise<void>}
 */
export async function acquireLock(file, log = console.log) {
  mkdirSync(path.dirname(file), { recursive: true });
  let said = false;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (!holder || !running(holder)) {
      rmSync(file, { force: true });
      continue;
    }
    if (!said) log(`${path.basename(file)}: waiting for process ${holder} to finish`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Releases the lock in `file` if this process holds it. @param {string} file */
export function releaseLock(file) {
  try {
    if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}

/** Waits until this process holds the build lock. @param {(message: string) => void} [log] */
export const acquireBuildLock = (log) => acquireLock(BUILD_LOCK, log);
export const releaseBuildLock = () => releaseLock(BUILD_LOCK);
