import { licenceRegistryIn } from '@/content/credentials';
import type { TimelineEntry } from '@/content/types';
import { LicenceNumber } from '../credentials/licence-number';
import type { Locale } from '@/lib/locale';
import { TextLink } from '../ui/text-link';

/** About: the doctor's training and career as an ordered timeline. */
export function Timeline({
  entries,
  locale,
}: {
  entries: readonly TimelineEntry[];
  locale: Locale;
}) {
  return (
    <div className="mx-auto max-w-3xl">
      <ol className="relative space-y-8 border-l-2 border-primary/20 pl-8 sm:pl-10">
        {entries.map((entry) => (
          <li key={entry.year} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-primary ring-2 ring-primary/25 sm:-left-[3.1rem]"
            />
            <p className="text-sm font-semibold tracking-wide text-accent-foreground">
              {entry.year}
            </p>
            <h3 className="mt-1 text-xl">{entry.title}</h3>
            <p className="mt-1 font-medium text-primary">{entry.institution}</p>
            {entry.description ? <p className="mt-2 text-muted">{entry.description}</p> : null}
            {entry.licence ? (
              <p className="mt-1 text-sm text-ink">
                {entry.licence.label}{' '}
                <LicenceNumber
                  number={entry.licence.number}
                  className="underline"
                  locale={locale}
                />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {entries.some((entry) => entry.licence) ? (
        <p className="mt-8 text-sm text-muted">
          <TextLink href={licenceRegistryIn[locale].url} external={locale} className="underline">
            {licenceRegistryIn[locale].verifyNote}
          </TextLink>
        </p>
      ) : null}
    </div>
  );
}
