'use client';

import { useMutation } from '@tanstack/react-query';
import { whatsappHref } from '@/lib/contact-links';
import type { ContactFields } from '@/lib/contact/fields';
import type { ContactRoutes } from '@/lib/contact/routes';
import { buildPayload, composeWhatsappMessage } from '@/lib/contact/message';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { openWhatsapp, postContact } from '@/lib/contact/send';

export type Delivery = 'sent' | 'whatsapp';

export type SendFn = ReturnType<typeof useContactDelivery>['mutate'];

/** WhatsApp link carrying the whole form, for the default route and as the fallback after a failure. */
export function whatsappMessageHref(fields: ContactFields, routes: ContactRoutes): string {
  return whatsappHref(routes.whatsappPhone, composeWhatsappMessage(fields, routes.greeting));
}

/**
 * Delivers the form: POST to the build-time endpoint (retried with the
 * QueryClient's backoff), or, without one, WhatsApp with the composed message.
 */
export function useContactDelivery(routes: ContactRoutes) {
  return useMutation<Delivery, Error, ContactFields>({
    mutationFn: async (fields) => {
      if (!contactEndpoint) {
        openWhatsapp(whatsappMessageHref(fields, routes));
        return 'whatsapp';
      }
      await postContact(contactEndpoint, buildPayload(fields, window.location.pathname, new Date()));
      return 'sent';
    },
  });
}
