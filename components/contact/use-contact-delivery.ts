'use client';

import { useMutation } from '@tanstack/react-query';
import type { ContactPayload } from '@/lib/contact/message';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { postContact } from '@/lib/contact/send';

export type SendFn = ReturnType<typeof useContactDelivery>['mutate'];

/**
 * Delivers the form's message (lib/contact/message.ts: buildPayload) to the build-time endpoint,
 * retried with the QueryClient's backoff. The WhatsApp route needs no delivery code: the form
 * opens it synchronously, inside the patient's tap.
 */
export function useContactDelivery() {
  return useMutation<void, Error, ContactPayload>({
    mutationFn: async (payload) => {
      if (!contactEndpoint) throw new Error('No contact endpoint configured');
      await postContact(contactEndpoint, payload);
    },
  });
}
