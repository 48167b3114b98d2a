/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { createHandler } from '../handler.ts';
import { HANDSHAKE_SCRIPT, handshakePolicy } from '../responses.ts';
import { siteOriginFromFacts } from '../site-origin.ts';
import { readSettings, type RelayEnv } from '../settings.ts';
import { constantTimeEqual } from '../state.ts';

/**
 * The relay's handler, called as a Worker or Node calls it. GitHub's token endpoint is replaced by
 * a recording function (global fetch): the real exchange runs in checks/e2e/auth against workerd.
 */
const SITE = 'https://www.consultorio.example';
const STAGING = 'https://staging.consultorio.example';
const RELAY = 'https://acceso.consultorio.example';
const env: RelayEnv = {
  GITHUB_CLIENT_ID: 'client-123',
  GITHUB_CLIENT_SECRET: 'secret-456',
  ALLOWED_ORIGINS: `${STAGING}, http://127.0.0.1:4950`,
};
const handle = createHandler(SITE);

const exchanges: { url: string; body: unknown; accept: string | null }[] = [];
let tokenAnswer: () => Response;
const realFetch = global.fetch;
beforeEach(() => {
  exchanges.length = 0;
  tokenAnswer = () =>
    Response.json({ access_token: 'gho_TOKEN', token_type: 'bearer', scope: 'public_repo' });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    exchanges.push({
      url: String(input),
      body: JSON.parse(String(init?.body)),
      accept: new Headers(init?.headers).get('Accept'),
    });
    return tokenAnswer();
  }) as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

const get = (path: string, headers: Record<string, string> = {}, settings = env) =>
  handle(new Request(`${RELAY}${path}`, { headers }), settings);

/** /auth, then the cookie it set and the state it sent to GitHub. */
async function startSignIn(scope = 'public_repo') {
  const response = await get(
    `/auth?provider=github&site_id=www.consultorio.example&scope=${scope}`,
  );
  const location = new URL(response.headers.get('Location')!);
  const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!;
  return { response, location, cookie, state: location.searchParams.get('state')! };
}

/** What the handshake page would post to the editor: its data block. */
async function handshakeData(response: Response) {
  const html = await response.text();
  const json = html.match(
    /<script type="application\/json" id="relay-data">([^<]*)<\/script>/,
  )![1]!;
  return {
    html,
    data: JSON.parse(json) as { provider: string; origins: string[]; message: string },
  };
}

describe('/auth', () => {
  it("redirects to GitHub's authorize page with the client ID, the scope asked and a random state", async () => {
    const first = await startSignIn();
    const second = await startSignIn('repo');
    expect(first.response.status).toBe(302);
    expect(`${first.location.origin}${first.location.pathname}`).toBe(
      'https://github.com/login/oauth/authorize',
    );
    expect(first.location.searchParams.get('client_id')).toBe('client-123');
    expect(first.location.searchParams.get('scope')).toBe('public_repo');
    expect(second.location.searchParams.get('scope')).toBe('repo');
    expect(first.state).toMatch(/^[0-9a-f]{64}$/);
    expect(second.state).not.toBe(first.state);
    // GitHub returns to the callback registered in the OAuth app: the relay names none.
    expect(first.location.searchParams.has('redirect_uri')).toBe(false);
  });

  it('keeps the state in an HttpOnly, Secure, SameSite=Lax cookie of its own host (__Host-)', async () => {
    const { response, state } = await startSignIn();
    const cookie = response.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(
      new RegExp(
        `^__Host-decap-oauth-state=${state}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$`,
      ),
    );
    const overHttp = await handle(
      new Request('http://127.0.0.1:4951/auth?provider=github&scope=repo'),
      env,
    );
    expect(overHttp.headers.get('Set-Cookie')).toMatch(
      /^decap-oauth-state=[0-9a-f]{64}; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
  });

  it('asks GitHub Enterprise (or a stand-in) when GITHUB_URL says so', async () => {
    const response = await get(
      '/auth?provider=github&scope=repo',
      {},
      { ...env, GITHUB_URL: 'https://git.consultorio.example/' },
    );
    expect(response.headers.get('Location')).toMatch(
      /^https:\/\/git\.consultorio\.example\/login\/oauth\/authorize\?/,
    );
  });

  it('grants only the two scopes the editor may ask for, and only GitHub', async () => {
    for (const query of [
      'provider=github&scope=admin:org',
      'provider=github&scope=repo,delete_repo',
      'provider=github',
      'provider=gitlab&scope=repo',
    ]) {
      const response = await get(`/auth?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('never redirects anywhere the request names (no open redirect)', async () => {
    for (const path of [
      '/auth?provider=github&scope=repo&redirect_uri=https://evil.example/steal',
      '/auth?provider=github&scope=repo&redirect_uri=//evil.example&return_to=https://evil.example',
      '//evil.example/auth?provider=github&scope=repo',
    ]) {
      const response = await get(path);
      const location = response.headers.get('Location');
      if (location) expect(new URL(location).origin).toBe('https://github.com');
      expect(location ?? '').not.toContain('evil');
    }
  });
});

describe('/callback', () => {
  it('trades the code for a token with the client secret, and hands it only to trusted origins', async () => {
    const { cookie, state } = await startSignIn();
    const response = await get(`/callback?code=CODE-1&state=${state}`, {
      Cookie: `other=1; ${cookie}`,
    });
    expect(response.status).toBe(200);
    expect(exchanges).toEqual([
      {
        url: 'https://github.com/login/oauth/access_token',
        body: { client_id: 'client-123', client_secret: 'secret-456', code: 'CODE-1' },
        accept: 'application/json',
      },
    ]);
    const { data, html } = await handshakeData(response);
    expect(data.message).toBe(
      'authorization:github:success:{"token":"gho_TOKEN","provider":"github"}',
    );
    expect(data.provider).toBe('github');
    expect(data.origins).toEqual([SITE, STAGING, 'http://127.0.0.1:4950']);
    expect(html).not.toContain("'*'");
    expect(html).not.toContain('"*"');
    // The state is used once.
    expect(response.headers.get('Set-Cookie')).toMatch(
      /^__Host-decap-oauth-state=; Path=\/; Max-Age=0;/,
    );
  });

  it('refuses a state that differs from the cookie: no exchange, no token', async () => {
    const { cookie, state } = await startSignIn();
    const forged = state.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    for (const query of [`code=CODE&state=${forged}`, 'code=CODE', `code=CODE&state=${state}x`]) {
      const response = await get(`/callback?${query}`, { Cookie: cookie });
      expect(response.status).toBe(400);
      const { data, html } = await handshakeData(response);
      expect(data.message).toMatch(
        /^authorization:github:error:\{"message":"la respuesta de GitHub no corresponde/,
      );
      expect(html).not.toContain('gho_');
    }
    expect(exchanges).toEqual([]);
  });

  it('refuses a callback without the cookie (a link someone else started)', async () => {
    const { state } = await startSignIn();
    const response = await get(`/callback?code=CODE&state=${state}`);
    expect(response.status).toBe(400);
    expect((await handshakeData(response)).data.message).toMatch(
      /^authorization:github:error:.*expiró o no empezó/,
    );
    expect(exchanges).toEqual([]);
  });

  it('passes on an error from GitHub as an error, without a token', async () => {
    const denied = await startSignIn();
    const refused = await get(
      `/callback?error=access_denied&error_description=The+user+has+denied&state=${denied.state}`,
      { Cookie: denied.cookie },
    );
    expect(refused.status).toBe(403);
    expect((await handshakeData(refused)).data.message).toBe(
      'authorization:github:error:{"message":"GitHub no dio acceso (access_denied)."}',
    );

    const badCode = await startSignIn();
    tokenAnswer = () =>
      Response.json({
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      });
    const expired = await get(`/callback?code=OLD&state=${badCode.state}`, {
      Cookie: badCode.cookie,
    });
    expect(expired.status).toBe(502);
    const { data, html } = await handshakeData(expired);
    expect(data.message).toBe(
      'authorization:github:error:{"message":"GitHub no entregó el token (bad_verification_code)."}',
    );
    expect(html).not.toContain('access_token');

    const down = await startSignIn();
    tokenAnswer = () => new Response('Bad gateway', { status: 502 });
    expect(
      (
        await handshakeData(
          await get(`/callback?code=C&state=${down.state}`, { Cookie: down.cookie }),
        )
      ).data.message,
    ).toMatch(/GitHub respondió 502/);
  });

  it('never redirects from the callback, whatever the request names', async () => {
    const { cookie, state } = await startSignIn();
    const response = await get(
      `/callback?code=C&state=${state}&redirect_uri=https://evil.example&origin=https://evil.example`,
      { Cookie: cookie },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Location')).toBeNull();
    expect((await handshakeData(response)).data.origins).not.toContain('https://evil.example');
  });
});

describe('the handshake page', () => {
  it('is uncacheable, unframeable, sends no Referer, and runs only its own script (by hash)', async () => {
    const { cookie, state } = await startSignIn();
    const response = await get(`/callback?code=C&state=${state}`, { Cookie: cookie });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    const policy = response.headers.get('Content-Security-Policy')!;
    expect(policy).toBe(await handshakePolicy());
    expect(policy).toMatch(
      /^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*'; style-src 'sha256-[^']+'; .*frame-ancestors 'none'$/,
    );
    const html = await response.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toEqual([HANDSHAKE_SCRIPT]);
    const { createHash } = await import('node:crypto');
    expect(policy).toContain(
      `'sha256-${createHash('sha256').update(HANDSHAKE_SCRIPT).digest('base64')}'`,
    );
  });

  it("sends the first message to each trusted origin by name, and the token only to an answer from the opener's trusted origin", () => {
    expect(HANDSHAKE_SCRIPT).toContain(
      'for (const origin of data.origins) opener.postMessage(handshake, origin)',
    );
    expect(HANDSHAKE_SCRIPT).toContain(
      'event.source !== opener || event.data !== handshake || !data.origins.includes(event.origin)',
    );
    expect(HANDSHAKE_SCRIPT).toContain('opener.postMessage(data.message, event.origin)');
    expect(HANDSHAKE_SCRIPT).not.toMatch(/['"]\*['"]|location\s*=|location\.(href|assign|replace)/);
  });

  it('cannot be broken out of by what it carries', async () => {
    const { cookie, state } = await startSignIn();
    tokenAnswer = () => Response.json({ access_token: '</script><script>alert(1)</script>' });
    const { html, data } = await handshakeData(
      await get(`/callback?code=C&state=${state}`, { Cookie: cookie }),
    );
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(data.message).toContain('</script><script>alert(1)</script>');
  });
});

describe('settings', () => {
  // A refused setting is said in the log too: kept here, out of the test's output.
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it('names a missing setting instead of signing in half-configured', async () => {
    const response = await get('/auth?provider=github&scope=repo', {}, { GITHUB_CLIENT_ID: 'x' });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('falta GITHUB_CLIENT_SECRET');
    const malformed = await get(
      '/auth?provider=github&scope=repo',
      {},
      { ...env, ALLOWED_ORIGINS: 'consultorio' },
    );
    expect(await malformed.text()).toContain(
      "ALLOWED_ORIGINS: 'consultorio' no es una dirección web",
    );
  });

  it('accepts http:// origins only on this machine (ALLOWED_ORIGINS, GITHUB_URL)', async () => {
    for (const [name, value] of [
      ['ALLOWED_ORIGINS', 'http://staging.consultorio.mx'],
      ['GITHUB_URL', 'http://github.consultorio.mx'],
    ] as const) {
      const refused = await get('/auth?provider=github&scope=repo', {}, { ...env, [name]: value });
      expect(refused.status).toBe(500);
      expect(await refused.text()).toContain(`${name}: '${value}' debe empezar con https://`);
    }
    expect(
      readSettings({ ...env, ALLOWED_ORIGINS: 'http://[::1]:4950 http://localhost:4950' }, SITE)
        .allowedOrigins,
    ).toEqual([SITE, 'http://[::1]:4950', 'http://localhost:4950']);
  });

  it('refuses to sign in at a plain-http address off this machine (no Secure cookie there), in its answer and its log', async () => {
    const refused = await handle(
      new Request('http://acceso.consultorio.example/auth?provider=github&scope=repo'),
      env,
    );
    const sentence =
      "El servicio de inicio de sesión no está configurado: la dirección del servicio: 'http://acceso.consultorio.example' debe empezar con https:// (http:// solo en 127.0.0.1, ::1 o localhost).";
    expect(refused.status).toBe(500);
    expect(await refused.text()).toBe(`${sentence}\n`);
    expect(log).toHaveBeenCalledWith(sentence);
    for (const local of ['http://127.0.0.1:8787', 'http://[::1]:8787', 'http://localhost:8787'])
      expect((await handle(new Request(`${local}/`), env)).status).toBe(200);
  });

  it("trusts the site's public URL from the facts: content/consultorio.yml's siteUrl, as an origin", () => {
    const facts = readFileSync('content/consultorio.yml', 'utf8');
    const siteUrl = facts.match(/^siteUrl: (\S+)$/m)![1]!;
    expect(siteOriginFromFacts(facts)).toBe(new URL(siteUrl).origin);
    expect(siteOriginFromFacts('siteUrl: https://consultorio.example/inicio/\n')).toBe(
      'https://consultorio.example',
    );
    expect(() => siteOriginFromFacts('siteUrl: http://consultorio.example\n')).toThrow(/https/);
    expect(() => siteOriginFromFacts('name: x\n')).toThrow(/falta siteUrl/);
  });

  it('compares states in constant time, and exactly', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });

  it('answers only its two addresses, and only GET', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/admin/')).status).toBe(404);
    expect(
      (
        await handle(
          new Request(`${RELAY}/auth?provider=github&scope=repo`, { method: 'POST' }),
          env,
        )
      ).status,
    ).toBe(405);
  });
});
