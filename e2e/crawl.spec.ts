import { expect, test } from '@playwright/test';
import { exportedPages, notFoundRoute } from './seo-files';
import { renderEverySection } from './helpers/render-every-section';

/** Link texts that say nothing about where the link goes. */
const VAGUE_LINK_TEXT = /^(aquí|clic aquí|click aquí|haz clic aquí|leer más|ver más|más|enlace|link)$/i;

for (const { route } of exportedPages) {
  test(`crawl ${route}: no request fails or returns an error, and every internal link resolves`, async ({ page, request, baseURL }) => {
    const failures: string[] = [];
    page.on('requestfailed', (failed) => failures.push(`falló ${failed.url()}: ${failed.failure()?.errorText}`));
    page.on('response', (response) => {
      const isProbe = route === notFoundRoute && response.request().isNavigationRequest();
      if (response.status() >= 400 && !isProbe) failures.push(`${response.status()} ${response.url()}`);
    });
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === notFoundRoute ? 404 : 200);
    await page.waitForLoadState('networkidle');

    // Icons and the manifest are fetched by the browser outside the page's requests: ask for them.
    const headLinks = await page.locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const internalLinks = await page.locator('a[href]').evaluateAll((anchors, origin) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href).filter((href) => href.startsWith(origin as string)), baseURL);
    const self = page.url().split('#')[0];
    // In-page links (the skip link) point at the page itself, already checked above.
    for (const url of new Set([...headLinks, ...internalLinks].map((href) => href.split('#')[0]!).filter((url) => url !== self))) {
      const status = (await request.get(url)).status();
      if (status >= 400) failures.push(`${status} ${url}`);
    }
    expect(failures).toEqual([]);
  });

  test(`text ${route}: one h1, images described, links named`, async ({ page }) => {
    test.skip(test.info().project.name === 'phone', 'no depende del viewport');
    await page.goto(route);
    await expect(page.locator('h1')).toHaveCount(1);
    // Every <img> has an alt (empty only when decorative); every SVG is hidden or named.
    expect(await page.locator('img:not([alt])').count()).toBe(0);
    const unnamedSvgs = await page.locator('svg:not([aria-hidden="true"])').evaluateAll((svgs) =>
      svgs.filter((svg) => !svg.closest('[aria-hidden="true"]') && !svg.getAttribute('aria-label') && !svg.getAttribute('aria-labelledby') && !svg.querySelector('title')).length,
    );
    expect(unnamedSvgs).toBe(0);
    await renderEverySection(page);
    const linkNames = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => (anchor.getAttribute('aria-label') ?? (anchor as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim()),
    );
    expect(linkNames.filter((name) => name.length === 0)).toEqual([]);
    expect(linkNames.filter((name) => VAGUE_LINK_TEXT.test(name))).toEqual([]);
  });
}
