import {
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  queryClientDefaults,
  queryRetryDelay,
  toasterDefaults,
  tooltipDefaults,
} from '../providers-config';
import { createQueryClient } from '@/components/query-provider';

describe('providers configuration', () => {
  it('retries queries three times', () => {
    expect(QUERY_RETRY_COUNT).toBe(3);
    expect(queryClientDefaults.queries.retry).toBe(3);
  });

  it('doubles the retry delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('collects unused cache after 5 minutes', () => {
    expect(QUERY_GC_TIME_MS).toBe(300_000);
  });

  it('builds the QueryClient with those defaults', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.retry).toBe(3);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelay);
  });

  it('opens tooltips after 700 ms and skips the delay for 300 ms', () => {
    expect(tooltipDefaults).toEqual({ delayDuration: 700, skipDelayDuration: 300 });
  });

  it("keeps sonner's defaults: 4 s, 3 visible, 14 px gap, 356 px wide", () => {
    expect(toasterDefaults).toMatchObject({
      duration: 4000,
      visibleToasts: 3,
      gap: 14,
      width: 356,
    });
  });
});
