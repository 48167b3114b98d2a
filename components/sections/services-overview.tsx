import type { ServiceGroup } from '@/content/types';
import { Card } from '../ui/card';
import { IconBadge } from '../ui/icon';
import { Section, SectionHeading } from '../ui/section';
import { CheckList } from './check-list';

interface ServicesOverviewProps {
  heading: { eyebrow: string; title: string; intro: string };
  groups: readonly ServiceGroup[];
}

const groupIcons = {
  clinicos: 'stethoscope',
  quirurgicos: 'eye',
  preventivos: 'shield-plus',
} as const;

/** Home: the three service categories with their services as bullets. */
export function ServicesOverview({ heading, groups }: ServicesOverviewProps) {
  return (
    <Section labelledBy="servicios-resumen">
      <SectionHeading id="servicios-resumen" {...heading} />
      <div className="grid gap-5 lg:grid-cols-3">
        {groups.map((group) => (
          <Card key={group.id} as="article" className="flex flex-col gap-5">
            <IconBadge name={groupIcons[group.id]} />
            <div>
              <h3 className="text-xl">{group.eyebrow}</h3>
              <p className="mt-2 text-muted">{group.intro}</p>
            </div>
            <CheckList items={group.cards.map((card) => card.title)} className="text-[0.975rem]" />
          </Card>
        ))}
      </div>
    </Section>
  );
}
