import { expect, test, type Page } from '@playwright/test';
import { formSubmitLabelsIn } from '../../content/contact-ui';
import { fillForm, expectFormHolds, formControls } from './helpers/contact-form';
import { waitForHydration } from './helpers/hydration';

/**
 * What a patient does before hydration is still true after it. The scripts are held back on the
 * wire (the after-paint loader, the flight data and Next's chunks: the page is its exported HTML
 * until release()), the test acts on that HTML, releases them, waits for hydration and checks.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = /\/after-paint\.js$|\/index\.txt$|\/_next\/static\/chunks\/[^/]+\.js$/;
  let requests = 0;
  await page.route(
    (url) => held.test(url.pathname),
    async (route) => {
      requests += 1;
      await released;
      await route.continue();
    },
  );
  return {
    release,
    /** Proves the hold: the loader was asked for and nothing has hydrated. */
    async expectHeld() {
      await expect.poll(() => requests).toBeGreaterThan(0);
      await expect(page.locator('button[aria-controls="menu-movil"]')).toHaveCount(0);
    },
  };
}

const menuButton = (page: Page) => page.locator('header button[aria-controls="menu-movil"]');
const menuPanel = (page: Page) => page.locator('#menu-movil');

// The menu is for narrow screens (lg:hidden): these run on the phone.
test.describe('the phone menu opened before hydration', () => {
  async function openBeforeHydration(page: Page, path = '/') {
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await scripts.expectHeld();
    await page.locator('header a[href="#menu-movil"]').click();
    await expect(menuPanel(page)).toBeVisible();
    await expect(page).toHaveURL(/#menu-movil$/);
    const scrollY = await page.evaluate(() => window.scrollY);
    scripts.release();
    await waitForHydration(page);
    return scrollY;
  }

  test('stays open after hydration, says so, and closes with Escape, clearing the fragment without a jump', async ({
    page,
  }) => {
    const scrollY = await openBeforeHydration(page);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton(page)).toHaveAccessibleName('Cerrar menú');
    await expect(menuPanel(page)).toBeVisible();
    // It stays so: no later render closes it.
    await page.waitForTimeout(300);
    await expect(menuPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuPanel(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test('closes with its button, clearing the fragment', async ({ page }) => {
    await openBeforeHydration(page, '/servicios/');
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuPanel(page)).toBeHidden();
    await expect(page).toHaveURL(/\/servicios\/$/);
    // Opens and closes again as a disclosure.
    await menuButton(page).click();
    await expect(menuPanel(page)).toBeVisible();
    await expect(page).toHaveURL(/\/servicios\/$/);
  });

  test('closes when a link in it is chosen, and the next page has no fragment', async ({
    page,
  }) => {
    await openBeforeHydration(page, '/sobre-mi/');
    await menuPanel(page).getByRole('link', { name: 'Servicios', exact: true }).click();
    await expect(page).toHaveURL(/\/servicios\/$/);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuPanel(page)).toBeHidden();
  });
});

test('a question opened before hydration stays open', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/servicios/', { waitUntil: 'domcontentloaded' });
  await scripts.expectHeld();
  const details = page.locator('details').first();
  await details.locator('summary').click();
  await expect(details).toHaveAttribute('open', '');
  scripts.release();
  await waitForHydration(page);
  await expect(details).toHaveAttribute('open', '');
});

test('scrolled before hydration, the page stays where the patient is', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/servicios/', { waitUntil: 'domcontentloaded' });
  await scripts.expectHeld();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  scripts.release();
  await waitForHydration(page);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
});

test.describe('the contact form before hydration', () => {
  test.skip(!!process.env.E2E_ENDPOINT_BUILD, 'the endpoint build sends natively before hydration');

  test('says it is preparing, keeps the other routes usable, and keeps what was typed and chosen', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/contacto/', { waitUntil: 'domcontentloaded' });
    await scripts.expectHeld();
    // The words of one state only, heard and seen (CSS shows them from the button's data-send-state).
    const waiting = page.getByRole('button', {
      name: formSubmitLabelsIn.es.preparing,
      exact: true,
    });
    await expect(waiting).toBeVisible();
    await expect(waiting).toHaveText(formSubmitLabelsIn.es.preparing, { useInnerText: true });
    await expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('[aria-live="polite"][data-form-readiness]')).toHaveText(
      formSubmitLabelsIn.es.preparing,
    );
    // Pressing it sends nothing and puts nothing in the URL.
    await waiting.click({ force: true });
    await expect(page).toHaveURL(/\/contacto\/$/);

    const routes = page.getByRole('complementary', { name: '¿Prefieres otra vía?' });
    await expect(routes.getByRole('link', { name: /Escribir por WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(routes.getByRole('link', { name: /^Llamar/ })).toHaveAttribute(
      'href',
      /^tel:\+52\d{10}$/,
    );

    await fillForm(page);
    await formControls(page).message.focus();
    scripts.release();
    await waitForHydration(page);
    const ready = page.getByRole('button', { name: formSubmitLabelsIn.es.submit, exact: true });
    await expect(ready).toBeEnabled();
    await expect(ready).toHaveText(formSubmitLabelsIn.es.submit, { useInnerText: true });
    await expect(ready).not.toHaveAttribute('aria-disabled');
    await expect(page.locator('[aria-live="polite"][data-form-readiness]')).toHaveText(
      formSubmitLabelsIn.es.ready,
    );
    await expectFormHolds(page);
    await expect(formControls(page).message).toBeFocused();
  });
});

test('the web font for the next page is fetched only after hydration', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('button[aria-controls="menu-movil"]')) return;
      Object.assign(window, { hydratedAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/sobre-mi/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('webfont'))).toMatch(/\.woff2$/);
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      hydratedAt: (window as unknown as { hydratedAt: number }).hydratedAt,
      font: resources
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
      // The start-up chunks, which the loader preloads (<link rel=preload>).
      chunksDone: Math.max(
        ...resources
          .filter((entry) => entry.name.endsWith('.js') && entry.initiatorType === 'link')
          .map((entry) => entry.responseEnd),
      ),
    };
  });
  // Once: the flight data carries no preload hint for it, so React does not fetch it on hydrating.
  expect(timing.font).toHaveLength(1);
  expect(timing.font[0]).toBeGreaterThan(timing.hydratedAt);
  expect(timing.font[0]).toBeGreaterThan(timing.chunksDone);
});
