import { Siren } from '@/components/ui/lucide';
import { emergencyHref, mainPhoneHref } from '@/lib/practice-links';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

interface ServiceUrgentNoteProps {
  title: string;
  /** The service's own urgent signs (its file's urgentSigns). */
  signs: string;
  /** The site's urgency lines (content/urgency.ts): call directly, else emergency services. */
  text: string;
  fallback: string;
  emergencyNumber: string;
  /** The main phone as the page's language writes it. */
  phone: string;
}

/** On the pages of urgent conditions: the signs that cannot wait, the phone, and 911 when nobody answers. */
export function ServiceUrgentNote({
  title,
  signs,
  text,
  fallback,
  emergencyNumber,
  phone,
}: ServiceUrgentNoteProps) {
  return (
    <aside
      aria-labelledby="urgente-titulo"
      className="flex gap-4 rounded-card border border-accent/50 bg-accent-soft p-5 sm:p-6"
    >
      <Siren aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-foreground" />
      <div className="text-ink">
        <h2 id="urgente-titulo" className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1">{signs}</p>
        <p className="mt-1">{text}</p>
        <a
          href={mainPhoneHref}
          className={`inline-flex min-h-11 items-center text-lg ${linkClass}`}
        >
          {phone}
        </a>
        <p>
          {fallback}{' '}
          <a
            href={emergencyHref}
            className={`-mx-1 inline-flex min-h-11 items-center px-1 ${linkClass}`}
          >
            {emergencyNumber}
          </a>
          .
        </p>
      </div>
    </aside>
  );
}
