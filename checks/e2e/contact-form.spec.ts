import { expect, test } from '@playwright/test';
import { practice } from '../../content/practice';
import { serviceOptions } from '../../content/service-options';
import { FIELD_MAX_LENGTH } from '../../lib/contact/fields';
import {
  expectFormEmpty,
  expectFormHolds,
  fillForm,
  formControls,
  sampleFields,
  toastRegion,
} from './helpers/contact-form';
import { waitForHydration } from './helpers/hydration';

/** The default build: no endpoint, the form hands the message to WhatsApp. */
test.describe('contact form, default build (WhatsApp)', () => {
  test.skip(!!process.env.E2E_ENDPOINT_BUILD, 'the endpoint build has its own spec');

  test.beforeEach(async ({ context, page }) => {
    // No internet in tests: a popup to wa.me gets a stub page, its URL is what matters.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>wa.me</title>' }),
    );
    await page.goto('/contacto/');
    await waitForHydration(page);
  });

  test('opens a wa.me chat whose text holds every field, intact; keeps the form and offers e-mail', async ({
    page,
  }) => {
    await fillForm(page);
    const popup = page.waitForEvent('popup');
    await formControls(page).submit.click();
    const url = new URL((await popup).url());
    expect(url.origin + url.pathname).toBe(
      `https://wa.me/${practice.phones.whatsapp.replace(/\D/g, '')}`,
    );
    const text = url.searchParams.get('text') ?? '';
    for (const value of [
      sampleFields.name,
      sampleFields.phone,
      sampleFields.email,
      serviceOptions.find((option) => option.value === sampleFields.service)!.label,
      sampleFields.message,
    ])
      expect(text).toContain(value);
    await expect(toastRegion(page)).toContainText('Abrimos WhatsApp con tu mensaje listo');
    await expect(toastRegion(page).getByRole('link', { name: practice.email })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${practice.email.replace(/[.+]/g, '\\$&')}(\\?|$)`),
    );
    await expectFormHolds(page);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('bounds a 2,000-character message to what wa.me accepts', async ({ page }) => {
    await fillForm(page, { ...sampleFields, message: '😀'.repeat(100) + 'x'.repeat(1800) }); // 2,000 UTF-16 units, 1,900 characters
    await expect(formControls(page).message).toHaveValue(/^😀{100}x{1800}$/u);
    const popup = page.waitForEvent('popup');
    await formControls(page).submit.click();
    const text = new URL((await popup).url()).searchParams.get('text') ?? '';
    expect(Array.from(text).length).toBeLessThanOrEqual(1800);
    expect(text).toContain(sampleFields.name);
  });

  test('keeps a draft while typing and restores it after a reload', async ({ page }) => {
    await fillForm(page);
    await page.reload();
    await waitForHydration(page);
    await expectFormHolds(page);
  });

  test("says a restored draft is back, and 'Borrar' empties the form and the device", async ({
    page,
  }) => {
    await fillForm(page);
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'Recuperamos lo que escribiste antes' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Borrar lo que escribiste antes' }).click();
    await expectFormEmpty(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'borramos lo que habías escrito' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('contacto:borrador'))).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await expectFormEmpty(page);
  });

  test('forgets a draft 72 hours after the last keystroke, and once WhatsApp has the message', async ({
    page,
  }) => {
    const old = { savedAt: Date.now() - 73 * 60 * 60 * 1000, fields: { ...sampleFields } };
    await page.evaluate(
      (draft) => localStorage.setItem('contacto:borrador', JSON.stringify(draft)),
      old,
    );
    await page.reload();
    await waitForHydration(page);
    await expectFormEmpty(page);
    // The draft's code, loaded after hydration when a draft is stored, finds it expired and drops it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('contacto:borrador')))
      .toBeNull();
    await fillForm(page);
    expect(await page.evaluate(() => localStorage.getItem('contacto:borrador'))).not.toBeNull();
    const popup = page.waitForEvent('popup');
    await formControls(page).submit.click();
    await popup;
    expect(await page.evaluate(() => localStorage.getItem('contacto:borrador'))).toBeNull();
  });

  test('opens WhatsApp inside the tap, as Safari requires, when a restored draft is sent without focusing a field', async ({
    page,
  }) => {
    await fillForm(page);
    // Safari: a click never focuses a button, and window.open only works inside the
    // event's own task (not after an await). Emulated: mousedown cannot focus, and
    // window.open outside a click/submit task returns null as a blocked pop-up does.
    await page.addInitScript(() => {
      let inGesture = false;
      for (const type of ['click', 'submit']) {
        window.addEventListener(
          type,
          () => {
            inGesture = true;
            setTimeout(() => (inGesture = false), 0);
          },
          true,
        );
      }
      document.addEventListener('mousedown', (event) => event.preventDefault(), true);
      const open = window.open.bind(window);
      window.open = (...args) => (inGesture ? open(...args) : null);
    });
    await page.reload();
    await waitForHydration(page);
    await expectFormHolds(page);
    // Every chunk loaded from now on arrives late, as on a slow phone.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    let leftSite = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && !frame.url().includes('/contacto')) leftSite = true;
    });
    const popup = page.waitForEvent('popup', { timeout: 5_000 });
    await formControls(page).submit.click();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BUTTON');
    expect(new URL((await popup).url()).host).toBe('wa.me');
    await expect(toastRegion(page)).toContainText('Abrimos WhatsApp con tu mensaje listo');
    expect(leftSite).toBe(false);
    expect(new URL(page.url()).pathname).toMatch(/^\/contacto\/?$/);
  });

  test('a filled honeypot pretends success and sends nothing', async ({ page }) => {
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await fillForm(page);
    await page.locator('input[name="sitio_web"]').fill('http://spam.example', { force: true });
    await formControls(page).submit.click();
    await expect(toastRegion(page)).toContainText('Mensaje enviado');
    await expectFormEmpty(page);
    expect(popups).toBe(0);
  });

  test('the honeypot is hidden from people and assistive technology', async ({ page }) => {
    const trap = page.locator('input[name="sitio_web"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(page.locator('[aria-hidden="true"]').filter({ has: trap })).toHaveCount(1);
    const box = await trap.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);
  });

  test('every field has its type, autocomplete, required flag and maxlength, and the service its options', async ({
    page,
  }) => {
    const c = formControls(page);
    await expect(c.name).toHaveAttribute('autocomplete', 'name');
    await expect(c.phone).toHaveAttribute('type', 'tel');
    await expect(c.email).toHaveAttribute('type', 'email');
    await expect(c.message).toHaveAttribute('rows', '4');
    for (const field of [c.name, c.phone, c.email, c.message])
      await expect(field).toHaveAttribute('required', '');
    await expect(c.name).toHaveAttribute('maxlength', String(FIELD_MAX_LENGTH.name));
    await expect(c.phone).toHaveAttribute('maxlength', String(FIELD_MAX_LENGTH.phone));
    await expect(c.email).toHaveAttribute('maxlength', String(FIELD_MAX_LENGTH.email));
    await expect(c.message).toHaveAttribute('maxlength', String(FIELD_MAX_LENGTH.message));
    const options = await c.service
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]),
      );
    expect(options).toEqual([
      ['', 'Selecciona un servicio'],
      ...serviceOptions.map((option) => [option.value, option.label]),
    ]);
  });

  test('beside the submit button: short privacy notice, its link and the clinical-data hint', async ({
    page,
  }) => {
    const note = page.locator('#aviso-formulario');
    for (const element of [
      'Aviso de privacidad simplificado',
      'con domicilio en',
      'solo para responderte y agendar tu cita',
      'datos personales sensibles',
      'derechos ARCO',
    ])
      await expect(note).toContainText(element);
    await expect(note).not.toContainText('..');
    await expect(note).toContainText('No incluyas diagnósticos');
    await note.getByRole('link', { name: 'Aviso de privacidad' }).click();
    await expect(page).toHaveURL(/\/aviso-de-privacidad\/$/);
    await expect(page.locator('h1')).toHaveText(/^Aviso de privacidad integral/);
  });
});

test.describe('contact page without JavaScript, default build', () => {
  test.skip(!!process.env.E2E_ENDPOINT_BUILD, 'the endpoint build has its own spec');
  test.use({ javaScriptEnabled: false });

  test('shows WhatsApp, phone and e-mail beside the form, whose submit waits for scripts', async ({
    page,
  }) => {
    await page.goto('/contacto/');
    const routes = page.getByRole('complementary', { name: '¿Prefieres otra vía?' });
    await expect(routes.getByRole('link', { name: /Escribir por WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(routes.getByRole('link', { name: /^Llamar/ })).toHaveAttribute(
      'href',
      /^tel:\+52\d{10}$/,
    );
    await expect(routes.getByRole('link', { name: 'Enviar correo' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    // No endpoint: a native submit would put the message in a URL, so the button waits for JavaScript.
    const submit = page.getByRole('button', { name: 'Enviar Mensaje', exact: true });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveText('Enviar Mensaje', { useInnerText: true });
    await expect(page.locator('form[action]')).toHaveCount(0);
    await expect(page.getByText('Abierto ahora')).toHaveCount(0);
  });
});
