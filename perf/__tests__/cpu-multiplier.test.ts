import { cpuSlowdownMultiplier, sessionSlowdownMultiplier } from '../cpu-multiplier.mjs';

describe('cpuSlowdownMultiplier', () => {
  it('keeps Lighthouse 4x on the 1500 host it was chosen for', () => {
    expect(cpuSlowdownMultiplier(1500)).toBe(4);
  });

  it('raises it in proportion on a faster host, so the simulated phone stays the same', () => {
    expect(cpuSlowdownMultiplier(2250)).toBe(6);
    expect(cpuSlowdownMultiplier(3375)).toBe(9);
  });

  it('lowers it in proportion on a slower host', () => {
    expect(cpuSlowdownMultiplier(1125)).toBe(3);
    expect(cpuSlowdownMultiplier(900)).toBeCloseTo(2.4);
  });

  it('stays within 1x and 12x, and falls back to 4x without a benchmark', () => {
    expect(cpuSlowdownMultiplier(300)).toBe(1);
    expect(cpuSlowdownMultiplier(6000)).toBe(12);
    expect(cpuSlowdownMultiplier(Number.NaN)).toBe(4);
    expect(cpuSlowdownMultiplier(0)).toBe(4);
  });
});

describe('sessionSlowdownMultiplier', () => {
  it('scales to the median index of all the runs, so one odd benchmark moves no run', () => {
    expect(sessionSlowdownMultiplier([1125, 1900, 830, 1125, 1050])).toBe(3);
  });

  it('leaves out runs that measured no index, and falls back to 4x when none did', () => {
    expect(sessionSlowdownMultiplier([Number.NaN, 2250, 0])).toBe(6);
    expect(sessionSlowdownMultiplier([])).toBe(4);
  });
});
