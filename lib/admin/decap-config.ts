import { LICENCE_LABELS } from '@/content/credentials';
import { consultorio } from '@/content/facts/load';
import { DAY_NAMES } from '@/content/facts/schedule';
import { svgIconPath } from '@/lib/app-icons';
import {
  DATE_PATTERN,
  EMAIL_PATTERN,
  HTTPS_URL_PATTERN,
  ID_PATTERN,
  LICENCE_NUMBER_PATTERN,
  MONOGRAM_PATTERN,
  PATIENT_NAME_PATTERN,
  PHONE_PATTERN,
  PORTRAIT_SRC_PATTERN,
  POSTAL_CODE_PATTERN,
  PRACTICE_KINDS,
  TIME_PATTERN,
  type ClosureReason,
} from '@/content/facts/schema';
import { LOCAL_BACKEND_URL } from './local-backend.mjs';

/**
 * The configuration of the practice's editor (Decap CMS at /admin/), written to out/admin/config.yml
 * at build time (app/admin/config.yml/route.ts). It edits exactly the three data files, with the
 * rules of content/facts/schema.ts: lib/admin/__tests__/decap-config.test.ts walks both and fails
 * when a field or a constraint differs. Labels and hints are Spanish: the practice reads them.
 */

/**
 * Where the live editor saves: the GitHub repository and branch the host builds from.
 * The developer sets these once when deploying (README, "Editor for the practice").
 */
export const GITHUB_BACKEND = { repo: 'tu-usuario/sitio-consultorio', branch: 'main' } as const;

/** The subset of Decap's field options this configuration uses. */
export type DecapField = {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'datetime' | 'list' | 'object' | 'image';
  hint?: string;
  required?: boolean;
  /** [regex source, message]; Decap compiles it without flags. */
  pattern?: [string, string];
  default?: unknown;
  comment?: string;
  // number
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  // select
  options?: { label: string; value: string | number }[];
  multiple?: boolean;
  // datetime
  date_format?: string | false;
  time_format?: string | false;
  // list and object
  field?: DecapField;
  fields?: DecapField[];
  collapsed?: boolean;
  minimize_collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  allow_add?: boolean;
  allow_remove?: boolean;
  add_to_top?: boolean;
  // image
  choose_url?: boolean;
};

type Options = Omit<Partial<DecapField>, 'name' | 'label' | 'widget'>;

/** A pattern that only limits the length (the schema's text(max)). */
export const maxLengthPattern = (max: number): [string, string] => [
  `^[\\s\\S]{0,${max}}$`,
  `máximo ${max} caracteres`,
];

const pattern = (regex: RegExp, message: string): [string, string] => [regex.source, message];

const text = (name: string, label: string, max: number, options: Options = {}): DecapField => ({
  name,
  label,
  widget: max > 160 ? 'text' : 'string',
  pattern: maxLengthPattern(max),
  ...options,
});
const optionalText = (name: string, label: string, max: number, options: Options = {}) =>
  text(name, label, max, { required: false, ...options });

const time = (name: string, label: string, hint: string): DecapField => ({
  name,
  label,
  widget: 'string',
  hint: `${hint} Formato de 24 horas: 09:00, 17:30.`,
  pattern: pattern(TIME_PATTERN, 'una hora de 00:00 a 23:59, por ejemplo 17:30'),
});

/** A calendar date stored as 'AAAA-MM-DD' (Decap's datetime widget, date only). */
const date = (name: string, label: string, options: Options = {}): DecapField => ({
  name,
  label,
  widget: 'datetime',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  pattern: pattern(DATE_PATTERN, 'una fecha AAAA-MM-DD'),
  ...options,
});

const phone = (name: string, label: string, hint?: string): DecapField => ({
  name,
  label,
  widget: 'string',
  hint: `${hint ? `${hint} ` : ''}+52 y los 10 dígitos, sin espacios: +523111234567.`,
  pattern: pattern(PHONE_PATTERN, '+52 seguido de 10 dígitos, sin espacios'),
});

const id = (hint: string): DecapField => ({
  name: 'id',
  label: 'Identificador',
  widget: 'string',
  hint: `${hint} Minúsculas, números y guiones; no lo cambies una vez publicado.`,
  pattern: pattern(ID_PATTERN, 'minúsculas, números y guiones, por ejemplo maria-g'),
});

const url = (name: string, label: string, options: Options = {}): DecapField => ({
  name,
  label,
  widget: 'string',
  pattern: pattern(HTTPS_URL_PATTERN, 'una dirección que empiece con https://'),
  ...options,
});

const int = (name: string, label: string, options: Options = {}): DecapField => ({
  name,
  label,
  widget: 'number',
  value_type: 'int',
  step: 1,
  ...options,
});

const yesNo = (name: string, label: string, options: Options = {}): DecapField => ({
  name,
  label,
  widget: 'boolean',
  ...options,
});

const list = (name: string, label: string, item: DecapField, options: Options = {}): DecapField => ({
  name,
  label,
  widget: 'list',
  ...(item.widget === 'object' && item.fields
    ? { fields: item.fields, label_singular: item.label, ...(item.summary ? { summary: item.summary } : {}) }
    : { field: item }),
  ...options,
});

const select = (name: string, label: string, options: DecapField['options'], extra: Options = {}): DecapField => ({
  name,
  label,
  widget: 'select',
  options,
  ...extra,
});
/** A select's options from a record of labels, stored by key. */
const labelled = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ label: labels[value], value }));

const group = (name: string, label: string, fields: DecapField[], options: Options = {}): DecapField => ({
  name,
  label,
  widget: 'object',
  fields,
  ...options,
});


const REASON_LABELS: Record<ClosureReason, string> = {
  vacaciones: 'Vacaciones',
  'dia-festivo': 'Día festivo',
  congreso: 'Congreso',
  otro: 'Otro motivo',
};

const PRACTICE_KIND_LABELS: Record<(typeof PRACTICE_KINDS)[number], string> = {
  hospital: 'Hospital (donde se opera)',
  rehabilitation: 'Unidad de rehabilitación',
};

/** The practices as the selects show them: "Hospital Santa Lucía (Tepic)", stored by id. */
const practiceOptions = consultorio.practices.map((place) => ({
  label: `${place.facility} (${place.address.town})`,
  value: place.id,
}));

const openingWindow = (label: string): DecapField =>
  group('horario', label, [
    select('days', 'Días', DAY_NAMES.map((day, index) => ({ label: day, value: index + 1 })), {
      multiple: true,
      min: 1,
      hint: 'Los días que aplica este horario.',
    }),
    time('opens', 'Abre', 'Hora de apertura.'),
    time('closes', 'Cierra', 'Hora de cierre; debe ser posterior a la apertura.'),
  ], { summary: '{{fields.opens}} a {{fields.closes}}' });

const practiceFields: DecapField[] = [
  id('Nombre interno del consultorio; los testimonios y los cierres lo usan.'),
  select('kind', 'Tipo', labelled(PRACTICE_KIND_LABELS)),
  text('facility', 'Nombre del lugar', 120, { hint: 'El hospital o la unidad donde está el consultorio.' }),
  optionalText('suite', 'Piso y consultorio', 80, { hint: 'Por ejemplo "Piso 4, Consultorio 407". Opcional.' }),
  group('address', 'Dirección', [
    text('street', 'Calle y número', 120),
    text('neighborhood', 'Colonia', 80, { hint: 'Como se muestra: "Col. Centro".' }),
    {
      name: 'postalCode',
      label: 'Código postal',
      widget: 'string',
      pattern: pattern(POSTAL_CODE_PATTERN, '5 dígitos'),
    },
    text('town', 'Ciudad o municipio', 80),
  ]),
  group(
    'geo',
    'Ubicación en el mapa',
    [
      {
        name: 'latitude',
        label: 'Latitud',
        widget: 'number',
        value_type: 'float',
        step: 0.00001,
        min: 14,
        max: 33,
        hint: 'En Google Maps: clic derecho sobre el lugar; el primer número.',
      },
      {
        name: 'longitude',
        label: 'Longitud',
        widget: 'number',
        value_type: 'float',
        step: 0.00001,
        min: -119,
        max: -86,
        hint: 'El segundo número (negativo).',
      },
    ],
    { collapsed: true },
  ),
  phone('phone', 'Teléfono del consultorio'),
  select('timeZone', 'Zona horaria', [
    { label: 'Pacífico (Nayarit, Sinaloa, Sonora, BCS)', value: 'America/Mazatlan' },
    { label: 'Centro (CDMX, Jalisco y la mayor parte del país)', value: 'America/Mexico_City' },
    { label: 'Sureste (Quintana Roo)', value: 'America/Cancun' },
    { label: 'Noroeste (Baja California)', value: 'America/Tijuana' },
    { label: 'Sonora', value: 'America/Hermosillo' },
  ]),
  list('openingHours', 'Horarios de atención', openingWindow('Horario'), {
    min: 1,
    hint: 'Cada renglón: unos días con una hora de apertura y una de cierre. Para horario corrido y de tarde, agrega dos renglones.',
  }),
  list('doctorHours', 'Horario en que consulta el doctor', openingWindow('Horario del doctor'), {
    required: false,
    hint: 'Solo si el doctor no atiende en todo el horario del lugar. Déjalo vacío si coincide.',
  }),
  list('features', 'Características', text('caracteristica', 'Característica', 80), {
    max: 6,
    summary: '{{fields.caracteristica}}',
    hint: 'Hasta 6 frases cortas que se muestran en la tarjeta del consultorio.',
  }),
  group('accessibility', 'Accesibilidad', [
    yesNo('elevator', 'Tiene elevador'),
    yesNo('wheelchair', 'Acceso en silla de ruedas'),
    optionalText('parking', 'Estacionamiento', 120, { hint: 'Por ejemplo "Estacionamiento gratuito del hospital". Opcional.' }),
  ]),
];

const society = (name: string, label: string): DecapField =>
  group(name, label, [
    text('name', 'Nombre', 120),
    optionalText('role', 'Cargo', 120, { hint: 'Por ejemplo "Miembro activo". Opcional.' }),
    optionalText('period', 'Periodo', 20, { hint: 'Por ejemplo "2020-2022". Opcional.' }),
  ]);

const qualificationFields: DecapField[] = [
  id('Nombre interno del título.'),
  text('title', 'Título o diploma', 120, { hint: 'Como está expedido: "Especialidad en Oftalmología".' }),
  text('institution', 'Institución que lo expidió', 120),
  optionalText('trainingSite', 'Sede de la formación', 120, { hint: 'El hospital de la residencia, si no es la institución. Opcional.' }),
  optionalText('place', 'Ciudad', 80, { hint: 'Opcional.' }),
  int('year', 'Año', { min: 1950, max: 2100 }),
  group('licence', 'Cédula', [
    select('kind', 'Tipo de cédula', labelled(LICENCE_LABELS)),
    {
      name: 'number',
      label: 'Número de cédula',
      widget: 'string',
      pattern: pattern(LICENCE_NUMBER_PATTERN, '7 u 8 dígitos'),
      hint: 'Se enlaza al Registro Nacional de Profesionistas.',
    },
  ]),
  yesNo('subspecialty', 'Es una subespecialidad', { required: false, default: false }),
];

const consultorioFields: DecapField[] = [
  url('siteUrl', 'Dirección del sitio', { hint: 'La dirección pública del sitio, con https://.' }),
  text('brand', 'Nombre del sitio', 60, { hint: 'Aparece en el encabezado y en el título de cada página.' }),
  group(
    'region',
    'Estado',
    [
      text('state', 'Estado', 60, { hint: 'Por ejemplo "Nayarit".' }),
      text('stateAbbreviation', 'Abreviatura del estado', 12, { hint: 'Por ejemplo "Nay.".' }),
      text('timeLabel', 'Nombre de la zona horaria', 40, { hint: 'Cómo se describe la hora a los pacientes: "hora del Pacífico".' }),
    ],
    { collapsed: true },
  ),
  group(
    'doctor',
    'Médico',
    [
      text('name', 'Nombre completo', 80, { hint: 'Con el título: "Dr. Nombre Apellidos".' }),
      text('shortName', 'Nombre corto', 40, { hint: 'Por ejemplo "Dr. Salcedo".' }),
      text('title', 'Título profesional', 60),
      text('specialty', 'Especialidad', 60),
      {
        name: 'monogram',
        label: 'Iniciales',
        widget: 'string',
        pattern: pattern(MONOGRAM_PATTERN, '1 a 3 letras mayúsculas'),
        hint: 'Se muestran cuando no hay fotografía.',
      },
      group(
        'portrait',
        'Fotografía',
        [
          // Decap validates a group's fields even when the group is empty, so they are optional here;
          // the build refuses a photo with a missing size.
          {
            name: 'src',
            label: 'Imagen',
            widget: 'image',
            required: false,
            choose_url: false,
            pattern: pattern(PORTRAIT_SRC_PATTERN, 'una imagen JPG, PNG, WebP o AVIF'),
          },
          int('width', 'Ancho en píxeles', { required: false }),
          int('height', 'Alto en píxeles', { required: false }),
        ],
        {
          required: false,
          collapsed: true,
          hint: 'Opcional. Sin fotografía se muestran las iniciales. Con fotografía, llena también su ancho y su alto.',
        },
      ),
      list('qualifications', 'Títulos y cédulas', group('titulo', 'Título', qualificationFields), {
        min: 2,
        collapsed: true,
        summary: '{{fields.title}}',
        hint: 'Primero el título de médico, después la especialidad.',
      }),
      group(
        'boardCertification',
        'Certificación del Consejo',
        [
          text('body', 'Consejo', 120),
          text('number', 'Número de certificado', 40),
          int('since', 'Certificado desde (año)', { min: 1950, max: 2100 }),
          date('validUntil', 'Vigente hasta'),
        ],
        { collapsed: true },
      ),
      group('societies', 'Sociedades médicas', [society('national', 'Sociedad nacional'), society('state', 'Sociedad estatal')], {
        collapsed: true,
      }),
    ],
    { collapsed: true },
  ),
  {
    name: 'email',
    label: 'Correo electrónico',
    widget: 'string',
    pattern: pattern(EMAIL_PATTERN, 'un correo como nombre@dominio.com'),
  },
  group('phones', 'Teléfonos', [
    phone('main', 'Teléfono principal'),
    phone('second', 'Segundo teléfono'),
    phone('whatsapp', 'WhatsApp', 'El número que recibe los mensajes.'),
  ]),
  {
    name: 'cofeprisNotice',
    label: 'Aviso de publicidad COFEPRIS',
    widget: 'string',
    required: false,
    pattern: maxLengthPattern(40),
    hint: 'El número del aviso de publicidad. Obligatorio antes de publicar el sitio.',
  },
  url('licenceRegistryUrl', 'Registro de cédulas', { hint: 'La consulta pública de cédulas de la SEP.' }),
  list('practices', 'Consultorios y horarios', group('consultorio', 'Consultorio', practiceFields), {
    min: 2,
    max: 2,
    allow_add: false,
    allow_remove: false,
    collapsed: true,
    summary: '{{fields.facility}}',
    hint: 'Los dos consultorios. Abre uno para cambiar su horario.',
  }),
  list(
    'closures',
    'Cierres (vacaciones, días festivos, congresos)',
    group('cierre', 'Cierre', [
      select('practices', 'Consultorios que cierran', practiceOptions, { multiple: true, min: 1 }),
      date('starts', 'Primer día cerrado'),
      {
        ...time('startTime', 'Desde la hora', 'Opcional: si cierra a partir de una hora del primer día (antes se atiende normal).'),
        required: false,
      },
      date('ends', 'Último día cerrado', { hint: 'Inclusive: el consultorio vuelve a abrir el día siguiente.' }),
      select('reason', 'Motivo', labelled(REASON_LABELS)),
      optionalText('note', 'Nota', 160, { hint: 'Opcional: una frase breve que acompaña el aviso, por ejemplo "Asistimos al Congreso Nacional de Oftalmología".' }),
    ], { summary: '{{fields.starts}} a {{fields.ends}} · {{fields.reason}}' }),
    {
      required: false,
      add_to_top: true,
      hint: 'Se anuncian en todo el sitio desde 14 días antes y hasta el último día; el horario y los buscadores los respetan.',
    },
  ),
  group(
    'profiles',
    'Perfiles en otros sitios',
    [
      url('googleBusiness', 'Perfil de Google', { required: false }),
      url('googleReview', 'Enlace para dejar reseña en Google', { required: false }),
      url('doctoralia', 'Doctoralia', { required: false }),
      url('facebook', 'Facebook', { required: false }),
      url('instagram', 'Instagram', { required: false }),
    ],
    { required: false, collapsed: true, hint: 'Opcionales: solo se muestran los que tengan dirección.' },
  ),
  group(
    'visit',
    'Consulta',
    [
      group('fee', 'Costo de la consulta', [
        int('amount', 'Monto en pesos', { min: 1 }),
        yesNo('from', 'Mostrar como "desde"'),
      ]),
      list('paymentMethods', 'Formas de pago', text('forma', 'Forma de pago', 60), { min: 1, summary: '{{fields.forma}}' }),
      yesNo('invoices', 'Emite factura'),
      list('insurers', 'Aseguradoras', text('aseguradora', 'Aseguradora', 80), { summary: '{{fields.aseguradora}}' }),
      text('cancellation', 'Política de cancelación', 200),
    ],
    { collapsed: true },
  ),
  list(
    'statistics',
    'Cifras del consultorio',
    group('cifra', 'Cifra', [
      id('Nombre interno de la cifra.'),
      text('value', 'Cifra', 12, { hint: 'Por ejemplo "5000+" o "98%".' }),
      text('label', 'Qué es', 40),
      text('basis', 'Fuente', 220, { hint: 'Qué cuenta, en qué periodo y según qué registro. Se muestra bajo las cifras.' }),
    ]),
    { min: 4, max: 4, allow_add: false, allow_remove: false, collapsed: true, summary: '{{fields.value}} {{fields.label}}' },
  ),
  list('examples', 'Datos de ejemplo pendientes', { name: 'ruta', label: 'Dato', widget: 'string' }, {
    required: false,
    collapsed: true,
    summary: '{{fields.ruta}}',
    hint: 'Datos ficticios que aún faltan por reemplazar. Cuando cambies uno por el real, borra su renglón.',
  }),
];

const testimonialFields: DecapField[] = [
  {
    name: 'name',
    label: 'Nombre del paciente',
    widget: 'string',
    pattern: pattern(PATIENT_NAME_PATTERN, 'nombre e inicial del apellido, por ejemplo "María G."'),
    hint: 'Solo el nombre y la inicial del apellido.',
  },
  id('Nombre interno: el nombre del paciente en minúsculas, por ejemplo "maria-g".'),
  select('practice', 'Consultorio donde se atendió', practiceOptions),
  int('rating', 'Calificación (1 a 5)', { min: 1, max: 5, default: 5 }),
  text('text', 'Testimonio', 320, { hint: 'Las palabras del paciente, tal como las autorizó.' }),
  date('consentDate', 'Fecha de la autorización por escrito', {
    hint: 'Publica solo testimonios que el paciente autorizó por escrito; guarda esa autorización. La fecha no se muestra.',
  }),
  yesNo('example', 'Es un ejemplo', {
    required: false,
    default: false,
    hint: 'Márcalo solo en testimonios ficticios; el sitio avisa mientras haya alguno.',
  }),
];

const faqFields: DecapField[] = [
  id('Nombre interno de la pregunta.'),
  text('question', 'Pregunta', 160),
  list('answer', 'Respuesta', text('parrafo', 'Párrafo', 900), {
    min: 1,
    summary: '{{fields.parrafo | truncate(80)}}',
    hint: 'Un renglón por párrafo. Puedes escribir {doctor}, {telefono}, {whatsapp}, {correo}, {estado}, {hospital.nombre}, {hospital.ciudad}, {unidad.nombre} o {unidad.ciudad} y se reemplazan por los datos del consultorio.',
  }),
];

/** One "files" collection: one entry per data file, so a save always writes a whole, coherent file. */
export const editorFiles = [
  {
    name: 'consultorio',
    label: 'Consultorio: datos, horarios y cierres',
    file: 'content/consultorio.yml',
    fields: consultorioFields,
  },
  {
    name: 'testimonios',
    label: 'Testimonios',
    file: 'content/testimonios.yml',
    fields: [
      list('testimonials', 'Testimonios', group('testimonio', 'Testimonio', testimonialFields), {
        add_to_top: true,
        collapsed: true,
        summary: '{{fields.name}}',
      }),
    ],
  },
  {
    name: 'preguntas',
    label: 'Preguntas frecuentes',
    file: 'content/preguntas.yml',
    fields: [
      list('faqs', 'Preguntas', group('pregunta', 'Pregunta', faqFields), { collapsed: true, summary: '{{fields.question}}' }),
    ],
  },
] as const satisfies readonly { name: string; label: string; file: string; fields: DecapField[] }[];

export const decapConfig = {
  locale: 'es',
  backend: { name: 'github', ...GITHUB_BACKEND, commit_messages: { update: 'Editor: actualiza {{path}}' } },
  // Decap's local mode: used only when the editor is opened on localhost and `npm run admin` runs decap-server.
  local_backend: { url: LOCAL_BACKEND_URL },
  publish_mode: 'simple',
  media_folder: 'public/fotos',
  public_folder: '/fotos',
  site_url: consultorio.siteUrl,
  display_url: consultorio.siteUrl,
  // The practice's own monogram on the sign-in screen, not Decap's logo.
  logo: { src: svgIconPath, show_in_header: true },
  collections: [
    {
      name: 'datos',
      label: 'Datos del sitio',
      description: 'Cada cambio guardado se publica solo: el sitio se vuelve a generar en unos minutos.',
      editor: { preview: false },
      files: editorFiles,
    },
  ],
};
