import { expect, test, type Page } from '@playwright/test';
import { pages } from './pages';
import { notFoundText } from '../content/not-found';
import { renderEverySection } from './helpers/render-every-section';
import { waitForHydration } from './helpers/hydration';

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

for (const spec of pages) {
  test.describe(`page ${spec.path}`, () => {
    test('shows its heading, sections and quoted strings, without console errors', async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(spec.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(spec.h1);
      for (const title of spec.sections) {
        await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeAttached();
      }
      await renderEverySection(page);
      const text = await page.locator('body').innerText();
      for (const string of spec.strings) expect(text).toContain(string);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test('marks its own link as the current page', async ({ page, isMobile }) => {
      await page.goto(spec.path);
      if (isMobile) await page.getByRole('button', { name: 'Abrir menú' }).click();
      const nav = page.getByRole('navigation', { name: isMobile ? 'Menú de navegación' : 'Navegación principal' });
      // A service page is inside Servicios: that link marks its section (aria-current="true").
      const section = spec.path.match(/^\/servicios\/[^/]+\//) ? '/servicios/' : null;
      const current = nav.locator(section ? 'a[aria-current="true"]' : 'a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', section ?? spec.path);
    });

    test('has no horizontal scrolling', async ({ page }) => {
      await page.goto(spec.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('has a canonical link and the page metadata', async ({ page }) => {
      await page.goto(spec.path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(spec.path);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /oftalmólogo/);
      expect(await page.title()).toMatch(/Oftalmólogo/);
    });
  });
}

test('home shows six testimonials as quotations, each rated five stars', async ({ page }) => {
  await page.goto('/');
  const quotes = page.locator('section[aria-labelledby="testimonios"] blockquote');
  await expect(quotes).toHaveCount(6);
  await expect(page.getByRole('img', { name: 'Calificación: 5 de 5 estrellas' })).toHaveCount(6);
});

test('services shows 4, 6 and 4 cards and flags two as most requested', async ({ page }) => {
  await page.goto('/servicios/');
  await expect(page.locator('#clinicos article')).toHaveCount(4);
  await expect(page.locator('#quirurgicos article')).toHaveCount(6);
  await expect(page.locator('#preventivos article')).toHaveCount(4);
  await expect(page.locator('#quirurgicos article', { hasText: 'Más Solicitado' })).toHaveCount(2);
});

test('contact form has the spec fields, types and options', async ({ page }) => {
  await page.goto('/contacto/');
  await expect(page.getByLabel('Nombre Completo')).toHaveAttribute('autocomplete', 'name');
  await expect(page.getByLabel('Teléfono')).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('Correo Electrónico')).toHaveAttribute('type', 'email');
  await expect(page.getByRole('textbox', { name: 'Mensaje', exact: true })).toHaveAttribute('rows', '4');
  for (const field of ['Nombre Completo', 'Teléfono', 'Correo Electrónico', 'Mensaje']) {
    await expect(page.getByRole('textbox', { name: field, exact: true })).toHaveAttribute('required', '');
  }
  const options = await page.locator('select[name="service"] option').evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]));
  expect(options.map(([value]) => value)).toEqual(['', 'consulta', 'catarata', 'lasik', 'glaucoma', 'pediatrica', 'otro']);
  expect(options[0]![1]).toBe('Selecciona un servicio');
});

test('footer shows services, phones, e-mail, practices, hours, licences and the year', async ({ page }) => {
  await page.goto('/sobre-mi/');
  const footer = page.locator('footer');
  for (const text of ['Cirugía de Catarata', 'LASIK/PRK', 'Cirugía de Glaucoma', 'Oftalmología Pediátrica', 'Cirugía Plástica Ocular', '311 555 0147', '323 555 0182', 'contacto@example.com', 'Hospital Santa Lucía', 'San Blas', 'Lunes y miércoles', 'Jueves', 'Cédula profesional', 'Cédula de especialidad', 'WhatsApp']) {
    await expect(footer).toContainText(text);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('navigation').getByRole('link')).toHaveCount(4);
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu exists below the desktop breakpoint');

  test('opens, closes with the toggle and Escape, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    const menu = page.locator('#menu-movil');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Agenda tu Cita' })).toBeVisible();
    await page.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole('link', { name: 'Servicios' }).click();
    await expect(page).toHaveURL(/\/servicios\/$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('h1')).toHaveText(/Servicios de oftalmología/);
  });
});

test('an unknown path gets the 404 page with status 404 and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect.poll(() => logged.join('\n')).toContain('/esta-pagina-no-existe');
  // Logged once as the page is parsed (an inline script), and neither lost nor repeated once the
  // app's JavaScript has hydrated the page.
  await waitForHydration(page);
  expect(logged.filter((line) => line.includes('/esta-pagina-no-existe'))).toEqual([
    `${notFoundText.missingPathLog} /esta-pagina-no-existe`,
  ]);
});

test('skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/servicios/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contenido$/);
});
