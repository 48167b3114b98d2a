import type { VisitCard } from '@/content/visit';
import { Card } from '../ui/card';
import { IconBadge } from '../ui/icon';
import { Section, SectionHeading } from '../ui/section';

interface BeforeVisitProps {
  heading: { eyebrow: string; title: string; intro: string };
  cards: readonly VisitCard[];
}

/** /contacto: fee, payment, insurers, the doctor's days, accessibility, companions and changes, before a first visit. */
export function BeforeVisit({ heading, cards }: BeforeVisitProps) {
  return (
    <Section
      id="antes-de-tu-visita"
      labelledBy="antes-de-tu-visita-titulo"
      className="scroll-mt-16"
    >
      <SectionHeading id="antes-de-tu-visita-titulo" {...heading} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <Card as="li" key={card.id} className="flex flex-col gap-4">
            <div className="flex items-center gap-3">
              <IconBadge name={card.icon} />
              <h3 className="text-lg">{card.title}</h3>
            </div>
            <div className="space-y-2 text-[0.95rem] text-muted">
              {card.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
