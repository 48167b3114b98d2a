import { cn } from '@/lib/cn';

const RINGS = [
  { r: 190, opacity: 0.1, width: 1 },
  { r: 158, opacity: 0.16, width: 1 },
  { r: 124, opacity: 0.24, width: 1.5 },
  { r: 92, opacity: 0.34, width: 2 },
  { r: 62, opacity: 0.5, width: 2 },
] as const;

const SPOKE_FROM = 62;
const QUARTER_TURNS = [0, 90, 180, 270] as const;
const coordinate = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A quarter of the iris's 36 radial spokes (every 10 degrees from 12 o'clock, 62 to 124 units
 * from the centre), as the segments of one path: each moves out from the centre, then draws as far
 * again. Drawn four times, a quarter turn apart: four elements to parse, style, lay out, paint and
 * hydrate instead of 36 rotated lines (the hero is in the first frame of every page), and the
 * repeated path compresses to almost nothing, where one path of all 36 spokes' distinct numbers
 * makes the HTML heavier than 36 lines.
 */
export const SPOKES_QUARTER_PATH = Array.from({ length: 9 }, (_, index) => {
  const angle = (index * 10 * Math.PI) / 180;
  const step = `${coordinate(SPOKE_FROM * Math.sin(angle))} ${coordinate(-SPOKE_FROM * Math.cos(angle))}`;
  return `M200 200m${step}l${step}`;
}).join('');

/** Decorative concentric rings of an iris: the heroes' only imagery. */
export function IrisMotif({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 400"
      aria-hidden="true"
      focusable="false"
      className={cn('text-primary', className)}
    >
      {RINGS.map((ring) => (
        <circle
          key={ring.r}
          cx="200"
          cy="200"
          r={ring.r}
          fill="none"
          stroke="currentColor"
          strokeOpacity={ring.opacity}
          strokeWidth={ring.width}
        />
      ))}
      {QUARTER_TURNS.map((turn) => (
        <path
          key={turn}
          d={SPOKES_QUARTER_PATH}
          transform={turn ? `rotate(${turn} 200 200)` : undefined}
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.14"
          strokeWidth="1.25"
        />
      ))}
      <circle cx="200" cy="200" r="34" className="fill-primary" fillOpacity="0.9" />
      <circle cx="214" cy="186" r="9" fill="white" fillOpacity="0.85" />
      <circle
        cx="200"
        cy="200"
        r="190"
        fill="none"
        stroke="var(--color-accent)"
        strokeOpacity="0.55"
        strokeWidth="1.5"
        strokeDasharray="2 10"
      />
    </svg>
  );
}
