import { perLocale, type Locale } from '@/lib/locale';
import { phoneDisplayIn } from './actions';
import { doctorWords } from './doctor-words';
import { placeNames, placeNamesIn, practice } from './practice';
import type { ContactMethod, HeroContent } from './types';

export * from './contact-ui';

export const contactHeroIn = perLocale<HeroContent>(
  {
    eyebrow: 'Contacto',
    title: `Contacto y citas con ${doctorWords.the} ${doctorWords.ophthalmologist} en ${placeNames.towns}`,
    lead: 'Llama, escribe por WhatsApp o deja tu mensaje: mi equipo te responde en menos de 24 horas.',
  },
  {
    eyebrow: 'Contact',
    title: `Contact and appointments with your ophthalmologist in ${placeNamesIn.en.towns}`,
    lead: 'Call, message me on WhatsApp or leave a note below: my team replies within 24 hours.',
  },
);

/** The words around the three ways to reach the practice; the values are the practice's facts. */
interface MethodWords {
  phone: string;
  whatsappSecondary: string;
  whatsappDescription: string;
  email: string;
  emailSecondary: string;
  emailDescription: string;
  towns: string;
}

const methodWordsIn = perLocale<MethodWords>(
  {
    phone: 'Teléfono',
    whatsappSecondary: 'Mensajes y citas',
    whatsappDescription: 'Escribe a cualquier hora; mi equipo contesta en horario de consulta.',
    email: 'Correo Electrónico',
    emailSecondary: 'Dudas, facturas y trámites',
    emailDescription: 'Respuesta en menos de 24 horas.',
    towns: placeNames.towns,
  },
  {
    phone: 'Phone',
    whatsappSecondary: 'Messages and appointments',
    whatsappDescription: 'Write at any time; my team answers during office hours.',
    email: 'Email',
    emailSecondary: 'Questions, invoices and paperwork',
    emailDescription: 'Reply within 24 hours.',
    towns: placeNamesIn.en.towns,
  },
);

/** The methods section's accessible name. */
export const contactMethodsLabelIn = perLocale('Medios de contacto', 'Ways to reach us');

function methodsWith(words: MethodWords, locale: Locale): readonly ContactMethod[] {
  const phones = phoneDisplayIn[locale];
  return [
    {
      id: 'telefono',
      title: words.phone,
      primaryValue: phones.main,
      secondaryValue: phones.second,
      description: words.towns,
      icon: 'phone',
    },
    {
      id: 'whatsapp',
      title: 'WhatsApp',
      primaryValue: phones.whatsapp,
      secondaryValue: words.whatsappSecondary,
      description: words.whatsappDescription,
      icon: 'message-circle',
    },
    {
      id: 'correo',
      title: words.email,
      primaryValue: practice.email,
      secondaryValue: words.emailSecondary,
      description: words.emailDescription,
      icon: 'mail',
    },
  ];
}

export const contactMethodsIn = perLocale(
  methodsWith(methodWordsIn.es, 'es'),
  methodsWith(methodWordsIn.en, 'en'),
);

export const practicesSectionIn = perLocale(
  {
    eyebrow: 'Consultorios',
    title: 'Mis consultorios',
    scheduleTitle: 'Horario',
    featuresTitle: 'Servicios en este consultorio',
    facilitiesTitle: 'Instalaciones',
    callPlace: (place: string) => `Llamar a ${place}`,
  },
  {
    eyebrow: 'Locations',
    title: 'Where I see patients',
    scheduleTitle: 'Hours',
    featuresTitle: 'Services at this location',
    facilitiesTitle: 'Facilities',
    callPlace: (place: string) => `Call ${place}`,
  },
);

export type PracticesSectionText = (typeof practicesSectionIn)['es'];

/** Routes beside the form, also for browsers without JavaScript. */
export const otherRoutesIn = perLocale(
  {
    title: '¿Prefieres otra vía?',
    intro: 'Escribe o llama directamente; mi equipo responde en horario de consulta.',
    whatsapp: 'Escribir por WhatsApp',
    call: 'Llamar',
    email: 'Enviar correo',
    saveContact: 'Guardar contacto',
    saveContactHint: 'Guarda mis datos de contacto en tu agenda (vCard).',
  },
  {
    title: 'Prefer another way?',
    intro: 'Message or call directly; my team answers during office hours.',
    whatsapp: 'Message on WhatsApp',
    call: 'Call',
    email: 'Send an email',
    saveContact: 'Save contact',
    saveContactHint: 'Save my contact details to your phone’s contacts (vCard).',
  },
);

export type OtherRoutesText = (typeof otherRoutesIn)['es'];

/**
 * Where a WhatsApp chat opened from the contact page says the patient came from (the greeting of
 * content/actions.ts names it): the page's buttons, and the routes beside the form.
 */
export const contactOriginIn = perLocale(
  { page: 'Contacto', form: 'formulario de contacto' },
  { page: 'Contact', form: 'contact form' },
);

/**
 * The first line of a message sent from the contact form (lib/practice-links.ts: contactRoutes),
 * in the patient's language: it goes out in the patient's name.
 */
export const contactFormGreetingIn = perLocale(
  `Hola, ${practice.doctor.shortName}. Le escribo desde el formulario de contacto del sitio web.`,
  `Hello, ${practice.doctor.shortName}. I am writing through the contact form on your website.`,
);

/**
 * A line for the practice, in Spanish, above a message sent from the English page, so whoever
 * reads it answers in English; the Spanish page's messages need none.
 */
export const contactPageNoteIn = perLocale<string | null>(
  null,
  'Paciente de la página en inglés: responder en inglés.',
);
