import { expect, test } from '@playwright/test';
import { exportedPages } from './exported-pages';

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

// One test over the whole site: the ids of each target page are read once.
test('every internal link and #fragment resolves; tel:, wa.me, mailto: and maps links are well-formed', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000); // every page loaded, every internal target requested
  test.skip(
    test.info().project.name !== 'laptop',
    'links do not depend on the viewport: checked once',
  );
  const idsByPath = new Map<string, Set<string>>();
  const idsOf = async (path: string) => {
    if (!idsByPath.has(path)) {
      await page.goto(path);
      idsByPath.set(
        path,
        new Set(await page.locator('[id]').evaluateAll((nodes) => nodes.map((node) => node.id))),
      );
    }
    return idsByPath.get(path)!;
  };

  const problems: string[] = [];
  let internal = 0;
  let external = 0;
  for (const { route } of exportedPages) {
    await page.goto(route);
    const hrefs = [
      ...new Set(
        await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!)),
      ),
    ];
    for (const href of hrefs) {
      const url = new URL(href, baseURL + route);
      if (url.origin !== new URL(baseURL!).origin) {
        external += 1;
        const problem = checkExternal(href);
        if (problem) problems.push(`${route}: ${href}: ${problem}`);
        continue;
      }
      internal += 1;
      if (url.pathname === route) {
        // A fragment on the page itself (the 404 page answers 404 on purpose).
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && (await page.locator(`[id="${fragment}"]`).count()) === 0)
          problems.push(`${route}: ${href}: no element with id "${fragment}" here`);
        continue;
      }
      const response = await request.get(url.pathname);
      if (response.status() !== 200) {
        problems.push(`${route}: ${href} answers ${response.status()}`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !(await idsOf(url.pathname)).has(fragment))
        problems.push(`${route}: ${href}: no element with id "${fragment}" on ${url.pathname}`);
    }
  }
  console.log(
    `links: ${exportedPages.length} pages, ${internal} internal and ${external} external link targets checked, ${problems.length} problems`,
  );
  expect(problems).toEqual([]);
});

test('external links open in a new tab safely and say so to screen readers', async ({ page }) => {
  test.skip(test.info().project.name !== 'laptop', 'checked once');
  const problems: string[] = [];
  for (const { route } of exportedPages) {
    await page.goto(route);
    const external = await page.locator('a[href^="http"]').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href')!,
        target: link.getAttribute('target'),
        rel: link.getAttribute('rel') ?? '',
        name: `${link.getAttribute('aria-label') ?? ''} ${link.textContent ?? ''}`,
      })),
    );
    for (const link of external) {
      if (link.target !== '_blank' || !/noopener/.test(link.rel) || !/noreferrer/.test(link.rel))
        problems.push(`${route}: ${link.href} lacks target=_blank rel="noopener noreferrer"`);
      if (!link.name.includes('pestaña nueva'))
        problems.push(`${route}: ${link.href} does not say it opens a new tab`);
    }
  }
  expect(problems).toEqual([]);
});
