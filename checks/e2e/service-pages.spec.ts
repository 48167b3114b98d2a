import { expect, test } from '@playwright/test';
import { homeServices, serviceBySlug, services } from '../../content/services';
import { FORM_OPTIONS } from '../../content/facts/service-schema';
import { exportedPages, sampledPages } from './exported-pages';

const servicePages = exportedPages
  .map(({ route }) => route)
  .filter((route) => /^\/servicios\/[^/]+\/$/.test(route));
const pathOf = (slug: string) => `/servicios/${slug}/`;
/** A sampled service page (the keyboard, axe at 1280 px and the engines measure these too). */
const sampled = serviceBySlug(
  sampledPages.find(({ route }) => servicePages.includes(route))?.route.split('/')[2] ?? '',
)!;

test('there is a page for each visible service, and none for a hidden one', () => {
  expect([...servicePages].sort()).toEqual(services.map((service) => pathOf(service.slug)).sort());
});

test('the home, /servicios/ and the footer link to the service pages', async ({ page }) => {
  await page.goto('/');
  const featured = page.locator('section[aria-labelledby="especialidades-destacadas"] a', {
    hasText: 'Más Información',
  });
  await expect(featured).toHaveCount(homeServices.length);
  for (const href of await featured.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  ))
    expect(servicePages).toContain(href);
  const footer = page
    .locator('footer ul')
    .filter({ has: page.locator('a[href^="/servicios/"]:not([href="/servicios/"])') })
    .locator('a');
  expect(await footer.count()).toBeGreaterThan(0);
  for (const href of await footer.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  ))
    expect(servicePages).toContain(href);

  await page.goto('/servicios/');
  const cards = await page
    .locator('main article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect([...cards].sort()).toEqual([...servicePages].sort());
  const last = services.at(-1)!;
  await page.locator('main article h3 a', { hasText: last.title }).click();
  await expect(page).toHaveURL(new RegExp(`${pathOf(last.slug)}$`));
  await expect(page.locator('h1')).toHaveText(last.title);
});

test('a service page shows its breadcrumb, and its WhatsApp link names the service', async ({
  page,
}) => {
  await page.goto(pathOf(sampled.slug));
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Inicio›', 'Servicios›', sampled.title]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(sampled.title);
  const whatsapp = await page
    .locator('main a[href^="https://wa.me/"]')
    .first()
    .getAttribute('href');
  expect(new URL(whatsapp!).searchParams.get('text')).toContain(sampled.title);
});

test('"Agenda tu Consulta" opens the form with the service selected, already at first paint', async ({
  page,
}) => {
  const service = services.find((candidate) => candidate.formOption)!;
  const other = FORM_OPTIONS.find((option) => option !== service.formOption)!;
  await page.goto(pathOf(service.slug));
  const book = page.getByRole('link', { name: 'Agenda tu Consulta' }).first();
  await expect(book).toHaveAttribute('href', `/contacto/?servicio=${service.formOption}#agendar`);
  // The inline script selects it while the HTML is parsed: before any of Next's scripts run.
  await page.route(/\/_next\/static\//, (route) => route.abort());
  await page.goto(`/contacto/?servicio=${service.formOption}#agendar`);
  await expect(page.locator('#contacto-servicio')).toHaveValue(service.formOption!);
  await page.unroute(/\/_next\/static\//);
  // And it stays selected once the form has hydrated.
  await page.goto(`/contacto/?servicio=${other}#agendar`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#contacto-servicio')).toHaveValue(other);
  await expect(page.locator('button[type="submit"]')).toBeEnabled();
  await expect(page.locator('#contacto-servicio')).toHaveValue(other);
  // An unknown value leaves the placeholder.
  await page.goto('/contacto/?servicio=otra-cosa#agendar');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#contacto-servicio')).toHaveValue('');
});

test('urgent conditions carry the urgency line and 911; others do not', async ({ page }) => {
  const urgent = services.filter((service) => service.urgentSigns);
  const calm = services.filter((service) => !service.urgentSigns);
  for (const [service, count] of [
    [urgent[0], 1],
    [calm[0], 0],
  ] as const) {
    if (!service) continue;
    await page.goto(pathOf(service.slug));
    await expect(page.locator('main a[href="tel:911"]'), service.slug).toHaveCount(count);
  }
});
