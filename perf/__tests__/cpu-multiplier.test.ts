import { cpuSlowdownMultiplier } from '../cpu-multiplier.mjs';

describe('cpuSlowdownMultiplier', () => {
  it('keeps Lighthouse 4x on a host at or above the high-end desktop bracket', () => {
    expect(cpuSlowdownMultiplier(1500)).toBe(4);
    expect(cpuSlowdownMultiplier(2400)).toBe(4);
  });

  it('lowers it in proportion on a slower host, so the simulated phone stays the same', () => {
    expect(cpuSlowdownMultiplier(1125)).toBe(3);
    expect(cpuSlowdownMultiplier(900)).toBeCloseTo(2.4);
  });

  it('never goes below 2x, and falls back to 4x without a benchmark', () => {
    expect(cpuSlowdownMultiplier(300)).toBe(2);
    expect(cpuSlowdownMultiplier(Number.NaN)).toBe(4);
    expect(cpuSlowdownMultiplier(0)).toBe(4);
  });
});
