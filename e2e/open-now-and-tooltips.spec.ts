import { expect, test } from '@playwright/test';
import { toastRegion } from './helpers/contact-form';
import { waitForHydration } from './helpers/hydration';

test.describe('open-now badge', () => {
  test('says open during hours and when it opens next otherwise, in Mazatlán time', async ({ page }) => {
    // Monday 2026-11-16 18:00 in Mazatlán (UTC-7): hospital open (17:00-19:30), unit open (8-21).
    await page.clock.setFixedTime(new Date('2026-11-16T18:00:00-07:00'));
    await page.goto('/contacto/');
    for (const card of ['#hospital-tepic', '#unidad-san-blas']) {
      await page.locator(card).scrollIntoViewIfNeeded();
      await expect(page.locator(card)).toContainText('Abierto ahora');
    }
  });

  test('on a Sunday both are closed and open on Monday', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-07:00'));
    await page.goto('/contacto/');
    await page.locator('#hospital-tepic').scrollIntoViewIfNeeded();
    await expect(page.locator('#hospital-tepic')).toContainText('Cerrado · abre mañana a las 10:00 AM');
    await page.locator('#unidad-san-blas').scrollIntoViewIfNeeded();
    await expect(page.locator('#unidad-san-blas')).toContainText('Cerrado · abre mañana a las 8:00 AM');
  });

  test('the exported HTML shows the schedule alone', async ({ request }) => {
    // The markup, without scripts (the badge's texts travel as props in React's payload).
    const html = (await (await request.get('/contacto/')).text()).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(html).toContain('Lunes y miércoles');
    expect(/Abierto ahora|Cerrado ·/.test(html)).toBe(false);
  });
});

test.describe('tooltips', () => {
  test.skip(({ isMobile }) => isMobile, 'tooltips are a pointer and keyboard aid; touch screens get the same information inline');

  test('a licence number explains where to verify it, on hover; the link stays', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const licence = page.locator('footer').getByRole('link', { name: /^5123456/ });
    // The first hover loads Radix, which then owns the trigger; the tooltip opens on the next one.
    await licence.hover();
    await expect(licence).toHaveAttribute('data-state', 'closed');
    await page.mouse.move(5, 5);
    await licence.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Verifica esta cédula en el Registro Nacional de Profesionistas de la SEP');
    await expect(page.locator('footer').getByRole('link', { name: /^5123456/ })).toHaveAttribute('href', 'https://www.cedulaprofesional.sep.gob.mx/');
    await expect(page.locator('footer')).toContainText('Verifica las cédulas en el Registro Nacional de Profesionistas');
  });

  test('tabbing past a tooltip trigger while its code loads does not pull focus back', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Radix's chunk arrives slowly, as on a poor connection.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: /^5123456/ }).focus();
    await page.keyboard.press('Tab'); // the second licence: its tooltip code starts loading
    const trigger = footer.getByRole('link', { name: /^8765432/ });
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Tab'); // and on, before it arrives
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    const next = await focusedText();
    await expect(trigger).toHaveAttribute('data-state', 'closed'); // Radix has taken over the trigger
    await page.waitForTimeout(300);
    expect(await focusedText()).toBe(next);
    await expect(trigger).not.toBeFocused();
  });

  test('the copy-e-mail button has a tooltip on keyboard focus and copies with a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/contacto/');
    const button = page.getByRole('button', { name: 'Copiar correo' });
    await expect(button).toBeVisible();
    await page.locator('a[href^="mailto:contacto@example.com"]').first().focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copiar correo' })).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('Copiar correo');
    await page.keyboard.press('Enter');
    await expect(toastRegion(page)).toContainText('Correo copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('contacto@example.com');
  });
});
