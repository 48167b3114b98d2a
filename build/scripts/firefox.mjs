// Firefox ESR driven over WebDriver BiDi by puppeteer-core: no geckodriver needed
// (Debian ships none), and BiDi gives a preload script and a JavaScript switch.
// puppeteer-core downloads no browser and gives full-page screenshots and auto-waiting
// locators over the same connection.
import puppeteer from 'puppeteer-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Launches Firefox; resolves to the driver interface the checks use (see checks.mjs). */
export async function launchFirefox({ javaScript = true } = {}) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A cold profile may take a while on a busy CI machine.
    timeout: 60_000,
    // Firefox ESR's BiDi has no emulation.setScriptingEnabled: the pref turns JavaScript off.
    // Overlay scrollbars, as on a phone (and as headless Chromium): a classic 12 px scrollbar
    // would lay the "390 px" page out at 378.
    extraPrefsFirefox: {
      'ui.useOverlayScrollbars': 1,
      ...(javaScript ? {} : { 'javascript.enabled': false }),
    },
  });
  let page = await browser.newPage();
  const preloads = [];
  return {
    name: 'Firefox',
    version: await browser.version(),
    canPreload: true,
    async preload(source) {
      preloads.push(source);
      await page.evaluateOnNewDocument(source);
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    async goto(url) {
      // A navigation the page itself started (the menu link just chosen) may abort this one once.
      try {
        await page.goto(url, { waitUntil: 'load' });
      } catch (error) {
        if (!/NS_BINDING_ABORTED/.test(String(error))) throw error;
        await page.goto(url, { waitUntil: 'load' });
      }
    },
    reload: () => page.reload({ waitUntil: 'load' }),
    url: () => page.url(),
    evaluate: (source) => page.evaluate(source),
    async click(selector) {
      await page.locator(selector).click();
    },
    async type(selector, text) {
      await page.locator(selector).fill(text);
    },
    async select(selector, value) {
      await page.select(selector, value);
    },
    fullPageScreenshot: true,
    screenshot: (file, { fullPage = false } = {}) => page.screenshot({ path: file, fullPage }),
    pressEscape: () => page.keyboard.press('Escape'),
    /** The windows open, this page's included. */
    windowCount: async () => (await browser.pages()).length,
    /** Closes every window but the page under test. */
    async closeOtherWindows() {
      for (const other of await browser.pages()) if (other !== page) await other.close();
    },
    close: () => browser.close(),
  };
}
