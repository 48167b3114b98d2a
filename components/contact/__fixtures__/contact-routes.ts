import type { ContactRoutes } from '@/lib/contact/routes';

/** The contact routes the form's unit tests render with (a made-up practice). */
export const testRoutes: ContactRoutes = {
  greeting: 'Hola.',
  whatsappPhone: '+523115550147',
  email: 'contacto@example.com',
  emailHref: 'mailto:contacto@example.com',
  phoneHref: 'tel:+523115550147',
  phoneDisplay: '311 555 0147',
};
