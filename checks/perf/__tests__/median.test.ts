import { median } from '../median.mjs';

describe('median', () => {
  it('is the middle of an odd count, whatever the order', () => {
    expect(median([79, 12, 233])).toBe(79);
  });
  it('is the upper middle of an even count, a value that was measured', () => {
    expect(median([4, 1, 3, 2])).toBe(3);
  });
  it('leaves the values it was given in their order', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
