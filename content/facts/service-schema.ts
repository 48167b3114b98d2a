import { z } from 'zod';
import type { IconName } from '../types';

/**
 * The front matter of a service page, content/servicios/<slug>.md: the facts of one service,
 * written once, that its page, its card on /servicios/, the home's featured strip, the footer and
 * the structured data read. The body (Markdown) holds the page's sections under the headings of
 * SERVICE_SECTIONS. Checked at build time only; messages are Spanish (the practice reads them).
 */

export const SERVICE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const REVIEWED_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const SERVICE_GROUPS = ['clinicos', 'quirurgicos', 'preventivos'] as const;
/** schema.org types: surgery, a plain (non-invasive) procedure, a test (checkups, screening), a therapy. */
export const SERVICE_TYPES = ['SurgicalProcedure', 'MedicalProcedure', 'MedicalTest', 'MedicalTherapy'] as const;
/** The contact form's service options (spec section 9): a service may name the one that matches it. */
export const FORM_OPTIONS = ['consulta', 'catarata', 'lasik', 'glaucoma', 'pediatrica', 'otro'] as const;
export const SERVICE_ICONS = [
  'stethoscope',
  'glasses',
  'shield-plus',
  'activity',
  'eye',
  'scan-eye',
  'crosshair',
  'layers',
  'sun',
  'scissors',
  'calendar-check',
  'baby',
  'book-open',
  'heart-pulse',
  'microscope',
  'sparkles',
] as const satisfies readonly IconName[];

/**
 * The body's sections, in this order, each under a "## " heading spelled exactly like this.
 * The keys name them in the code and in the page's anchors.
 */
export const SERVICE_SECTIONS = {
  paraQuien: '¿Para quién es?',
  comoEs: '¿Cómo es?',
  preparacion: 'Preparación',
  recuperacion: 'Recuperación y seguimiento',
  limites: 'Lo que no puede hacer y sus riesgos',
} as const;
export type ServiceSectionKey = keyof typeof SERVICE_SECTIONS;

const text = (max: number) =>
  z.string({ error: 'falta este dato (texto)' }).trim().min(1, { error: 'no puede quedar vacío' }).max(max, {
    error: `es demasiado largo (máximo ${max} caracteres)`,
  });
const slug = z.string({ error: 'falta el identificador' }).regex(SERVICE_SLUG_PATTERN, {
  error: 'no es un identificador válido (minúsculas, números y guiones)',
});
const position = z.number({ error: 'falta el número de orden' }).int({ error: 'debe ser un número entero' }).min(1, { error: 'debe ser 1 o mayor' });

export const serviceFaqSchema = z.object({
  question: text(160),
  answer: text(700),
});

export const serviceFrontMatterSchema = z
  .object({
  /** Name of the service, as its card and its page's h1 show it. */
  title: text(60),
  /** Shorter or more familiar name for the footer and the home's strip ("Oftalmología Pediátrica"). */
  shortTitle: text(40).nullish(),
  group: z.enum(SERVICE_GROUPS, { error: `no es un grupo (${SERVICE_GROUPS.join(', ')})` }),
  /** Position of its card within its group on /servicios/. */
  order: position,
  type: z.enum(SERVICE_TYPES, { error: `no es un tipo (${SERVICE_TYPES.join(', ')})` }),
  icon: z.enum(SERVICE_ICONS, { error: `no es un icono (${SERVICE_ICONS.join(', ')})` }),
  /** One plain sentence of what it is: the page's lead. */
  summary: text(220),
  /** The card's text on /servicios/. */
  description: text(220),
  /** The card's short points. */
  details: z.array(text(60)).min(2, { error: 'escribe al menos 2 puntos' }).max(4, { error: 'escribe como máximo 4 puntos' }),
  /** "Más Solicitado" on its card. */
  featured: z.boolean().default(false),
  ageTag: text(30).nullish(),
  /** On the home's "Especialidades Destacadas": its position and its line there. */
  home: z.object({ order: position, description: text(140) }).nullish(),
  /** Position in the footer's list of services; empty: not listed there. */
  footer: position.nullish(),
  formOption: z.enum(FORM_OPTIONS, { error: `no es una opción del formulario (${FORM_OPTIONS.join(', ')})` }).nullish(),
  /** The part of the body it concerns (structured data), e.g. "Cristalino". */
  bodyLocation: text(60).nullish(),
  /** Signs that cannot wait: shown with the urgency line and 911 on the page. */
  urgentSigns: text(220).nullish(),
  /** Starting fee in pesos ("desde"); empty: not shown. */
  feeFrom: z.number({ error: 'el costo es un número de pesos' }).int().positive({ error: 'el costo debe ser mayor que 0' }).nullish(),
  /** What the fee covers and what it depends on: required with a fee. */
  feeBasis: text(200).nullish(),
  related: z.array(slug).min(1, { error: 'relaciona al menos 1 servicio' }).max(3, { error: 'relaciona como máximo 3 servicios' }),
  /** Questions of content/preguntas.yml shown here too, by id (written once, there). */
  sharedFaqs: z.array(slug).max(4, { error: 'como máximo 4 preguntas' }).default([]),
  /** The page's own questions. */
  faqs: z.array(serviceFaqSchema).max(4, { error: 'escribe como máximo 4 preguntas' }).default([]),
  seo: z.object({
    /** What patients search, before " en <pueblos>" and the brand: "Cirugía de catarata". */
    title: text(40),
    /** At most 160 characters once its marks are filled in. */
    description: text(200),
  }),
  /** Date the doctor last reviewed the page (AAAA-MM-DD). */
  reviewed: z.string({ error: 'falta la fecha de revisión (AAAA-MM-DD)' }).regex(REVIEWED_DATE_PATTERN, { error: 'no es una fecha válida (AAAA-MM-DD)' }),
  /** Hidden: no page, card or link; the file stays. */
  hidden: z.boolean().default(false),
  /** Example text until the practice confirms it: STRICT_CONTENT=1 fails on it. */
  example: z.boolean({ error: 'indica si es un texto de ejemplo (true o false)' }),
})
  .refine((service) => service.feeFrom == null || Boolean(service.feeBasis), {
    error: 'con un costo, escribe también qué incluye (feeBasis)',
    path: ['feeBasis'],
  })
  .refine((service) => service.faqs.length + service.sharedFaqs.length >= 2 && service.faqs.length + service.sharedFaqs.length <= 4, {
    error: 'la página lleva de 2 a 4 preguntas en total (faqs y sharedFaqs)',
    path: ['faqs'],
  });

export type ServiceFrontMatter = z.infer<typeof serviceFrontMatterSchema>;
export type ServiceGroupId = (typeof SERVICE_GROUPS)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type FormOption = (typeof FORM_OPTIONS)[number];
