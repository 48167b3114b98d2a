import { MapPin, Stethoscope } from '@/components/ui/lucide';
import type { ProfileLink } from '@/content/profiles';

const svg = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  className: 'size-4 shrink-0',
} as const;

/** Facebook's "f", drawn in currentColor (lucide 1.x ships no brand marks). */
function FacebookIcon() {
  return (
    <svg {...svg} fill="currentColor">
      <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2A21 21 0 0 0 14.7 2C12.3 2 10.7 3.4 10.7 6.1v2.4H8V12h2.7v10H14V12h2.7l.4-3.5H14Z" />
    </svg>
  );
}

/** Instagram's camera outline. */
function InstagramIcon() {
  return (
    <svg {...svg} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </svg>
  );
}

/** The icon beside a profile link: brand marks where they are simple, neutral icons otherwise. */
export function ProfileIcon({ id }: { id: ProfileLink['id'] }) {
  if (id === 'facebook') return <FacebookIcon />;
  if (id === 'instagram') return <InstagramIcon />;
  if (id === 'doctoralia') return <Stethoscope aria-hidden="true" className="size-4 shrink-0" />;
  return <MapPin aria-hidden="true" className="size-4 shrink-0" />;
}
