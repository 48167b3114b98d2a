// The relay on the practice's own server, with Node 24 (which runs this TypeScript as it is):
//   GITHUB_CLIENT_ID=… GITHUB_CLIENT_SECRET=… AUTH_PUBLIC_URL=https://acceso.consultorio.mx \
//   node publish/auth-relay/node.ts
// Listens on 127.0.0.1:AUTH_PORT (8788) behind nginx or Caddy, which terminate TLS (docs/sign-in.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHandler } from './handler.ts';
import { createRelayServer } from './node-server.ts';
import { notConfigured, SettingsError } from './settings.ts';
import { siteOriginFromFacts } from './site-origin.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const factsFile = path.resolve(root, process.env.FACTS_DIR ?? 'content', 'consultorio.yml');
const port = Number(process.env.AUTH_PORT ?? 8788);
const host = process.env.AUTH_HOST ?? '127.0.0.1';
const { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, ALLOWED_ORIGINS, GITHUB_URL, AUTH_PUBLIC_URL } =
  process.env;

// The facts are read once, at start: restart the service after siteUrl changes.
const handle = createHandler(siteOriginFromFacts(readFileSync(factsFile, 'utf8')));

/** The server, or the relay's last line and a failed exit when its public URL is refused. */
function relayServer() {
  try {
    return createRelayServer(
      handle,
      { GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, ALLOWED_ORIGINS, GITHUB_URL },
      { host, port, publicUrl: AUTH_PUBLIC_URL },
    );
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(notConfigured(error));
    process.exit(1);
  }
}
const server = relayServer();

server.listen(port, host, () =>
  console.log(
    `Servicio de inicio de sesión del editor: http://${host}:${port}/ (Ctrl+C para terminar)`,
  ),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
