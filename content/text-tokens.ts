import { formatPhone } from '@/lib/phone-format';
import { mainPhoneDisplay } from './actions';
import { consultorio } from './facts/load';
import type { PracticeFacts } from './facts/schema';
import { practice } from './practice';
import {
  accessibilityText,
  doctorHoursText,
  feeText,
  insuranceText,
  insurersText,
  invoiceText,
  paymentText,
} from './visit';

/**
 * The marks the practice may write in its texts (content/preguntas.yml, content/servicios/*.md),
 * each filled from the facts: "{hospital.ciudad}" → the hospital's town.
 */
const [hospital, unit] = practice.practices;
const [hospitalFacts, unitFacts] = consultorio.practices as [PracticeFacts, PracticeFacts];

/** Values of the marks the FAQs may use ({hospital.ciudad} …), all from the facts. */
export const tokenValues = {
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
