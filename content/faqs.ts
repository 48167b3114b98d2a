import { formatPhone } from '@/lib/phone-format';
import { mainPhoneDisplay } from './actions';
import { consultorio, preguntas } from './facts/load';
import type { PracticeFacts } from './facts/schema';
import { fillTokens } from './facts/tokens';
import { practice } from './practice';
import { accessibilityText, doctorHoursText, feeText, insuranceText, insurersText, invoiceText, paymentText } from './visit';

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

const [hospital, unit] = practice.practices;
const [hospitalFacts, unitFacts] = consultorio.practices as [PracticeFacts, PracticeFacts];

/** Values of the marks the FAQs may use ({hospital.ciudad} …), all from the facts. */
const tokenValues = {
  doctor: practice.doctor.name,
  telefono: mainPhoneDisplay,
  whatsapp: formatPhone(practice.phones.whatsapp),
  correo: practice.email,
  estado: consultorio.region.state,
  'hospital.nombre': hospital.name,
  'hospital.ciudad': hospital.town,
  'unidad.nombre': unit.name,
  'unidad.ciudad': unit.town,
  // Before a visit (the same facts as the "Antes de tu visita" section of /contacto).
  costo: feeText,
  pagos: paymentText,
  factura: invoiceText,
  seguros: insuranceText,
  aseguradoras: insurersText,
  cancelacion: consultorio.visit.cancellation,
  zona: consultorio.region.timeLabel,
  'horario.hospital': doctorHoursText(hospitalFacts),
  'horario.unidad': doctorHoursText(unitFacts),
  'accesibilidad.hospital': accessibilityText(hospitalFacts),
  'accesibilidad.unidad': accessibilityText(unitFacts),
};

/** Every question, by id, from content/preguntas.yml. General information only: each case is assessed in consultation. */
const faqById = new Map<string, FaqItem>(
  preguntas.faqs.map((faq, index) => [
    faq.id,
    {
      id: faq.id,
      question: fillTokens(faq.question, tokenValues, `preguntas.yml: faqs[${index}].question`),
      answer: faq.answer.map((paragraph, p) => fillTokens(paragraph, tokenValues, `preguntas.yml: faqs[${index}].answer[${p}]`)),
    },
  ]),
);

/** The FAQ with this id; a section that names a missing one fails the build. */
function faq(id: string): FaqItem {
  const item = faqById.get(id);
  if (!item) throw new Error(`content/preguntas.yml: falta la pregunta con id '${id}', que muestra el sitio`);
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
  intro: 'Respuestas generales a lo que más me preguntan. Cada caso es distinto: en consulta revisamos el tuyo con calma.',
  items: [faqs.firstVisit, faqs.whatToBring, faqs.whichPractice, faqs.doctorDays, faqs.cataract, faqs.lasik, faqs.companion, faqs.children, faqs.checkups, faqs.urgency, faqs.payment],
};

export const contactFaq: FaqSectionContent = {
  eyebrow: 'Antes de agendar',
  title: 'Preguntas Frecuentes',
  intro: 'Lo esencial para tu primera visita.',
  items: [faqs.confirmation, faqs.changeAppointment, faqs.whatToBring, faqs.companion, faqs.accessibility, faqs.urgency, faqs.payment],
};
