import { interleavedRuns } from '../run-order.mjs';

describe('interleavedRuns', () => {
  it('takes one run of every target per round, in the targets’ order', () => {
    expect(interleavedRuns(['empty', '/', '/contacto/'], 2)).toEqual([
      { target: 'empty', run: 1 },
      { target: '/', run: 1 },
      { target: '/contacto/', run: 1 },
      { target: 'empty', run: 2 },
      { target: '/', run: 2 },
      { target: '/contacto/', run: 2 },
    ]);
  });

  it('gives every target the same number of runs', () => {
    const order = interleavedRuns(['a', 'b'], 5);
    expect(order.filter(({ target }) => target === 'a')).toHaveLength(5);
    expect(order.filter(({ target }) => target === 'b')).toHaveLength(5);
  });
});
