import { Siren } from 'lucide-react';
import { mainPhoneDisplay, mainPhoneHref } from '@/content/actions';
import { urgencyBanner } from '@/content/contact';

/** Urgencies outside consultation hours: phone directly. */
export function UrgencyBanner() {
  return (
    <aside aria-labelledby="urgencias" className="flex gap-4 rounded-card border border-accent/50 bg-accent-soft p-5 sm:p-6">
      <Siren aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-foreground" />
      <div>
        <h2 id="urgencias" className="text-lg font-semibold text-ink">
          {urgencyBanner.title}
        </h2>
        <p className="mt-1 text-ink">{urgencyBanner.text}</p>
        <a href={mainPhoneHref} className="mt-2 inline-flex min-h-11 items-center text-lg font-semibold text-primary underline underline-offset-4">
          {mainPhoneDisplay}
        </a>
      </div>
    </aside>
  );
}
