'use client';

import { useMutation } from '@tanstack/react-query';
import type { ContactFields } from '@/lib/contact/fields';
import { buildPayload } from '@/lib/contact/message';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { postContact } from '@/lib/contact/send';

export type SendFn = ReturnType<typeof useContactDelivery>['mutate'];

/**
 * Delivers the form to the build-time endpoint (retried with the QueryClient's
 * backoff). The WhatsApp route needs no delivery code: the form opens it
 * synchronously, inside the patient's tap.
 */
export function useContactDelivery() {
  return useMutation<void, Error, ContactFields>({
    mutationFn: async (fields) => {
      if (!contactEndpoint) throw new Error('No contact endpoint configured');
      await postContact(
        contactEndpoint,
        buildPayload(fields, window.location.pathname, new Date()),
      );
    },
  });
}
