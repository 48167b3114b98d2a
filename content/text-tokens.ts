import type { Locale, PerLocale } from '@/lib/locale';
import { formatPhone } from '@/lib/phone-format';
import { mainPhoneDisplay } from './actions';
import { consultorioIn } from './facts/load';
import type { PracticeFacts } from './facts/schema';
import { practice } from './practice';
import { visitIn } from './visit';

/**
 * The marks the practice may write in its texts (content/preguntas.yml, content/servicios/*.md),
 * each filled from the facts in the text's language: "{hospital.ciudad}" → the hospital's town,
 * "{cancelacion}" → the cancellation policy in Spanish or in English. A mark is the same word in
 * both languages' texts; only its value changes.
 */
const [hospital, unit] = practice.practices;

/** Values of the marks the texts may use ({hospital.ciudad} …), all from the facts, in one language. */
function tokenValuesOf(locale: Locale) {
  const facts = consultorioIn[locale];
  const [hospitalFacts, unitFacts] = facts.practices as [PracticeFacts, PracticeFacts];
  const visit = visitIn[locale];
  return {
    doctor: practice.doctor.name,
    telefono: mainPhoneDisplay,
    whatsapp: formatPhone(practice.phones.whatsapp),
    correo: practice.email,
    estado: facts.region.state,
    'hospital.nombre': hospital.name,
    'hospital.ciudad': hospital.town,
    'unidad.nombre': unit.name,
    'unidad.ciudad': unit.town,
    // Before a visit (the same facts as the "Antes de tu visita" section of /contacto).
    costo: visit.feeText,
    pagos: visit.paymentText,
    factura: visit.invoiceText,
    seguros: visit.insuranceText,
    aseguradoras: visit.insurersText,
    cancelacion: facts.visit.cancellation,
    zona: facts.region.timeLabel,
    'horario.hospital': visit.doctorHoursText(hospitalFacts),
    'horario.unidad': visit.doctorHoursText(unitFacts),
    'accesibilidad.hospital': visit.accessibilityText(hospitalFacts),
    'accesibilidad.unidad': visit.accessibilityText(unitFacts),
  };
}

export type TokenValuesOf = ReturnType<typeof tokenValuesOf>;

/** The marks' values in each language. */
export const tokenValuesIn: PerLocale<TokenValuesOf> = {
  es: tokenValuesOf('es'),
  en: tokenValuesOf('en'),
};
/** The marks' values in Spanish. */
export const tokenValues = tokenValuesIn.es;
