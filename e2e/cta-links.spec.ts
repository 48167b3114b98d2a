import { expect, test, type Page } from '@playwright/test';

/**
 * Where every call to action goes (product.md, "Where every button goes"). The generic
 * well-formedness of every link is links.spec.ts; this holds each button to its destination.
 */
const MAIN_TEL = 'tel:+523115550147';
const WA = /^https:\/\/wa\.me\/523115550147\?text=[^\s]+$/;
const MAPS = /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[^\s&]+$/;

const ctas: { path: string; name: string | RegExp; href: string | RegExp; scope?: string }[] = [
  { path: '/', name: 'Agenda tu Cita', href: '/contacto/#agendar', scope: 'main' },
  { path: '/', name: 'Llama Ahora', href: MAIN_TEL },
  { path: '/', name: 'Conoce Todos Nuestros Servicios', href: '/servicios/' },
  { path: '/', name: /^Más Información: /, href: /^\/servicios\/[a-z-]+\/$/ },
  { path: '/servicios/cirugia-catarata/', name: 'Agenda tu Consulta', href: '/contacto/?servicio=catarata#agendar' },
  { path: '/servicios/cirugia-catarata/', name: 'Llamar', href: MAIN_TEL, scope: 'main' },
  { path: '/servicios/tamiz-visual-infantil/', name: 'Agenda tu Consulta', href: '/contacto/?servicio=pediatrica#agendar' },
  { path: '/sobre-mi/', name: 'Agenda tu Consulta', href: '/contacto/#agendar' },
  { path: '/servicios/', name: 'Agenda tu Consulta', href: '/contacto/#agendar' },
  { path: '/servicios/', name: 'Llama para Cotizar', href: MAIN_TEL },
  { path: '/servicios/', name: 'Llamar: 311 555 0147', href: MAIN_TEL },
  { path: '/servicios/', name: 'Agenda en Línea', href: '/contacto/#agendar' },
  { path: '/contacto/', name: 'Llamar Ahora', href: MAIN_TEL },
  { path: '/contacto/', name: /^WhatsApp/, href: WA, scope: 'main' },
  { path: '/contacto/', name: /^Ver en Mapa: /, href: MAPS },
  { path: '/contacto/', name: /^Llamar a Hospital Santa Lucía/, href: MAIN_TEL },
  { path: '/contacto/', name: /^Llamar a Unidad Médica/, href: 'tel:+523235550182' },
  { path: '/contacto/', name: /^Guardar contacto/, href: '/contacto.vcf' },
  { path: '/servicios/', name: /^WhatsApp/, href: WA, scope: 'footer' },
  { path: '/servicios/', name: 'Aviso de privacidad', href: '/aviso-de-privacidad/', scope: 'footer' },
  { path: '/', name: /^5123456/, href: 'https://www.cedulaprofesional.sep.gob.mx/', scope: 'footer' },
];

const scoped = (page: Page, scope?: string) => (scope ? page.locator(scope) : page.locator('body'));

test.describe('calls to action', () => {
  test.skip(() => test.info().project.name !== 'laptop', 'destinations do not depend on the viewport');

  for (const cta of ctas) {
    test(`${cta.path}: "${cta.name}" goes to ${cta.href}`, async ({ page }) => {
      await page.goto(cta.path);
      const links = scoped(page, cta.scope).getByRole('link', { name: cta.name });
      expect(await links.count()).toBeGreaterThan(0);
      for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))) {
        if (typeof cta.href === 'string') expect(href).toBe(cta.href);
        else expect(href).toMatch(cta.href);
      }
    });
  }

  test('"Más Información" and booking anchors land on an existing target', async ({ page }) => {
    await page.goto('/');
    const hrefs = await page.getByRole('link', { name: /^Más Información: / }).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')!));
    expect(hrefs).toHaveLength(3);
    // Each opens its service's page (its name as the page's h1).
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
    }
    await page.goto('/contacto/#agendar');
    await expect(page.locator('#agendar form')).toHaveCount(1);
  });

  test('external links open in a new tab, without opener, and say so to screen readers', async ({ page }) => {
    for (const path of ['/', '/contacto/']) {
      await page.goto(path);
      const external = page.locator('a[href^="http"]');
      expect(await external.count()).toBeGreaterThan(0);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link.locator('.sr-only')).toHaveText(/se abre en una pestaña nueva/);
      }
    }
  });

  test('no dead links or actionless buttons', async ({ page }) => {
    for (const path of ['/', '/sobre-mi/', '/servicios/', '/contacto/', '/aviso-de-privacidad/']) {
      await page.goto(path);
      await expect(page.locator('a[href="#"], a:not([href])')).toHaveCount(0);
    }
  });

  test('the vCard downloads with the practice details', async ({ page, request }) => {
    await page.goto('/contacto/');
    await expect(page.getByRole('link', { name: /^Guardar contacto/ })).toHaveAttribute('download', '');
    const response = await request.get('/contacto.vcf');
    expect(response.status()).toBe(200);
    const card = await response.text();
    expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    for (const text of ['FN:Dr. Andrés Salcedo Navarro', 'TITLE:Cirujano Oftalmólogo', 'tel:+523115550147', 'tel:+523235550182', 'EMAIL;TYPE=work:contacto@example.com', 'Tepic', 'San Blas', 'URL:https://']) {
      expect(card.replace(/\r\n /g, '')).toContain(text);
    }
  });
});
