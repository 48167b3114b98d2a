import { brandColors } from '@/lib/brand-colors';
import type { AppIconSpec } from '@/lib/app-icons';

/**
 * The site's icon (an iris: deep teal, white pupil ring, gold highlight), as in
 * public/icon.svg, rendered to PNG by next/og. A square icon fills the canvas and
 * keeps the iris inside the 80 % safe zone that iOS and maskable icons crop to.
 */
export function AppIcon({ icon }: { icon: AppIconSpec }) {
  const square = icon.shape === 'square';
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: square ? brandColors.primary : 'transparent',
      }}
    >
      <svg width={icon.size} height={icon.size} viewBox={square ? '-8 -8 80 80' : '0 0 64 64'}>
        <circle cx="32" cy="32" r="32" fill={brandColors.primary} />
        <circle
          cx="32"
          cy="32"
          r="19"
          fill="none"
          stroke={brandColors.white}
          strokeOpacity="0.55"
          strokeWidth="3"
        />
        <circle cx="32" cy="32" r="10" fill={brandColors.white} />
        <circle cx="35.5" cy="28.5" r="3" fill={brandColors.accent} />
      </svg>
    </div>
  );
}
