'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryClientDefaults } from '@/lib/providers-config';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}

/**
 * The QueryClient, with the defaults in lib/providers-config. Its one user is the
 * contact form's mutation, so it wraps that (loaded when the form is first focused)
 * rather than the whole site: TanStack Query stays out of every page's first load.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
