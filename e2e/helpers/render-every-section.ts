import type { Page } from '@playwright/test';

/**
 * Below the hero, sections and the footer render only near the viewport (`render-near-viewport`,
 * content-visibility: auto), and Chromium leaves what it has not rendered out of `innerText`.
 * A check that reads the whole page's rendered text renders every section first, as a patient
 * scrolling down gets them; the content and its styles are otherwise the page's own.
 */
export async function renderEverySection(page: Page) {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.render-near-viewport')) section.style.contentVisibility = 'visible';
  });
}
