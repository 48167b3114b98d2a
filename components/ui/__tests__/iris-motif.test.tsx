/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { IrisMotif, SPOKES_QUARTER_PATH } from '../iris-motif';

/** A point turned clockwise about the centre (200, 200), as SVG's rotate() turns it. */
const turn = ([x, y]: [number, number], degrees: number): [number, number] => {
  const angle = (degrees * Math.PI) / 180;
  const [dx, dy] = [x - 200, y - 200];
  return [
    200 + dx * Math.cos(angle) - dy * Math.sin(angle),
    200 + dx * Math.sin(angle) + dy * Math.cos(angle),
  ];
};

describe('IrisMotif', () => {
  it('draws its 36 spokes as one quarter path, four times a quarter turn apart, not one element each', () => {
    const markup = renderToStaticMarkup(<IrisMotif />);
    expect(markup).not.toContain('<line');
    const spokes = markup.match(/<path [^>]*>/g) ?? [];
    expect(spokes).toHaveLength(4);
    expect(spokes.map((path) => path.match(/rotate\((\d+) 200 200\)/)?.[1] ?? '0')).toEqual([
      '0',
      '90',
      '180',
      '270',
    ]);
    expect(markup).toContain('aria-hidden="true"');
  });

  it('puts every spoke where the rotated lines were: 62 to 124 units from the centre, every 10 degrees', () => {
    const steps = [...SPOKES_QUARTER_PATH.matchAll(/M200 200m(-?[\d.]+) (-?[\d.]+)l\1 \2/g)].map(
      (match) => [Number(match[1]), Number(match[2])],
    );
    expect(steps).toHaveLength(9);
    const spokes = [0, 90, 180, 270].flatMap((quarter) =>
      steps.map(([dx, dy]) => ({
        from: turn([200 + dx!, 200 + dy!], quarter),
        to: turn([200 + 2 * dx!, 200 + 2 * dy!], quarter),
      })),
    );
    const angles = spokes.map(({ from, to }) => {
      expect(Math.hypot(from[0] - 200, from[1] - 200)).toBeCloseTo(62, 1);
      expect(Math.hypot(to[0] - 200, to[1] - 200)).toBeCloseTo(124, 1);
      // Clockwise from 12 o'clock, as SVG's rotate() turns the motif's quarters.
      return Math.round(((Math.atan2(to[0] - 200, 200 - to[1]) * 180) / Math.PI + 360) % 360);
    });
    expect([...angles].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 36 }, (_, index) => index * 10),
    );
  });
});
