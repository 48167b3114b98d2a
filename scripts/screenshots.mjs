// Saves every exported page at phone, tablet and laptop widths into screenshots/ (git-ignored).
// Run after `npm run build`.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startStaticServer } from './static-server.mjs';

const routes = [
  ['inicio', '/'],
  ['sobre-mi', '/sobre-mi/'],
  ['servicios', '/servicios/'],
  ['contacto', '/contacto/'],
  ['aviso-de-privacidad', '/aviso-de-privacidad/'],
  ['404', '/pagina-inexistente'],
];
const viewports = [
  ['390', { width: 390, height: 844 }],
  ['768', { width: 768, height: 1024 }],
  ['1280', { width: 1280, height: 800 }],
];

const outDir = 'screenshots';
mkdirSync(outDir, { recursive: true });
const server = await startStaticServer(process.env.NEXT_DIST_DIR ?? 'out');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const [width, viewport] of viewports) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: 'es-MX', isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
    const page = await context.newPage();
    // A returning patient's view: the first page a browser opens is set in the fallback, and it
    // fetches Plus Jakarta Sans for the next ones (scripts/postbuild/60-web-font-when-cached.mjs).
    await page.goto(server.origin + '/', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => localStorage.getItem('webfont') !== null);
    for (const [name, route] of routes) {
      const response = await page.goto(server.origin + route, { waitUntil: 'networkidle' });
      if (route === '/aviso-de-privacidad/' && response?.status() === 404) continue;
      await page.evaluate(() => document.fonts.ready);
      const file = `${outDir}/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      await page.screenshot({ path: `${outDir}/${name}-${width}-fold.png` });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}
