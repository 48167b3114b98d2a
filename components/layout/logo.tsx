import { practiceIn } from '@/content/practice';
import { LOCALE_ROOT, type Locale } from '@/lib/locale';

/** Monogram and name; links to the home page of the page's language. */
export function Logo({ locale }: { locale: Locale }) {
  const practice = practiceIn[locale];
  return (
    <a href={LOCALE_ROOT[locale]} className="group flex min-h-11 items-center gap-3 rounded-lg">
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold tracking-wide text-primary-foreground ring-4 ring-primary-soft"
      >
        {practice.doctor.monogram}
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-base font-semibold text-ink group-hover:text-primary">
          {practice.brand}
        </span>
        <span className="text-xs font-medium text-muted">{practice.doctor.title}</span>
      </span>
    </a>
  );
}
