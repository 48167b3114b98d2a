'use client';

import { TooltipProvider } from '@radix-ui/react-tooltip';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClientDefaults, toasterDefaults, tooltipDefaults } from '@/lib/providers-config';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}

/** Root providers: data client, tooltip timing and the toaster. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={tooltipDefaults.delayDuration} skipDelayDuration={tooltipDefaults.skipDelayDuration}>
        {children}
        <Toaster
          duration={toasterDefaults.duration}
          visibleToasts={toasterDefaults.visibleToasts}
          gap={toasterDefaults.gap}
          position={toasterDefaults.position}
          richColors
          closeButton
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
