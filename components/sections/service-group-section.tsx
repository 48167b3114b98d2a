import type { ServiceGroup } from '@/content/types';
import type { Locale } from '@/lib/locale';
import { Section, SectionHeading } from '../ui/section';
import { ServiceCard } from './service-card';

/** Services page: one category (clinical, surgical or preventive) and its cards. */
export function ServiceGroupSection({
  group,
  tone,
  locale,
}: {
  group: ServiceGroup;
  locale: Locale;
  tone?: 'white' | 'surface';
}) {
  const columns = group.cards.length % 3 === 0 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2';
  return (
    <Section id={group.id} tone={tone} labelledBy={`${group.id}-titulo`}>
      <SectionHeading
        id={`${group.id}-titulo`}
        eyebrow={group.eyebrow}
        title={group.title}
        intro={group.intro}
        align="left"
      />
      <div className={`grid gap-5 ${columns}`}>
        {group.cards.map((card) => (
          <ServiceCard key={card.id} service={card} locale={locale} />
        ))}
      </div>
    </Section>
  );
}
