import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FetchHandler } from './handler.ts';
import type { RelayEnv } from './settings.ts';

export interface NodeServerOptions {
  /** Where requests arrive (127.0.0.1:8788 behind the proxy): the URL base when no public URL is set. */
  host: string;
  port: number;
  /**
   * The relay's public origin as browsers see it (https://acceso.consultorio.mx). Behind a proxy the
   * request arrives as plain http; this origin, a setting and not a request header, makes the
   * state cookie Secure.
   */
  publicUrl?: string;
}

/** node:http → fetch Request (the relay reads only the method, the URL and the Cookie header). */
function toRequest(incoming: IncomingMessage, options: NodeServerOptions): Request {
  const base = options.publicUrl
    ? new URL(options.publicUrl).origin
    : `http://${incoming.headers.host ?? `${options.host}:${options.port}`}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(incoming.url ?? '/', base), { method: incoming.method, headers });
}

/** fetch Response → node:http, keeping each Set-Cookie header apart. */
async function send(response: Response, outgoing: ServerResponse, head: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, headers);
  outgoing.end(head ? undefined : Buffer.from(await response.arrayBuffer()));
}

/** The fetch handler served by Node's own HTTP server (not yet listening). */
export function createRelayServer(
  handle: FetchHandler,
  env: RelayEnv,
  options: NodeServerOptions,
): Server {
  return createServer((incoming, outgoing) => {
    handle(toRequest(incoming, options), env)
      .then((response) => send(response, outgoing, incoming.method === 'HEAD'))
      .catch((error: unknown) => {
        console.error(error);
        if (!outgoing.headersSent)
          outgoing.writeHead(500, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': 'no-store',
          });
        outgoing.end('Error interno del servicio de inicio de sesión.\n');
      });
  });
}
