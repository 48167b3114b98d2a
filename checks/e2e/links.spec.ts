import { expect, test } from '@playwright/test';
import { shellTextIn } from '../../content/navigation';
import { exportedPages, localeOfRoute } from './exported-pages';
import { renderEverySection } from './helpers/render-every-section';

/** Well-formed external routes, as the product decisions define them. */
const EXTERNAL = {
  // A practice's number in E.164, or the national emergency number.
  tel: /^tel:(\+52\d{10}|911)$/,
  mailto: /^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}(\?subject=[^&\s]+)?$/i,
};

function checkExternal(href: string): string | null {
  if (href.startsWith('tel:')) return EXTERNAL.tel.test(href) ? null : 'malformed tel: link';
  if (href.startsWith('mailto:'))
    return EXTERNAL.mailto.test(href) ? null : 'malformed mailto: link';
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'external link is not https';
  if (url.hostname === 'wa.me') {
    if (!/^\/\d{11,15}$/.test(url.pathname))
      return 'wa.me needs the number in international digits';
    if (!url.searchParams.get('text')?.trim()) return 'wa.me link without a greeting';
    return null;
  }
  if (/google\.[a-z.]+$/.test(url.hostname) && url.pathname.startsWith('/maps')) {
    if (url.pathname !== '/maps/search/' || url.searchParams.get('api') !== '1')
      return 'maps link is not a /maps/search/?api=1 search';
    if (!url.searchParams.get('query')?.trim()) return 'maps link without a query';
  }
  return null;
}

/** Link texts that say nothing about where the link goes. */
const VAGUE_LINK_TEXT =
  /^(aquí|clic aquí|click aquí|haz clic aquí|leer más|ver más|más|enlace|link|here|click here|read more|see more|more)$/i;

// One test over the whole site, each page loaded once (the ids of each target page are read once):
// links resolve and are well-formed, external ones open a new tab safely and say so, every link
// has a name that says where it goes, and every SVG is hidden or named (axe checks only those
// with role="img"). Links do not depend on the viewport: checked once.
test('every link resolves, is well-formed, named and safe; every SVG is named or hidden', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000); // every page loaded, every internal target requested
  const idsByPath = new Map<string, Set<string>>();
  const idsOf = async (path: string) => {
    if (!idsByPath.has(path)) {
      const response = await request.get(path);
      const html = await response.text();
      idsByPath.set(path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
    }
    return idsByPath.get(path)!;
  };

  const problems: string[] = [];
  let internal = 0;
  let external = 0;
  for (const { route } of exportedPages) {
    await page.goto(route);
    await renderEverySection(page);
    const links = await page.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: anchor.getAttribute('href')!,
        target: anchor.getAttribute('target'),
        rel: anchor.getAttribute('rel') ?? '',
        name: (anchor.getAttribute('aria-label') ?? (anchor as HTMLElement).innerText ?? '')
          .replace(/\s+/g, ' ')
          .trim(),
        said: `${anchor.getAttribute('aria-label') ?? ''} ${anchor.textContent ?? ''}`,
      })),
    );
    for (const link of links) {
      if (link.name.length === 0) problems.push(`${route}: ${link.href} has no name`);
      else if (VAGUE_LINK_TEXT.test(link.name))
        problems.push(`${route}: ${link.href} is named only "${link.name}"`);
      if (!/^https?:/.test(link.href)) continue;
      if (link.target !== '_blank' || !/noopener/.test(link.rel) || !/noreferrer/.test(link.rel))
        problems.push(`${route}: ${link.href} lacks target=_blank rel="noopener noreferrer"`);
      // The page's own words: «(se abre en una pestaña nueva)», "(opens in a new tab)".
      if (!link.said.includes(shellTextIn[localeOfRoute(route)].newTabHint))
        problems.push(`${route}: ${link.href} does not say it opens a new tab`);
    }
    const unnamedSvgs = await page
      .locator('svg:not([aria-hidden="true"])')
      .evaluateAll(
        (svgs) =>
          svgs.filter(
            (svg) =>
              !svg.closest('[aria-hidden="true"]') &&
              !svg.getAttribute('aria-label') &&
              !svg.getAttribute('aria-labelledby') &&
              !svg.querySelector('title'),
          ).length,
      );
    if (unnamedSvgs > 0) problems.push(`${route}: ${unnamedSvgs} SVG neither hidden nor named`);

    for (const href of new Set(links.map((link) => link.href))) {
      const url = new URL(href, baseURL + route);
      if (url.origin !== new URL(baseURL!).origin) {
        external += 1;
        const problem = checkExternal(href);
        if (problem) problems.push(`${route}: ${href}: ${problem}`);
        continue;
      }
      internal += 1;
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (url.pathname === route) {
        // A fragment on the page itself (the 404 page answers 404 on purpose).
        if (fragment && (await page.locator(`[id="${fragment}"]`).count()) === 0)
          problems.push(`${route}: ${href}: no element with id "${fragment}" here`);
        continue;
      }
      const response = await request.get(url.pathname);
      if (response.status() !== 200) {
        problems.push(`${route}: ${href} answers ${response.status()}`);
        continue;
      }
      if (fragment && !(await idsOf(url.pathname)).has(fragment))
        problems.push(`${route}: ${href}: no element with id "${fragment}" on ${url.pathname}`);
    }
  }
  console.log(
    `links: ${exportedPages.length} pages, ${internal} internal and ${external} external link targets checked, ${problems.length} problems`,
  );
  expect(problems).toEqual([]);
});
