import { brandColors } from '@/lib/brand-colors';

const RINGS = [
  { r: 190, opacity: 0.12, width: 1.5 },
  { r: 158, opacity: 0.18, width: 1.5 },
  { r: 124, opacity: 0.26, width: 2 },
  { r: 92, opacity: 0.36, width: 2.5 },
  { r: 62, opacity: 0.5, width: 2.5 },
] as const;

const SPOKES = Array.from({ length: 36 }, (_, index) => index * 10);

/** The heroes' iris motif in plain SVG attributes, for images rendered by next/og (no CSS variables there). */
export function IrisRings({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 400 400">
      {RINGS.map((ring) => (
        <circle
          key={ring.r}
          cx="200"
          cy="200"
          r={ring.r}
          fill="none"
          stroke={brandColors.white}
          strokeOpacity={ring.opacity}
          strokeWidth={ring.width}
        />
      ))}
      {SPOKES.map((angle) => (
        <line
          key={angle}
          x1="200"
          y1="138"
          x2="200"
          y2="76"
          stroke={brandColors.white}
          strokeOpacity="0.16"
          strokeWidth="1.5"
          transform={`rotate(${angle} 200 200)`}
        />
      ))}
      <circle cx="200" cy="200" r="34" fill={brandColors.white} fillOpacity="0.95" />
      <circle cx="200" cy="200" r="18" fill={brandColors.primaryStrong} />
      <circle cx="210" cy="190" r="6" fill={brandColors.accent} />
      <circle
        cx="200"
        cy="200"
        r="190"
        fill="none"
        stroke={brandColors.accent}
        strokeOpacity="0.8"
        strokeWidth="2"
        strokeDasharray="2 10"
      />
    </svg>
  );
}
