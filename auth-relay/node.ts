// The relay on the practice's own server, with Node 24 (which runs this TypeScript as it is):
//   GITHUB_CLIENT_ID=… GITHUB_CLIENT_SECRET=… AUTH_PUBLIC_URL=https://auth.consultorio.mx \
//   node auth-relay/node.ts
// Listens on 127.0.0.1:AUTH_PORT (8788) behind nginx or Caddy, which terminate TLS (docs/sign-in.md).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHandler } from './handler.ts';
import { siteOriginFromFacts } from './site-origin.ts';
import type { RelayEnv } from './settings.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const factsFile = path.resolve(root, process.env.FACTS_DIR ?? 'content', 'consultorio.yml');
const port = Number(process.env.AUTH_PORT ?? 8788);
const host = process.env.AUTH_HOST ?? '127.0.0.1';
/**
 * The relay's public origin as browsers see it (https://auth.consultorio.mx). Behind a proxy the
 * request arrives as plain http; this origin, a setting and not a request header, decides that the
 * state cookie is Secure. Unset: the address the request came to (local use).
 */
const publicUrl = process.env.AUTH_PUBLIC_URL ? new URL(process.env.AUTH_PUBLIC_URL).origin : undefined;

// Read once at start: restart the service after siteUrl changes.
const handle = createHandler(siteOriginFromFacts(readFileSync(factsFile, 'utf8')));
const { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, ALLOWED_ORIGINS, GITHUB_URL } = process.env;
const env: RelayEnv = { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, ALLOWED_ORIGINS, GITHUB_URL };

/** node:http → fetch Request (the relay reads only the method, the URL and the Cookie header). */
function toRequest(incoming: IncomingMessage): Request {
  const base = publicUrl ?? `http://${incoming.headers.host ?? `${host}:${port}`}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(incoming.url ?? '/', base), { method: incoming.method, headers });
}

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

const server = createServer((incoming, outgoing) => {
  handle(toRequest(incoming), env)
    .then((response) => send(response, outgoing, incoming.method === 'HEAD'))
    .catch((error: unknown) => {
      console.error(error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      outgoing.end('Error interno del servicio de inicio de sesión.\n');
    });
});

server.listen(port, host, () => console.log(`Servicio de inicio de sesión del editor: http://${host}:${port}/ (Ctrl+C para terminar)`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
