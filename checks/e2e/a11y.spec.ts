import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mobileMenuTextIn } from '../../content/navigation';
import { exportedPages, localeOfRoute, sampledPages } from './exported-pages';
import { LAPTOP } from './projects';
import { renderEverySection } from './helpers/render-every-section';

/** WCAG 2.0, 2.1 and 2.2 A/AA rules plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe and fails with a readable list: rule, impact, help, then each offending node. A test
 * about one part of a page (the open menu, the form's errors) scans that part only: the whole
 * page is scanned as loaded by its own test, and a second full scan of a long page costs seconds
 * that a slow host may not have.
 */
async function expectNoViolations(page: Page, state: string, scope: readonly string[] = []) {
  // Otherwise axe cannot tell the colours behind the text of sections not yet rendered.
  await renderEverySection(page);
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of scope) builder.include(selector);
  const { violations, passes } = await builder.analyze();
  const report = violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
    })
    .join('\n');
  console.log(
    `axe ${page.url()} (${state}): ${violations.length} violations, ${passes.length} rules passed`,
  );
  expect(violations.length, `axe violations on ${page.url()} (${state}):\n${report}`).toBe(0);
}

/** Waits until React has taken over (the menu link has become a button). */
async function waitForHydration(page: Page) {
  await expect(page.locator('button[aria-controls="menu-movil"]')).toHaveCount(1);
}

// Every page on the phone; at 1280 px every page but the service pages, of which two are sampled
// (one template renders them all, and the phone run already covers each one's content).
for (const { route } of exportedPages) {
  const sampled = sampledPages.some((page) => page.route === route);
  test(`axe: ${route}`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'as loaded');
  });
  if (!sampled) continue;

  test(`axe at 1280 px: ${route}`, { tag: LAPTOP }, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'as loaded');
  });

  // The menu is the layout's, the same on every service page: two are sampled.
  test(`axe: ${route} with the mobile menu open`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    await page.getByRole('button', { name: mobileMenuTextIn[localeOfRoute(route)].open }).click();
    await expect(page.locator('#menu-movil')).toBeVisible();
    await expectNoViolations(page, 'menu open', ['header', '#menu-movil']);
  });
}

/** The contact form: the one form with a message box. */
const CONTACT_FORM = 'form:has(textarea)';

test('axe: contact form after an empty submit and with an invalid e-mail', async ({ page }) => {
  await page.goto('/contacto/');
  await waitForHydration(page);
  const form = page.locator(CONTACT_FORM);
  await form.locator('[type="submit"]').click();
  // Native validation has fired: the first required field is invalid and focused.
  await expect(form.locator(':invalid').first()).toBeFocused();
  await expectNoViolations(page, 'after an empty submit', [CONTACT_FORM]);

  const email = page.getByRole('textbox', { name: 'Correo Electrónico' });
  await email.fill('no-es-un-correo');
  await form.locator('[type="submit"]').click();
  expect(await email.evaluate((input) => (input as HTMLInputElement).validity.typeMismatch)).toBe(
    true,
  );
  await expectNoViolations(page, 'with an invalid e-mail', [CONTACT_FORM]);
});
