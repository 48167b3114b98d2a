/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Star } from 'lucide';
import { StarRating } from '../star-rating';

describe('StarRating', () => {
  it('is one image named by its label, drawn as one SVG of five stars', () => {
    const markup = renderToStaticMarkup(<StarRating rating={5} label="Calificación: 5 de 5" />);
    expect(markup).toMatch(/^<p role="img" aria-label="Calificación: 5 de 5">/);
    expect(markup.match(/<svg /g)).toHaveLength(1);
    expect(markup.match(/<path /g)).toHaveLength(5);
    expect(markup.match(/d="([^"]*)"/g)?.every((d) => d === `d="${Star[0]?.[1].d}"`)).toBe(true);
  });

  it('fills as many stars as the rating, from the left', () => {
    const markup = renderToStaticMarkup(<StarRating rating={3} label="Calificación: 3 de 5" />);
    const classes = [...markup.matchAll(/<path [^>]*class="([^"]*)"/g)].map((match) => match[1]);
    expect(classes).toEqual([
      'fill-accent text-accent',
      'fill-accent text-accent',
      'fill-accent text-accent',
      'text-line',
      'text-line',
    ]);
    const offsets = [...markup.matchAll(/translate\((\d+) 0\)/g)].map((match) => Number(match[1]));
    expect(offsets).toEqual([0, 27, 54, 81, 108]);
  });

  it('shares one drawing between equal ratings, so the flight data carries it once', () => {
    const drawing = (rating: number) =>
      (StarRating({ rating, label: '' }) as ReactElement<{ children: ReactElement }>).props
        .children;
    expect(drawing(5)).toBe(drawing(5));
    expect(drawing(4)).not.toBe(drawing(5));
  });
});
