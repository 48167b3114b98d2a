import { printable } from '../lib/printable.mjs';
import { withEditorPlace } from './facts/editor-place';
import type { Locale, PerLocale } from '@/lib/locale';
import { FactsError, preguntas, preguntasSource } from './facts/load';
import { serviceFiles } from './facts/load-services';
import { preguntasSchema, SERVICE_PAGE_PLACE } from './facts/schema';
import { fillTokens } from './facts/tokens';
import { tokenValuesIn } from './text-tokens';

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
          preguntasSource,
          ['faqs', index, 'shownOn'],
        ),
      ),
  );
  if (problems.length > 0) throw new FactsError(problems);
}
checkServicePlaces();

/**
 * Every question of content/preguntas.yml in a language, marks filled with that language's values,
 * with the pages that show it. A question shows in English only with both its English question and
 * its English answer: without them it is left out of the English pages (never a gap). General
 * information only: each case is assessed in consultation.
 */
function questionsOf(locale: Locale) {
  const values = tokenValuesIn[locale];
  const where = (index: number, field: string) =>
    `preguntas.yml: faqs[${index}].${field}${locale === 'es' ? '' : `.${locale}`}`;
  return preguntasSource.faqs.flatMap((faq, index) => {
    const question = faq.question[locale];
    const answer = faq.answer[locale];
    if (!question || !answer || answer.length === 0) return [];
    return [
      {
        shownOn: faq.shownOn,
        question: fillTokens(question, values, where(index, 'question')),
        answer: answer.map((paragraph, p) =>
          fillTokens(paragraph, values, `${where(index, 'answer')}[${p}]`),
        ),
      },
    ];
  });
}
const questionsIn = { es: questionsOf('es'), en: questionsOf('en') } as const;

/** Numbers a page's questions in their order: the anchors of its section. */
export const numbered = (items: readonly Omit<FaqItem, 'id'>[]): FaqItem[] =>
  items.map((item, index) => ({ ...item, id: `pregunta-${index + 1}` }));

/** The questions a page shows in a language ("servicios", "contacto", "servicios/<slug>"), in the file's order. */
export function faqsIn(locale: Locale, place: string): Omit<FaqItem, 'id'>[] {
  return questionsIn[locale]
    .filter((item) => item.shownOn.includes(place))
    .map(({ question, answer }) => ({ question, answer }));
}

/** The questions a page shows in Spanish. */
export const faqsShownOn = (place: string) => faqsIn('es', place);

/** The place of a service's page among a question's places. */
export const servicePlace = (slug: string) => `${SERVICE_PAGE_PLACE}${slug}`;

export const servicesFaqIn: PerLocale<FaqSectionContent> = {
  es: {
    eyebrow: 'Antes de tu cita',
    title: 'Preguntas Frecuentes',
    intro:
      'Respuestas generales a lo que más me preguntan. Cada caso es distinto: en consulta revisamos el tuyo con calma.',
    items: numbered(faqsIn('es', 'servicios')),
  },
  en: {
    eyebrow: 'Before your appointment',
    title: 'Frequently Asked Questions',
    intro:
      'General answers to what patients ask me most. Every case is different: at your visit we go over yours calmly.',
    items: numbered(faqsIn('en', 'servicios')),
  },
};
export const servicesFaq = servicesFaqIn.es;

export const contactFaqIn: PerLocale<FaqSectionContent> = {
  es: {
    eyebrow: 'Antes de agendar',
    title: 'Preguntas Frecuentes',
    intro: 'Lo esencial para tu primera visita.',
    items: numbered(faqsIn('es', 'contacto')),
  },
  en: {
    eyebrow: 'Before you book',
    title: 'Frequently Asked Questions',
    intro: 'The essentials for your first visit.',
    items: numbered(faqsIn('en', 'contacto')),
  },
};
export const contactFaq = contactFaqIn.es;
