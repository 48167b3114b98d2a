import { formatPhone } from '@/lib/phone-format';
import { DRAFT_TTL_HOURS } from '@/lib/contact/draft';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { capitalized, doctorWords } from './doctor-words';
import { practice } from './practice';
import type { HeroContent } from './types';

/**
 * The privacy notice (aviso de privacidad integral, LFPDPPP of 20 March 2025) and its short form
 * beside the contact form (art. 16's elements). Plain language in the doctor's voice ("yo", "mi
 * equipo"), each section under its legal name. Every statement a lawyer must confirm before launch
 * is listed in docs/revision-legal.md ("Antes de publicar: lo que confirma tu abogado").
 */

/** Route of the full privacy notice (aviso de privacidad). */
export const privacyPath = '/aviso-de-privacidad/';

/** The footer's link to it. */
export const privacyLink = { href: privacyPath, label: 'Aviso de privacidad' } as const;

export interface PrivacySection {
  id: string;
  /** The section's name in the law's terms. */
  title: string;
  /** The same, as a patient would ask it. */
  plain: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** Paragraphs after the list. */
  closing?: readonly string[];
}

const { doctor } = practice;
const [hospital, unit] = practice.practices;
const whatsapp = formatPhone(practice.phones.whatsapp);

/** The delivery channel this build actually uses: the endpoint when one is set, else WhatsApp. */
const endpointHost = contactEndpoint ? new URL(contactEndpoint).host : null;

export const privacyHero: HeroContent = {
  eyebrow: 'Aviso de privacidad',
  title: `Aviso de privacidad integral del consultorio de oftalmología en ${hospital.town} y ${unit.town}`,
  lead: `Cómo cuido los datos personales que compartes conmigo al escribirme desde este sitio. Cada apartado lleva el nombre que le da la ley y, debajo, lo que significa en palabras sencillas.`,
};

/** Ends a sentence with a period, once: an address may already end in one ("Nay."). */
const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** Date of the current version, shown on the page: ISO for <time>, words for people. */
export const privacyUpdated = {
  iso: '2026-11-22',
  label: 'Última actualización: 22 de noviembre de 2026',
} as const;

/** Title of the list of sections at the top of the notice. */
export const privacyContentsTitle = 'En este aviso';

const deliverySection: PrivacySection = endpointHost
  ? {
      id: 'transferencias',
      title: 'Transferencias y remisiones',
      plain: 'Quién más recibe tus datos',
      paragraphs: [
        'No transfiero tus datos personales: ninguna otra persona o empresa los recibe para sus propios fines, salvo que una ley o una autoridad competente me lo exija.',
        `Cómo llega tu mensaje: al enviarlo, el formulario manda tus datos por una conexión cifrada a un servicio de recepción de mensajes (${endpointHost}) que me los entrega. Ese servicio es mi encargado: los trata solo por mi cuenta y para entregármelos, y no puede usarlos para nada más. Esto es una remisión, no una transferencia.`,
      ],
    }
  : {
      id: 'transferencias',
      title: 'Transferencias y remisiones',
      plain: 'Quién más recibe tus datos',
      paragraphs: [
        'No transfiero tus datos personales: ninguna otra persona o empresa los recibe para sus propios fines, salvo que una ley o una autoridad competente me lo exija. Tampoco hay remisiones: ningún encargado trata tus datos por mi cuenta a través de este sitio.',
        `Cómo llega tu mensaje: el formulario no envía tus datos a ningún servidor. Al tocar «Enviar Mensaje» se abre WhatsApp con tu mensaje ya escrito, y eres tú quien lo envía desde tu propia cuenta al número del consultorio (${whatsapp}). WhatsApp (Meta) trata ese mensaje como tu servicio de mensajería y bajo su propio aviso de privacidad; no actúa por mi cuenta ni es mi encargado. Si me escribes por correo, ocurre lo mismo con tu proveedor de correo.`,
      ],
    };

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'responsable',
    title: 'Identidad y domicilio del responsable',
    plain: 'Quién cuida tus datos',
    paragraphs: [
      `Yo, ${doctorWords.the} ${doctor.name}, ${doctor.title.toLowerCase()}, soy ${doctorWords.the} responsable del tratamiento de tus datos personales. Mi domicilio para oír y recibir notificaciones es ${endSentence(hospital.fullAddress)} También atiendo en ${endSentence(unit.fullAddress)}`,
      `Las solicitudes sobre tus datos (derechos ARCO, revocación del consentimiento, límites a su uso y dudas sobre este aviso) las atiendo yo, con apoyo de mi equipo del consultorio, en ${practice.email} o por WhatsApp al ${whatsapp}.`,
    ],
  },
  {
    id: 'datos',
    title: 'Datos personales que trato',
    plain: 'Qué datos recibo',
    paragraphs: [
      'Solo los que tú me das al escribirme desde el formulario de contacto, por WhatsApp o por correo:',
    ],
    items: [
      'Nombre completo.',
      'Teléfono.',
      'Correo electrónico.',
      'Servicio de interés (opcional). Es un dato personal sensible: puede revelar un padecimiento.',
      'El texto de tu mensaje. Puede contener datos de salud, que son datos personales sensibles.',
    ],
    closing: [
      'Si escribes por una niña, un niño u otra persona, hazlo como su madre, padre, tutor o representante, y comparte solo lo necesario para agendar la cita.',
    ],
  },
  {
    id: 'datos-sensibles',
    title: 'Datos personales sensibles',
    plain: 'Tu salud',
    paragraphs: [
      'La ley considera datos personales sensibles los que se refieren a tu salud. El servicio que eliges puede revelar un padecimiento, y tu mensaje puede contener datos de salud. Te pido no incluir diagnósticos, estudios ni otros datos clínicos: los revisamos juntos en consulta.',
      'Si aun así los compartes, al enviar tu mensaje me das tu consentimiento expreso para tratarlos solo para atender tu solicitud. El acceso se limita a mí y a mi equipo del consultorio, con medidas de seguridad administrativas, físicas y técnicas.',
    ],
  },
  {
    id: 'finalidades',
    title: 'Finalidades del tratamiento',
    plain: 'Para qué uso tus datos',
    paragraphs: [
      'Uso tus datos solo para estas finalidades primarias, necesarias para atender lo que me pides:',
    ],
    items: [
      'Responder tu mensaje y tus dudas.',
      'Agendar, confirmar, cambiar o cancelar tu cita.',
      'Darte la información que pediste sobre los servicios, los costos y los consultorios.',
    ],
    closing: [
      'No hay finalidades secundarias: no uso tus datos para publicidad, mercadotecnia, encuestas ni prospección comercial, y no los vendo.',
    ],
  },
  deliverySection,
  {
    id: 'limitar-uso',
    title: 'Medios para limitar el uso o la divulgación de tus datos',
    plain: 'Cómo pedir que use menos tus datos',
    paragraphs: [
      `Puedes pedirme en cualquier momento que deje de usar tus datos para algo en particular o que no te contacte por algún medio (por ejemplo, solo por teléfono y no por WhatsApp). Escríbeme a ${practice.email} o por WhatsApp al ${whatsapp}; te confirmo por el mismo medio que lo registré.`,
      'Como no uso tus datos para publicidad, no necesitas inscribirte en ningún listado de exclusión. Para no dejar en este dispositivo lo que escribiste, toca «Borrar» en el formulario (ver «Tecnologías de rastreo y borrador del formulario»).',
    ],
  },
  {
    id: 'derechos-arco',
    title: 'Derechos ARCO y revocación del consentimiento',
    plain: 'Cómo ver, corregir o borrar tus datos',
    paragraphs: [
      'Tienes derecho a saber qué datos tengo y cómo los uso (acceso), a corregirlos (rectificación), a pedir que los elimine (cancelación) y a oponerte a que los use para un fin concreto (oposición): son tus derechos ARCO. También puedes revocar el consentimiento que me diste; si la ley me obliga a conservar algún dato, te lo explico en mi respuesta.',
      `Envía tu solicitud por correo a ${practice.email} o por WhatsApp al ${whatsapp}. Debe incluir:`,
    ],
    items: [
      'Tu nombre y un medio para responderte (correo, teléfono o domicilio).',
      'Los documentos que acrediten tu identidad (una identificación oficial) o, si actúas por otra persona, la identidad de tu representante y el documento que acredite la representación.',
      'Una descripción clara de los datos y del derecho que quieres ejercer, o del consentimiento que revocas.',
      'Cualquier dato que ayude a localizar tus datos, por ejemplo la fecha aproximada y el medio por el que me escribiste. Si pides una rectificación, indica el dato correcto.',
    ],
    closing: [
      'Te respondo en un máximo de 20 días hábiles desde que recibo tu solicitud. Si procede, la hago efectiva dentro de los 15 días hábiles siguientes a mi respuesta.',
      'Si no recibes respuesta o no estás de acuerdo con ella, puedes acudir a la autoridad de protección de datos personales. Conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares publicada el 20 de marzo de 2025, esa autoridad es la Secretaría Anticorrupción y Buen Gobierno, que asumió las funciones que en esta materia tenía el INAI.',
    ],
  },
  {
    id: 'conservacion',
    title: 'Plazo de conservación',
    plain: 'Cuánto tiempo guardo tus datos',
    paragraphs: [
      'Conservo tu mensaje y tus datos de contacto mientras atiendo tu solicitud y, como máximo, 12 meses después de tu último mensaje; después los borro.',
      'Si llegas a ser mi paciente, lo que pase a formar parte de tu expediente clínico se conserva como lo exige la NOM-004-SSA3-2012, del expediente clínico (al menos cinco años desde el último acto médico), y se rige por esa norma.',
    ],
  },
  {
    id: 'rastreo',
    title: 'Tecnologías de rastreo y borrador del formulario',
    plain: 'Qué guarda este sitio en tu dispositivo',
    paragraphs: [
      'Este sitio no usa cookies, web beacons, píxeles de rastreo, analítica ni scripts de terceros.',
      `Lo único que guarda es un borrador del formulario de contacto, en el almacenamiento local de este navegador (localStorage), para que no pierdas lo que escribes: tu nombre, teléfono, correo, el servicio elegido y tu mensaje, con la hora en que escribiste por última vez. No sale de tu dispositivo y yo no lo recibo. Se borra:`,
    ],
    items: [
      'al enviar tu mensaje (o al abrir WhatsApp con él);',
      'al tocar «Borrar» en el formulario;',
      `si no, la siguiente vez que abres la página de contacto después de ${DRAFT_TTL_HOURS} horas desde lo último que escribiste.`,
    ],
    closing: [
      'También puedes borrarlo cuando quieras borrando los datos de este sitio en tu navegador.',
    ],
  },
  {
    id: 'cambios',
    title: 'Cambios al aviso de privacidad',
    plain: 'Cómo te enteras de un cambio',
    paragraphs: [
      'Cualquier cambio a este aviso se publica en esta misma página, con la fecha de su última actualización. Si un cambio requiere tu consentimiento, te lo pido antes de aplicarlo.',
    ],
  },
];

/**
 * The short notice beside the submit button (aviso simplificado, LFPDPPP art. 16): identity and
 * address, the data, the purposes, how to limit use or exercise rights, the link to the full notice.
 */
export const formPrivacy = {
  title: 'Aviso de privacidad simplificado.',
  notice: `${capitalized(doctorWords.the)} responsable de tus datos soy yo, ${doctorWords.the} ${doctor.name}, con domicilio en ${endSentence(hospital.fullAddress)} Uso tu nombre, teléfono, correo, el servicio que elijas y tu mensaje solo para responderte y agendar tu cita; no hay finalidades secundarias. El servicio y tu mensaje pueden revelar datos de salud (datos personales sensibles). Para limitar su uso o ejercer tus derechos ARCO, escribe a ${practice.email}. Consulta el`,
  linkLabel: 'Aviso de privacidad',
  draft: `Mientras escribes, este navegador guarda un borrador hasta ${DRAFT_TTL_HOURS} horas después de lo último que escribiste; se borra al enviar o al tocar «Borrar».`,
  clinicalHint:
    'No incluyas diagnósticos, estudios ni otros datos clínicos: los vemos en consulta.',
} as const;
