import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { localhostCertificate } from '../../../build/scripts/localhost-tls.mjs';
import { ensureServers, startNginxServer } from '../../host-servers.mjs';
import {
  hostileRequest,
  hostileRequestSeed,
  KNOWN_HOSTILE_REQUESTS,
} from '../../../publish/auth-relay/__fixtures__/hostile-requests';
import {
  rawExchange,
  startNodeRelay,
  withoutDate,
  type NodeRelay,
} from '../../../publish/auth-relay/__fixtures__/node-relay';
import { NGINX_PORT, NODE_RELAY_PORT } from './ports';

/**
 * The Node relay behind nginx, both as docs/sign-in.md sets them up: `node publish/auth-relay/node.ts`
 * on 127.0.0.1, with and without AUTH_PUBLIC_URL, and nginx with the document's own server block
 * (its TLS, its HSTS header, its `location /` proxy block, read from the document), only its
 * address, port and certificate changed for this machine. Every hostile request the relay's unit
 * test knows, and random ones, go to nginx as raw bytes over TLS; after each, the relay still runs
 * and answers `/` through nginx byte for byte as before. No browser. The seed is printed;
 * RELAY_REQUEST_SEED=<seed> replays a run.
 */

/** Random requests per relay: fewer than the unit test's, each crosses TLS and nginx. */
const RUNS = 200;
const seed = hostileRequestSeed();

/** The first `server { … }` of the document's nginx example, for this machine. */
function documentedServer(): string {
  const doc = readFileSync('docs/sign-in.md', 'utf8');
  const example = doc.match(/```nginx\n(server \{\n[\s\S]*?\n\})\n/)?.[1];
  if (!example) throw new Error('docs/sign-in.md: no ```nginx block with a server { … }');
  const { dir } = localhostCertificate();
  const swaps: [RegExp, string][] = [
    [/listen 443 ssl(.*);/, `listen 127.0.0.1:${NGINX_PORT} ssl$1;`],
    [/ssl_certificate +\S+;/, `ssl_certificate ${dir}/cert.pem;`],
    [/ssl_certificate_key +\S+;/, `ssl_certificate_key ${dir}/key.pem;`],
    [/proxy_pass http:\/\/127\.0\.0\.1:8788;/, `proxy_pass http://127.0.0.1:${NODE_RELAY_PORT};`],
  ];
  return swaps.reduce((server, [pattern, replacement]) => {
    if (!pattern.test(server)) throw new Error(`docs/sign-in.md's nginx block lacks ${pattern}`);
    return server.replace(pattern, replacement);
  }, example);
}

const root = `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
const throughNginx = (request: string) => rawExchange(NGINX_PORT, request, true);

test.describe.configure({ mode: 'serial' });

let nginx: Awaited<ReturnType<typeof startNginxServer>>;
test.beforeAll(async () => {
  console.log(
    `relay behind nginx: fast-check seed ${seed} (replay: RELAY_REQUEST_SEED=${seed} npm test -- auth)`,
  );
  ensureServers(['nginx']);
  nginx = await startNginxServer(documentedServer(), NGINX_PORT);
});
test.afterAll(() => nginx?.stop());

for (const [name, publicUrl] of [
  ['with AUTH_PUBLIC_URL', { AUTH_PUBLIC_URL: 'https://acceso.consultorio.example' }],
  ['without AUTH_PUBLIC_URL', {}],
] as const) {
  test(`the relay ${name} answers / through nginx as before after every hostile request`, async () => {
    const relay: NodeRelay & { listening: boolean } = await startNodeRelay({
      GITHUB_CLIENT_ID: 'cid',
      GITHUB_CLIENT_SECRET: 'csecret',
      AUTH_PORT: String(NODE_RELAY_PORT),
      ...publicUrl,
    });
    try {
      expect(relay.listening, relay.output()).toBe(true);
      const before = withoutDate(await throughNginx(root));
      expect(before).toMatch(
        /^HTTP\/1\.1 200 [\s\S]*Strict-Transport-Security[\s\S]*Servicio de inicio de sesión/,
      );
      const unharmed = async (request: string) => {
        await throughNginx(request);
        expect(relay.exitCode(), `${JSON.stringify(request)}\n${relay.output()}`).toBeNull();
        expect(withoutDate(await throughNginx(root)), JSON.stringify(request)).toBe(before);
      };
      for (const request of KNOWN_HOSTILE_REQUESTS) await unharmed(request);
      await fc.assert(fc.asyncProperty(hostileRequest, unharmed), {
        seed,
        numRuns: RUNS,
        endOnFailure: true,
      });
    } finally {
      await relay.stop();
    }
  });
}
