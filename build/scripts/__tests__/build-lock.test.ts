/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A lock file of the test's own, so a build running meanwhile keeps its lock.
process.env.NEXT_BUILD_LOCK = path.join(mkdtempSync(path.join(os.tmpdir(), 'build-lock-')), 'lock');
// Required after the line above: the module reads NEXT_BUILD_LOCK when it loads.
const { BUILD_LOCK, acquireBuildLock, releaseBuildLock } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../build-lock.mjs') as typeof import('../build-lock.mjs');

describe('the build lock', () => {
  afterEach(() => releaseBuildLock());

  it('waits while another running process holds it, then takes it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600)']);
    writeFileSync(BUILD_LOCK, String(holder.pid));
    const started = Date.now();
    const messages: string[] = [];
    await acquireBuildLock((message: string) => messages.push(message));
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(messages).toEqual([
      `${path.basename(BUILD_LOCK)}: waiting for process ${holder.pid} to finish`,
    ]);
    expect(readFileSync(BUILD_LOCK, 'utf8')).toBe(String(process.pid));
  });

  it('takes over a lock left by a process that no longer runs, and releases it', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('close', resolve));
    writeFileSync(BUILD_LOCK, String(gone.pid));
    await acquireBuildLock(() => {});
    expect(readFileSync(BUILD_LOCK, 'utf8')).toBe(String(process.pid));
    releaseBuildLock();
    expect(existsSync(BUILD_LOCK)).toBe(false);
  });
});
