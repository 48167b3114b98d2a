import { perLocale } from '@/lib/locale';
import { PAGE_PATHS } from '@/lib/page-paths';
import { placeNamesIn } from './practice';

export const footerTextIn = perLocale(
  {
    tagline: `Cuidado experto de tus ojos en ${placeNamesIn.es.towns}, con trato cercano y tecnología actual.`,
    navigationTitle: 'Navegación',
    servicesTitle: 'Servicios',
    contactTitle: 'Contacto',
    locationsTitle: 'Consultorios',
    hospitalHoursTitle: 'Horario en hospital',
    credentialsTitle: 'Responsable sanitario',
    rights: 'Todos los derechos reservados.',
    /** Where the footer's WhatsApp greeting says the patient came from. */
    whatsappOrigin: 'pie de página',
  },
  {
    tagline: `Expert eye care in ${placeNamesIn.en.towns}, with a personal touch and up-to-date technology.`,
    navigationTitle: 'Navigation',
    servicesTitle: 'Services',
    contactTitle: 'Contact',
    locationsTitle: 'Practices',
    hospitalHoursTitle: 'Hospital office hours',
    credentialsTitle: 'Responsible physician',
    rights: 'All rights reserved.',
    whatsappOrigin: 'page footer',
  },
);

/** The privacy notice's link at the foot of every page. */
export const privacyLinkIn = perLocale<{ href: string; label: string }>(
  { href: PAGE_PATHS.privacy.es, label: 'Aviso de privacidad' },
  { href: PAGE_PATHS.privacy.en, label: 'Privacy notice' },
);
