import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { ConsoleMessage } from '@playwright/test';
import { ADMIN_CONTENT_SECURITY_POLICY } from '../../../build/postbuild/admin-response-policy.mjs';
import type { StandIn } from './github-stand-in';
import {
  apiRoot,
  CLIENT_ID,
  CLIENT_SECRET,
  foreignOrigin,
  githubOrigin,
  relayOrigin,
  siteOrigin,
} from './ports';
import { expect, test } from './servers';

/**
 * Signing in to the practice's editor on a host that is not Netlify: /admin/ → "Iniciar sesión con
 * GitHub" → the popup → the relay (publish/auth-relay/, in wrangler dev, Cloudflare's runtime) → GitHub
 * (a stand-in: its OAuth endpoints and the API calls Decap makes) → back, to the signed-in editor.
 * Then what must get no token: a wrong or missing state, a foreign site opening the popup, and a
 * request that names a URL to redirect to.
 */

test.describe.configure({ mode: 'serial' });

let github: StandIn;
let foreign: { server: Server; requests: string[] } | undefined;

// The suite's servers (servers.ts), the relay and the foreign site included; this file starts
// from a stand-in with no records.
test.beforeAll(async ({ editorDir, github: standIn, relay, foreign: site }) => {
  void [editorDir, relay];
  github = standIn;
  github.reset();
  foreign = site;
});

/** Browser console lines that report a blocked resource (a CSP violation). */
const isViolation = (message: ConsoleMessage) =>
  /Content Security Policy|Refused to/.test(message.text());

test('the Worker bundles for `wrangler deploy`, with the facts as a text module', () => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'auth-worker-'));
  try {
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/wrangler/bin/wrangler.js',
        'deploy',
        '--dry-run',
        '--config',
        'publish/auth-relay/wrangler.toml',
        '--outdir',
        outdir,
      ],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: 'false',
          CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(outdir).sort()).toEqual(
      expect.arrayContaining(['worker.js', expect.stringMatching(/consultorio\.yml$/)]),
    );
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
});

test('the editor is built for this deployment: relay, API, scope, and its CSP lets it reach the API', async ({
  request,
}) => {
  const config = await (await request.get(`${siteOrigin}/admin/config.yml`)).text();
  expect(config).toContain(`base_url: ${relayOrigin}`);
  expect(config).toContain(`api_root: ${apiRoot}`);
  expect(config).toContain('auth_scope: public_repo');
  expect(ADMIN_CONTENT_SECURITY_POLICY).toMatch(
    new RegExp(`connect-src [^;]*${githubOrigin.replace(/\./g, '\\.')}`),
  );
});

test('signs in through the popup, the relay and GitHub, and reaches the editor', async ({
  page,
  context,
}) => {
  const violations: string[] = [];
  const navigations: string[] = [];
  context.on('request', (request) => {
    if (request.isNavigationRequest()) navigations.push(request.url());
  });
  context.on('console', (message) => {
    if (isViolation(message)) violations.push(`${message.page()?.url()}: ${message.text()}`);
  });
  await page.goto(`${siteOrigin}/admin/`);
  const signIn = page.getByRole('button', { name: 'Iniciar sesión con GitHub' });
  await expect(signIn).toBeVisible();

  const [popup] = await Promise.all([page.waitForEvent('popup'), signIn.click()]);

  // The signed-in editor: its collections, read from the stand-in repository with the new token.
  await expect(page.getByRole('link', { name: 'Datos del sitio' })).toBeVisible({
    timeout: 30_000,
  });
  // Decap closed the popup once it had the token.
  expect(popup.isClosed()).toBe(true);
  await expect(page.getByRole('link', { name: 'Servicios' })).toBeVisible();
  await page.getByRole('link', { name: 'Datos del sitio' }).click();
  await expect(page.getByText('Consultorio: datos, horarios y cierres')).toBeVisible();

  // GitHub saw one authorization, for the app and scope of the editor, with a state; and one
  // exchange with the client secret, answered with JSON.
  expect(github.authorizations).toHaveLength(1);
  const authorization = github.authorizations[0]!;
  expect(authorization.get('client_id')).toBe(CLIENT_ID);
  expect(authorization.get('scope')).toBe('public_repo');
  expect(authorization.get('state')).toMatch(/^[0-9a-f]{64}$/);
  expect(authorization.has('redirect_uri')).toBe(false);
  expect(github.exchanges).toHaveLength(1);
  expect(github.exchanges[0]).toMatchObject({
    body: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
    accept: 'application/json',
  });
  const token = github.exchanges[0]!.token!;
  // Decap called the API with that token, and nothing it asked went unanswered.
  expect(github.apiRequests.length).toBeGreaterThan(2);
  expect(github.apiRequests.every((call) => call.authorization === `token ${token}`)).toBe(true);
  expect(github.unknown).toEqual([]);
  // The popup's way: the relay, GitHub's authorize page, the relay's callback; nothing else.
  expect(navigations.slice(1).map((url) => url.replace(/\?.*/, ''))).toEqual([
    `${relayOrigin}/auth`,
    `${githubOrigin}/login/oauth/authorize`,
    `${relayOrigin}/callback`,
  ]);
  expect(violations).toEqual([]);
  await page.screenshot({ path: '.cache/auth-signed-in.png' });
});

test('a foreign site that opens the relay gets no message at all, even though the user signs in', async ({
  page,
}) => {
  const exchangesBefore = github.exchanges.length;
  await page.goto(`${foreignOrigin}/`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Abrir inicio de sesión' }).click(),
  ]);
  await popup.waitForURL(`${relayOrigin}/callback?**`);
  // The popup, unanswered by a trusted opener, says so instead of handing anything over.
  await expect(popup.getByRole('status')).toHaveText(
    /^No se entregó el acceso: esta ventana no se abrió desde el editor del sitio/,
  );
  // The relay traded the code (the user did authorize), and the popup holds a token it keeps:
  expect(github.exchanges.slice(exchangesBefore).filter((exchange) => exchange.token)).toHaveLength(
    1,
  );
  // Two seconds of the foreign page pushing "authorizing:github" at it with '*': nothing comes back.
  await page.waitForTimeout(2_000);
  expect(
    await page.evaluate(() => (window as unknown as { received: unknown[] }).received),
  ).toEqual([]);
  expect(popup.isClosed()).toBe(false);
  await popup.screenshot({ path: '.cache/auth-foreign-popup.png' });
  await popup.close();
});

test('a wrong, missing or reused state gets an error page, no exchange and no token', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** A real start: /auth sets the state cookie in this browser and names the state to GitHub. */
  const startSignIn = async () => {
    const start = await context.request.get(
      `${relayOrigin}/auth?provider=github&scope=public_repo`,
      { maxRedirects: 0 },
    );
    expect(start.status()).toBe(302);
    return new URL(start.headers().location!).searchParams.get('state')!;
  };
  const exchangesBefore = github.exchanges.length;
  const refused = async (query: string, reason: RegExp) => {
    const response = await page.goto(`${relayOrigin}/callback?code=${github.issueCode()}${query}`);
    expect(response!.status()).toBe(400);
    await expect(page.getByRole('status')).toHaveText(reason);
    expect(await response!.text()).not.toMatch(/gho_|access_token|"token"/);
  };

  // Each callback uses up the state it was sent for, so each case starts a sign-in of its own.
  const mismatch =
    /^No se pudo iniciar sesión: la respuesta de GitHub no corresponde a este inicio de sesión/;
  const state = await startSignIn();
  await refused(`&state=${state.replace(/^./, (first) => (first === 'a' ? 'b' : 'a'))}`, mismatch);
  await page.screenshot({ path: '.cache/auth-wrong-state.png' });
  await startSignIn();
  await refused('', mismatch);
  const truncated = await startSignIn();
  await refused(`&state=${truncated.slice(0, 32)}`, mismatch);
  // The right state, a second time (a replayed callback URL): the cookie is gone.
  const expired =
    /^No se pudo iniciar sesión: la sesión de inicio expiró o no empezó en este navegador/;
  await refused(`&state=${truncated}`, expired);
  // The right state in a browser that did not start the sign-in (someone else's link).
  const other = await browser.newContext();
  const otherState = await startSignIn();
  const response = await (
    await other.newPage()
  ).goto(`${relayOrigin}/callback?code=${github.issueCode()}&state=${otherState}`);
  expect(response!.status()).toBe(400);
  expect(await response!.text()).not.toMatch(/gho_|"token"/);

  expect(github.exchanges.length).toBe(exchangesBefore);
  await Promise.all([context.close(), other.close()]);
});

test('the relay redirects only to GitHub, whatever URL a request names', async ({ request }) => {
  const steal = `${foreignOrigin}/steal`;
  const auth = await request.get(
    `${relayOrigin}/auth?provider=github&scope=public_repo&redirect_uri=${encodeURIComponent(steal)}&return_to=${encodeURIComponent(steal)}`,
    { maxRedirects: 0 },
  );
  expect(auth.status()).toBe(302);
  const location = new URL(auth.headers().location!);
  expect(`${location.origin}${location.pathname}`).toBe(`${githubOrigin}/login/oauth/authorize`);
  expect([...location.searchParams.keys()].sort()).toEqual(['client_id', 'scope', 'state']);

  const callback = await request.get(
    `${relayOrigin}/callback?code=x&state=y&redirect_uri=${encodeURIComponent(steal)}`,
    { maxRedirects: 0 },
  );
  expect(callback.headers().location).toBeUndefined();
  for (const path of [
    `//127.0.0.1:${new URL(foreignOrigin).port}/steal`,
    `/${steal}`,
    '/auth/../callback?redirect=' + encodeURIComponent(steal),
  ]) {
    const response = await request.get(`${relayOrigin}${path}`, { maxRedirects: 0 });
    expect(response.headers().location).toBeUndefined();
  }
  expect(foreign!.requests.filter((path) => path.includes('steal'))).toEqual([]);
});

test('the handshake page is uncacheable and allows only its own script', async ({ request }) => {
  const response = await request.get(`${relayOrigin}/callback?code=x&state=y`);
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-security-policy']).toMatch(
    /^default-src 'none'; script-src 'sha256-[^']+'; style-src 'sha256-[^']+';/,
  );
  expect(headers['referrer-policy']).toBe('no-referrer');
});
