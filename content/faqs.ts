import { printable } from '../lib/printable.mjs';
import { withEditorPlace } from './facts/editor-place';
import { FactsError, preguntas } from './facts/load';
import { serviceFiles } from './facts/load-services';
import { preguntasSchema, SERVICE_PAGE_PLACE } from './facts/schema';
import { fillTokens } from './facts/tokens';
import { tokenValues } from './text-tokens';

/** A patient's question and a careful, general answer (one string per paragraph). */
export interface FaqItem {
  /** The question's anchor within its section: "pregunta-1", by its place on the page. */
  id: string;
  question: string;
  answer: readonly string[];
}

export interface FaqSectionContent {
  eyebrow: string;
  title: string;
  intro: string;
  items: readonly FaqItem[];
}

/**
 * A question shown on a service's page names a service that has one (a visible service): else it
 * would be shown on no page there.
 */
function checkServicePlaces(): void {
  const visible = serviceFiles
    .filter((service) => !service.data.hidden)
    .map((service) => service.slug);
  const problems = preguntas.faqs.flatMap((faq, index) =>
    faq.shownOn
      .filter(
        (place) =>
          place.startsWith(SERVICE_PAGE_PLACE) &&
          !visible.includes(place.slice(SERVICE_PAGE_PLACE.length)),
      )
      .map((place) =>
        withEditorPlace(
          `preguntas.yml: faqs[${index}].shownOn: ${printable(place, "'")} no es la página de un servicio visible (${visible.join(', ')})`,
          preguntasSchema,
          preguntas,
          ['faqs', index, 'shownOn'],
        ),
      ),
  );
  if (problems.length > 0) throw new FactsError(problems);
}
checkServicePlaces();

/** Every question of content/preguntas.yml, marks filled, with the pages that show it. General information only: each case is assessed in consultation. */
const questions = preguntas.faqs.map((faq, index) => ({
  shownOn: faq.shownOn,
  question: fillTokens(faq.question, tokenValues, `preguntas.yml: faqs[${index}].question`),
  answer: faq.answer.map((paragraph, p) =>
    fillTokens(paragraph, tokenValues, `preguntas.yml: faqs[${index}].answer[${p}]`),
  ),
}));

/** Numbers a page's questions in their order: the anchors of its section. */
export const numbered = (items: readonly Omit<FaqItem, 'id'>[]): FaqItem[] =>
  items.map((item, index) => ({ ...item, id: `pregunta-${index + 1}` }));

/** The questions a page shows ("servicios", "contacto", "servicios/<slug>"), in the file's order. */
export function faqsShownOn(place: string): Omit<FaqItem, 'id'>[] {
  return questions
    .filter((item) => item.shownOn.includes(place))
    .map(({ question, answer }) => ({ question, answer }));
}

/** The place of a service's page among a question's places. */
export const servicePlace = (slug: string) => `${SERVICE_PAGE_PLACE}${slug}`;

export const servicesFaq: FaqSectionContent = {
  eyebrow: 'Antes de tu cita',
  title: 'Preguntas Frecuentes',
  intro:
    'Respuestas generales a lo que más me preguntan. Cada caso es distinto: en consulta revisamos el tuyo con calma.',
  items: numbered(faqsShownOn('servicios')),
};

export const contactFaq: FaqSectionContent = {
  eyebrow: 'Antes de agendar',
  title: 'Preguntas Frecuentes',
  intro: 'Lo esencial para tu primera visita.',
  items: numbered(faqsShownOn('contacto')),
};
