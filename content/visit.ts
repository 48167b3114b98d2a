import { consultorio } from './facts/load';
import type { PracticeFacts } from './facts/schema';
import { formatSchedule } from './facts/schedule';
import type { IconName } from './icon-names';

/**
 * "Antes de tu visita" on /contacto: what patients ask before coming, composed from the facts
 * (consultorio.visit, each practice's doctorHours and accessibility, region.timeLabel). The FAQs
 * say the same through the {costo} {pagos} {aseguradoras} {cancelacion} … marks (content/faqs.ts).
 */

const { visit, region, practices } = consultorio;

/** Lower-cases the first letter: "Efectivo" → "efectivo" (for lists inside a sentence). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** ["a", "b", "c"] → "a, b y c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

/** 900 → "$900 MXN"; 1200 → "$1,200 MXN". */
export function formatPesos(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} MXN`;
}

/** "desde $900 MXN" when the fee is a starting price, "$900 MXN" when fixed. */
export const feeText = `${visit.fee.from ? 'desde ' : ''}${formatPesos(visit.fee.amount)}`;

/** "efectivo, tarjeta de débito o crédito y transferencia bancaria". */
export const paymentText = joinList(visit.paymentMethods.map(lowerFirst));

export const invoiceText = visit.invoices
  ? 'Mi equipo emite tu factura (CFDI): pídela el día de tu consulta con tus datos fiscales.'
  : 'Por ahora no emitimos factura (CFDI).';

export const insuranceText =
  'Es un consultorio privado: pagas tu consulta directamente. Si tienes seguro de gastos médicos, tramitas el reembolso con tu aseguradora; te entrego la factura y el informe médico que te pida.';

export const insurersText =
  visit.insurers.length > 0
    ? `Aseguradoras aceptadas: ${joinList(visit.insurers)}. Al agendar, confirma con mi equipo qué cubre tu póliza.`
    : 'No tengo convenio directo con aseguradoras.';

/** "Lunes y miércoles, 10:00 AM – 1:30 PM y 5:00 PM – 7:30 PM; jueves, 10:00 AM – 12:30 PM". */
function scheduleText(windows: PracticeFacts['openingHours']): string {
  return formatSchedule(windows)
    .map((line, index) => `${index === 0 ? line.days : lowerFirst(line.days)}, ${line.hours}`)
    .join('; ');
}

export interface DoctorDays {
  id: string;
  place: string;
  /** When the doctor himself sees patients there (doctorHours, else the opening hours). */
  hours: string;
  /** The facility's own hours, when they differ from the doctor's. */
  facilityHours: string | null;
}

/** "lunes y miércoles, 10:00 AM – 1:30 PM …; jueves, 10:00 AM – 12:30 PM (hora del Pacífico)": for a sentence. */
export function doctorHoursText(place: PracticeFacts): string {
  return `${lowerFirst(scheduleText(place.doctorHours ?? place.openingHours))} (${region.timeLabel})`;
}

export const doctorDays: readonly DoctorDays[] = practices.map((place) => ({
  id: place.id,
  place: `${place.address.town} · ${place.facility}`,
  hours: `${scheduleText(place.doctorHours ?? place.openingHours)} (${region.timeLabel}).`,
  facilityHours: place.doctorHours
    ? `Horario ${place.kind === 'hospital' ? 'del hospital' : 'de la unidad'}: ${lowerFirst(scheduleText(place.openingHours))}; yo consulto ahí solo los días indicados.`
    : null,
}));

/** "Tepic · Hospital Santa Lucía: elevador, acceso para silla de ruedas y estacionamiento gratuito del hospital." */
export function accessibilityText(place: PracticeFacts): string {
  const { elevator, wheelchair, parking } = place.accessibility;
  const parts = [
    elevator ? 'elevador' : 'sin elevador',
    wheelchair ? 'acceso para silla de ruedas' : 'sin acceso para silla de ruedas',
    ...(parking ? [lowerFirst(parking)] : []),
  ];
  return `${place.address.town} · ${place.facility}: ${joinList(parts)}.`;
}

export const companionText =
  'Ven acompañado si en tu consulta te dilatarán las pupilas (la vista queda borrosa unas horas y no debes manejar) y el día de tu cirugía.';
export const minorsText = 'Las niñas, niños y adolescentes vienen con su madre, padre o tutor.';

export interface VisitCard {
  id: string;
  title: string;
  icon: IconName;
  lines: readonly string[];
}

export const visitSection = {
  eyebrow: 'Lo práctico',
  title: 'Antes de tu visita',
  intro: 'Costos, días de consulta y lo que conviene saber para llegar tranquilo.',
} as const;

export const visitCards: readonly VisitCard[] = [
  {
    id: 'costo',
    title: 'Costo y formas de pago',
    icon: 'wallet',
    lines: [`Consulta: ${feeText}.`, `Puedes pagar con ${paymentText}.`, invoiceText],
  },
  {
    id: 'seguros',
    title: 'Seguros médicos',
    icon: 'shield-plus',
    lines: [insuranceText, insurersText],
  },
  {
    id: 'dias',
    title: 'Cuándo consulto en cada lugar',
    icon: 'clock',
    lines: doctorDays.flatMap((day) => [
      `${day.place}: ${day.hours}`,
      ...(day.facilityHours ? [day.facilityHours] : []),
    ]),
  },
  {
    id: 'accesibilidad',
    title: 'Accesibilidad',
    icon: 'accessibility',
    lines: practices.map(accessibilityText),
  },
  {
    id: 'acompanante',
    title: 'Acompañantes',
    icon: 'users',
    lines: [companionText, minorsText],
  },
  {
    id: 'cambios',
    title: 'Cancelar o cambiar tu cita',
    icon: 'calendar-check',
    lines: [visit.cancellation],
  },
];
