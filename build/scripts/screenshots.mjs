// Saves every exported page at phone, tablet and laptop widths into screenshots/ (git-ignored):
// Chromium at 390, 768 and 1280; Firefox ESR and WebKitGTK (the engines suite's drivers) at 390
// and 1280 into screenshots/firefox/ and screenshots/webkit/ (WebKit's driver has no full-page
// screenshot: its pages are saved a screen at a time, -part1.png, -part2.png…).
// Run after `npm run build`.
import { mkdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { launchFirefox } from './firefox.mjs';
import { launchWebkit } from './webkit.mjs';
import { startStaticServer } from './static-server.mjs';
import { RENDER_EVERY_SECTION } from './render-every-section.mjs';
import { LOAD_EVERY_PHOTO } from './load-every-photo.mjs';

const routes = [
  ['inicio', '/'],
  ['sobre-mi', '/sobre-mi/'],
  ['servicios', '/servicios/'],
  // Two of the 14 service pages (one route renders them all): one surgical, one preventive.
  ['servicio-catarata', '/servicios/cirugia-catarata/'],
  ['servicio-tamiz', '/servicios/tamiz-visual-infantil/'],
  ['contacto', '/contacto/'],
  ['aviso-de-privacidad', '/aviso-de-privacidad/'],
  ['404', '/pagina-inexistente'],
  // The same pages in English; the surgical service at its English slug, when it has one.
  ['en-home', '/en/'],
  ['en-about', '/en/about/'],
  ['en-services', '/en/services/'],
  ...englishServiceRoute('cirugia-catarata', 'en-service-cataract'),
  ['en-contact', '/en/contact/'],
  ['en-privacy-notice', '/en/privacy-notice/'],
  ['en-404', '/en/page-that-does-not-exist'],
];

/** [name, route] of a service's English page, from its file's `en.slug`; none without English. */
function englishServiceRoute(slug, name) {
  const source = readFileSync(`content/servicios/${slug}.md`, 'utf8');
  const english = parse(/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '')?.en?.slug;
  return english ? [[name, `/en/services/${english}/`]] : [];
}
/** @type {[string, { width: number, height: number }][]} */
const viewports = [
  ['390', { width: 390, height: 844 }],
  ['768', { width: 768, height: 1024 }],
  ['1280', { width: 1280, height: 800 }],
];
const ENGINE_WIDTHS = ['390', '1280'];
// Ports for the WebKit driver and its Xvfb display (4510-4519 are the engines suite's).
const WEBKIT_PORT = Number(process.env.SCREENSHOTS_WEBKIT_PORT ?? 4525);

const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });
const server = await startStaticServer(process.env.NEXT_DIST_DIR ?? 'out');
const exists = async (url) => (await fetch(url, { method: 'HEAD' })).status !== 404;

/**
 * A returning patient's view: the first page a browser opens is set in the fallback, and it
 * fetches Plus Jakarta Sans for the next ones (build/postbuild/steps/60-web-font-when-cached.mjs).
 */
async function warmFontCache(page) {
  await page.goto(server.origin + '/', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => localStorage.getItem('webfont') !== null);
}

async function chromiumShots() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    for (const [width, viewport] of viewports) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        locale: 'es-MX',
        isMobile: viewport.width < 768,
        hasTouch: viewport.width < 768,
      });
      const page = await context.newPage();
      await warmFontCache(page);
      for (const [name, route] of routes) {
        const response = await page.goto(server.origin + route, { waitUntil: 'networkidle' });
        if (route === '/aviso-de-privacidad/' && response?.status() === 404) continue;
        await page.evaluate(() => document.fonts.ready);
        const file = `${outDir}/${name}-${width}.png`;
        await page.screenshot({ path: `${outDir}/${name}-${width}-fold.png` });
        await page.evaluate(RENDER_EVERY_SECTION);
        await page.evaluate(LOAD_EVERY_PHOTO);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** The same pages in another engine, through the engines suite's drivers (build/scripts/firefox.mjs, build/scripts/webkit.mjs). */
async function engineShots(folder, launch) {
  const dir = `${outDir}/${folder}`;
  mkdirSync(dir, { recursive: true });
  const driver = await launch();
  try {
    // The same returning patient's view as in Chromium: the web font is cached after one page.
    await driver.goto(server.origin + '/');
    await driver.evaluate(
      "new Promise((resolve) => { const wait = () => (localStorage.getItem('webfont') !== null ? resolve() : setTimeout(wait, 100)); wait(); })",
    );
    for (const width of ENGINE_WIDTHS) {
      await driver.setViewport(
        Number(width),
        viewports.find(([w]) => w === width)?.[1].height ?? 800,
      );
      for (const [name, route] of routes) {
        if (route === '/aviso-de-privacidad/' && !(await exists(server.origin + route))) continue;
        await driver.goto(server.origin + route);
        // Fonts, then a moment for the after-paint loader and hydration, as a visitor sees it.
        await driver.evaluate(
          'document.fonts.ready.then(() => new Promise((resolve) => setTimeout(resolve, 800)))',
        );
        await driver.screenshot(`${dir}/${name}-${width}-fold.png`);
        await driver.evaluate(LOAD_EVERY_PHOTO);
        if (driver.fullPageScreenshot) {
          await driver.evaluate(RENDER_EVERY_SECTION);
          await driver.screenshot(`${dir}/${name}-${width}.png`, { fullPage: true });
        } else {
          // One screen at a time, down the page (the fixed header shows on each).
          const height = await driver.evaluate('document.documentElement.scrollHeight');
          const step = await driver.evaluate('innerHeight');
          for (let top = 0, part = 1; top < height; top += step, part += 1) {
            await driver.evaluate(
              `(scrollTo({ top: ${top}, behavior: 'instant' }), new Promise((resolve) => setTimeout(resolve, 150)))`,
            );
            await driver.screenshot(`${dir}/${name}-${width}-part${part}.png`);
          }
        }
        console.log(`${dir}/${name}-${width}`);
      }
    }
  } finally {
    await driver.close();
  }
}

try {
  await chromiumShots();
  await engineShots('firefox', () => launchFirefox());
  await engineShots('webkit', () =>
    launchWebkit({ port: WEBKIT_PORT, display: `:${WEBKIT_PORT + 1}` }),
  );
} finally {
  server.stop();
}
