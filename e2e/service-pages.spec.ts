import { expect, test } from '@playwright/test';
import { exportedPages } from './exported-pages';

const servicePages = exportedPages.map(({ route }) => route).filter((route) => /^\/servicios\/[^/]+\/$/.test(route));

test('there is a page for each of the 14 services', () => {
  expect(servicePages).toHaveLength(14);
});

test('the home, /servicios/ and the footer link to the service pages', async ({ page }) => {
  await page.goto('/');
  const featured = page.locator('section[aria-labelledby="especialidades-destacadas"] a', { hasText: 'Más Información' });
  await expect(featured).toHaveCount(3);
  for (const href of await featured.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(servicePages).toContain(href);
  const footer = page.locator('footer ul').filter({ has: page.locator('a[href="/servicios/cirugia-catarata/"]') }).locator('a');
  expect(await footer.count()).toBeGreaterThanOrEqual(5);
  for (const href of await footer.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(servicePages).toContain(href);

  await page.goto('/servicios/');
  const cards = await page.locator('main article h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect([...cards].sort()).toEqual([...servicePages].sort());
  await page.locator('main article h3 a', { hasText: 'Cirugía de Pterigión' }).click();
  await expect(page).toHaveURL(/\/servicios\/pterigion\/$/);
  await expect(page.locator('h1')).toHaveText('Cirugía de Pterigión');
});

test('a service page shows its breadcrumb, and its WhatsApp link names the service', async ({ page }) => {
  await page.goto('/servicios/cirugia-catarata/');
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Inicio›', 'Servicios›', 'Cirugía de Catarata']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Cirugía de Catarata');
  const whatsapp = await page.locator('main a[href^="https://wa.me/"]').first().getAttribute('href');
  expect(new URL(whatsapp!).searchParams.get('text')).toContain('Cirugía de Catarata');
});

test('"Agenda tu Consulta" opens the form with the service selected, already at first paint', async ({ page }) => {
  await page.goto('/servicios/cirugia-catarata/');
  const book = page.getByRole('link', { name: 'Agenda tu Consulta' }).first();
  await expect(book).toHaveAttribute('href', '/contacto/?servicio=catarata#agendar');
  // The inline script selects it while the HTML is parsed: before any of Next's scripts run.
  await page.route(/\/_next\/static\//, (route) => route.abort());
  await page.goto('/contacto/?servicio=catarata#agendar');
  await expect(page.locator('#contacto-servicio')).toHaveValue('catarata');
  await page.unroute(/\/_next\/static\//);
  // And it stays selected once the form has hydrated.
  await page.goto('/contacto/?servicio=glaucoma#agendar');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#contacto-servicio')).toHaveValue('glaucoma');
  await expect(page.locator('button[type="submit"]')).toBeEnabled();
  await expect(page.locator('#contacto-servicio')).toHaveValue('glaucoma');
  // An unknown value leaves the placeholder.
  await page.goto('/contacto/?servicio=otra-cosa#agendar');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#contacto-servicio')).toHaveValue('');
});

test('urgent conditions carry the urgency line and 911; others do not', async ({ page }) => {
  await page.goto('/servicios/infecciones-oculares/');
  await expect(page.locator('main a[href="tel:911"]')).toHaveCount(1);
  await page.goto('/servicios/lasik-prk/');
  await expect(page.locator('main a[href="tel:911"]')).toHaveCount(0);
});
