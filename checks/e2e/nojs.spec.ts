import { expect, test } from '@playwright/test';
import { exportedPages, isNotFound } from './exported-pages';
import { pages } from './pages';
import { renderEverySection } from './helpers/render-every-section';

/** Runs in the "no-js" project (javaScriptEnabled: false): what the exported HTML gives by itself. */
for (const { route } of exportedPages) {
  test(`without JavaScript ${route} shows its content, usable links and every contact route`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(isNotFound(route) ? 404 : 200);
    await expect(page.locator('h1')).toBeVisible();

    const spec = pages.find((candidate) => candidate.path === route);
    if (spec) {
      await expect(page.locator('h1')).toHaveText(spec.h1);
      await renderEverySection(page);
      const text = await page.locator('body').innerText();
      for (const string of spec.strings)
        expect(text, `"${string}" is visible without JavaScript`).toContain(string);
      for (const title of spec.sections)
        await expect(page.getByRole('heading', { name: title, exact: true }).first()).toBeVisible();
    }

    // Nothing waits for a script to appear: no invisible or zero-opacity content in <main>.
    const hidden = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('*')]
        .filter(
          (element) =>
            !element.closest('.sr-only, [hidden], [aria-hidden="true"], template, noscript'),
        )
        .filter((element) => {
          const style = getComputedStyle(element);
          return (
            (style.opacity === '0' || style.visibility === 'hidden') &&
            (element.textContent ?? '').trim() !== ''
          );
        })
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
    );
    expect(hidden, 'content hidden until a script runs').toEqual([]);

    // Every link is a real destination: no dead "#", no javascript: URL.
    const hrefs = await page
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const dead = hrefs.filter(
      (href) => href === '' || href === '#' || href.startsWith('javascript:'),
    );
    expect(dead, 'links that do nothing without JavaScript').toEqual([]);

    // Phone, WhatsApp and e-mail are visible links on every page (the footer at least).
    for (const [routeName, selector] of [
      ['phone', 'a[href^="tel:+52"]'],
      ['WhatsApp', 'a[href^="https://wa.me/"]'],
      ['e-mail', 'a[href^="mailto:"]'],
    ] as const) {
      await expect(page.locator(selector).first(), `a visible ${routeName} link`).toBeVisible();
    }
    console.log(
      `no-JS ${route}: ${hrefs.length} links, ${dead.length} dead, ${hidden.length} hidden blocks`,
    );
  });
}

test('without JavaScript the mobile menu opens through its #menu-movil link and its links navigate', async ({
  page,
}) => {
  await page.goto('/');
  const menu = page.locator('#menu-movil');
  await expect(menu).toBeHidden();
  await page.locator('a[href="#menu-movil"]').click();
  await expect(page).toHaveURL(/#menu-movil$/);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Agenda tu Cita' })).toBeVisible();
  await menu.getByRole('link', { name: 'Servicios' }).click();
  await expect(page).toHaveURL(/\/servicios\/$/);
  await expect(page.locator('h1')).toHaveText(/Servicios de oftalmología/);
});
