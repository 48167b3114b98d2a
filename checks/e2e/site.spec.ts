import { expect, test, type Page } from '@playwright/test';
import { consultorio, testimonios } from '../../content/facts/load';
import { capitalized, doctorWords } from '../../content/doctor-words';
import { testimonialsSectionIn } from '../../content/home';
import { mainNavigation } from '../../content/navigation';
import { notFoundText } from '../../content/not-found';
import { hospitalPractice, practice } from '../../content/practice';
import { footerServices, serviceGroups } from '../../content/services';
import { formatPhone } from '../../lib/phone-format';
import { pages } from './pages';
import { LAPTOP, VIEWPORT } from './projects';
import { renderEverySection } from './helpers/render-every-section';
import { waitForHydration } from './helpers/hydration';

/** Collects console errors, uncaught exceptions and failed responses of a page. */
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
    // With JavaScript at 1280 px; the phone-sized export without JavaScript is nojs.spec.ts's.
    test(
      'shows its heading, sections and quoted strings, with its metadata, without console errors',
      { tag: LAPTOP },
      async ({ page }) => {
        const errors = watchErrors(page);
        const response = await page.goto(spec.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(spec.h1);
        for (const title of spec.sections) {
          await expect(
            page.getByRole('heading', { name: title, exact: true }).first(),
          ).toBeAttached();
        }
        await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical!).pathname).toBe(spec.path);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
        await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
          'content',
          new RegExp(doctorWords.ophthalmologist),
        );
        expect(await page.title()).toContain(capitalized(doctorWords.ophthalmologist));
        await renderEverySection(page);
        const text = await page.locator('body').innerText();
        for (const string of spec.strings) expect(text).toContain(string);
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
      },
    );

    test(
      'marks its own link as the current page, and does not scroll sideways',
      { tag: VIEWPORT },
      async ({ page, isMobile }) => {
        await page.goto(spec.path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        if (isMobile) await page.getByRole('button', { name: 'Abrir menú' }).click();
        const nav = page.getByRole('navigation', {
          name: isMobile ? 'Menú de navegación' : 'Navegación principal',
        });
        // A service page is inside Servicios: that link marks its section (aria-current="true").
        const section = spec.path.match(/^\/servicios\/[^/]+\//) ? '/servicios/' : null;
        const current = nav.locator(section ? 'a[aria-current="true"]' : 'a[aria-current="page"]');
        await expect(current).toHaveCount(1);
        await expect(current).toHaveAttribute('href', section ?? spec.path);
      },
    );
  });
}

test('home shows every testimonial as a quotation, with its rating', async ({ page }) => {
  await page.goto('/');
  const quotes = page.locator('section[aria-labelledby="testimonios"] blockquote');
  await expect(quotes).toHaveCount(testimonios.testimonials.length);
  for (const rating of new Set(testimonios.testimonials.map((item) => item.rating))) {
    const count = testimonios.testimonials.filter((item) => item.rating === rating).length;
    await expect(
      page.getByRole('img', { name: testimonialsSectionIn.es.ratingLabel(rating) }),
    ).toHaveCount(count);
  }
});

test('services shows each group’s cards and flags the featured ones as most requested', async ({
  page,
}) => {
  await page.goto('/servicios/');
  for (const group of serviceGroups) {
    await expect(page.locator(`#${group.id} article`)).toHaveCount(group.cards.length);
    const featured = group.cards.filter((card) => card.featured).length;
    await expect(page.locator(`#${group.id} article`, { hasText: 'Más Solicitado' })).toHaveCount(
      featured,
    );
  }
});

test('footer shows services, phones, e-mail, practices, hours, licences and the year', async ({
  page,
}) => {
  await page.goto('/sobre-mi/');
  const footer = page.locator('footer');
  const expected = [
    ...footerServices.map((service) => service.shortTitle),
    formatPhone(consultorio.phones.main),
    formatPhone(consultorio.phones.second),
    practice.email,
    ...practice.practices.flatMap((place) => [place.name, place.town]),
    ...hospitalPractice.schedule.map((line) => line.days),
    ...practice.doctor.licences.flatMap((licence) => [licence.label, licence.number]),
    'WhatsApp',
  ];
  for (const text of expected) await expect(footer).toContainText(text);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('navigation').getByRole('link')).toHaveCount(
    mainNavigation('es').length,
  );
});

test.describe('mobile menu', () => {
  test('opens, closes with the toggle and Escape, and closes when a link is chosen', async ({
    page,
  }) => {
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
