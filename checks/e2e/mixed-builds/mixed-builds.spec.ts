import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from '../helpers/hydration';
import { readCases, type MixedCase } from './cases';

/**
 * Pages whose HTML, after-paint loader, flight data and chunks come from two builds
 * (docs/build-consistency.md; folders assembled by checks/mixed-builds.mjs). A mixed page must
 * stay as its HTML is, without JavaScript, which works: no uncaught error, no console error, its
 * content as served, the menu through its #menu-movil link, the form's other routes. The two
 * whole builds, the control, must still hydrate.
 *
 * What counts as a console error: every console message of type "error", with one exception,
 * counted and reported apart (annotation "deleted-file-404"): the two lines the browser itself
 * logs when a script it asked for is a fingerprinted file the case deleted: "Failed to load
 * resource: … 404" (at that file's URL) and, as static hosts answer with their HTML 404 page,
 * "Refused to execute script from '<that URL>' because its MIME type ('text/html') is not
 * executable". A page whose own chunks are gone cannot know it before asking for them; the
 * loader then starts nothing. No other message passes, not even for a deleted file.
 */
const { routes, cases } = readCases();

interface Watch {
  pageErrors: string[];
  consoleErrors: string[];
  deletedFile404s: string[];
  requested: string[];
}

function watch(page: Page, mixCase: MixedCase): Watch {
  const seen: Watch = { pageErrors: [], consoleErrors: [], deletedFile404s: [], requested: [] };
  page.on('pageerror', (error) =>
    seen.pageErrors.push(`${error.name}: ${error.message}`.slice(0, 300)),
  );
  page.on('request', (request) => seen.requested.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const at = message.location().url;
    const deletedFile = (url: string | undefined) =>
      !!url && mixCase.deleted.includes(new URL(url).pathname);
    const refused =
      /^Refused to execute script from '([^']+)' because its MIME type \('text\/html'\) is not executable/.exec(
        text,
      )?.[1];
    if (
      /^Failed to load resource: the server responded with a status of 404\b/.test(text) &&
      deletedFile(at)
    )
      seen.deletedFile404s.push(new URL(at).pathname);
    else if (deletedFile(refused))
      seen.deletedFile404s.push(`${new URL(refused ?? '').pathname} (refused: text/html)`);
    else seen.consoleErrors.push(`${text} (${at})`.slice(0, 300));
  });
  return seen;
}

/** Records what the runner sums up (checks/mixed-builds.mjs). */
function report(testInfo: TestInfo, mixCase: MixedCase, seen: Watch) {
  if (mixCase.mixed) testInfo.annotations.push({ type: 'mixed', description: mixCase.name });
  for (const message of seen.pageErrors)
    testInfo.annotations.push({ type: 'pageerror', description: message });
  for (const file of seen.deletedFile404s)
    testInfo.annotations.push({ type: 'deleted-file-404', description: file });
}

/** The text of <main> as the parser left it, before any script could change it. */
async function keepParsedMain(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { parsedMain: document.querySelector('main')?.textContent ?? null });
    });
  });
}

/** Until the loader has done what it will: nothing on the wire for 500 ms, then an idle moment. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
  );
}

/** Where two texts first differ, with some context from each, or null when they are equal. */
function firstDifference(
  expected: string,
  actual: string,
): { at: number; expected: string; actual: string } | null {
  if (expected === actual) return null;
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 40), at + 60);
  return { at, expected: around(expected), actual: around(actual) };
}

const menuLink = (page: Page) => page.locator('header a[href="#menu-movil"]');
const menuButton = (page: Page) => page.locator('header button[aria-controls="menu-movil"]');
const menuPanel = (page: Page) => page.locator('#menu-movil');

async function expectContactRoutes(page: Page) {
  await expect(page.locator('a[href^="https://wa.me/"]').first(), 'WhatsApp').toBeVisible();
  await expect(page.locator('a[href^="tel:+52"]').first(), 'phone').toBeVisible();
  await expect(page.locator('a[href^="mailto:"]').first(), 'e-mail').toBeVisible();
}

for (const mixCase of cases) {
  const origin = `http://127.0.0.1:${mixCase.port}`;
  const files = `HTML ${mixCase.html}, loader ${mixCase.loader}, data ${mixCase.data}, chunks ${mixCase.static}`;
  test.describe(`${mixCase.name} (${files})`, () => {
    for (const route of routes) {
      test(route, async ({ page }, testInfo) => {
        const seen = watch(page, mixCase);
        try {
          await keepParsedMain(page);
          const response = await page.goto(origin + route);
          expect(response?.status()).toBe(200);

          if (!mixCase.mixed) {
            // The control: the same loader on one build hydrates; the menu is a disclosure button.
            await waitForHydration(page);
            await menuButton(page).click();
            await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
            await expect(menuPanel(page)).toBeVisible();
            await menuButton(page).click();
            await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
            await expect(menuPanel(page)).toBeHidden();
          } else {
            await settle(page);
            // The content is the HTML's, untouched: React did not render the page again.
            await expect(page.locator('h1')).toBeVisible();
            const main = await page.evaluate(() => ({
              parsed: (window as unknown as { parsedMain: string | null }).parsedMain,
              now: document.querySelector('main')?.textContent ?? null,
            }));
            expect(main.parsed?.length ?? 0, 'the page has its content').toBeGreaterThan(200);
            expect(
              firstDifference(main.parsed ?? '', main.now ?? ''),
              'the content as the HTML has it',
            ).toBeNull();
            // The runtime never ran, and a page and a loader of two builds asked for nothing.
            expect(
              await page.locator('script[src*="/_next/static/chunks/turbopack-"]').count(),
              'the Turbopack runtime appended',
            ).toBe(0);
            if (mixCase.html !== mixCase.loader) {
              const asked = seen.requested.filter(
                (pathname) =>
                  pathname.endsWith('/index.txt') ||
                  (pathname.startsWith('/_next/static/chunks/') && pathname.endsWith('.js')),
              );
              expect(asked, 'flight data or chunks requested for a page of another build').toEqual(
                [],
              );
            }
            // The menu works through its link: it opens (:target) and closes again (back).
            await expect(menuButton(page)).toHaveCount(0);
            await menuLink(page).click();
            await expect(page).toHaveURL(/#menu-movil$/);
            await expect(menuPanel(page)).toBeVisible();
            await page.goBack();
            await expect(page).not.toHaveURL(/#menu-movil$/);
            await expect(menuPanel(page)).toBeHidden();
          }
          if (route === '/contacto/') await expectContactRoutes(page);
          expect(seen.pageErrors, 'uncaught errors').toEqual([]);
          expect(seen.consoleErrors, 'console errors').toEqual([]);
        } finally {
          report(testInfo, mixCase, seen);
        }
      });
    }
  });
}
