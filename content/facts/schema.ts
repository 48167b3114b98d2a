import { z } from 'zod';
import { MAX_FACILITY_PHOTOS } from '../../lib/photo-slots';
import { editorFields, field, keysOf, optionsOf, type EditorMeta } from './editor-fields';
import { localized } from './localized';
import type { InLocale } from './in-locale';
import { captionedPhotoSchema, photoSchema } from './photo-schema';
import { DAY_NAMES } from './day-names';
import { DATE_PATTERN, TIME_PATTERN } from './field-rules.mjs';
import { withRule } from './with-rule';
import { LOCALES, type Locale } from '../../lib/locale';

/**
 * The schema of the facts the practice owns (content/consultorio.yml, testimonios.yml,
 * preguntas.yml). Checked at build time only; the TypeScript types below are inferred from it.
 * Messages are Spanish: the practice reads them when a hand edit breaks the build.
 * Each field also carries what the editor (/admin/) shows for it, through field(…) (editor-fields.ts):
 * lib/admin/decap-fields.ts generates the editor's fields from this file alone. Rules that span
 * fields are named rules of content/facts/field-rules.mjs, applied with withRule(…): the build runs
 * them here, the editor runs the same functions before each save (public/admin/field-checks.js).
 * Every regex here is flagless: the editor (Decap CMS) compiles its patterns without flags.
 */

export { DATE_PATTERN, TIME_PATTERN };
export const PHONE_PATTERN = /^\+52\d{10}$/;
/** Any country's number in E.164 (+, country code, number), for a contact who may live abroad. */
export const INTERNATIONAL_PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;
export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const LICENCE_NUMBER_PATTERN = /^\d{7,8}$/;
export const MONOGRAM_PATTERN = /^[A-ZÁÉÍÓÚÑ]{1,3}$/;
export const EMAIL_PATTERN = /^[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[A-Za-z]{2,}$/;
/** First name and initial ("María G."): Spanish letters spelled out, since the editor's patterns take no flags. */
export const PATIENT_NAME_PATTERN = /^[A-ZÁÉÍÓÚÜÑ][A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+ [A-ZÁÉÍÓÚÜÑ]\.$/;

const text = (max = 200) =>
  z
    .string({ error: 'falta este dato (texto)' })
    .trim()
    .min(1, { error: 'no puede quedar vacío' })
    .max(max, {
      error: `es demasiado largo (máximo ${max} caracteres)`,
    });
/**
 * A word the practice writes, with its English twin (localized.ts), as one field of the editor: the
 * pair carries the label and the hint, each half the label with its language.
 */
const words = <S extends z.ZodType>(schema: S, meta: PairMeta) =>
  field(localized(schema, meta.label, halfMeta(meta)), pairMeta(meta));
/** An optional word: the pair may be left out (or null) as a whole. */
const optionalWords = <S extends z.ZodType>(schema: S, meta: PairMeta) =>
  field(localized(schema, meta.label, halfMeta(meta)).nullish(), pairMeta(meta));
type PairMeta = EditorMeta & { label: string };
/** The pair shows the label, the hint and whether it starts collapsed… */
const pairMeta = ({ label, hint, collapsed }: PairMeta): EditorMeta => ({
  label,
  ...(hint === undefined ? {} : { hint }),
  ...(collapsed === undefined ? {} : { collapsed }),
});
/** …each half what its value needs (a list's summary, its entries' name). */
const halfMeta = (meta: PairMeta): EditorMeta => {
  const half: EditorMeta = { ...meta };
  delete half.label;
  delete half.hint;
  delete half.collapsed;
  return half;
};
/** A list of words, each entry a pair: `label` names one entry. */
const wordList = <S extends z.ZodType>(schema: S, label: string) =>
  z.array(field(localized(schema, label), { label }));

const time = z
  .string({ error: 'falta la hora (HH:MM)' })
  .regex(TIME_PATTERN, { error: 'no es una hora válida (HH:MM)' })
  .register(editorFields, {
    format: 'Formato de 24 horas: 09:00, 17:30.',
    patternMessage: 'una hora de 00:00 a 23:59, por ejemplo 17:30',
  });
/** A calendar date stored as 'AAAA-MM-DD' (the editor's date picker, date only), one the calendar has. */
const date = withRule(
  z
    .string({ error: 'falta la fecha (AAAA-MM-DD)' })
    .regex(DATE_PATTERN, { error: 'no es una fecha válida (AAAA-MM-DD)' }),
  'date',
  { widget: 'datetime', patternMessage: 'una fecha AAAA-MM-DD' },
);
const phone = z
  .string({ error: 'falta el teléfono' })
  .regex(PHONE_PATTERN, { error: 'no es un teléfono de México en formato +52 y 10 dígitos' })
  .register(editorFields, {
    format: '+52 y los 10 dígitos, sin espacios: +523111234567.',
    patternMessage: '+52 seguido de 10 dígitos, sin espacios',
  });
const httpsUrl = z
  .string({ error: 'falta la dirección web' })
  .regex(HTTPS_URL_PATTERN, { error: 'no es una dirección web que empiece con https://' })
  .register(editorFields, { patternMessage: 'una dirección que empiece con https://' });
const optionalUrl = z.union([httpsUrl, z.literal(''), z.null()]).optional();
const id = z
  .string({ error: 'falta el identificador' })
  .regex(ID_PATTERN, { error: 'no es un identificador válido (minúsculas, números y guiones)' })
  .register(editorFields, {
    label: 'Identificador',
    // Never typed: made from the item's name when it is first saved (public/admin/identifiers.js).
    widget: 'hidden',
    format: 'Minúsculas, números y guiones; no lo cambies una vez publicado.',
    patternMessage: 'minúsculas, números y guiones, por ejemplo maria-g',
  });
const timeZone = z.string().refine(
  (value) => {
    try {
      new Intl.DateTimeFormat('es-MX', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  },
  { error: 'no es una zona horaria IANA (por ejemplo America/Mazatlan)' },
);

/** ISO weekday 1 = lunes … 7 = domingo. */
const weekday = z
  .number()
  .int()
  .min(1, { error: 'no es un día (1 = lunes … 7 = domingo)' })
  .max(7, {
    error: 'no es un día (1 = lunes … 7 = domingo)',
  });

export const openingWindowSchema = withRule(
  z.object({
    days: field(z.array(weekday).min(1, { error: 'elige al menos un día' }), {
      label: 'Días',
      hint: 'Los días que aplica este horario.',
      options: DAY_NAMES.map((day, index) => ({ label: day, value: index + 1 })),
    }),
    opens: field(time, { label: 'Abre', hint: 'Hora de apertura.' }),
    closes: field(time, {
      label: 'Cierra',
      hint: 'Hora de cierre; debe ser posterior a la apertura.',
    }),
  }),
  'openingWindow',
  { summary: '{{fields.days | dias}}, {{fields.opens}} a {{fields.closes}}' },
);

/** A list of opening windows, no two of the same day overlapping; `required`: one at least. */
const openingHours = (label: string, required: boolean) => {
  const windows = z.array(field(openingWindowSchema, { label }));
  return withRule(
    required ? windows.min(1, { error: 'agrega al menos un horario' }) : windows,
    'openingHours',
  );
};

/** Why a practice closes, as the editor's select names each reason. */
export const CLOSURE_REASON_LABELS = {
  vacaciones: 'Vacaciones',
  'dia-festivo': 'Día festivo',
  congreso: 'Congreso',
  otro: 'Otro motivo',
} as const;
export const CLOSURE_REASONS = keysOf(CLOSURE_REASON_LABELS);

export const closureSchema = withRule(
  z.object({
    practices: field(z.array(id).min(1, { error: 'elige al menos un consultorio' }), {
      label: 'Consultorios que cierran',
      optionsFrom: 'practices',
    }),
    starts: field(date, { label: 'Primer día cerrado' }),
    /** Optional: the closure begins at this hour of its first day (before it, the usual hours apply). */
    startTime: field(time.optional().nullable(), {
      label: 'Desde la hora',
      hint: 'Opcional: si cierra a partir de una hora del primer día (antes se atiende normal).',
    }),
    /** Last closed day, inclusive. */
    ends: field(date, {
      label: 'Último día cerrado',
      hint: 'Inclusive: el consultorio vuelve a abrir el día siguiente.',
    }),
    reason: field(
      z.enum(CLOSURE_REASONS, { error: `no es un motivo válido (${CLOSURE_REASONS.join(', ')})` }),
      {
        label: 'Motivo',
        options: optionsOf(CLOSURE_REASON_LABELS),
      },
    ),
    note: optionalWords(text(160), {
      label: 'Nota',
      hint: 'Opcional: una frase breve que acompaña el aviso, por ejemplo "Asistimos al Congreso Nacional de Oftalmología".',
    }),
  }),
  'closure',
);

const addressSchema = z.object({
  street: field(text(120), { label: 'Calle y número' }),
  /** Colonia, written as the page shows it ("Col. Centro"). */
  neighborhood: field(text(80), { label: 'Colonia', hint: 'Como se muestra: "Col. Centro".' }),
  postalCode: field(
    z.string().regex(POSTAL_CODE_PATTERN, { error: 'no es un código postal de 5 dígitos' }),
    {
      label: 'Código postal',
      patternMessage: '5 dígitos',
    },
  ),
  town: field(text(80), { label: 'Ciudad o municipio' }),
});

const geoSchema = z.object({
  latitude: field(z.number().min(14).max(33, { error: 'no es una latitud de México' }), {
    label: 'Latitud',
    hint: 'En Google Maps: clic derecho sobre el lugar; el primer número.',
    step: 0.00001,
  }),
  longitude: field(z.number().min(-119).max(-86, { error: 'no es una longitud de México' }), {
    label: 'Longitud',
    hint: 'El segundo número (negativo).',
    step: 0.00001,
  }),
});

/** How the site names the doctor: Spanish articles, nouns and adjectives agree with it. */
export const DOCTOR_FORM_LABELS = {
  masculino: 'El doctor (oftalmólogo, certificado)',
  femenino: 'La doctora (oftalmóloga, certificada)',
} as const;
export const DOCTOR_FORMS = keysOf(DOCTOR_FORM_LABELS);

/** What kind of place a practice is, as the editor's select names each kind. */
export const PRACTICE_KIND_LABELS = {
  hospital: 'Hospital (donde se opera)',
  rehabilitation: 'Unidad de rehabilitación',
} as const;
export const PRACTICE_KINDS = keysOf(PRACTICE_KIND_LABELS);

/** The time zones the editor offers (the schema accepts any IANA zone). */
const TIME_ZONE_OPTIONS = [
  { label: 'Pacífico (Nayarit, Sinaloa, Sonora, BCS)', value: 'America/Mazatlan' },
  { label: 'Centro (CDMX, Jalisco y la mayor parte del país)', value: 'America/Mexico_City' },
  { label: 'Sureste (Quintana Roo)', value: 'America/Cancun' },
  { label: 'Noroeste (Baja California)', value: 'America/Tijuana' },
  { label: 'Sonora', value: 'America/Hermosillo' },
];

export const practiceSchema = z.object({
  id: field(id, { hint: 'Nombre interno del consultorio; los testimonios y los cierres lo usan.' }),
  kind: field(z.enum(PRACTICE_KINDS), { label: 'Tipo', options: optionsOf(PRACTICE_KIND_LABELS) }),
  /** The building that hosts the consulting room: the hospital, the rehabilitation unit. */
  facility: field(text(120), {
    label: 'Nombre del lugar',
    hint: 'El hospital o la unidad donde está el consultorio.',
  }),
  /** Floor and room inside the facility, when there is one ("Piso 4, Consultorio 407"). */
  suite: optionalWords(text(80), {
    label: 'Piso y consultorio',
    hint: 'Por ejemplo "Piso 4, Consultorio 407". Opcional.',
  }),
  address: field(addressSchema, { label: 'Dirección' }),
  geo: field(geoSchema, { label: 'Ubicación en el mapa', collapsed: true }),
  phone: field(phone, { label: 'Teléfono del consultorio' }),
  timeZone: field(timeZone, { label: 'Zona horaria', options: TIME_ZONE_OPTIONS }),
  openingHours: field(openingHours('Horario', true), {
    label: 'Horarios de atención',
    hint: 'Cada renglón: unos días con una hora de apertura y una de cierre. Para horario corrido y de tarde, agrega dos renglones.',
  }),
  /** When the doctor himself sees patients there, if not all of the opening hours. */
  doctorHours: field(openingHours('Horario del doctor', false).optional().nullable(), {
    label: 'Horario en que consulta el doctor',
    hint: 'Solo si el doctor no atiende en todo el horario del lugar. Déjalo vacío si coincide.',
  }),
  features: field(wordList(text(80), 'Característica').max(6), {
    label: 'Características',
    summary: '{{fields.es}}',
    hint: 'Hasta 6 frases cortas que se muestran en la tarjeta del consultorio.',
  }),
  photo: field(
    photoSchema({
      src: 'La entrada o la recepción, para que el paciente reconozca el lugar al llegar: se muestra en su tarjeta de Contacto y en las páginas de los servicios que se hacen ahí.',
      alt: 'Qué se ve: "Entrada del hospital sobre la avenida". Si la dejas vacía: el nombre del lugar y su ciudad, en cada idioma.',
    }).nullish(),
    { label: 'Foto del lugar', collapsed: true, hint: 'Opcional.' },
  ),
  facilities: field(
    z
      .array(field(captionedPhotoSchema, { label: 'Foto' }))
      .max(MAX_FACILITY_PHOTOS, { error: `como máximo ${MAX_FACILITY_PHOTOS} fotos` })
      .default([]),
    {
      label: 'Instalaciones',
      collapsed: true,
      summary: '{{fields.caption.es}}',
      hint: `Opcional: hasta ${MAX_FACILITY_PHOTOS} fotos del lugar, cada una con su pie de foto, en la tarjeta del consultorio en Contacto.`,
    },
  ),
  accessibility: field(
    z.object({
      elevator: field(z.boolean(), { label: 'Tiene elevador' }),
      wheelchair: field(z.boolean(), { label: 'Acceso en silla de ruedas' }),
      parking: optionalWords(text(120), {
        label: 'Estacionamiento',
        hint: 'Por ejemplo "Estacionamiento gratuito del hospital". Opcional.',
      }),
    }),
    { label: 'Accesibilidad' },
  ),
});

/** The two kinds of cédula, as the site and the editor name them. */
export const LICENCE_KIND_LABELS = {
  profesional: 'Cédula profesional',
  especialidad: 'Cédula de especialidad',
} as const;

const licenceSchema = z.object({
  kind: field(
    z.enum(keysOf(LICENCE_KIND_LABELS), {
      error: `no es un tipo de cédula (${keysOf(LICENCE_KIND_LABELS).join(', ')})`,
    }),
    {
      label: 'Tipo de cédula',
      options: optionsOf(LICENCE_KIND_LABELS),
    },
  ),
  number: field(
    z
      .string()
      .regex(LICENCE_NUMBER_PATTERN, { error: 'no es un número de cédula (7 u 8 dígitos)' }),
    {
      label: 'Número de cédula',
      hint: 'Se enlaza al Registro Nacional de Profesionistas.',
      patternMessage: '7 u 8 dígitos',
    },
  ),
});

export const qualificationSchema = z.object({
  id: field(id, { hint: 'Nombre interno del título.' }),
  /** The title or diploma, as issued ("Médico Cirujano y Partero", "Especialidad en Oftalmología"). */
  title: words(text(120), {
    label: 'Título o diploma',
    hint: 'En español, como está expedido: "Especialidad en Oftalmología". En inglés, qué es, en pocas palabras: "specialty degree in ophthalmology"; las páginas en inglés lo muestran entre paréntesis después del nombre oficial.',
  }),
  /** The institution that issued the title or diploma. */
  institution: field(text(120), { label: 'Institución que lo expidió' }),
  /** Where the training took place, when not the institution itself (a hospital's residency). */
  trainingSite: field(text(120).optional().nullable(), {
    label: 'Sede de la formación',
    hint: 'El hospital de la residencia, si no es la institución. Opcional.',
  }),
  place: field(text(80).optional().nullable(), { label: 'Ciudad', hint: 'Opcional.' }),
  year: field(z.number().int().min(1950).max(2100), { label: 'Año' }),
  licence: field(licenceSchema, { label: 'Cédula' }),
  /** True for a subspecialty diploma (lets the site say "especialización"). */
  subspecialty: field(z.boolean().optional(), { label: 'Es una subespecialidad' }),
});

export const statisticSchema = z.object({
  id: field(id, { hint: 'Nombre interno de la cifra.' }),
  value: field(text(12), { label: 'Cifra', hint: 'Por ejemplo "5000+" o "98%".' }),
  label: words(text(40), { label: 'Qué es' }),
  /** What it counts, over which period, by whose record. Shown under the figures. */
  basis: words(text(220), {
    label: 'Fuente',
    hint: 'Qué cuenta, en qué periodo y según qué registro. Se muestra bajo las cifras.',
  }),
});

const societySchema = z.object({
  name: words(text(120), {
    label: 'Nombre',
    hint: 'En español, el nombre oficial; en inglés, qué es: "Mexican Society of Ophthalmology".',
  }),
  role: optionalWords(text(120), {
    label: 'Cargo',
    hint: 'Por ejemplo "Miembro activo". Opcional.',
  }),
  period: field(text(20).optional().nullable(), {
    label: 'Periodo',
    hint: 'Por ejemplo "2020-2022". Opcional.',
  }),
});

const profileUrl = (label: string) => field(optionalUrl, { label });

export const consultorioSchema = z.object({
  siteUrl: field(httpsUrl, {
    label: 'Dirección del sitio',
    hint: 'La dirección pública del sitio, con https://.',
  }),
  brand: field(text(60), {
    label: 'Nombre del sitio',
    hint: 'Aparece en el encabezado y en el título de cada página.',
  }),
  region: field(
    z.object({
      state: field(text(60), { label: 'Estado', hint: 'Por ejemplo "Jalisco".' }),
      stateAbbreviation: field(text(12), {
        label: 'Abreviatura del estado',
        hint: 'Por ejemplo "Jal.".',
      }),
      /** How times are described to patients ("hora del Pacífico"). */
      timeLabel: words(text(40), {
        label: 'Nombre de la zona horaria',
        hint: 'Cómo se describe la hora a los pacientes: "hora del Pacífico".',
      }),
    }),
    { label: 'Estado', collapsed: true },
  ),
  doctor: field(
    z.object({
      name: field(text(80), {
        label: 'Nombre completo',
        hint: 'Con el título: "Dr. Nombre Apellidos".',
      }),
      shortName: field(text(40), { label: 'Nombre corto', hint: 'Por ejemplo "Dra. Ruiz".' }),
      title: words(text(60), { label: 'Título profesional' }),
      form: field(
        z.enum(DOCTOR_FORMS, {
          error: `no es una forma de nombrar al médico (${DOCTOR_FORMS.join(' o ')})`,
        }),
        {
          label: 'Cómo lo nombra el sitio',
          hint: 'Para que el sitio diga «el doctor» u «oftalmólogo», o «la doctora» u «oftalmóloga».',
          options: optionsOf(DOCTOR_FORM_LABELS),
        },
      ),
      specialty: words(text(60), { label: 'Especialidad' }),
      monogram: field(
        z.string().regex(MONOGRAM_PATTERN, { error: 'no es un monograma (1 a 3 mayúsculas)' }),
        {
          label: 'Iniciales',
          hint: 'Se muestran cuando no hay fotografía.',
          patternMessage: '1 a 3 letras mayúsculas',
        },
      ),
      portrait: field(
        photoSchema({
          src: 'Una foto tuya de frente, con buena luz y fondo sencillo: se muestra en un círculo en la portada, en «Sobre mí» y al compartir el sitio.',
          alt: 'Qué se ve, para quien no puede verla: "El doctor, con bata, en su consultorio". Si la dejas vacía: «Retrato del» (o «de la») y tu nombre; en inglés, «Portrait of» y tu nombre.',
        }).nullish(),
        {
          label: 'Fotografía',
          collapsed: true,
          hint: 'Opcional. Sin fotografía se muestran las iniciales.',
        },
      ),
      qualifications: field(
        z
          .array(field(qualificationSchema, { label: 'Título' }))
          .min(2, { error: 'agrega el título y la especialidad' }),
        {
          label: 'Títulos y cédulas',
          collapsed: true,
          summary: '{{fields.title.es}}',
          hint: 'Primero el título de médico, después la especialidad.',
        },
      ),
      boardCertification: field(
        z.object({
          body: words(text(120), {
            label: 'Consejo',
            hint: 'En español, el nombre oficial; en inglés, qué es: "Mexican Board of Ophthalmology"; las páginas en inglés lo muestran entre paréntesis después del nombre oficial.',
          }),
          number: field(text(40), { label: 'Número de certificado' }),
          since: field(z.number().int().min(1950).max(2100), { label: 'Certificado desde (año)' }),
          validUntil: field(date, { label: 'Vigente hasta' }),
        }),
        { label: 'Certificación del Consejo', collapsed: true },
      ),
      societies: field(
        z.object({
          national: field(societySchema, { label: 'Sociedad nacional' }),
          state: field(societySchema, { label: 'Sociedad estatal' }),
        }),
        { label: 'Sociedades médicas', collapsed: true },
      ),
    }),
    { label: 'Médico', collapsed: true },
  ),
  email: field(z.string().regex(EMAIL_PATTERN, { error: 'no es un correo electrónico válido' }), {
    label: 'Correo electrónico',
    patternMessage: 'un correo como nombre@dominio.com',
  }),
  phones: field(
    z.object({
      main: field(phone, { label: 'Teléfono principal' }),
      second: field(phone, { label: 'Segundo teléfono' }),
      whatsapp: field(phone, { label: 'WhatsApp', hint: 'El número que recibe los mensajes.' }),
    }),
    { label: 'Teléfonos' },
  ),
  /** COFEPRIS advertising notice ("aviso de publicidad") number; required before publishing. */
  cofeprisNotice: field(z.string().trim().max(40).optional().nullable(), {
    label: 'Aviso de publicidad COFEPRIS',
    hint: 'El número del aviso de publicidad. Obligatorio antes de publicar el sitio.',
  }),
  licenceRegistryUrl: field(httpsUrl, {
    label: 'Registro de cédulas',
    hint: 'La consulta pública de cédulas de la SEP.',
  }),
  practices: field(
    z
      .array(field(practiceSchema, { label: 'Consultorio' }))
      .length(2, { error: 'deben ser exactamente dos consultorios' }),
    {
      label: 'Consultorios y horarios',
      collapsed: true,
      summary: '{{fields.facility}}',
      hint: 'Los dos consultorios. Abre uno para cambiar su horario.',
    },
  ),
  closures: field(z.array(field(closureSchema, { label: 'Cierre' })).default([]), {
    label: 'Cierres (vacaciones, días festivos, congresos)',
    summary: '{{fields.starts | al(ends)}} · {{fields.reason | opcion}}',
    addToTop: true,
    hint: 'Se anuncian en todo el sitio desde 14 días antes y hasta el último día; el horario y los buscadores los respetan.',
  }),
  profiles: field(
    z
      .object({
        googleBusiness: profileUrl('Perfil de Google'),
        googleReview: profileUrl('Enlace para dejar reseña en Google'),
        doctoralia: profileUrl('Doctoralia'),
        facebook: profileUrl('Facebook'),
        instagram: profileUrl('Instagram'),
      })
      .default({}),
    {
      label: 'Perfiles en otros sitios',
      collapsed: true,
      hint: 'Opcionales: solo se muestran los que tengan dirección.',
    },
  ),
  visit: field(
    z.object({
      /** Consultation fee in MXN; `from: true` shows it as "desde". */
      fee: field(
        z.object({
          amount: field(z.number().int().positive(), { label: 'Monto en pesos' }),
          from: field(z.boolean(), { label: 'Mostrar como "desde"' }),
        }),
        { label: 'Costo de la consulta' },
      ),
      paymentMethods: field(wordList(text(60), 'Forma de pago').min(1), {
        label: 'Formas de pago',
        summary: '{{fields.es}}',
      }),
      invoices: field(z.boolean(), { label: 'Emite factura' }),
      insurers: field(z.array(field(text(80), { name: 'aseguradora', label: 'Aseguradora' })), {
        label: 'Aseguradoras',
        summary: '{{fields.aseguradora}}',
      }),
      cancellation: words(text(200), { label: 'Política de cancelación' }),
    }),
    { label: 'Consulta', collapsed: true },
  ),
  statistics: field(
    z
      .array(field(statisticSchema, { label: 'Cifra' }))
      .length(4, { error: 'deben ser cuatro cifras' }),
    {
      label: 'Cifras del consultorio',
      collapsed: true,
      summary: '{{fields.value}} {{fields.label.es}}',
    },
  ),
  /**
   * Whom the editor tells when a save does not publish for a cause the practice cannot fix (a
   * credential, the host's quota): it offers a ready e-mail or WhatsApp message with what failed.
   */
  developer: field(
    z
      .object({
        name: field(text(80), {
          label: 'Nombre',
          hint: 'La persona o la empresa que mantiene el sitio.',
        }),
        email: field(
          z
            .string()
            .regex(EMAIL_PATTERN, { error: 'no es un correo electrónico válido' })
            .optional()
            .nullable(),
          {
            label: 'Correo electrónico',
            hint: 'Opcional.',
            patternMessage: 'un correo como nombre@dominio.com',
          },
        ),
        whatsapp: field(
          z
            .string()
            .regex(INTERNATIONAL_PHONE_PATTERN, {
              error: 'no es un número con + y la clave del país, sin espacios',
            })
            .optional()
            .nullable(),
          {
            label: 'WhatsApp',
            hint: 'Opcional. Con + y la clave del país, sin espacios: +523111234567.',
            patternMessage: '+, la clave del país y el número, sin espacios',
          },
        ),
      })
      .optional()
      .nullable(),
    {
      label: 'Tu desarrollador',
      collapsed: true,
      hint: 'Opcional. Si un cambio no se publica por algo que no puedes corregir tú (una contraseña, la cuota del servicio), el editor te ofrece un mensaje listo para enviarle.',
    },
  ),
  /**
   * Paths of values above that are still fictional examples ("doctor.name", "practices[0].phone").
   * The editor names each by its place there ("Médico › Nombre completo"), never by its path.
   */
  examples: field(z.array(z.string()).default([]), {
    label: 'Datos de ejemplo pendientes',
    optionsFrom: 'examples',
    hint: 'Datos ficticios que aún faltan por reemplazar. Cuando cambies uno por el real, quítalo de esta lista con su ×.',
  }),
});

/** The languages a testimonial may be written in, as the editor's select names them. */
export const TESTIMONIAL_LANGUAGE_LABELS = {
  es: 'Español',
  en: 'Inglés',
} as const satisfies Record<Locale, string>;

export const testimonialSchema = z.object({
  /** First name and initial ("María G."). */
  name: field(
    z
      .string()
      .regex(PATIENT_NAME_PATTERN, { error: 'escribe nombre e inicial, por ejemplo "María G."' }),
    {
      label: 'Nombre del paciente',
      hint: 'Solo el nombre y la inicial del apellido.',
      patternMessage: 'nombre e inicial del apellido, por ejemplo "María G."',
    },
  ),
  id: field(id, {
    hint: 'Nombre interno: el nombre del paciente en minúsculas, por ejemplo "maria-g".',
  }),
  /** The practice where the patient was seen, by id. */
  practice: field(id, { label: 'Consultorio donde se atendió', optionsFrom: 'practices' }),
  rating: field(z.number().int().min(1).max(5), { label: 'Calificación (1 a 5)', initial: 5 }),
  text: field(text(320), {
    label: 'Testimonio',
    hint: 'Las palabras del paciente, tal como las autorizó, en el idioma en que las escribió.',
  }),
  /** The language the patient wrote in: the text is never translated. */
  language: field(z.enum(LOCALES).default('es'), {
    label: 'Idioma del testimonio',
    hint: 'El idioma en que el paciente lo escribió; no se traduce.',
    options: optionsOf(TESTIMONIAL_LANGUAGE_LABELS),
  }),
  /** Date of the patient's written authorization to publish (not shown). */
  consentDate: field(date, {
    label: 'Fecha de la autorización por escrito',
    hint: 'Publica solo testimonios que el paciente autorizó por escrito; guarda esa autorización. La fecha no se muestra.',
  }),
  example: field(z.boolean().default(false), {
    label: 'Es un ejemplo',
    hint: 'Márcalo solo en testimonios ficticios; el sitio avisa mientras haya alguno.',
  }),
});

export const testimoniosSchema = z.object({
  testimonials: field(z.array(field(testimonialSchema, { label: 'Testimonio' })), {
    label: 'Testimonios',
    addToTop: true,
    collapsed: true,
    summary:
      "{{fields.name}} · {{fields.consentDate | fecha}}{{fields.example | ternary(' · ejemplo', '')}}",
  }),
});

/** The pages besides each service's own that show questions, as the editor's select names them. */
export const FAQ_PAGE_LABELS = {
  servicios: 'Página de servicios',
  contacto: 'Página de contacto',
} as const;
export const FAQ_PAGES = keysOf(FAQ_PAGE_LABELS);
/** A service's page, as a question's place names it: "servicios/" and the service's file name. */
export const SERVICE_PAGE_PLACE = 'servicios/';
/** Where a question shows: one of FAQ_PAGES, or a service's page ("servicios/cirugia-catarata"). */
export const FAQ_PLACE_PATTERN = new RegExp(
  `^(${FAQ_PAGES.join('|')}|${SERVICE_PAGE_PLACE}[a-z0-9]+(-[a-z0-9]+)*)$`,
);

export const faqSchema = z.object({
  question: words(text(160), { label: 'Pregunta' }),
  /** The pages that show the question; each shows its questions in this file's order. */
  shownOn: field(
    z
      .array(
        z.string().regex(FAQ_PLACE_PATTERN, {
          error: `no es una página que muestre preguntas (${FAQ_PAGES.join(', ')} o ${SERVICE_PAGE_PLACE}<servicio>)`,
        }),
      )
      .min(1, { error: 'elige al menos una página donde se muestra' }),
    {
      label: 'Dónde se muestra',
      hint: 'Las páginas que muestran esta pregunta: la de Servicios, la de Contacto o la página de un servicio. En cada página, las preguntas van en el orden de esta lista.',
      optionsFrom: 'faqPlaces',
    },
  ),
  /** One string per paragraph. May use {tokens} for facts, see content/facts/tokens.ts. */
  answer: words(z.array(field(text(900), { name: 'parrafo', label: 'Párrafo' })).min(1), {
    label: 'Respuesta',
    summary: '{{fields.parrafo | truncate(80)}}',
    hint: 'Un renglón por párrafo. Puedes escribir {doctor}, {telefono}, {whatsapp}, {correo}, {estado}, {hospital.nombre}, {hospital.ciudad}, {unidad.nombre} o {unidad.ciudad} y se reemplazan por los datos del consultorio.',
  }),
});

export const preguntasSchema = z.object({
  faqs: field(z.array(field(faqSchema, { label: 'Pregunta' })), {
    label: 'Preguntas',
    collapsed: true,
    summary: '{{fields.question.es}}',
  }),
});

/** The facts as written, each word with its English twin: what the editor edits and english-gaps.ts reads. */
export type ConsultorioSource = z.infer<typeof consultorioSchema>;
export type PreguntasSource = z.infer<typeof preguntasSchema>;
export type FaqSource = z.infer<typeof faqSchema>;
/** The facts in one language (in-locale.ts): what the pages read. */
export type Consultorio = InLocale<ConsultorioSource>;
export type PracticeFacts = InLocale<z.infer<typeof practiceSchema>>;
export type OpeningWindowFacts = z.infer<typeof openingWindowSchema>;
export type Closure = InLocale<z.infer<typeof closureSchema>>;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];
export type Qualification = InLocale<z.infer<typeof qualificationSchema>>;
export type StatisticFacts = InLocale<z.infer<typeof statisticSchema>>;
export type TestimonialFacts = z.infer<typeof testimonialSchema>;
export type FaqFacts = InLocale<FaqSource>;
