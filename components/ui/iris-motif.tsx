import { cn } from '@/lib/cn';

const RINGS = [
  { r: 190, opacity: 0.1, width: 1 },
  { r: 158, opacity: 0.16, width: 1 },
  { r: 124, opacity: 0.24, width: 1.5 },
  { r: 92, opacity: 0.34, width: 2 },
  { r: 62, opacity: 0.5, width: 2 },
] as const;

const CENTER = 200;
const SPOKE_FROM = 62;
const SPOKE_TO = 124;
const coordinate = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The iris's 36 radial spokes, every 10 degrees, as the segments of one path: one element to
 * parse, style, lay out, paint and hydrate instead of 36 rotated lines (the hero is in the first
 * frame of every page).
 */
export const SPOKES_PATH = Array.from({ length: 36 }, (_, index) => {
  const angle = (index * 10 * Math.PI) / 180;
  const point = (radius: number) =>
    `${coordinate(CENTER + radius * Math.sin(angle))} ${coordinate(CENTER - radius * Math.cos(angle))}`;
  return `M${point(SPOKE_FROM)}L${point(SPOKE_TO)}`;
}).join('');

/** Decorative concentric rings of an iris: the heroes' only imagery. */
export function IrisMotif({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" focusable="false" className={cn('text-primary', className)}>
      {RINGS.map((ring) => (
        <circle key={ring.r} cx="200" cy="200" r={ring.r} fill="none" stroke="currentColor" strokeOpacity={ring.opacity} strokeWidth={ring.width} />
      ))}
      <path d={SPOKES_PATH} fill="none" stroke="currentColor" strokeOpacity="0.14" strokeWidth="1.25" />
      <circle cx="200" cy="200" r="34" className="fill-primary" fillOpacity="0.9" />
      <circle cx="214" cy="186" r="9" fill="white" fillOpacity="0.85" />
      <circle cx="200" cy="200" r="190" fill="none" stroke="var(--color-accent)" strokeOpacity="0.55" strokeWidth="1.5" strokeDasharray="2 10" />
    </svg>
  );
}
