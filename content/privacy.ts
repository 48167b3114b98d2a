import { formatPhone } from '@/lib/phone-format';
import { DRAFT_TTL_HOURS } from '@/lib/contact/draft';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { capitalized, doctorWords } from './doctor-words';
import type { PerLocale } from '@/lib/locale';
import { practice } from './practice';
import type { HeroContent } from './types';

/**
 * The privacy notice (aviso de privacidad integral, LFPDPPP of 20 March 2025) and its short form
 * beside the contact form (art. 16's elements), in Spanish and in English. Plain language in the
 * doctor's voice ("yo", "mi equipo"; "I", "my staff"), each section under its legal name. The
 * Spanish notice governs; the English one is a courtesy translation with the same sections and
 * facts, and says so at its top. Every statement a lawyer must confirm before launch is listed in
 * docs/revision-legal.md ("Antes de publicar: lo que confirma tu abogado").
 */

/** The notice's name in each language: the page's eyebrow, the footer's link, the form's link. */
export const privacyNoticeName: PerLocale<string> = {
  es: 'Aviso de privacidad',
  en: 'Privacy notice',
};

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

/** What the English notice says at its top: a courtesy translation; the Spanish notice governs. */
export interface TranslationNote {
  /** The words before the link to the Spanish notice. */
  before: string;
  /** The Spanish notice's own name, the link's text (in Spanish). */
  linkLabel: string;
  /** The words after it. */
  after: string;
}

/** One language's notice, as the page shows it. */
export interface PrivacyNoticeText {
  hero: HeroContent;
  /** Null on the Spanish notice, which is the governing text. */
  translationNote: TranslationNote | null;
  /** "Última actualización: …" around the date written in this language's words. */
  updatedLabel: (date: string) => string;
  /** Title of the list of sections at the top of the notice. */
  contentsTitle: string;
  sections: readonly PrivacySection[];
}

/** The short notice beside the form's submit button, then the link to the full notice. */
export interface FormPrivacyText {
  title: string;
  notice: string;
  linkLabel: string;
  draft: string;
  clinicalHint: string;
}

const { doctor } = practice;
const [hospital, unit] = practice.practices;
const whatsapp = formatPhone(practice.phones.whatsapp);

/** The delivery channel this build actually uses: the endpoint when one is set, else WhatsApp. */
const endpointHost = contactEndpoint ? new URL(contactEndpoint).host : null;

const esHero: HeroContent = {
  eyebrow: privacyNoticeName.es,
  title: `Aviso de privacidad integral del consultorio de oftalmología en ${hospital.town} y ${unit.town}`,
  lead: `Cómo cuido los datos personales que compartes conmigo al escribirme desde este sitio. Cada apartado lleva el nombre que le da la ley y, debajo, lo que significa en palabras sencillas.`,
};

/** Ends a sentence with a period, once: an address may already end in one ("Nay."). */
const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/**
 * Date of the current version (AAAA-MM-DD), the same in both languages: the English notice
 * translates the Spanish one of that date. Each page writes it in its own language's words.
 */
export const privacyUpdatedIso = '2026-11-22';

const esDeliverySection: PrivacySection = endpointHost
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

const esSections: readonly PrivacySection[] = [
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
  esDeliverySection,
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
const esFormPrivacy: FormPrivacyText = {
  title: 'Aviso de privacidad simplificado.',
  notice: `${capitalized(doctorWords.the)} responsable de tus datos soy yo, ${doctorWords.the} ${doctor.name}, con domicilio en ${endSentence(hospital.fullAddress)} Uso tu nombre, teléfono, correo, el servicio que elijas y tu mensaje solo para responderte y agendar tu cita; no hay finalidades secundarias. El servicio y tu mensaje pueden revelar datos de salud (datos personales sensibles). Para limitar su uso o ejercer tus derechos ARCO, escribe a ${practice.email}. Consulta el`,
  linkLabel: privacyNoticeName.es,
  draft: `Mientras escribes, este navegador guarda un borrador hasta ${DRAFT_TTL_HOURS} horas después de lo último que escribiste; se borra al enviar o al tocar «Borrar».`,
  clinicalHint:
    'No incluyas diagnósticos, estudios ni otros datos clínicos: los vemos en consulta.',
};

/*
 * The English notice: a courtesy translation for English-speaking patients, section by section
 * (the ids are the English page's anchors). Mexican legal terms keep their Spanish name beside the
 * English one, so a patient can match them to the governing Spanish text and to the law.
 */

const enHero: HeroContent = {
  eyebrow: privacyNoticeName.en,
  title: `Privacy notice of my ophthalmology practice in ${hospital.town} and ${unit.town}`,
  lead: 'How I look after the personal data you share with me when you contact me through this website. Each section carries the name Mexican law gives it and, below it, what that means in plain words.',
};

const enTranslationNote: TranslationNote = {
  before:
    'This is a courtesy translation of my privacy notice. The notice that governs is the Spanish one,',
  linkLabel: privacyNoticeName.es,
  after:
    '(the full notice, or aviso de privacidad integral, that Mexican law requires): if the two ever differ, or a question arises about what this notice means, the Spanish text prevails.',
};

const enDeliverySection: PrivacySection = endpointHost
  ? {
      id: 'transfers',
      title: 'Transfers (transferencias) and disclosures to processors (remisiones)',
      plain: 'Who else receives your data',
      paragraphs: [
        'I do not transfer your personal data: no other person or company receives it for their own purposes, unless a law or a competent authority requires it of me.',
        `How your message reaches me: when you send it, the form sends your data over an encrypted connection to a message-receiving service (${endpointHost}) that delivers it to me. That service is my processor (encargado): it handles your data only on my behalf and to deliver it to me, and may not use it for anything else. This is a disclosure to a processor (remisión), not a transfer.`,
      ],
    }
  : {
      id: 'transfers',
      title: 'Transfers (transferencias) and disclosures to processors (remisiones)',
      plain: 'Who else receives your data',
      paragraphs: [
        'I do not transfer your personal data: no other person or company receives it for their own purposes, unless a law or a competent authority requires it of me. Nor are there any disclosures to processors: no processor (encargado) handles your data on my behalf through this website.',
        `How your message reaches me: the form does not send your data to any server. When you tap the form’s send button, WhatsApp opens with your message already written, and you send it yourself, from your own account, to the practice’s number (${whatsapp}). WhatsApp (Meta) handles that message as your messaging service and under its own privacy notice; it does not act on my behalf and is not my processor. If you email me, the same applies to your email provider.`,
      ],
    };

const enArcoSection: PrivacySection = {
  id: 'arco-rights',
  title: 'ARCO rights (derechos ARCO) and withdrawal of consent',
  plain: 'How to see, correct or delete your data',
  paragraphs: [
    'You have the right to know what data I hold about you and how I use it (access), to have it corrected (rectification), to ask me to delete it (cancellation) and to object to its use for a specific purpose (opposition): these are your ARCO rights. You may also withdraw the consent you gave me (revocación del consentimiento); if the law requires me to keep any of your data, I explain why in my reply.',
    `Send your request by email to ${practice.email} or by WhatsApp to ${whatsapp}. It must include:`,
  ],
  items: [
    'Your name and a way for me to reply (email, phone or mailing address).',
    'Documents proving your identity (an official photo ID) or, if you act through another person, that representative’s identity and the document proving the representation.',
    'A clear description of the data and of the right you wish to exercise, or of the consent you are withdrawing.',
    'Anything that helps me find your data, for example the approximate date you wrote to me and how. If you are asking for a correction, include the correct information.',
  ],
  closing: [
    'I reply within 20 business days (días hábiles) of receiving your request. If your request is granted, I carry it out within the 15 business days that follow my reply.',
    'If you receive no reply, or you disagree with it, you may turn to the personal data protection authority. Under the Ley Federal de Protección de Datos Personales en Posesión de los Particulares (Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties), published on March 20, 2025, that authority is the Secretaría Anticorrupción y Buen Gobierno (Ministry of Anti-Corruption and Good Governance), which took over the duties the INAI (the former national transparency and data protection institute) had in this area.',
  ],
};

const enSections: readonly PrivacySection[] = [
  {
    id: 'controller',
    title: 'Identity and address of the data controller (responsable)',
    plain: 'Who looks after your data',
    paragraphs: [
      `I, ${doctor.name}, am the data controller (responsable): the person responsible for your personal data. My address for legal notices (domicilio para oír y recibir notificaciones) is ${endSentence(hospital.fullAddress)} I also see patients at ${endSentence(unit.fullAddress)}`,
      `I handle requests about your data myself, with the help of my practice staff: your ARCO rights (access, rectification, cancellation and opposition), withdrawing your consent, limiting how your data is used, and questions about this notice. Write to me at ${practice.email} or message me on WhatsApp at ${whatsapp}.`,
    ],
  },
  {
    id: 'personal-data',
    title: 'Personal data I process (datos personales)',
    plain: 'What data I receive',
    paragraphs: [
      'Only what you give me when you write to me through the contact form, on WhatsApp or by email:',
    ],
    items: [
      'Your full name.',
      'Your phone number.',
      'Your email address.',
      'The service you are interested in (optional). This is sensitive personal data: it may reveal a health condition.',
      'The text of your message. It may contain health information, which is sensitive personal data.',
    ],
    closing: [
      'If you write on behalf of a child or another person, do so as their parent, guardian or representative, and share only what is needed to schedule the appointment.',
    ],
  },
  {
    id: 'sensitive-data',
    title: 'Sensitive personal data (datos personales sensibles)',
    plain: 'Your health',
    paragraphs: [
      'Mexican law treats information about your health as sensitive personal data. The service you choose may reveal a health condition, and your message may contain health information. Please do not include diagnoses, test results or other clinical details: we go over them together at your appointment.',
      'If you share them anyway, by sending your message you give me your express consent to process them only to respond to your request. Access is limited to me and my practice staff, protected by administrative, physical and technical security measures.',
    ],
  },
  {
    id: 'purposes',
    title: 'Purposes of processing (finalidades del tratamiento)',
    plain: 'What I use your data for',
    paragraphs: [
      'I use your data only for these primary purposes, which are needed to handle what you ask of me:',
    ],
    items: [
      'Answering your message and your questions.',
      'Scheduling, confirming, changing or canceling your appointment.',
      'Giving you the information you asked for about the services, fees and offices.',
    ],
    closing: [
      'There are no secondary purposes: I do not use your data for advertising, marketing, surveys or sales outreach, and I do not sell it.',
    ],
  },
  enDeliverySection,
  {
    id: 'limiting-use',
    title: 'Means to limit the use or disclosure of your data',
    plain: 'How to ask me to use your data less',
    paragraphs: [
      `You may ask me at any time to stop using your data for a particular purpose, or not to contact you through a particular channel (for example, only by phone and not on WhatsApp). Write to me at ${practice.email} or message me on WhatsApp at ${whatsapp}; I confirm through the same channel that I have recorded your request.`,
      'Because I do not use your data for advertising, you do not need to sign up for any opt-out list. To avoid leaving what you typed on this device, clear the form with its clear button (see “Tracking technologies and the form draft”).',
    ],
  },
  enArcoSection,
  {
    id: 'retention',
    title: 'Retention period (plazo de conservación)',
    plain: 'How long I keep your data',
    paragraphs: [
      'I keep your message and your contact details while I handle your request and for no more than 12 months after your last message; then I delete them.',
      'If you become my patient, whatever becomes part of your medical record (expediente clínico) is kept as the Mexican official standard on medical records, NOM-004-SSA3-2012, requires (at least five years from the last medical care given), and is governed by that standard.',
    ],
  },
  {
    id: 'tracking',
    title: 'Tracking technologies and the form draft',
    plain: 'What this website stores on your device',
    paragraphs: [
      'This website uses no cookies, web beacons, tracking pixels, analytics or third-party scripts.',
      'The only thing it stores is a draft of the contact form, in this browser’s local storage (localStorage), so that you do not lose what you type: your name, phone, email, the service you chose and your message, with the time you last typed. It never leaves your device, and I do not receive it. It is deleted:',
    ],
    items: [
      'when you send your message (or open WhatsApp with it);',
      'when you clear the form with its clear button;',
      `otherwise, the next time you open the contact page, once ${DRAFT_TTL_HOURS} hours have passed since you last typed.`,
    ],
    closing: [
      'You can also delete it whenever you like by clearing this website’s data in your browser.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this privacy notice',
    plain: 'How you learn of a change',
    paragraphs: [
      'Any change to this notice is published on this same page, with the date of its latest update. If a change requires your consent, I ask for it before applying the change.',
    ],
  },
];

const enFormPrivacy: FormPrivacyText = {
  title: 'Short privacy notice (aviso de privacidad simplificado).',
  notice: `I, ${doctor.name}, am the controller (responsable) of your data; my address is ${endSentence(hospital.fullAddress)} I use your name, phone, email, the service you choose and your message only to reply to you and schedule your appointment; there are no secondary purposes. The service and your message may reveal health information (sensitive personal data). To limit its use or to exercise your ARCO rights (access, rectification, cancellation and opposition), write to ${practice.email}. See the`,
  linkLabel: privacyNoticeName.en,
  draft: `While you type, this browser keeps a draft until ${DRAFT_TTL_HOURS} hours after you last typed; it is deleted when you send your message or clear the form.`,
  clinicalHint:
    'Please do not include diagnoses, test results or other clinical details: we go over them at your appointment.',
};

/** The full notice in each language: the Spanish one governs, the English one translates it. */
export const privacyNotices: PerLocale<PrivacyNoticeText> = {
  es: {
    hero: esHero,
    translationNote: null,
    updatedLabel: (date) => `Última actualización: ${date}`,
    contentsTitle: 'En este aviso',
    sections: esSections,
  },
  en: {
    hero: enHero,
    translationNote: enTranslationNote,
    updatedLabel: (date) => `Last updated ${date}`,
    contentsTitle: 'In this notice',
    sections: enSections,
  },
};

/** The short notice beside the contact form, in each language. */
export const formPrivacyTexts: PerLocale<FormPrivacyText> = {
  es: esFormPrivacy,
  en: enFormPrivacy,
};

/** The Spanish notice's sections and short notice, which the Spanish contact page and checks read. */
export const privacySections = privacyNotices.es.sections;
export const formPrivacy = formPrivacyTexts.es;
