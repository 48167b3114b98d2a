import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FetchHandler } from './handler.ts';
import { textResponse } from './responses.ts';
import { secureOrigin, type RelayEnv } from './settings.ts';

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

/** A request no URL can hold: its target is not a path, or its Host is not a host. */
class UnreadableRequest extends Error {}

/** The origin a request is read on: the public one, else the Host it names (host[:port] and nothing more). */
function originOf(incoming: IncomingMessage, options: NodeServerOptions, publicOrigin?: string) {
  if (publicOrigin) return publicOrigin;
  const host = incoming.headers.host ?? `${options.host}:${options.port}`;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    throw new UnreadableRequest();
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw new UnreadableRequest();
  return url.origin;
}

/** node:http → fetch Request (the relay reads only the method, the URL and the Cookie header). */
function toRequest(incoming: IncomingMessage, origin: string): Request {
  const target = incoming.url ?? '';
  // Origin-form only ("/path?query", what a proxy sends), read after the relay's own origin: a
  // target such as "//host/path" stays a path and never names another host.
  if (!target.startsWith('/')) throw new UnreadableRequest();
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(`${origin}${target}`), { method: incoming.method, headers });
}

/**
 * The answer to one request, whatever it holds: 400 for one the fetch API cannot represent (its
 * target, its Host, a header's bytes, a method such as TRACE), 500 if the handler fails. Never a
 * rejection, so no request can end the process.
 */
async function answer(
  incoming: IncomingMessage,
  options: NodeServerOptions,
  publicOrigin: string | undefined,
  handle: FetchHandler,
  env: RelayEnv,
): Promise<Response> {
  let request: Request;
  try {
    request = toRequest(incoming, originOf(incoming, options, publicOrigin));
  } catch {
    return textResponse(
      400,
      'La petición no es válida: el servicio no puede leer su dirección, su método o sus encabezados.',
    );
  }
  try {
    return await handle(request, env);
  } catch (error) {
    console.error(error);
    return textResponse(500, 'Error interno del servicio de inicio de sesión.');
  }
}

/** fetch Response → node:http, keeping each Set-Cookie header apart. */
async function send(response: Response, outgoing: ServerResponse, head: boolean): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = head ? undefined : Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, headers);
  outgoing.end(body);
}

/**
 * The fetch handler served by Node's own HTTP server (not yet listening). Throws a SettingsError
 * when the public URL is not https (http:// only on this machine), before anything listens.
 */
export function createRelayServer(
  handle: FetchHandler,
  env: RelayEnv,
  options: NodeServerOptions,
): Server {
  const publicUrl = options.publicUrl?.trim();
  const publicOrigin = publicUrl ? secureOrigin(publicUrl, 'AUTH_PUBLIC_URL') : undefined;
  return createServer((incoming, outgoing) => {
    answer(incoming, options, publicOrigin, handle, env)
      .then((response) => send(response, outgoing, incoming.method === 'HEAD'))
      .catch((error: unknown) => {
        // Only the connection can fail here (a client gone mid-answer): end it, and the process goes on.
        console.error(error);
        outgoing.destroy();
      });
  });
}
