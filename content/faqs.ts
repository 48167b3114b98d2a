import { preguntas } from './facts/load';
import { fillTokens } from './facts/tokens';
import { tokenValues } from './text-tokens';

/** A patient's question and a careful, general answer (one string per paragraph). */
export interface FaqItem {
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

/** Every question, by id, from content/preguntas.yml. General information only: each case is assessed in consultation. */
const faqById = new Map<string, FaqItem>(
  preguntas.faqs.map((faq, index) => [
    faq.id,
    {
      id: faq.id,
      question: fillTokens(faq.question, tokenValues, `preguntas.yml: faqs[${index}].question`),
      answer: faq.answer.map((paragraph, p) =>
        fillTokens(paragraph, tokenValues, `preguntas.yml: faqs[${index}].answer[${p}]`),
      ),
    },
  ]),
);

/** The FAQ with this id; a section (or a service's sharedFaqs, naming its file as `where`) that names a missing one fails the build. */
export function faq(id: string, where = 'content/preguntas.yml'): FaqItem {
  const item = faqById.get(id);
  if (!item)
    throw new Error(
      `${where}: falta la pregunta con id '${id}' en content/preguntas.yml (${[...faqById.keys()].join(', ')})`,
    );
  return item;
}

const faqs = {
  firstVisit: faq('primera-consulta'),
  whatToBring: faq('que-llevar'),
  whichPractice: faq('que-consultorio'),
  cataract: faq('catarata-duracion'),
  lasik: faq('lasik-duracion'),
  companion: faq('acompanante'),
  children: faq('ninos-primer-examen'),
  checkups: faq('cada-cuanto'),
  urgency: faq('urgencias'),
  payment: faq('pagos-seguros'),
  confirmation: faq('confirmar-cita'),
  changeAppointment: faq('cambiar-cita'),
  doctorDays: faq('dias-consulta'),
  accessibility: faq('accesibilidad'),
};

export const servicesFaq: FaqSectionContent = {
  eyebrow: 'Antes de tu cita',
  title: 'Preguntas Frecuentes',
  intro:
    'Respuestas generales a lo que más me preguntan. Cada caso es distinto: en consulta revisamos el tuyo con calma.',
  items: [faqs.firstVisit, faqs.whatToBring, faqs.whichPractice, faqs.urgency, faqs.payment],
};

export const contactFaq: FaqSectionContent = {
  eyebrow: 'Antes de agendar',
  title: 'Preguntas Frecuentes',
  intro: 'Lo esencial para tu primera visita.',
  items: [
    faqs.confirmation,
    faqs.changeAppointment,
    faqs.whatToBring,
    faqs.companion,
    faqs.accessibility,
    faqs.urgency,
    faqs.payment,
  ],
};
