import { expect, type Page } from '@playwright/test';
import { notFoundPaths } from '../exported-pages';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every CSP violation from the first byte of the page, and every console error. */
export async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    // The 404 page logs the missing path on purpose, and Chromium logs the 404 status of that
    // document itself; neither is a fault. A resource that fails to load is logged here too.
    const expected = notFoundPaths.some(
      (notFoundPath) =>
        message.text().includes(notFoundPath) || message.location().url.endsWith(notFoundPath),
    );
    if (message.type() === 'error' && !expected) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** No CSP violation and no console error so far. */
export async function expectClean(page: Page, errors: string[], what: string) {
  const violations = await page.evaluate(() => window.__cspViolations);
  console.log(`CSP ${what}: ${violations.length} violations, ${errors.length} console errors`);
  expect(violations, `CSP violations (${what})`).toEqual([]);
  expect(errors, `console errors (${what})`).toEqual([]);
}
