/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { IrisMotif, SPOKES_PATH } from '../iris-motif';

describe('IrisMotif', () => {
  it('draws its 36 spokes as one path, not one element each', () => {
    const markup = renderToStaticMarkup(<IrisMotif />);
    expect(markup).not.toContain('<line');
    expect(markup.match(/<path /g)).toHaveLength(1);
    expect(markup).toContain('aria-hidden="true"');
  });

  it('keeps every spoke where the rotated lines were: 62 to 124 units from the centre, every 10 degrees', () => {
    const segments = [...SPOKES_PATH.matchAll(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g)].map((match) => match.slice(1).map(Number));
    expect(segments).toHaveLength(36);
    segments.forEach(([x1, y1, x2, y2], index) => {
      const angle = (index * 10 * Math.PI) / 180;
      expect(Math.hypot(x1! - 200, y1! - 200)).toBeCloseTo(62, 1);
      expect(Math.hypot(x2! - 200, y2! - 200)).toBeCloseTo(124, 1);
      // The spoke points from the centre at its angle, clockwise from 12 o'clock as rotate() turns.
      expect(x2! - 200).toBeCloseTo(124 * Math.sin(angle), 1);
      expect(200 - y2!).toBeCloseTo(124 * Math.cos(angle), 1);
    });
  });
});
