import { z } from 'zod';
import { SERVICE_ICON_LABELS, SERVICE_ICON_NAMES } from '../icon-names';
import { SERVICE_OPTION_LABELS } from '../service-options';
import { editorFields, field, keysOf, optionsOf } from './editor-fields';
import { MARKDOWN_LIMITS } from './markdown-limits';
import { serviceImageSchema } from './photo-schema';
import { withRule } from './with-rule';
import { localizedLabel } from './localized';
import type { PerLocale } from '../../lib/locale';
import { DATE_PATTERN } from './field-rules.mjs';

/**
 * The front matter of a service page, content/servicios/<slug>.md: the facts of one service,
 * written once, that its page, its card on /servicios/, the home's featured strip, the footer and
 * the structured data read. The body (Markdown) holds the page's sections under the headings of
 * SERVICE_SECTIONS. Checked at build time only; messages are Spanish (the practice reads them).
 */

export const SERVICE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const REVIEWED_DATE_PATTERN = DATE_PATTERN;

/**
 * The body's sections, in this order, each under a "## " heading spelled exactly like this, per
 * language: the Spanish body (`body`) and the English one (`en.body`) have the same five sections.
 * The keys name them in the code and in the page's anchors.
 */
export const SERVICE_SECTION_HEADINGS = {
  es: {
    paraQuien: '¿Para quién es?',
    comoEs: '¿Cómo es?',
    preparacion: 'Preparación',
    recuperacion: 'Recuperación y seguimiento',
    limites: 'Lo que no puede hacer y sus riesgos',
  },
  en: {
    paraQuien: 'Who is it for?',
    comoEs: 'How does it work?',
    preparacion: 'Preparation',
    recuperacion: 'Recovery and follow-up',
    limites: 'What it cannot do, and its risks',
  },
} as const satisfies PerLocale<Record<string, string>>;
/** The Spanish body's sections (the practice's own language). */
export const SERVICE_SECTIONS = SERVICE_SECTION_HEADINGS.es;
export type ServiceSectionKey = keyof typeof SERVICE_SECTIONS;

const text = (max: number) =>
  z
    .string({ error: 'falta este dato (texto)' })
    .trim()
    .min(1, { error: 'no puede quedar vacío' })
    .max(max, {
      error: `es demasiado largo (máximo ${max} caracteres)`,
    });
const slug = z
  .string({ error: 'falta el identificador' })
  .regex(SERVICE_SLUG_PATTERN, {
    error: 'no es un identificador válido (minúsculas, números y guiones)',
  })
  .register(editorFields, {
    patternMessage: 'minúsculas, números y guiones, por ejemplo cirugia-catarata',
  });
const position = z
  .number({ error: 'falta el número de orden' })
  .int({ error: 'debe ser un número entero' })
  .min(1, { error: 'debe ser 1 o mayor' });

/** The marks a text may use; the build fills them from the facts (content/text-tokens.ts). */
const MARKS =
  'Puedes escribir {doctor}, {telefono}, {estado}, {hospital.ciudad}, {hospital.nombre}, {unidad.ciudad}, {unidad.nombre} o {costo} y se reemplazan por los datos del consultorio.';
/** The same marks in the English texts: the build fills them with the English values. */
const MARKS_EN =
  'Las mismas marcas ({doctor}, {telefono} …) se reemplazan con los datos en inglés.';

/** The groups of /servicios/, in its order, as the editor names them. */
export const SERVICE_GROUP_LABELS = {
  clinicos: 'Servicios Clínicos',
  quirurgicos: 'Servicios Quirúrgicos',
  preventivos: 'Servicios Preventivos',
} as const;
export const SERVICE_GROUPS = keysOf(SERVICE_GROUP_LABELS);
/** schema.org types: surgery, a plain (non-invasive) procedure, a test (checkups, screening), a therapy. */
export const SERVICE_TYPE_LABELS = {
  SurgicalProcedure: 'Cirugía',
  MedicalProcedure: 'Procedimiento sin cirugía (consulta)',
  MedicalTest: 'Revisión o estudio',
  MedicalTherapy: 'Tratamiento u orientación',
} as const;
export const SERVICE_TYPES = keysOf(SERVICE_TYPE_LABELS);
/** The contact form's service options (content/service-options.ts): a service may name the one that matches it. */
export const FORM_OPTIONS = keysOf(SERVICE_OPTION_LABELS);

export const serviceFaqSchema = z
  .object({
    question: field(text(160), { label: 'Pregunta' }),
    answer: field(text(700), {
      label: 'Respuesta',
      hint: `Una respuesta general y prudente, sin prometer resultados. ${MARKS}`,
    }),
  })
  .register(editorFields, { label: 'Pregunta', summary: '{{fields.question}}' });

/** The editor's group of a service's English fields; a service with none of them lacks it whole. */
export const ENGLISH_VERSION_LABEL = 'Versión en inglés';

/** A Spanish field's label with «(inglés)»: the English twin's label in the editor. */
const inEnglish = (label: string) => localizedLabel(label, 'en');

/** The sections' headings, as the editor's hint for each body. */
const sectionList = (headings: Readonly<Record<ServiceSectionKey, string>>) =>
  Object.values(headings)
    .map((heading) => `## ${heading}`)
    .join(' · ');

/**
 * The English page of the service: every field optional, each the twin of a Spanish one. The
 * English page is published only when every twin of what the Spanish has is written, with the
 * same number of questions and a body of the five English sections (content/facts/english-gaps.ts).
 */
export const serviceEnglishSchema = z.object({
  slug: field(slug.nullish(), {
    label: 'Dirección de la página en inglés',
    hint: 'La página en inglés se publica en /en/services/<dirección>/: por ejemplo cataract-surgery.',
    patternMessage: 'minúsculas, números y guiones, por ejemplo cataract-surgery',
  }),
  title: field(text(60).nullish(), { label: inEnglish('Nombre del servicio') }),
  shortTitle: field(text(40).nullish(), { label: inEnglish('Nombre corto') }),
  summary: field(text(220).nullish(), { label: inEnglish('Qué es, en una frase') }),
  description: field(text(220).nullish(), { label: inEnglish('Texto de la tarjeta') }),
  details: field(
    z
      .array(field(text(60), { name: 'punto', label: 'Punto' }))
      .max(4, { error: 'escribe como máximo 4 puntos' })
      .nullish(),
    { label: inEnglish('Puntos de la tarjeta'), hint: 'Los mismos puntos, en el mismo orden.' },
  ),
  ageTag: field(text(30).nullish(), { label: inEnglish('Edad') }),
  homeDescription: field(text(140).nullish(), { label: inEnglish('Texto en la portada') }),
  bodyLocation: field(text(60).nullish(), { label: inEnglish('Parte del ojo') }),
  imageAlt: field(text(160).nullish(), {
    label: inEnglish('Descripción de la imagen'),
    hint: 'Lo que se ve en la imagen, en inglés. Solo si la imagen tiene su descripción en español: sin ella es decorativa en ambos idiomas.',
  }),
  urgentSigns: field(text(220).nullish(), { label: inEnglish('Señales de urgencia') }),
  feeBasis: field(text(200).nullish(), { label: inEnglish('Qué incluye el costo') }),
  faqs: field(
    z
      .array(
        z
          .object({
            question: field(text(160), { label: inEnglish('Pregunta') }),
            answer: field(text(700), { label: inEnglish('Respuesta') }),
          })
          .register(editorFields, { label: 'Pregunta', summary: '{{fields.question}}' }),
      )
      .max(4, { error: 'escribe como máximo 4 preguntas' })
      .nullish(),
    {
      label: inEnglish('Preguntas de esta página'),
      hint: 'Las mismas preguntas, en el mismo orden.',
      collapsed: true,
    },
  ),
  seo: field(
    z
      .object({
        title: field(text(40).nullish(), { label: inEnglish('Lo que buscan los pacientes') }),
        description: field(text(200).nullish(), { label: inEnglish('Descripción en Google') }),
      })
      .nullish(),
    { label: inEnglish('Buscadores') },
  ),
  body: field(z.string().max(MARKDOWN_LIMITS.characters).nullish(), {
    label: inEnglish('Texto de la página'),
    hint: `Las mismas cinco secciones, con estos títulos en inglés, en este orden: ${sectionList(SERVICE_SECTION_HEADINGS.en)}. ${MARKS_EN}`,
    widget: 'markdown',
  }),
});

/** The front matter's fields, each with what the editor shows for it (content/facts/editor-fields.ts). */
export const serviceFields = z.object({
  title: field(text(60), {
    label: 'Nombre del servicio',
    hint: 'Como lo muestran su tarjeta y el título de su página.',
  }),
  shortTitle: field(text(40).nullish(), {
    label: 'Nombre corto',
    hint: 'Opcional: el nombre en el pie de página y en la portada, si es otro (por ejemplo «Oftalmología Pediátrica»).',
  }),
  group: field(z.enum(SERVICE_GROUPS, { error: `no es un grupo (${SERVICE_GROUPS.join(', ')})` }), {
    label: 'Grupo',
    options: optionsOf(SERVICE_GROUP_LABELS),
  }),
  order: field(position, {
    label: 'Orden en su grupo',
    hint: '1 es el primero de su grupo en la página de servicios.',
  }),
  type: field(z.enum(SERVICE_TYPES, { error: `no es un tipo (${SERVICE_TYPES.join(', ')})` }), {
    label: 'Tipo',
    hint: 'Cómo lo describe el sitio ante los buscadores.',
    options: optionsOf(SERVICE_TYPE_LABELS),
  }),
  icon: field(
    z.enum(SERVICE_ICON_NAMES, { error: `no es un icono (${SERVICE_ICON_NAMES.join(', ')})` }),
    {
      label: 'Icono',
      options: optionsOf(SERVICE_ICON_LABELS),
    },
  ),
  summary: field(text(220), {
    label: 'Qué es, en una frase',
    hint: 'La frase bajo el título de la página: qué es, en palabras sencillas.',
  }),
  description: field(text(220), {
    label: 'Texto de la tarjeta',
    hint: 'Lo que dice su tarjeta en la página de servicios.',
  }),
  details: field(
    z
      .array(field(text(60), { name: 'punto', label: 'Punto' }))
      .min(2, { error: 'escribe al menos 2 puntos' })
      .max(4, { error: 'escribe como máximo 4 puntos' }),
    {
      label: 'Puntos de la tarjeta',
      hint: 'De 2 a 4 puntos breves.',
    },
  ),
  featured: field(z.boolean().default(false), {
    label: 'Más Solicitado',
    hint: 'Muestra la etiqueta «Más Solicitado» en su tarjeta.',
  }),
  ageTag: field(text(30).nullish(), {
    label: 'Edad',
    hint: 'Opcional: la etiqueta de edad de su tarjeta (por ejemplo «0-18 años»).',
  }),
  home: field(
    z
      .object({
        order: field(position, { label: 'Orden en la portada' }),
        description: field(text(140), { label: 'Texto en la portada' }),
      })
      .nullish(),
    {
      label: 'En la portada',
      hint: 'Opcional: aparece en «Especialidades Destacadas» de la página de inicio (se muestran todos los que lo tengan).',
      collapsed: true,
    },
  ),
  footer: field(position.nullish(), {
    label: 'Orden en el pie de página',
    hint: 'Opcional: vacío, no aparece en la lista de servicios del pie de página.',
  }),
  formOption: field(
    z
      .enum(FORM_OPTIONS, { error: `no es una opción del formulario (${FORM_OPTIONS.join(', ')})` })
      .nullish(),
    {
      label: 'Opción del formulario',
      hint: '«Agenda tu Consulta» abre el formulario con esta opción ya elegida.',
      options: optionsOf(SERVICE_OPTION_LABELS),
    },
  ),
  bodyLocation: field(text(60).nullish(), {
    label: 'Parte del ojo',
    hint: 'Opcional, para los buscadores: por ejemplo «Cristalino» o «Córnea».',
  }),
  image: field(
    serviceImageSchema({
      src: 'Una foto que ayude a entender el servicio: el equipo con que se hace, el consultorio. Se muestra junto al título de su página.',
      alt: 'Qué se ve: "Microscopio quirúrgico del quirófano". Si la dejas vacía, se trata como decorativa.',
    }).nullish(),
    { label: 'Imagen', collapsed: true, hint: 'Opcional.' },
  ),
  urgentSigns: field(text(220).nullish(), {
    label: 'Señales de urgencia',
    hint: 'Solo en padecimientos que pueden ser urgentes: las señales que no pueden esperar. Se muestran con el teléfono y el 911.',
  }),
  feeFrom: field(
    z
      .number({ error: 'el costo es un número de pesos' })
      .int()
      .positive({ error: 'el costo debe ser mayor que 0' })
      .nullish(),
    {
      label: 'Costo desde (pesos)',
      hint: 'Opcional: se muestra como «desde $…». Vacío, la página no muestra costo.',
    },
  ),
  feeBasis: field(text(200).nullish(), {
    label: 'Qué incluye el costo',
    hint: 'Obligatorio si escribes un costo: qué incluye y de qué depende.',
  }),
  related: field(
    z
      .array(slug)
      .min(1, { error: 'relaciona al menos 1 servicio' })
      .max(3, { error: 'relaciona como máximo 3 servicios' }),
    {
      label: 'Servicios relacionados',
      hint: 'De 1 a 3, al final de la página.',
      optionsFrom: 'services',
    },
  ),
  faqs: field(
    z
      .array(serviceFaqSchema)
      .min(1, { error: 'escribe al menos 1 pregunta' })
      .max(4, { error: 'escribe como máximo 4 preguntas' }),
    {
      label: 'Preguntas de esta página',
      hint: 'De 1 a 4. Antes de ellas, la página muestra las de «Preguntas frecuentes» que la eligen en «Dónde se muestra».',
      collapsed: true,
    },
  ),
  seo: field(
    z.object({
      title: field(text(40), {
        label: 'Lo que buscan los pacientes',
        hint: 'El título en Google, antes de « en <ciudades>»: por ejemplo «Cirugía de catarata».',
      }),
      description: field(text(200), {
        label: 'Descripción en Google',
        hint: `Como máximo 160 caracteres ya con los datos. ${MARKS}`,
      }),
    }),
    { label: 'Buscadores' },
  ),
  reviewed: field(
    withRule(
      z
        .string({ error: 'falta la fecha de revisión (AAAA-MM-DD)' })
        .regex(REVIEWED_DATE_PATTERN, { error: 'no es una fecha válida (AAAA-MM-DD)' }),
      'date',
    ),
    {
      label: 'Revisado el',
      hint: 'Fecha en que revisaste el texto; se muestra en la página.',
      widget: 'datetime',
      patternMessage: 'una fecha AAAA-MM-DD',
    },
  ),
  hidden: field(z.boolean().default(false), {
    label: 'Ocultar',
    hint: 'Oculto: no tiene página, tarjeta ni enlaces; el archivo se conserva.',
  }),
  en: field(serviceEnglishSchema.nullish(), {
    label: ENGLISH_VERSION_LABEL,
    collapsed: true,
    hint: 'La página del servicio en inglés. Se publica solo cuando tiene todo: cada texto que tiene la versión en español, las mismas preguntas y las cinco secciones.',
  }),
  example: field(z.boolean({ error: 'indica si es un texto de ejemplo (true o false)' }), {
    label: 'Es un texto de ejemplo',
    hint: 'Desmárcalo cuando hayas revisado y aprobado el texto: mientras esté marcado, el sitio no se publica en modo estricto.',
    initial: false,
  }),
});

/** The front matter as the build checks it: the fields, and the rule that spans them (content/facts/field-rules.mjs). */
export const serviceFrontMatterSchema = withRule(serviceFields, 'serviceFee');

/** What the editor edits: the front matter's fields, the page's text (Decap's `body`, the Markdown under the front matter) and its English version. */
export const serviceEditorSchema = serviceFields.omit({ en: true }).extend({
  body: field(z.string().max(MARKDOWN_LIMITS.characters), {
    label: 'Texto de la página',
    hint: `Cinco secciones, cada una con su título tal cual, en este orden: ${sectionList(SERVICE_SECTIONS)}. Escribe en primera persona, sin prometer resultados. ${MARKS}`,
    widget: 'markdown',
  }),
  // The English version comes last: the Spanish page first, then its twin.
  en: serviceFields.shape.en,
});

export type ServiceFrontMatter = z.infer<typeof serviceFrontMatterSchema>;
export type ServiceEnglish = z.infer<typeof serviceEnglishSchema>;
export type ServiceGroupId = (typeof SERVICE_GROUPS)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type FormOption = (typeof FORM_OPTIONS)[number];
