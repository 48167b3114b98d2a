import type { Page } from '@playwright/test';
import { RENDER_EVERY_SECTION } from '../../../build/scripts/render-every-section.mjs';

/** Renders every section below the hero before the page's whole text is read (see the module imported). */
export async function renderEverySection(page: Page) {
  await page.evaluate(RENDER_EVERY_SECTION);
}
