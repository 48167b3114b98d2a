// The lock every `next build` of this project takes (scripts/next-build.mjs): Next keeps its build
// state in .next/ whatever the export folder (NEXT_DIST_DIR), and refuses to start while another
// build holds it. The lock is a file naming its holder's PID: one left by a process that no longer
// runs is taken over.
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

/** Waits until this process holds the build lock. @returns {Promise<void>} */
export async function acquireBuildLock(log = console.log) {
  mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  let said = false;
  for (;;) {
    try {
      writeFileSync(BUILD_LOCK, String(process.pid), { flag: 'wx' });
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(BUILD_LOCK, 'utf8').trim());
    if (!holder || !running(holder)) {
      rmSync(BUILD_LOCK, { force: true });
      continue;
    }
    if (!said) log(`next build: waiting for the build of process ${holder} to finish`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Releases the lock if this process holds it. */
export function releaseBuildLock() {
  try {
    if (Number(readFileSync(BUILD_LOCK, 'utf8').trim()) === process.pid) rmSync(BUILD_LOCK, { force: true });
  } catch {
    // Already gone.
  }
}
