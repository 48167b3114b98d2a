import { expect, test } from '@playwright/test';
import { contactFaq, servicesFaq } from '../../content/faqs';
import { placeNames } from '../../content/practice';
import { pageSeo } from '../../content/seo';

const cases = [
  // The service-specific questions (cataract, LASIK, children, checkups) moved to their service pages.
  { path: pageSeo.services.path, faq: servicesFaq, minimum: 5 },
  { path: pageSeo.contact.path, faq: contactFaq, minimum: 3 },
];

for (const { path, faq, minimum } of cases) {
  test.describe(`${path} Preguntas Frecuentes`, () => {
    test('lists the questions as closed <details> that open from the keyboard', async ({
      page,
    }) => {
      await page.goto(path);
      const section = page.getByRole('region', { name: faq.title });
      await expect(section).toBeVisible();
      const items = section.locator('details');
      expect(faq.items.length).toBeGreaterThanOrEqual(minimum);
      await expect(items).toHaveCount(faq.items.length);
      await expect(section.locator('details[open]')).toHaveCount(0);

      const first = faq.items[0]!;
      const summary = section.locator('summary', { hasText: first.question });
      const answer = section.getByText(first.answer[0]!);
      await expect(answer).toBeHidden();
      await summary.focus();
      const outline = await summary.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(answer).toBeHidden();
    });

    test('works without JavaScript and carries no FAQ rich-result markup', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const last = faq.items.at(-1)!;
      await page.locator('summary', { hasText: last.question }).click();
      await expect(page.getByText(last.answer[0]!)).toBeVisible();
      const html = await page.content();
      expect(html).not.toContain('FAQPage');
      expect(html).not.toMatch(/itemtype="[^"]*Question"/);
      await context.close();
    });
  });
}

test('indexable pages name the specialty and the towns in their one h1', async ({ page }) => {
  for (const seo of Object.values(pageSeo)) {
    await page.goto(seo.path);
    const h1 = page.locator('h1');
    await expect(h1, seo.path).toHaveCount(1);
    const text = (await h1.innerText()).replace(/\s+/g, ' ');
    expect(text, seo.path).toMatch(/oftalm/i);
    expect(text, seo.path).toContain(placeNames.hospitalTown);
    expect(text, seo.path).toContain(placeNames.unitTown);
  }
});
