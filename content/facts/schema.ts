import { z } from 'zod';

/**
 * The schema of the facts the practice owns (content/consultorio.yml, testimonios.yml,
 * preguntas.yml). Checked at build time only; the TypeScript types below are inferred from it.
 * Messages are Spanish: the practice reads them when a hand edit breaks the build.
 * The editor's configuration (lib/admin/decap-config.ts) must state the same rules: a test compares them.
 * Every regex here is flagless: the editor (Decap CMS) compiles its patterns without flags.
 */

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const PHONE_PATTERN = /^\+52\d{10}$/;
export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
export const LICENCE_NUMBER_PATTERN = /^\d{7,8}$/;
export const MONOGRAM_PATTERN = /^[A-ZÁÉÍÓÚÑ]{1,3}$/;
export const PORTRAIT_SRC_PATTERN = /^\/[\w./-]+\.(jpe?g|png|webp|avif)$/;
export const EMAIL_PATTERN = /^[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[A-Za-z]{2,}$/;
/** First name and initial ("María G."): Spanish letters spelled out, since the editor's patterns take no flags. */
export const PATIENT_NAME_PATTERN = /^[A-ZÁÉÍÓÚÜÑ][A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+ [A-ZÁÉÍÓÚÜÑ]\.$/;

const text = (max = 200) =>
  z.string({ error: 'falta este dato (texto)' }).trim().min(1, { error: 'no puede quedar vacío' }).max(max, {
    error: `es demasiado largo (máximo ${max} caracteres)`,
  });
const time = z.string({ error: 'falta la hora (HH:MM)' }).regex(TIME_PATTERN, { error: 'no es una hora válida (HH:MM)' });
const date = z
  .string({ error: 'falta la fecha (AAAA-MM-DD)' })
  .regex(DATE_PATTERN, { error: 'no es una fecha válida (AAAA-MM-DD)' });
const phone = z
  .string({ error: 'falta el teléfono' })
  .regex(PHONE_PATTERN, { error: 'no es un teléfono de México en formato +52 y 10 dígitos' });
const httpsUrl = z
  .string({ error: 'falta la dirección web' })
  .regex(HTTPS_URL_PATTERN, { error: 'no es una dirección web que empiece con https://' });
const optionalUrl = z.union([httpsUrl, z.literal(''), z.null()]).optional();
const id = z.string({ error: 'falta el identificador' }).regex(ID_PATTERN, {
  error: 'no es un identificador válido (minúsculas, números y guiones)',
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
const weekday = z.number().int().min(1, { error: 'no es un día (1 = lunes … 7 = domingo)' }).max(7, {
  error: 'no es un día (1 = lunes … 7 = domingo)',
});

export const openingWindowSchema = z
  .object({
    days: z.array(weekday).min(1, { error: 'elige al menos un día' }),
    opens: time,
    closes: time,
  })
  .refine((window) => window.opens < window.closes, {
    error: 'la hora de apertura debe ser anterior a la de cierre',
    path: ['closes'],
  });

export const CLOSURE_REASONS = ['vacaciones', 'dia-festivo', 'congreso', 'otro'] as const;

export const closureSchema = z
  .object({
    practices: z.array(id).min(1, { error: 'elige al menos un consultorio' }),
    starts: date,
    /** Optional: the closure begins at this hour of its first day (before it, the usual hours apply). */
    startTime: time.optional().nullable(),
    /** Last closed day, inclusive. */
    ends: date,
    reason: z.enum(CLOSURE_REASONS, { error: 'no es un motivo válido (vacaciones, dia-festivo, congreso u otro)' }),
    note: text(160).optional().nullable(),
  })
  .refine((closure) => closure.starts <= closure.ends, {
    error: 'la fecha de fin no puede ser anterior a la de inicio',
    path: ['ends'],
  });

const addressSchema = z.object({
  street: text(120),
  /** Colonia, written as the page shows it ("Col. Centro"). */
  neighborhood: text(80),
  postalCode: z.string().regex(POSTAL_CODE_PATTERN, { error: 'no es un código postal de 5 dígitos' }),
  town: text(80),
});

const geoSchema = z.object({
  latitude: z.number().min(14).max(33, { error: 'no es una latitud de México' }),
  longitude: z.number().min(-119).max(-86, { error: 'no es una longitud de México' }),
});

export const PRACTICE_KINDS = ['hospital', 'rehabilitation'] as const;

export const practiceSchema = z.object({
  id,
  kind: z.enum(PRACTICE_KINDS),
  /** The building that hosts the consulting room: the hospital, the rehabilitation unit. */
  facility: text(120),
  /** Floor and room inside the facility, when there is one ("Piso 4, Consultorio 407"). */
  suite: text(80).optional().nullable(),
  address: addressSchema,
  geo: geoSchema,
  phone,
  timeZone,
  openingHours: z.array(openingWindowSchema).min(1, { error: 'agrega al menos un horario' }),
  /** When the doctor himself sees patients there, if not all of the opening hours. */
  doctorHours: z.array(openingWindowSchema).optional().nullable(),
  features: z.array(text(80)).max(6),
  accessibility: z.object({
    elevator: z.boolean(),
    wheelchair: z.boolean(),
    parking: text(120).optional().nullable(),
  }),
});

const licenceSchema = z.object({
  kind: z.enum(['profesional', 'especialidad'], { error: 'no es un tipo de cédula (profesional o especialidad)' }),
  number: z.string().regex(LICENCE_NUMBER_PATTERN, { error: 'no es un número de cédula (7 u 8 dígitos)' }),
});

export const qualificationSchema = z.object({
  id,
  /** The title or diploma, as issued ("Médico Cirujano y Partero", "Especialidad en Oftalmología"). */
  title: text(120),
  /** The institution that issued the title or diploma. */
  institution: text(120),
  /** Where the training took place, when not the institution itself (a hospital's residency). */
  trainingSite: text(120).optional().nullable(),
  place: text(80).optional().nullable(),
  year: z.number().int().min(1950).max(2100),
  licence: licenceSchema,
  /** True for a subspecialty diploma (lets the site say "especialización"). */
  subspecialty: z.boolean().optional(),
});

export const statisticSchema = z.object({
  id,
  value: text(12),
  label: text(40),
  /** What it counts, over which period, by whose record. Shown under the figures. */
  basis: text(220),
});

const societySchema = z.object({
  name: text(120),
  role: text(120).optional().nullable(),
  period: text(20).optional().nullable(),
});

export const consultorioSchema = z.object({
  siteUrl: httpsUrl,
  brand: text(60),
  region: z.object({
    state: text(60),
    stateAbbreviation: text(12),
    /** How times are described to patients ("hora del Pacífico"). */
    timeLabel: text(40),
  }),
  doctor: z.object({
    name: text(80),
    shortName: text(40),
    title: text(60),
    specialty: text(60),
    monogram: z.string().regex(MONOGRAM_PATTERN, { error: 'no es un monograma (1 a 3 mayúsculas)' }),
    portrait: z
      .object({ src: z.string().regex(PORTRAIT_SRC_PATTERN), width: z.number().int(), height: z.number().int() })
      .optional()
      .nullable(),
    qualifications: z.array(qualificationSchema).min(2, { error: 'agrega el título y la especialidad' }),
    boardCertification: z.object({
      body: text(120),
      number: text(40),
      since: z.number().int().min(1950).max(2100),
      validUntil: date,
    }),
    societies: z.object({ national: societySchema, state: societySchema }),
  }),
  email: z.string().regex(EMAIL_PATTERN, { error: 'no es un correo electrónico válido' }),
  phones: z.object({ main: phone, second: phone, whatsapp: phone }),
  /** COFEPRIS advertising notice ("aviso de publicidad") number; required before publishing. */
  cofeprisNotice: z.string().trim().max(40).optional().nullable(),
  licenceRegistryUrl: httpsUrl,
  practices: z.array(practiceSchema).length(2, { error: 'deben ser exactamente dos consultorios' }),
  closures: z.array(closureSchema).default([]),
  profiles: z
    .object({
      googleBusiness: optionalUrl,
      googleReview: optionalUrl,
      doctoralia: optionalUrl,
      facebook: optionalUrl,
      instagram: optionalUrl,
    })
    .default({}),
  visit: z.object({
    /** Consultation fee in MXN; `from: true` shows it as "desde". */
    fee: z.object({ amount: z.number().int().positive(), from: z.boolean() }),
    paymentMethods: z.array(text(60)).min(1),
    invoices: z.boolean(),
    insurers: z.array(text(80)),
    cancellation: text(200),
  }),
  statistics: z.array(statisticSchema).length(4, { error: 'deben ser cuatro cifras' }),
  /** Paths of values above that are still fictional examples ("doctor.name", "practices[0].phone"). */
  examples: z.array(z.string()).default([]),
});

export const testimonialSchema = z.object({
  id,
  /** First name and initial ("María G."). */
  name: z.string().regex(PATIENT_NAME_PATTERN, { error: 'escribe nombre e inicial, por ejemplo "María G."' }),
  /** The practice where the patient was seen, by id. */
  practice: id,
  rating: z.number().int().min(1).max(5),
  text: text(320),
  /** Date of the patient's written authorization to publish (not shown). */
  consentDate: date,
  example: z.boolean().default(false),
});

export const testimoniosSchema = z.object({ testimonials: z.array(testimonialSchema) });

export const faqSchema = z.object({
  id,
  question: text(160),
  /** One string per paragraph. May use {tokens} for facts, see content/facts/tokens.ts. */
  answer: z.array(text(900)).min(1),
});

export const preguntasSchema = z.object({ faqs: z.array(faqSchema) });

export type Consultorio = z.infer<typeof consultorioSchema>;
export type PracticeFacts = z.infer<typeof practiceSchema>;
export type OpeningWindowFacts = z.infer<typeof openingWindowSchema>;
export type Closure = z.infer<typeof closureSchema>;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];
export type Qualification = z.infer<typeof qualificationSchema>;
export type StatisticFacts = z.infer<typeof statisticSchema>;
export type TestimonialFacts = z.infer<typeof testimonialSchema>;
export type FaqFacts = z.infer<typeof faqSchema>;
