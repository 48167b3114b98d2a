'use client';

import { useEffect } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { useContactDelivery, type SendFn } from './use-contact-delivery';

interface FormDeliveryProps {
  /** Receives the send function once the mutation exists. */
  onReady: (send: SendFn) => void;
}

function DeliveryMutation({ onReady }: FormDeliveryProps) {
  const { mutate } = useContactDelivery();
  useEffect(() => onReady(mutate), [mutate, onReady]);
  return null;
}

/**
 * Holds the form's mutation for the endpoint build. Its code (TanStack Query and
 * the POST) loads when the patient first focuses the form, not with the page.
 */
export default function FormDelivery(props: FormDeliveryProps) {
  return (
    <QueryProvider>
      <DeliveryMutation {...props} />
    </QueryProvider>
  );
}
