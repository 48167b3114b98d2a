import { expect, test } from '@playwright/test';
import { indexableLocalizedPages } from '../../lib/indexable-pages';
import { HTML_LANG, type Locale } from '../../lib/locale';
import { absoluteUrl } from '../../lib/urls';
import { exportedPages, isNotFound } from './exported-pages';

/**
 * The two languages as search engines and patients meet them, on the served export: each page's
 * `<html lang>`, its hreflang cluster (the same set on every version, naming each other, x-default
 * the Spanish one), the sitemap's xhtml:link alternates, and the language link in the header and
 * the mobile menu. Which pages have an English version comes from the loaded facts
 * (lib/indexable-pages.ts), never from the example practice.
 */

const localeOf = (route: string): Locale => (route.startsWith('/en/') ? 'en' : 'es');
/** Spanish path → English path, for every page published in both languages. */
const twins = new Map(
  indexableLocalizedPages
    .filter((page) => page.locale === 'es' && page.versions.en)
    .map((page) => [page.versions.es.path, page.versions.en!.path]),
);
const spanishOf = new Map([...twins].map(([es, en]) => [en, es]));

/** hreflang → absolute href of the page's alternate links. */
function alternatesOf(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link\s[^>]*rel="alternate"[^>]*>/g)].map((match) => match[0]);
  return Object.fromEntries(
    links.flatMap((tag) => {
      const lang = tag.match(/hrefLang="([^"]+)"/i)?.[1];
      const href = tag.match(/href="([^"]+)"/)?.[1];
      return lang && href ? [[lang, href]] : [];
    }),
  );
}

/** The cluster a page in both languages must declare. */
const cluster = (es: string, en: string) => ({
  [HTML_LANG.es]: absoluteUrl(es),
  [HTML_LANG.en]: absoluteUrl(en),
  'x-default': absoluteUrl(es),
});

test('the example of the facts has English pages to check', () => {
  expect(twins.size).toBeGreaterThan(0);
});

for (const { route } of exportedPages.filter(({ route }) => !isNotFound(route))) {
  test(`${route}: lang, its hreflang cluster and the link to its twin`, async ({ request }) => {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const locale = localeOf(route);
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${HTML_LANG[locale]}"`));

    const es = locale === 'es' ? route : spanishOf.get(route);
    const en = locale === 'en' ? route : twins.get(route);
    if (locale === 'en')
      expect(es, `${route} is the English version of a Spanish page`).toBeTruthy();
    const languageLinks = [...html.matchAll(/<a\s[^>]*hrefLang="[^"]+"[^>]*>/gi)].map(
      (match) => match[0],
    );
    if (es && en) {
      expect(alternatesOf(html)).toEqual(cluster(es, en));
      const twin = locale === 'es' ? en : es;
      const other = locale === 'es' ? 'en' : 'es';
      // The header's and the mobile menu's link, each to the twin, in the twin's language.
      expect(languageLinks.length).toBeGreaterThanOrEqual(2);
      for (const link of languageLinks) {
        expect(link).toContain(`href="${twin}"`);
        expect(link).toMatch(new RegExp(`hrefLang="${HTML_LANG[other]}"`, 'i'));
        expect(link).toContain(`lang="${other}"`);
      }
    } else {
      expect(alternatesOf(html)).toEqual({});
      expect(languageLinks).toEqual([]);
    }
  });
}

test('every page in both languages names its twin in the sitemap, the same set on both', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  const alternatesByUrl = new Map(
    entries.map((entry) => [
      entry.match(/<loc>([^<]+)<\/loc>/)![1]!,
      Object.fromEntries(
        [...entry.matchAll(/<xhtml:link[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/g)].map(
          (match) => [match[1]!, match[2]!],
        ),
      ),
    ]),
  );
  for (const [es, en] of twins) {
    expect(alternatesByUrl.get(absoluteUrl(es))).toEqual(cluster(es, en));
    expect(alternatesByUrl.get(absoluteUrl(en))).toEqual(cluster(es, en));
  }
  const single = [...alternatesByUrl].filter(
    ([url]) => ![...twins].some(([es, en]) => [absoluteUrl(es), absoluteUrl(en)].includes(url)),
  );
  for (const [url, alternates] of single) expect(alternates, url).toEqual({});
});
