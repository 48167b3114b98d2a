import { expect, test } from '@playwright/test';
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
