// Lighthouse's 4x CPU slowdown turns a high-end desktop (benchmark index about 1500) into a
// mid-tier phone. Its throttling docs ("Calibrating the CPU slowdown", docs/throttling.md) tie
// the multiplier to the host's benchmark index both ways: a lower multiplier on a slower host, a
// higher one toward the top of the desktop bracket and beyond. So runs are scored with
// 4 x index / 1500, the multiplier that keeps the simulated phone where 4x puts it on a 1500 host:
// on CI's shared two-core machines (about 1000-1200) that is 2.7x-3.2x; on an idle host
// measuring 3300-3550 it is 8.8x-9.5x, where 4x alone scored 100 with TBT near 0 while the phone
// Lighthouse means saw 22-97 ms. The bounds keep one odd benchmark from making a run meaningless:
// never under 1x (no speed-up), never over 12x (a host at 4500, past any desktop Lighthouse lists).
//
// The index is the host's speed during a short loop before each load, not during the load: on CI's
// hosts one page's five runs read 830-1900 while their main-thread time hardly followed it (stop 40,
// docs/quality.md). So a session's runs share one multiplier, from the median index of all of them
// (sessionSlowdownMultiplier); one run's own index added noise, not calibration.
import { median } from './median.mjs';

export const DEFAULT_MULTIPLIER = 4;
export const REFERENCE_BENCHMARK_INDEX = 1500;
export const MIN_MULTIPLIER = 1;
export const MAX_MULTIPLIER = 12;

/**
 * The CPU slowdown for a run whose host measured `benchmarkIndex` (Lighthouse's CPU/Memory Power).
 * @param {number} benchmarkIndex
 */
export function cpuSlowdownMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_MULTIPLIER;
  const scaled = (DEFAULT_MULTIPLIER * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, scaled));
}

/**
 * The one CPU slowdown for every run of a session: the multiplier of the median of the benchmark
 * indexes its runs measured.
 * @param {number[]} benchmarkIndexes
 */
export function sessionSlowdownMultiplier(benchmarkIndexes) {
  const measured = benchmarkIndexes.filter((index) => Number.isFinite(index) && index > 0);
  return cpuSlowdownMultiplier(measured.length ? median(measured) : Number.NaN);
}
