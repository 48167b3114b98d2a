import type { ReactElement } from 'react';
import { Star } from 'lucide';

const STARS = [1, 2, 3, 4, 5] as const;
// Lucide's star, in its 24-unit box; 3 units apart (2 px at 16 px a star).
const STAR_PATH = Star[0]?.[1].d as string;
const STAR_BOX = 24;
const STAR_GAP = 3;

function drawStars(rating: number) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${STARS.length * STAR_BOX + (STARS.length - 1) * STAR_GAP} ${STAR_BOX}`}
      className="block h-4 w-[5.5rem]"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {STARS.map((position) => (
        <path
          key={position}
          d={STAR_PATH}
          transform={`translate(${(position - 1) * (STAR_BOX + STAR_GAP)} 0)`}
          className={position <= rating ? 'fill-accent text-accent' : 'text-line'}
        />
      ))}
    </svg>
  );
}

// One drawing per rating, shared by every testimonial with it: the flight data carries it once
// (see check-list.tsx).
const drawings = new Map<number, ReactElement>();

/**
 * Five stars with the rating spelled out for screen readers. One SVG of five paths rather than
 * five icons: each testimonial has a rating, and every element is parsed, hydrated and carried
 * in the page's flight data.
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  let stars = drawings.get(rating);
  if (!stars) {
    stars = drawStars(rating);
    drawings.set(rating, stars);
  }
  return (
    <p role="img" aria-label={label}>
      {stars}
    </p>
  );
}
