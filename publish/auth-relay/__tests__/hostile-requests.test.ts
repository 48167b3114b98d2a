/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { isLoopbackHost } from '../../../lib/loopback.mjs';
import { createHandler } from '../handler.ts';
import type { RelayEnv } from '../settings.ts';
import { siteOriginFromFacts } from '../site-origin.ts';
import {
  HOSTILE_REQUEST_PIECES,
  hostileRequest,
  hostileRequestSeed,
  KNOWN_HOSTILE_REQUESTS,
} from '../__fixtures__/hostile-requests';
import {
  rawExchange,
  startNodeRelay,
  withoutDate,
  type NodeRelay,
} from '../__fixtures__/node-relay';

/**
 * No request ends the Node relay, however malformed its target, Host, headers or query: the relay
 * as docs/sign-in.md runs it (`node publish/auth-relay/node.ts`, ports 4965 and 4966 from
 * AUTH_UNIT_BASE_PORT), with and without AUTH_PUBLIC_URL, gets each hostile request as raw bytes
 * on a socket of its own, answers it with no "Error interno", and then answers `/` byte for byte
 * as before. The seed is printed; RELAY_REQUEST_SEED=<seed> replays a run.
 */

const seed = hostileRequestSeed();
/** Random requests per relay: every kind of piece drawn many times over, in seconds. */
const RUNS = 500;
const BASE_PORT = Number(process.env.AUTH_UNIT_BASE_PORT ?? 4962);

beforeAll(() => {
  console.info(
    `hostile requests: fast-check seed ${seed} (replay: RELAY_REQUEST_SEED=${seed} npx jest --config checks/jest.config.mjs publish/auth-relay/__tests__/hostile-requests)`,
  );
});

const root = (port: number) =>
  `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`;

/** The one 500 a request may get: the relay reached at a plain-http address off this machine. */
const refusedAddress = 'no está configurado: la dirección del servicio';

async function expectUnharmed(relay: NodeRelay, port: number, before: string, request: string) {
  // The final answer, after the interim one Node sends to an `Expect: 100-continue`.
  const answer = (await rawExchange(port, request)).replace(/^HTTP\/1\.1 100 .*\r\n\r\n/, '');
  expect(answer).not.toContain('Error interno');
  // A HEAD answer has no body: its refusal is in the relay's log.
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  if (/^HTTP\/1\.[01] 5/.test(answer)) expect(body || relay.output()).toContain(refusedAddress);
  expect({ exitCode: relay.exitCode(), output: relay.output() }).toEqual({
    exitCode: null,
    output: expect.not.stringMatching(/Error|^\s+at /m),
  });
  expect(withoutDate(await rawExchange(port, root(port)))).toBe(before);
}

describe.each([
  [
    'with AUTH_PUBLIC_URL',
    BASE_PORT + 3,
    { AUTH_PUBLIC_URL: 'https://acceso.consultorio.example' },
  ],
  ['without AUTH_PUBLIC_URL', BASE_PORT + 4, {}],
])('the Node relay %s', (_, port, publicUrl) => {
  let relay: NodeRelay;
  let before: string;
  beforeAll(async () => {
    const started = await startNodeRelay({
      GITHUB_CLIENT_ID: 'cid',
      GITHUB_CLIENT_SECRET: 'csecret',
      AUTH_PORT: String(port),
      ...publicUrl,
    });
    relay = started;
    if (!started.listening) throw new Error(`node.ts did not start:\n${started.output()}`);
    before = withoutDate(await rawExchange(port, root(port)));
    expect(before).toMatch(/^HTTP\/1\.1 200 /);
  });
  afterAll(() => relay?.stop());

  it.each(KNOWN_HOSTILE_REQUESTS)('answers %j and then / as before', (request) =>
    expectUnharmed(relay, port, before, request),
  );

  it('answers any request and then / as before (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest, (request) => expectUnharmed(relay, port, before, request)),
      { seed, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});

/**
 * The Worker's handler (worker.ts: the same createHandler over the practice's facts), given what
 * Cloudflare's runtime hands a Worker: any origin the request reached, any path and query, any
 * method and headers a Request can hold, a state cookie that matches or not, and GitHub answering
 * the code exchange well, badly or not at all. It always answers, 500 only at a plain-http
 * address off this machine (with the settings' sentence), and then answers `/` as before.
 */
describe("the Worker's handler", () => {
  const handle = createHandler(
    siteOriginFromFacts(readFileSync('content/consultorio.yml', 'utf8')),
  );
  const env: RelayEnv = { GITHUB_CLIENT_ID: 'cid', GITHUB_CLIENT_SECRET: 'csecret' };
  const RELAY = 'https://consultorio-auth-relay.ejemplo.workers.dev';
  const root = async () => {
    const response = await handle(new Request(`${RELAY}/`), env);
    return { status: response.status, headers: [...response.headers], body: await response.text() };
  };

  const EXCHANGES: Record<string, () => Promise<Response>> = {
    token: async () => Response.json({ access_token: 'gho_X', token_type: 'bearer' }),
    refused: async () => Response.json({ error: 'bad_verification_code' }),
    failing: async () => new Response('<html>', { status: 503 }),
    notJson: async () => new Response('<html>'),
    unreachable: async () => {
      throw new TypeError('fetch failed');
    },
  };
  /** Every status the handler answers with, 500 aside. */
  const ANSWERED = [200, 302, 400, 403, 404, 405, 502];
  const realFetch = global.fetch;
  afterAll(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  const { targets, names, values } = HOSTILE_REQUEST_PIECES;
  const text = fc.oneof(fc.constantFrom(...values), fc.string({ unit: 'binary', maxLength: 12 }));
  const workerRequest = fc.record({
    origin: fc.constantFrom(
      RELAY,
      'https://acceso.consultorio.example',
      'http://acceso.consultorio.example',
      'http://127.0.0.1:8787',
      'http://[::1]:8787',
      'http://localhost:8787',
    ),
    target: fc.oneof(
      fc.constantFrom(...targets.filter((target) => target.startsWith('/'))),
      text.map((value) => `/${value}`),
      fc
        .tuple(
          fc.constantFrom('/auth', '/callback'),
          fc.array(fc.tuple(text, text), { maxLength: 4 }),
        )
        .map(([path, pairs]) => `${path}?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
    ),
    method: fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'PURGE', 'get', 'Ñ'),
    headers: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), text), text), { maxLength: 4 }),
    state: fc.option(
      fc
        .uint8Array({ minLength: 32, maxLength: 32 })
        .map((bytes) => Buffer.from(bytes).toString('hex')),
      { nil: undefined },
    ),
    exchange: fc.constantFrom(...Object.keys(EXCHANGES)),
  });

  type Drawn = typeof workerRequest extends fc.Arbitrary<infer T> ? T : never;

  /** The Request the runtime would hand over, or undefined for one it could never build. */
  function toRequest({ origin, target, method, headers, state }: Drawn) {
    try {
      const url = new URL(`${origin}${state ? `/callback?code=C&state=${state}` : target}`);
      const request = new Request(url, { method });
      for (const [name, value] of headers) request.headers.append(name, value);
      const cookie = url.protocol === 'https:' ? '__Host-decap-oauth-state' : 'decap-oauth-state';
      if (state) request.headers.append('Cookie', `${cookie}=${state}`);
      return request;
    } catch {
      return undefined;
    }
  }

  it('answers any request it is given and then / as before (fast-check)', async () => {
    const before = await root();
    expect(before.status).toBe(200);
    await fc.assert(
      fc.asyncProperty(workerRequest, async (drawn) => {
        const request = toRequest(drawn);
        fc.pre(request !== undefined);
        global.fetch = jest.fn(EXCHANGES[drawn.exchange]) as typeof fetch;
        const response = await handle(request!, env);
        const body = await response.text();
        const url = new URL(request!.url);
        const offMachine = url.protocol === 'http:' && !isLoopbackHost(url.hostname);
        const readable = ['GET', 'HEAD'].includes(request!.method);
        if (offMachine && readable) {
          expect(response.status).toBe(500);
          expect(body).toContain(refusedAddress);
        } else expect(ANSWERED).toContain(response.status);
        expect(await root()).toEqual(before);
      }),
      { seed, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
