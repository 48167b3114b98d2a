// @ts-check
// The photos' budget in build time: an unchanged rebuild of a practice with a phone photo in every
// photo field (checks/photo-practice.mjs, `maximum`) takes at most BUDGET_SECONDS more than a build of the same
// practice without photos (`none`). One build with photos first fills the photo cache (not
// timed); then ROUNDS rounds, each timing one build without photos and one with, alternately, so
// the host's busy minutes fall on both; the medians are compared. Also prints what the photo
// stages themselves took in each build (the prebuild's and post-build step 07's own lines).
// Not in npm test: several builds, for a quiet machine (about 5 builds' time).
//   node checks/perf/photo-rebuild.mjs            (npm test -- photo-rebuild)
// PHOTO_REBUILD_ROUNDS (default 2).
import '../../build/prebuild/typescript-imports.mjs';
import { spawnSync } from 'node:child_process';
import { median } from './median.mjs';

// The fixture imports the slots' TypeScript (lib/photo-slots.ts): imported once the hooks above are in place.
const { writePhotoPractice } = await import('../photo-practice.mjs');

const BUDGET_SECONDS = 10;
const ROUNDS = Number(process.env.PHOTO_REBUILD_ROUNDS ?? 2);
const variants = {
  with: { facts: '.cache/photo-rebuild', out: 'out-photo-rebuild' },
  without: { facts: '.cache/photo-rebuild-none', out: 'out-photo-rebuild-none' },
};
await writePhotoPractice(variants.with.facts, { photos: 'maximum' });
await writePhotoPractice(variants.without.facts, { photos: 'none' });

/** @param {'with' | 'without'} name */
function build(name) {
  const { facts, out } = variants[name];
  const started = Date.now();
  const run = spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FACTS_DIR: facts, NEXT_DIST_DIR: out },
  });
  const seconds = (Date.now() - started) / 1000;
  if (run.status !== 0)
    throw new Error(
      `${name}: the build failed\n${run.stdout.slice(-2000)}${run.stderr.slice(-2000)}`,
    );
  const stages = [
    run.stdout.match(/prebuild photos: .*/)?.[0],
    run.stdout.match(/postbuild 07-photos\.mjs: .*/)?.[0],
  ]
    .filter(Boolean)
    .join('; ');
  console.log(`${name.padEnd(7)} photos: ${seconds.toFixed(1)} s${stages ? ` (${stages})` : ''}`);
  return seconds;
}

console.log('Filling the photo cache (not timed):');
build('with');
/** @type {{ with: number[], without: number[] }} */
const times = { with: [], without: [] };
for (let round = 1; round <= ROUNDS; round += 1) {
  console.log(`Round ${round}:`);
  times.without.push(build('without'));
  times.with.push(build('with'));
}
const extra = median(times.with) - median(times.without);
console.log(
  `\nUnchanged rebuild with every photo: median ${median(times.with).toFixed(1)} s; without photos: ${median(times.without).toFixed(1)} s; ` +
    `${extra.toFixed(1)} s more (budget: ${BUDGET_SECONDS} s) — ${extra <= BUDGET_SECONDS ? 'within' : 'OVER'}`,
);
process.exit(extra <= BUDGET_SECONDS ? 0 : 1);
