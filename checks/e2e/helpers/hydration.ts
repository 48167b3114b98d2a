import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page, which happens after the first paint
 * (build/postbuild/steps/80-scripts-after-paint.mjs): the menu's :target link, on every
 * page (hidden on wide screens), has become a disclosure button. Then until what renders
 * only once the browser has taken over (lib/use-hydrated.ts: the form's send button, the
 * copy-e-mail button) has: React re-renders it right after the hydration commit, so a busy
 * machine can show the menu button while the form still says "Preparando el formulario…".
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('button[aria-controls="menu-movil"]')).toBeAttached();
  // The only control that waits says so with aria-disabled and is not busy sending.
  await expect(page.locator('button[aria-disabled="true"]:not([aria-busy="true"])')).toHaveCount(0);
}
