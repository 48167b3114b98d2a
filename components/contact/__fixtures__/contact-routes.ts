import type { ContactRoutes } from '@/lib/contact/routes';

/** The contact routes the form's unit tests render with (a made-up practice). */
export const testRoutes: ContactRoutes = {
  greeting: 'Hola.',
  pageNote: null,
  whatsappPhone: '+526145550177',
  email: 'citas@clinica.example',
  emailHref: 'mailto:citas@clinica.example',
  phoneHref: 'tel:+526145550177',
  phoneDisplay: '614 555 0177',
};
