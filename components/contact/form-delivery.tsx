'use client';

import { useEffect } from 'react';
import type { ContactRoutes } from '@/lib/contact/routes';
import { QueryProvider } from '@/components/query-provider';
import { useContactDelivery, type SendFn } from './use-contact-delivery';

interface FormDeliveryProps {
  routes: ContactRoutes;
  /** Receives the send function once the mutation exists. */
  onReady: (send: SendFn) => void;
}

function DeliveryMutation({ routes, onReady }: FormDeliveryProps) {
  const { mutate } = useContactDelivery(routes);
  useEffect(() => onReady(mutate), [mutate, onReady]);
  return null;
}

/**
 * Holds the form's mutation. Its code (TanStack Query, the POST and WhatsApp
 * routes) loads when the patient first focuses the form, not with the page.
 */
export default function FormDelivery(props: FormDeliveryProps) {
  return (
    <QueryProvider>
      <DeliveryMutation {...props} />
    </QueryProvider>
  );
}
