import http from 'node:http';
import { expect, test } from '@playwright/test';
import { contactPostListener } from '../contact-post.mjs';
import { bakedEndpoint } from '../engines/endpoint-build.mjs';
import { contactPageNoteIn } from '../../content/contact';
import { formStatusIn } from '../../content/contact-status';
import { practice } from '../../content/practice';
import { PAGE_PATHS } from '../../lib/page-paths';
import {
  expectFormEmpty,
  expectFormHolds,
  fillForm,
  formControls,
  sampleFields,
  toastRegion,
} from './helpers/contact-form';
import { englishControls, englishFields, fillEnglishForm } from './helpers/contact-form-en';
import { waitForHydration } from './helpers/hydration';

/**
 * The variant build (checks/variant-build.mjs), whose form posts to the receiver below and retries
 * after 50 ms: `npm test -- endpoint` makes it current and runs this file alone against it.
 */
const endpoint = process.env.E2E_ENDPOINT_BUILD
  ? bakedEndpoint(process.env.NEXT_DIST_DIR ?? 'out')
  : null;
test.skip(!endpoint, 'needs the endpoint build: npm test -- endpoint');
test.describe.configure({ mode: 'serial' });

type Mode = 'ok' | 'fail' | 'drop' | 'held';
/** In 'held' mode a reply waits in `held` until the test sends it: no clock decides what the test sees. */
const receiver = {
  mode: 'ok' as Mode,
  posts: [] as Record<string, unknown>[],
  held: [] as (() => void)[],
};

/** A real HTTP receiver on the port baked into the build, with CORS for the preflight. */
let server: http.Server;
test.beforeAll(async () => {
  const { hostname, port } = new URL(endpoint!);
  server = http.createServer(
    contactPostListener((body, request, response) => {
      receiver.posts.push(body);
      if (receiver.mode === 'drop') return void request.socket.destroy();
      if (receiver.mode === 'fail') return void response.writeHead(500).end('{"ok":false}');
      const reply = () =>
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      if (receiver.mode === 'held') receiver.held.push(reply);
      else reply();
    }),
  );
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.beforeEach(async ({ page }) => {
  receiver.mode = 'ok';
  receiver.posts = [];
  receiver.held = [];
  await page.goto('/contacto/');
  await waitForHydration(page);
});

test('without JavaScript the form would post natively to the endpoint', async ({ page }) => {
  const form = page.locator('form').filter({ has: formControls(page).message });
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', endpoint!);
});

test('success: posts the fields as JSON, shows the toast, clears the form and the draft', async ({
  page,
}) => {
  await fillForm(page);
  await formControls(page).submit.click();
  await expect(toastRegion(page)).toContainText(
    'Mensaje enviado. Te responderemos en menos de 24 horas.',
  );
  await expectFormEmpty(page);
  expect(receiver.posts).toHaveLength(1);
  const { sentAt, ...rest } = receiver.posts[0]!;
  expect(rest).toEqual({ ...sampleFields, page: '/contacto/' });
  expect(new Date(String(sentAt)).toISOString()).toBe(sentAt);
  await page.reload();
  await waitForHydration(page);
  await expectFormEmpty(page);
});

test('from the English page: the same fields, the line for the practice in Spanish, an English toast', async ({
  page,
}) => {
  await page.goto(PAGE_PATHS.contact.en);
  await waitForHydration(page);
  await fillEnglishForm(page);
  await englishControls(page).submit.click();
  await expect(toastRegion(page)).toContainText(formStatusIn.en.sent);
  expect(receiver.posts).toHaveLength(1);
  const { sentAt, ...rest } = receiver.posts[0]!;
  expect(rest).toEqual({
    ...englishFields,
    page: PAGE_PATHS.contact.en,
    note: contactPageNoteIn.en,
  });
  expect(new Date(String(sentAt)).toISOString()).toBe(sentAt);
});

for (const mode of ['fail', 'drop'] as const) {
  test(`${mode === 'fail' ? 'a 500' : 'a dropped connection'}: retries, then an error toast with WhatsApp and phone; every value stays`, async ({
    page,
  }) => {
    receiver.mode = mode;
    await fillForm(page);
    await formControls(page).submit.click();
    const toast = toastRegion(page);
    await expect(toast).toContainText('No pudimos enviar tu mensaje.');
    await expect(toast.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${practice.phones.whatsapp.replace(/\D/g, '')}\\?text=`),
    );
    await expect(toast.getByRole('link', { name: /Llamar/ })).toHaveAttribute(
      'href',
      `tel:${practice.phones.main}`,
    );
    // The first try and 3 retries (Chromium may itself retry a POST whose connection was dropped).
    if (mode === 'fail') expect(receiver.posts).toHaveLength(4);
    else expect(receiver.posts.length).toBeGreaterThanOrEqual(4);
    await expectFormHolds(page);
    await page.reload();
    await waitForHydration(page);
    await expectFormHolds(page);
  });
}

test('a double click sends once, and the button shows progress meanwhile', async ({ page }) => {
  receiver.mode = 'held';
  await fillForm(page);
  const { submit } = formControls(page);
  await submit.dblclick();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  // What is heard and what is seen: the busy words alone, with the spinner.
  await expect(submit).toHaveAccessibleName('Enviando…');
  await expect(submit).toHaveText('Enviando…', { useInnerText: true });
  await expect(submit.locator('svg')).toBeVisible();
  await submit.click({ force: true });
  await expect.poll(() => receiver.posts.length).toBe(1);
  for (const reply of receiver.held.splice(0)) reply();
  await expect(toastRegion(page)).toContainText('Mensaje enviado');
  await expect(submit).toHaveAttribute('aria-busy', 'false');
  expect(receiver.posts).toHaveLength(1);
});

test('reload restores the draft', async ({ page }) => {
  await fillForm(page);
  await page.reload();
  await waitForHydration(page);
  await expectFormHolds(page);
});

test('a filled honeypot pretends success and sends nothing', async ({ page }) => {
  await fillForm(page);
  await page.locator('input[name="sitio_web"]').fill('spam', { force: true });
  await formControls(page).submit.click();
  await expect(toastRegion(page)).toContainText('Mensaje enviado');
  await page.waitForTimeout(300);
  expect(receiver.posts).toHaveLength(0);
});
