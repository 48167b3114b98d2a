/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startNodeRelay } from '../__fixtures__/node-relay';
import { createHandler } from '../handler.ts';
import { createRelayServer } from '../node-server.ts';

/**
 * The Node entry's adapter over real HTTP (node:http on 127.0.0.1, ports 4962 to 4964 and 4967 from AUTH_UNIT_BASE_PORT): the same
 * handler as the Worker, a token exchange with a local stand-in for GitHub's token endpoint, each
 * Set-Cookie kept, a Secure `__Host-` cookie behind a proxy when AUTH_PUBLIC_URL says https, and
 * node.ts refusing to start with an AUTH_PUBLIC_URL that is not https.
 */
const BASE_PORT = Number(process.env.AUTH_UNIT_BASE_PORT ?? 4962);
const listen = (server: Server, port: number) =>
  new Promise<string>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let github: Server;
let githubUrl: string;
const exchanges: string[] = [];

beforeAll(async () => {
  github = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      exchanges.push(`${request.method} ${request.url} ${body}`);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ access_token: 'gho_FROM_NODE', token_type: 'bearer' }));
    });
  });
  githubUrl = await listen(github, BASE_PORT);
});
afterAll(() => close(github));

async function withRelay(
  port: number,
  publicUrl: string | undefined,
  run: (relay: string) => Promise<void>,
) {
  const env = { GITHUB_CLIENT_ID: 'cid', GITHUB_CLIENT_SECRET: 'csecret', GITHUB_URL: githubUrl };
  const server = createRelayServer(createHandler('https://consultorio.example'), env, {
    host: '127.0.0.1',
    port: 0,
    publicUrl,
  });
  const relay = await listen(server, port);
  try {
    await run(relay);
  } finally {
    await close(server);
  }
}

it('serves /auth and /callback through node:http, trading the code with the secret', async () => {
  await withRelay(BASE_PORT + 1, undefined, async (relay) => {
    const start = await fetch(`${relay}/auth?provider=github&scope=public_repo`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    expect(start.headers.getSetCookie()).toEqual([
      expect.stringMatching(new RegExp(`^decap-oauth-state=${state}; .*HttpOnly; SameSite=Lax$`)),
    ]);

    const callback = await fetch(`${relay}/callback?code=CODE&state=${state}`, {
      headers: { Cookie: `decap-oauth-state=${state}` },
    });
    expect(callback.status).toBe(200);
    expect(await callback.text()).toContain(
      'authorization:github:success:{\\"token\\":\\"gho_FROM_NODE\\",\\"provider\\":\\"github\\"}',
    );
    expect(callback.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^decap-oauth-state=; Path=\/; Max-Age=0;/),
    ]);
    expect(exchanges).toEqual([
      `POST /login/oauth/access_token ${JSON.stringify({ client_id: 'cid', client_secret: 'csecret', code: 'CODE' })}`,
    ]);

    const head = await fetch(`${relay}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

it('behind a TLS proxy, takes https from AUTH_PUBLIC_URL (not from a request header): a __Host- Secure cookie', async () => {
  await withRelay(BASE_PORT + 2, 'https://acceso.consultorio.example', async (relay) => {
    const start = await fetch(`${relay}/auth?provider=github&scope=repo`, {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'http' },
    });
    expect(start.headers.getSetCookie()[0]).toMatch(
      /^__Host-decap-oauth-state=[0-9a-f]{64}; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
  });
});

describe('node.ts refuses a public URL that is not https, before it listens', () => {
  const start = (publicUrl: string) =>
    startNodeRelay({
      GITHUB_CLIENT_ID: 'cid',
      GITHUB_CLIENT_SECRET: 'csecret',
      AUTH_PORT: String(BASE_PORT + 5),
      AUTH_PUBLIC_URL: publicUrl,
    });

  it.each([
    [
      'http://acceso.consultorio.example',
      'debe empezar con https:// (http:// solo en 127.0.0.1, ::1 o localhost)',
    ],
    ['acceso.consultorio.example', 'no es una dirección web'],
    ['ftp://acceso.consultorio.example', 'no es http(s)'],
  ])('AUTH_PUBLIC_URL=%s: one sentence naming it, and exit code 1', async (publicUrl, reason) => {
    const relay = await start(publicUrl);
    await relay.stop();
    expect({ listening: relay.listening, exitCode: relay.exitCode() }).toEqual({
      listening: false,
      exitCode: 1,
    });
    expect(relay.output().trim().split('\n').at(-1)).toBe(
      `El servicio de inicio de sesión no está configurado: AUTH_PUBLIC_URL: '${publicUrl}' ${reason}.`,
    );
  });

  it('starts with http:// on this machine (a test behind no proxy)', async () => {
    const relay = await start(`http://127.0.0.1:${BASE_PORT + 5}`);
    await relay.stop();
    expect(relay.listening).toBe(true);
  });
});
