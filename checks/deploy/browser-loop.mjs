// A visitor loading pages in a loop while a deploy runs: each load in a fresh browser context
// (nothing cached), waiting until the network is idle (the after-paint loader and the chunks it
// asks for have run). A load is broken if a script throws, the console shows an error, a file the
// page asks for fails, the HTML arrives cut, or the heading and text are not what they were.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sampledServiceRoutes, sitePages } from '../../build/postbuild/site-pages.mjs';
import { chromiumArgs, chromiumPath } from '../../build/scripts/chromium.mjs';

/**
 * Pages the loop cycles through: home, the page with the changed hours, a service (the first the
 * export samples, whatever services the practice has), about.
 * @param {string} dir the export deployed first
 */
export function loopPages(dir) {
  return [
    '/',
    '/contacto/',
    ...sampledServiceRoutes(sitePages(path.resolve(dir))).slice(0, 1),
    '/sobre-mi/',
  ];
}

export const launchBrowser = () =>
  chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

/**
 * @typedef {{ url: string, start: number, end: number, problems: string[], heading: string, textLength: number }} Load
 */

/** @param {import('@playwright/test').Browser} browser @param {string} origin @param {string} url @returns {Promise<Load>} */
export async function loadPage(browser, origin, url) {
  const start = Date.now();
  const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mazatlan' });
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message.split('\n')[0]}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`consola: ${message.text().slice(0, 200)}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => problems.push(`falló: ${request.url()}`));
  let heading = '';
  let textLength = 0;
  try {
    const response = await page.goto(origin + url, { waitUntil: 'networkidle', timeout: 30_000 });
    const html = (await response?.text()) ?? '';
    if (!/<\/html>\s*$/.test(html)) problems.push('HTML incompleto');
    heading = ((await page.locator('h1').first().textContent({ timeout: 10_000 })) ?? '').trim();
    textLength = (await page.locator('main').innerText({ timeout: 10_000 })).length;
  } catch (error) {
    problems.push(`no cargó: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
  }
  await context.close();
  return { url, start, end: Date.now(), problems, heading, textLength };
}

/**
 * Loads the baseline's pages over and over until stop(); each load is compared with the same page
 * loaded before the loop began (`baseline`): same heading, text length within a tenth.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {Map<string, Load>} baseline
 */
export function startLoop(browser, origin, baseline) {
  /** @type {Load[]} */
  const loads = [];
  let running = true;
  const pages = [...baseline.keys()];
  const loop = (async () => {
    for (let index = 0; running; index += 1) {
      const url = pages[index % pages.length] ?? '/';
      const load = await loadPage(browser, origin, url);
      const before = baseline.get(url);
      if (before && load.heading !== before.heading)
        load.problems.push(`título «${load.heading}» en vez de «${before.heading}»`);
      if (before && Math.abs(load.textLength - before.textLength) > before.textLength / 10)
        load.problems.push(
          `texto de ${load.textLength} caracteres en vez de ~${before.textLength}`,
        );
      loads.push(load);
    }
  })();
  return {
    loads,
    stop: async () => {
      running = false;
      await loop;
      return loads;
    },
  };
}

/**
 * Loads each loop page once, as the reference the loop compares with.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string[]} pages loopPages(the export deployed first)
 */
export async function baselineLoads(browser, origin, pages) {
  /** @type {Map<string, Load>} */
  const baseline = new Map();
  for (const url of pages) baseline.set(url, await loadPage(browser, origin, url));
  return baseline;
}
