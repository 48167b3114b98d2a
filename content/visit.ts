import type { Locale, PerLocale } from '@/lib/locale';
import { consultorioIn } from './facts/load';
import type { PracticeFacts } from './facts/schema';
import { scheduleSentenceIn } from './facts/schedule';
import type { IconName } from './icon-names';

/**
 * "Antes de tu visita" on /contacto (and "Before your visit" on /en/contact/): what patients ask
 * before coming, composed from the facts in each language (consultorio.visit, each practice's
 * doctorHours and accessibility, region.timeLabel). The FAQs say the same through the {costo}
 * {pagos} {aseguradoras} {cancelacion} … marks (content/faqs.ts, content/text-tokens.ts).
 */

/** Lower-cases the first letter: "Efectivo" → "efectivo" (for lists inside a sentence). */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** ["a", "b", "c"] → "a, b y c" / "a, b, and c" (American English keeps the serial comma). */
export function joinListIn(items: readonly string[], locale: Locale): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1];
  if (locale === 'es') return `${items.slice(0, -1).join(', ')} y ${last}`;
  return items.length === 2
    ? `${items[0]} and ${last}`
    : `${items.slice(0, -1).join(', ')}, and ${last}`;
}
/** ["a", "b", "c"] → "a, b y c". */
export const joinList = (items: readonly string[]) => joinListIn(items, 'es');

const thousands = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** 900 → "$900 MXN" / "MX$900"; 1200 → "$1,200 MXN" / "MX$1,200". */
export const formatPesosIn = (amount: number, locale: Locale): string =>
  locale === 'es' ? `$${thousands(amount)} MXN` : `MX$${thousands(amount)}`;
/** 900 → "$900 MXN"; 1200 → "$1,200 MXN". */
export const formatPesos = (amount: number) => formatPesosIn(amount, 'es');

/** The sentences of the visit that do not come from the facts, per language. */
const WORDS = {
  es: {
    from: 'desde ',
    invoice:
      'Mi equipo emite tu factura (CFDI): pídela el día de tu consulta con tus datos fiscales.',
    noInvoice: 'Por ahora no emitimos factura (CFDI).',
    insurance:
      'Es un consultorio privado: pagas tu consulta directamente. Si tienes seguro de gastos médicos, tramitas el reembolso con tu aseguradora; te entrego la factura y el informe médico que te pida.',
    insurers: (list: string) =>
      `Aseguradoras aceptadas: ${list}. Al agendar, confirma con mi equipo qué cubre tu póliza.`,
    noInsurers: 'No tengo convenio directo con aseguradoras.',
    facilityHours: (place: PracticeFacts, hours: string) =>
      `Horario ${place.kind === 'hospital' ? 'del hospital' : 'de la unidad'}: ${hours}; yo consulto ahí solo los días indicados.`,
    elevator: ['elevador', 'sin elevador'],
    wheelchair: ['acceso para silla de ruedas', 'sin acceso para silla de ruedas'],
    companion:
      'Ven acompañado si en tu consulta te dilatarán las pupilas (la vista queda borrosa unas horas y no debes manejar) y el día de tu cirugía.',
    minors: 'Las niñas, niños y adolescentes vienen con su madre, padre o tutor.',
  },
  en: {
    from: 'from ',
    invoice:
      'My team issues your CFDI invoice (the Mexican tax receipt): ask for it on the day of your visit, with your tax details.',
    noInvoice: 'We do not issue CFDI invoices (Mexican tax receipts) at this time.',
    insurance:
      'This is a private practice: you pay for your visit directly. If you have health insurance, you file for reimbursement with your insurer; I give you the invoice and the medical report it asks for.',
    insurers: (list: string) =>
      `Insurers accepted: ${list}. When you book, check with my team what your policy covers.`,
    noInsurers: 'I have no direct billing agreements with insurers.',
    facilityHours: (place: PracticeFacts, hours: string) =>
      `${place.kind === 'hospital' ? 'Hospital' : 'Unit'} hours: ${hours}; I see patients there only on the days listed.`,
    elevator: ['elevator', 'no elevator'],
    wheelchair: ['wheelchair access', 'no wheelchair access'],
    companion:
      'Come with someone if your pupils will be dilated at your visit (your vision stays blurry for a few hours and you should not drive) and on the day of your surgery.',
    minors: 'Children and teenagers come with a parent or legal guardian.',
  },
} as const satisfies PerLocale<Record<string, unknown>>;

/** The visit's sentences composed from the facts in one language. */
function visitFacts(locale: Locale) {
  const { visit, region } = consultorioIn[locale];
  const words = WORDS[locale];
  const join = (items: readonly string[]) => joinListIn(items, locale);
  return {
    /** "desde $900 MXN" / "from MX$900" when the fee is a starting price; the amount alone when fixed. */
    feeText: `${visit.fee.from ? words.from : ''}${formatPesosIn(visit.fee.amount, locale)}`,
    /** "efectivo, tarjeta de débito o crédito y transferencia bancaria". */
    paymentText: join(visit.paymentMethods.map(lowerFirst)),
    invoiceText: visit.invoices ? words.invoice : words.noInvoice,
    insuranceText: words.insurance,
    insurersText:
      visit.insurers.length > 0 ? words.insurers(join(visit.insurers)) : words.noInsurers,
    cancellationText: visit.cancellation,
    timeLabel: region.timeLabel,
    /** "lunes y miércoles, 10:00 AM – 1:30 PM …; jueves, 10:00 AM – 12:30 PM (hora del Pacífico)": for a sentence. */
    doctorHoursText: (place: PracticeFacts) =>
      `${scheduleSentenceIn(place.doctorHours ?? place.openingHours, locale, true)} (${region.timeLabel})`,
    /** "Tepic · Hospital Santa Lucía: elevador, acceso para silla de ruedas y estacionamiento gratuito del hospital." */
    accessibilityText: (place: PracticeFacts) => {
      const { elevator, wheelchair, parking } = place.accessibility;
      const parts = [
        words.elevator[elevator ? 0 : 1],
        words.wheelchair[wheelchair ? 0 : 1],
        ...(parking ? [lowerFirst(parking)] : []),
      ];
      return `${place.address.town} · ${place.facility}: ${join(parts)}.`;
    },
    companionText: words.companion,
    minorsText: words.minors,
  };
}

export type VisitFacts = ReturnType<typeof visitFacts>;

/** The visit's sentences in each language. English is complete only where english-gaps.ts finds no gap. */
export const visitIn: PerLocale<VisitFacts> = { es: visitFacts('es'), en: visitFacts('en') };

export const {
  feeText,
  paymentText,
  invoiceText,
  insuranceText,
  insurersText,
  doctorHoursText,
  accessibilityText,
  companionText,
  minorsText,
} = visitIn.es;

export interface DoctorDays {
  id: string;
  place: string;
  /** When the doctor himself sees patients there (doctorHours, else the opening hours). */
  hours: string;
  /** The facility's own hours, when they differ from the doctor's. */
  facilityHours: string | null;
}

/** When the doctor sees patients at each practice, in a language. */
function doctorDaysOf(locale: Locale): DoctorDays[] {
  const { region, practices } = consultorioIn[locale];
  return practices.map((place) => ({
    id: place.id,
    place: `${place.address.town} · ${place.facility}`,
    hours: `${scheduleSentenceIn(place.doctorHours ?? place.openingHours, locale)} (${region.timeLabel}).`,
    facilityHours: place.doctorHours
      ? WORDS[locale].facilityHours(place, scheduleSentenceIn(place.openingHours, locale, true))
      : null,
  }));
}

export const doctorDaysIn: PerLocale<readonly DoctorDays[]> = {
  es: doctorDaysOf('es'),
  en: doctorDaysOf('en'),
};
export const doctorDays = doctorDaysIn.es;

export interface VisitCard {
  id: string;
  title: string;
  icon: IconName;
  lines: readonly string[];
}

export const visitSectionIn = {
  es: {
    eyebrow: 'Lo práctico',
    title: 'Antes de tu visita',
    intro: 'Costos, días de consulta y lo que conviene saber para llegar tranquilo.',
  },
  en: {
    eyebrow: 'Good to know',
    title: 'Before your visit',
    intro: 'Fees, office days and what helps you arrive at ease.',
  },
} as const satisfies PerLocale<Record<string, string>>;
export const visitSection = visitSectionIn.es;

/** Each card's title and the lines that are not the facts' own sentences, per language. */
const CARD_WORDS = {
  es: {
    fee: 'Costo y formas de pago',
    feeLine: (fee: string) => `Consulta: ${fee}.`,
    payLine: (methods: string) => `Puedes pagar con ${methods}.`,
    insurance: 'Seguros médicos',
    days: 'Cuándo consulto en cada lugar',
    accessibility: 'Accesibilidad',
    companions: 'Acompañantes',
    changes: 'Cancelar o cambiar tu cita',
  },
  en: {
    fee: 'Fees and payment',
    feeLine: (fee: string) => `Consultation: ${fee}.`,
    payLine: (methods: string) => `You can pay by ${methods}.`,
    insurance: 'Health insurance',
    days: 'When I see patients at each location',
    accessibility: 'Accessibility',
    companions: 'Companions',
    changes: 'Canceling or changing your appointment',
  },
} as const;

function visitCardsOf(locale: Locale): VisitCard[] {
  const text = visitIn[locale];
  const words = CARD_WORDS[locale];
  return [
    {
      id: 'costo',
      title: words.fee,
      icon: 'wallet',
      lines: [words.feeLine(text.feeText), words.payLine(text.paymentText), text.invoiceText],
    },
    {
      id: 'seguros',
      title: words.insurance,
      icon: 'shield-plus',
      lines: [text.insuranceText, text.insurersText],
    },
    {
      id: 'dias',
      title: words.days,
      icon: 'clock',
      lines: doctorDaysIn[locale].flatMap((day) => [
        `${day.place}: ${day.hours}`,
        ...(day.facilityHours ? [day.facilityHours] : []),
      ]),
    },
    {
      id: 'accesibilidad',
      title: words.accessibility,
      icon: 'accessibility',
      lines: consultorioIn[locale].practices.map(text.accessibilityText),
    },
    {
      id: 'acompanante',
      title: words.companions,
      icon: 'users',
      lines: [text.companionText, text.minorsText],
    },
    { id: 'cambios', title: words.changes, icon: 'calendar-check', lines: [text.cancellationText] },
  ];
}

export const visitCardsIn: PerLocale<readonly VisitCard[]> = {
  es: visitCardsOf('es'),
  en: visitCardsOf('en'),
};
export const visitCards = visitCardsIn.es;
