import { createHash } from 'node:crypto';
import { expect, test, type Route } from '@playwright/test';
import { expectClean, watchPolicy } from './helpers/csp';

// Every page's policy, headers and scripts are checked as it loads (loading.spec.ts); here, what
// a patient does on a page that changes it: sending the form and its toasts.
test('CSP: sending the contact form and its toasts cause no violation', async ({ page }) => {
  const errors = await watchPolicy(page);
  // The default build hands the message to WhatsApp in a new window: keep the test on our page.
  await page.addInitScript(() => {
    window.open = () =>
      ({ closed: false, opener: null, focus() {}, close() {} }) as unknown as Window;
  });
  await page.goto('/contacto/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: 'Nombre Completo' }).fill('Ana Prueba');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('3115550000');
  await page.getByRole('textbox', { name: 'Correo Electrónico' }).fill('ana@example.com');
  await page
    .getByRole('textbox', { name: 'Mensaje', exact: true })
    .fill('Quisiera agendar una consulta general.');
  await page
    .locator('form')
    .filter({ has: page.locator('textarea') })
    .locator('[type="submit"]')
    .click();
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  await expectClean(page, errors, 'contact form and toasts');
});

/** The sha256 source a policy would need to allow `script`. */
const hashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Answers `route` with the response as served (`keepHeaders`) or with its content type alone, and
 * `edit`'s body (Playwright decodes it, so no Content-Encoding).
 */
async function fulfillWith(route: Route, keepHeaders: boolean, edit = (html: string) => html) {
  const response = await route.fetch();
  const body = edit(await response.text());
  const headers = Object.fromEntries(
    Object.entries(response.headers()).filter(([name]) =>
      keepHeaders
        ? !['content-encoding', 'content-length'].includes(name)
        : name === 'content-type',
    ),
  );
  await route.fulfill({ status: response.status(), headers, body });
}

test('CSP: a script slipped into an exported page has no hash in its policies, and does not run', async ({
  page,
}) => {
  const injected = 'window.__injected=true';
  // The build refuses such a page (build/postbuild/__tests__/csp-step.test.ts); here, the page as built
  // and served, headers and meta policy included, with the script added as a typed value would be.
  await page.route('**/servicios/', (route) =>
    fulfillWith(route, true, (html) =>
      html.replace('</main>', `<script>${injected}</script></main>`),
    ),
  );
  await watchPolicy(page);
  const response = await page.goto('/servicios/');
  const html = await response!.text();
  expect(html).toContain(`<script>${injected}</script>`);
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  const header = response!.headers()['content-security-policy'];
  for (const policy of [meta, header]) {
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain(hashSource(injected));
  }
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  // One report from each policy that blocks it: the meta's and the header's.
  const blocked = expect.stringMatching(
    /^script-src-elem blocked inline \(http:\/\/[^)]*\/servicios\/:\d+\)/,
  );
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([blocked, blocked]);
});

test('the editor refuses to run inside another site’s page, where the host sends no headers (GitHub Pages)', async ({
  page,
  baseURL,
}) => {
  // Decap's 5 MB bundle is parsed once, for the unframed editor at the end.
  test.setTimeout(120_000);
  const editor = new URL('/admin/', baseURL).href;
  // Another origin: the same server by its IP address, a page of its own that frames the editor.
  const framer = `http://127.0.0.1:${new URL(baseURL!).port}/marco.html`;
  await page.route(framer, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Otro sitio</title><iframe src="${editor}" width="800" height="600"></iframe>`,
    }),
  );
  // GitHub Pages serves the editor's page as it is, with no CSP and no X-Frame-Options header.
  await page.route(editor, (route) => fulfillWith(route, false));
  await watchPolicy(page);

  await page.goto(framer);
  const frame = page.frameLocator('iframe');
  await expect(
    frame.getByText('Por seguridad, el editor del sitio no funciona dentro de otra página'),
  ).toBeVisible();
  const link = frame.getByRole('link', { name: 'ábrelo en su propia pestaña' });
  await expect(link).toHaveAttribute('href', '/admin/');
  await expect(link).toHaveAttribute('target', '_blank');
  const framed = page.frames().find((candidate) => candidate.url() === editor)!;
  // The guard stopped the page where it stood: once its loading is over, Decap's script, the
  // editor's and its configuration were never parsed into it, so none can run, now or later.
  await expect.poll(() => framed.evaluate(() => document.readyState)).toBe('complete');
  expect(
    await framed.evaluate(() => ({
      cms: 'CMS' in window,
      root: !!document.getElementById('nc-root'),
      scripts: [...document.scripts].map((script) => script.src || 'inline'),
      config: !!document.querySelector('link[rel="cms-config-url"]'),
    })),
  ).toEqual({ cms: false, root: false, scripts: ['inline'], config: false });
  expect(await framed.evaluate(() => window.__cspViolations)).toEqual([]);

  // The same page, served the same way, on its own: Decap starts (a 5 MB bundle to parse: no
  // load event awaited, its root given a minute).
  await page.goto(editor, { waitUntil: 'commit' });
  await expect(page.locator('#nc-root')).toBeAttached({ timeout: 60_000 });
  expect(await page.evaluate(() => 'CMS' in window)).toBe(true);
});

test('the published editor names no server on this computer: its policies and configuration as served', async ({
  request,
}) => {
  for (const url of ['/admin/', '/admin/ayuda/']) {
    const response = await request.get(url);
    const meta = (await response.text()).match(
      /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/,
    )?.[1];
    for (const policy of [meta, response.headers()['content-security-policy']]) {
      expect(policy, url).toMatch(/connect-src 'self' https:\/\/[^;]+/);
      expect(policy, url).not.toMatch(/localhost|127\.0\.0\.1|http:/);
    }
  }
  const config = await (await request.get('/admin/config.yml')).text();
  expect(config).toMatch(/^backend:/m);
  expect(config).not.toMatch(/local_backend|localhost/);
});
