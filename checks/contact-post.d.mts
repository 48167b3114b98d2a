import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

export function contactPostListener(
  answer: (body: Record<string, unknown>, request: IncomingMessage, response: ServerResponse) => void,
): RequestListener;
