import { philosophySectionIn } from '@/content/home';
import type { Locale } from '@/lib/locale';
import { Section } from '../ui/section';
import { CheckList } from './check-list';

/** Home: the care philosophy and the six areas of practice. */
export function Philosophy({ locale }: { locale: Locale }) {
  const philosophySection = philosophySectionIn[locale];
  return (
    <Section tone="surface" labelledBy="filosofia">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
            {philosophySection.eyebrow}
          </p>
          <h2 id="filosofia" className="text-3xl sm:text-4xl">
            {philosophySection.title}
          </h2>
          <div className="mt-6 max-w-prose space-y-4 text-lg text-muted">
            {philosophySection.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-card border border-line bg-white p-7 shadow-card sm:p-9">
          <h3 className="text-xl">{philosophySection.specializationsTitle}</h3>
          <CheckList
            items={philosophySection.specializations}
            className="mt-5 space-y-3 text-ink"
          />
        </div>
      </div>
    </Section>
  );
}
