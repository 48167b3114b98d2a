// `next build`, one at a time in this project: what `npm run build` runs. Next keeps its build state
// in .next/ whatever the export folder (NEXT_DIST_DIR), and refuses to start while another build
// holds it ("Another next build process is already running"). The checks build several exports
// (another practice, a variant, the editor's) and run side by side, so every build waits here for
// the one before it (build/scripts/build-lock.mjs) instead of failing.
// Usage: node build/scripts/next-build.mjs [next build arguments]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { acquireBuildLock, releaseBuildLock } from './build-lock.mjs';

await acquireBuildLock();
process.once('exit', releaseBuildLock);
const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const build = spawn(process.execPath, [next, 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => build.kill(signal));
build.on('close', (code, signal) => {
  releaseBuildLock();
  process.exit(code ?? (signal ? 1 : 0));
});
