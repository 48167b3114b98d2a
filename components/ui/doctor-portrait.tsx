import { practiceIn } from '@/content/practice';
import type { Locale } from '@/lib/locale';
import { cn } from '@/lib/cn';
import type { PhotoSlotName } from '@/lib/photo-slots';
import { Photo } from './photo';

/** The doctor's portrait in its slot when the practice set one (content/photos.ts), otherwise a monogram. */
export function DoctorPortrait({
  className,
  slot,
  locale,
}: {
  className?: string;
  locale: Locale;
  slot: Extract<PhotoSlotName, 'homePortrait' | 'aboutPortrait'>;
}) {
  const { portrait, monogram } = practiceIn[locale].doctor;
  if (portrait)
    return (
      <Photo
        photo={portrait}
        slot={slot}
        className={cn('rounded-full object-cover shadow-lift ring-8 ring-primary-soft', className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lift ring-8 ring-primary-soft',
        className,
      )}
    >
      <span className="absolute inset-2 rounded-full border border-white/25" />
      <span className="absolute inset-5 rounded-full border border-dashed border-accent/60" />
      <span className="text-2xl font-semibold tracking-wider">{monogram}</span>
    </span>
  );
}
