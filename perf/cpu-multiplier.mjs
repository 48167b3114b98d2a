// Lighthouse's 4x CPU slowdown turns a high-end desktop (benchmark index 1500-2000) into a mid-tier
// phone; its docs say to lower the multiplier on a slower host ("Calibrating the CPU slowdown",
// docs/throttling.md). CI's shared two-core machines measure anywhere from about 900 to 1900 within
// one run, and at 900 the default 4x simulates a phone twice as slow as PageSpeed Insights does:
// the same page scored 100 and 87. So each run is scored with the multiplier that keeps the
// simulated phone where 4x puts it on a 1500 host. A faster host keeps 4x, never less: the gate
// is never easier than Lighthouse's defaults; a very slow moment is floored at 2x.
export const DEFAULT_MULTIPLIER = 4;
export const REFERENCE_BENCHMARK_INDEX = 1500;
export const MIN_MULTIPLIER = 2;

/**
 * The CPU slowdown for a run whose host measured `benchmarkIndex` (Lighthouse's CPU/Memory Power).
 * @param {number} benchmarkIndex
 */
export function cpuSlowdownMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_MULTIPLIER;
  const scaled = (DEFAULT_MULTIPLIER * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.min(DEFAULT_MULTIPLIER, Math.max(MIN_MULTIPLIER, scaled));
}
