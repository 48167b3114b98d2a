'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { queryClientDefaults } from '@/lib/providers-config';
import { toasterRequest } from '@/lib/notify';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}

/**
 * sonner is ~10 KB gzip that most visits never need: it loads with the first toast.
 * A plain import() rather than next/dynamic, whose loader would itself cost every page.
 */
function ToasterSlot() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.getSnapshot, toasterRequest.getServerSnapshot);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (requested) void import('./site-toaster').then((module) => setToaster(() => module.default));
  }, [requested]);
  return Toaster ? <Toaster /> : null;
}

/**
 * Root providers: the data client and the toaster. The tooltip provider, with
 * tooltipDefaults, wraps each tooltip when its code loads on first use
 * (components/ui/hint-tooltip.tsx), so Radix stays out of the first load.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterSlot />
    </QueryClientProvider>
  );
}
