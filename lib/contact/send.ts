import type { ContactPayload } from './message';

export { contactEndpoint } from './endpoint';

/** A request that takes longer than this counts as failed (and is retried). */
export const SEND_TIMEOUT_MS = 10_000;

export class SendError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'network' : `HTTP ${status}`);
    this.name = 'SendError';
  }
}

/** POSTs the message as JSON; throws on network error, timeout or a non-2xx answer. */
export async function postContact(
  endpoint: string,
  payload: ContactPayload,
  {
    timeoutMs = SEND_TIMEOUT_MS,
    fetchImpl = fetch,
  }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
  } catch {
    throw new SendError(null);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new SendError(response.status);
}

/** Opens WhatsApp in a new tab; where pop-ups are blocked, in this one. */
export function openWhatsapp(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}
