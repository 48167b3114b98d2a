/** Runtime settings of the providers (QueryClient, tooltips, toaster), named in one place (docs/product.md, Technical constants). */

export const QUERY_RETRY_COUNT = 3;
/** 1 s. A test build may shorten it (NEXT_PUBLIC_QUERY_RETRY_BASE_MS, inlined at build time); production never sets it. */
export const QUERY_RETRY_BASE_MS = Number(process.env.NEXT_PUBLIC_QUERY_RETRY_BASE_MS) || 1_000;
export const QUERY_RETRY_MAX_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1_000;

/** Retry delay doubling from 1 s, capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_MS);
}

export const queryClientDefaults = {
  queries: { retry: QUERY_RETRY_COUNT, retryDelay: queryRetryDelay, gcTime: QUERY_GC_TIME_MS },
  mutations: { retry: QUERY_RETRY_COUNT, retryDelay: queryRetryDelay, gcTime: QUERY_GC_TIME_MS },
} as const;

export const tooltipDefaults = { delayDuration: 700, skipDelayDuration: 300 } as const;

/** sonner's own defaults, stated so tests can hold them. */
export const toasterDefaults = {
  duration: 4_000,
  visibleToasts: 3,
  gap: 14,
  width: 356,
  position: 'bottom-center',
} as const;
