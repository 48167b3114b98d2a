import { expect, test, type Page } from '@playwright/test';
import { errorTextEn } from '../../content/error-text-en';
import { errorTextEs as errorText } from '../../content/error-text-es';
import { waitForHydration } from './helpers/hydration';

/**
 * The error boundaries draw the fallback of docs/product.md (each language's app/(…)/error.tsx
 * inside its layout, app/global-error.tsx when a layout itself fails). Their chunks load on every
 * page and share the fallback's code with the layout's (each root layout imports it): these tests
 * make a client component throw after hydration, so a change in how that code is split fails
 * here, not for a patient.
 */
async function breakTheClockAfterHydration(page: Page, route: string) {
  await page.clock.install();
  await page.goto(route);
  await waitForHydration(page);
  await page.evaluate(() => {
    Date.now = () => {
      throw new Error('Reloj roto (prueba)');
    };
  });
}

test('an error in a page shows the fallback with its message, inside the site', async ({
  page,
}) => {
  // The open-now badges of /contacto/ read the clock every 30 s.
  await breakTheClockAfterHydration(page, '/contacto/');
  await page.clock.runFor(31_000);
  await expect(page.getByRole('heading', { level: 1, name: errorText.title })).toBeVisible();
  await expect(page.locator('pre')).toContainText('Reloj roto (prueba)');
  await expect(page.getByRole('button', { name: errorText.retry })).toBeVisible();
  await expect(page.getByRole('link', { name: errorText.home })).toHaveAttribute('href', '/');
  // The layout stays: the header's home link is still there.
  await expect(page.locator('header')).toBeVisible();
});

test('an error in an English page shows the fallback in English, inside the site', async ({
  page,
}) => {
  await breakTheClockAfterHydration(page, '/en/contact/');
  await page.clock.runFor(31_000);
  await expect(page.getByRole('heading', { level: 1, name: errorTextEn.title })).toBeVisible();
  await expect(page.getByRole('button', { name: errorTextEn.retry })).toBeVisible();
  await expect(page.getByRole('link', { name: errorTextEn.home })).toHaveAttribute(
    'href',
    errorTextEn.homeHref,
  );
  await expect(page.locator('header')).toBeVisible();
});

// The mobile menu is the layout component made to fail: on the phone.
test('an error in the layout shows the same fallback in place of the whole page', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  // The menu's links normalise each href (components/layout/nav-links.tsx) when the menu re-renders:
  // make that throw, then open the menu.
  await page.evaluate(() => {
    const replace = String.prototype.replace;
    String.prototype.replace = function (this: string, ...args: Parameters<typeof replace>) {
      if (args[0] instanceof RegExp && args[0].source === '\\.html$')
        throw new Error('Menú roto (prueba)');
      return replace.apply(this, args);
    } as typeof replace;
  });
  await page.locator('button[aria-controls="menu-movil"]').click();
  await expect(page.getByRole('heading', { level: 1, name: errorText.title })).toBeVisible();
  await expect(page.locator('pre')).toContainText('Menú roto (prueba)');
  await expect(page.locator('header')).toHaveCount(0);
});
