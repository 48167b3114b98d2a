import { practice } from '@/content/practice';
import { cn } from '@/lib/cn';

/** The doctor's portrait when public/ has one (content/practice.ts), otherwise a monogram. */
export function DoctorPortrait({ className }: { className?: string }) {
  const { portrait, monogram, name } = practice.doctor;
  if (portrait) {
    return (
      // A plain img: the export has no image optimizer, and width/height keep the layout still.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={portrait.src} width={portrait.width} height={portrait.height} alt={`Retrato del ${name}`} className={cn('rounded-full object-cover', className)} />
    );
  }
  return (
    <span aria-hidden="true" className={cn('relative flex items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lift ring-8 ring-primary-soft', className)}>
      <span className="absolute inset-2 rounded-full border border-white/25" />
      <span className="absolute inset-5 rounded-full border border-dashed border-accent/60" />
      <span className="text-2xl font-semibold tracking-wider">{monogram}</span>
    </span>
  );
}
