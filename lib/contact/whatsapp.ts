import { whatsappHref } from '@/lib/contact-links';
import type { ContactFields } from './fields';
import { composeWhatsappMessage } from './message';
import type { ContactRoutes } from './routes';

/** WhatsApp link carrying the whole form, for the default route and as the fallback after a failure. */
export function whatsappMessageHref(fields: ContactFields, routes: ContactRoutes): string {
  return whatsappHref(routes.whatsappPhone, composeWhatsappMessage(fields, routes));
}
