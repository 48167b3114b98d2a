import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page, which happens after the first paint
 * (build/postbuild/80-scripts-after-paint.mjs): the menu's :target link, on every
 * page (hidden on wide screens), has become a disclosure button.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('button[aria-controls="menu-movil"]')).toBeAttached();
}
