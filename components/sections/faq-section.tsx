import { ChevronDown } from '@/components/ui/lucide';
import type { FaqSectionContent } from '@/content/faqs';
import { Section, SectionHeading } from '../ui/section';

// One element for every question: the flight data carries it once (see check-list.tsx).
const OPEN_CHEVRON = <ChevronDown className="size-5" strokeWidth={2.25} />;

/** Patients' questions as native <details>: they open and close without JavaScript. */
export function FaqSection({
  faq,
  id = 'preguntas-frecuentes',
  tone = 'white',
}: {
  faq: FaqSectionContent;
  id?: string;
  tone?: 'white' | 'surface';
}) {
  // A page no question chooses shows no section (content/preguntas.yml, «Dónde se muestra»).
  if (faq.items.length === 0) return null;
  const headingId = `${id}-titulo`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="scroll-mt-16">
      <SectionHeading id={headingId} eyebrow={faq.eyebrow} title={faq.title} intro={faq.intro} />
      <div className="mx-auto max-w-3xl divide-y divide-line border-y border-line">
        {faq.items.map((item) => (
          <details key={item.id} id={`${id}-${item.id}`} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-6 py-5 text-left rounded-lg text-lg font-semibold text-ink transition-colors group-open:text-primary hover:text-primary [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary transition-transform duration-200 group-open:rotate-180"
              >
                {OPEN_CHEVRON}
              </span>
            </summary>
            <div className="max-w-prose space-y-3 pb-6 text-muted">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
