import { Siren } from '@/components/ui/lucide';
import { phoneDisplayIn } from '@/content/actions';
import { urgencyBannerIn } from '@/content/urgency';
import type { Locale } from '@/lib/locale';
import { emergencyHref, mainPhoneHref } from '@/lib/practice-links';

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/** Urgencies outside consultation hours: phone directly; if nobody answers, emergency services; what to do meanwhile. */
export function UrgencyBanner({ locale }: { locale: Locale }) {
  const urgencyBanner = urgencyBannerIn[locale];
  return (
    <aside
      aria-labelledby="urgencias"
      className="flex gap-4 rounded-card border border-accent/50 bg-accent-soft p-5 sm:p-6"
    >
      <Siren aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-foreground" />
      <div>
        <h2 id="urgencias" className="text-lg font-semibold text-ink">
          {urgencyBanner.title}
        </h2>
        <p className="mt-1 text-ink">{urgencyBanner.text}</p>
        <a
          href={mainPhoneHref}
          className={`mt-1 inline-flex min-h-11 items-center text-lg ${linkClass}`}
        >
          {phoneDisplayIn[locale].main}
        </a>
        <p className="mt-1 text-ink">
          {urgencyBanner.fallback}{' '}
          <a
            href={emergencyHref}
            className={`-mx-1 inline-flex min-h-11 items-center px-1 ${linkClass}`}
          >
            {urgencyBanner.emergencyNumber}
          </a>
          .
        </p>
        <h3 className="mt-3 text-sm font-semibold text-ink">{urgencyBanner.meanwhileTitle}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink marker:text-accent-foreground">
          {urgencyBanner.meanwhile.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
