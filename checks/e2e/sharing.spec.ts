import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { practice } from '../../content/practice';
import { HOME_SCREEN_NAME_MAX, socialCardIn, socialImageAltIn } from '../../content/social';
import { indexableLocalizedPages, indexablePages } from '../../lib/indexable-pages';
import type { Locale } from '../../lib/locale';
import { localeOfRoute } from './exported-pages';
import {
  exportedFileFor,
  exportedPages,
  linkHrefs,
  linkTags,
  metaContent,
  isNotFound,
  pngSize,
  readExported,
} from './seo-files';

const origin = new URL(practice.siteUrl).origin;
// content/seo.ts's pages and each service's page (lib/indexable-pages.ts).
const indexable = indexablePages.map((seo) => `${origin}${seo.path}`);
const CONTENT_TYPES: Record<string, RegExp> = {
  png: /^image\/png/,
  svg: /^image\/svg\+xml/,
  ico: /^image\/(x-icon|vnd\.microsoft\.icon)/,
  webmanifest: /^application\/manifest\+json/,
  xml: /^(application|text)\/xml/,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Path on the test server of a URL written for the public site. */
function localPath(url: string): string {
  const parsed = new URL(url, `${origin}/`);
  expect(parsed.origin, `${url} apunta al sitio`).toBe(origin);
  return parsed.pathname + parsed.search;
}

test.describe('sitemap, robots and manifest', () => {
  test('sitemap.xml is well-formed and lists exactly the indexable pages, as their canonicals', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(CONTENT_TYPES.xml!);
    const xml = await response.text();
    await page.goto('/');
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent?.trim() ?? ''),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('urlset');
    expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect([...parsed.locs].sort()).toEqual([...indexable].sort());

    // Every exported page but the 404 is listed, with the URL its canonical link names.
    const canonicals = exportedPages
      .filter((exported) => !isNotFound(exported.route))
      .map((exported) => linkHrefs(readExported(exported.file), ['canonical'])[0]);
    expect([...canonicals].sort()).toEqual([...parsed.locs].sort());
    expect(linkHrefs(readExported('404.html'), ['canonical'])).toEqual([]);
  });

  test('sitemap.xml dates every page by its last content change (a commit date), not by the build', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(indexable.length);
    for (const entry of entries) {
      const lastmod = entry.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1];
      expect(lastmod, entry).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(Date.parse(lastmod!)).toBeLessThanOrEqual(Date.now());
    }
  });

  test('every exported page has one meta description of at most 160 characters', () => {
    for (const { route, file } of exportedPages) {
      const descriptions = metaContent(readExported(file), 'name', 'description').map((value) =>
        value
          .replace(/&quot;/g, '"')
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>'),
      );
      expect(descriptions, route).toHaveLength(1);
      console.log(`${route}: ${descriptions[0]!.length} caracteres`);
      expect(descriptions[0]!.length, `${route}: ${descriptions[0]}`).toBeLessThanOrEqual(160);
    }
  });

  test('robots.txt allows every public page, not the editor, and names the sitemap', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-Agent: *');
    expect(lines).toContain('Allow: /');
    // Only the practice's editor is kept out of the crawl.
    expect(lines.filter((line) => /^disallow:\s*\/\S/i.test(line))).toEqual(['Disallow: /admin/']);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('the manifest names the app, its colours and icons that exist', async ({ request }) => {
    const html = readExported('index.html');
    const [href] = linkHrefs(html, ['manifest']);
    expect(href).toBeDefined();
    const response = await request.get(localPath(href!));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(CONTENT_TYPES.webmanifest!);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toContain(practice.brand);
    expect(manifest.short_name.length).toBeLessThanOrEqual(HOME_SCREEN_NAME_MAX);
    expect(manifest.theme_color).toBe(metaContent(html, 'name', 'theme-color')[0]);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons
      .filter((icon) => icon.type === 'image/png')
      .map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = exportedFileFor(icon.src);
      expect(file, icon.src).toBeDefined();
      if (icon.type === 'image/png') {
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(pngSize(readFileSync(file!))).toEqual({ width, height });
      }
    }
  });
});

test.describe('social cards and icons of every page', () => {
  for (const { route, file } of exportedPages) {
    test(`${route}: Open Graph, Twitter card and icons point at files that exist and are served with their type`, async ({
      request,
    }) => {
      const html = readExported(file);
      const og = (key: string) => metaContent(html, 'property', `og:${key}`);
      const seo = indexablePages.find((entry) => entry.path === route);
      const locale = localeOfRoute(route);
      const other: Locale = locale === 'es' ? 'en' : 'es';
      const versions = indexableLocalizedPages.find((entry) => entry.seo.path === route)?.versions;
      const twin = versions && (locale === 'es' ? versions.en : versions.es);

      for (const key of ['title', 'description', 'image', 'image:alt', 'site_name', 'type'])
        expect(og(key), `og:${key}`).toHaveLength(1);
      // The card's language is the page's; a page published in both names the other's.
      expect(og('locale')).toEqual([socialCardIn[locale].locale]);
      expect(og('locale:alternate')).toEqual(twin ? [socialCardIn[other].locale] : []);
      expect(og('image:alt')[0], 'the card described in the page language').toMatch(
        new RegExp(`${escape(socialImageAltIn(locale, ''))}$`),
      );
      if (twin) {
        // Each language's page shows a card of its own (its title, in its words).
        const twinFile = exportedPages.find((page) => page.route === twin.path)?.file;
        expect(twinFile, `${twin.path} exported`).toBeDefined();
        const twinImage = metaContent(readExported(twinFile!), 'property', 'og:image');
        expect(twinImage).toHaveLength(1);
        expect(og('image')).not.toEqual(twinImage);
      }
      expect(og('image:width')).toEqual(['1200']);
      expect(og('image:height')).toEqual(['630']);
      expect(og('image:alt')[0]!.length).toBeGreaterThan(20);
      expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary_large_image']);
      if (seo) {
        expect(og('url')).toEqual([`${origin}${seo.path}`]);
        expect(og('url')).toEqual(linkHrefs(html, ['canonical']));
        expect(og('description')).toEqual([seo.description]);
        expect(og('title')[0]).toContain(seo.title);
      }

      const images = [...og('image'), ...metaContent(html, 'name', 'twitter:image')];
      const icons = linkHrefs(html, ['icon', 'apple-touch-icon', 'manifest']);
      expect(linkHrefs(html, ['icon']).length).toBeGreaterThanOrEqual(2);
      expect(linkHrefs(html, ['apple-touch-icon'])).toHaveLength(1);
      for (const url of [...images, ...icons]) {
        const path = localPath(url);
        expect(exportedFileFor(path), `${url} existe en el export`).toBeDefined();
        const response = await request.get(path);
        expect(response.status(), url).toBe(200);
        const extension = path.split('?')[0]!.split('.').pop()!;
        expect(response.headers()['content-type'], url).toMatch(CONTENT_TYPES[extension] ?? /^$/);
      }
      for (const url of images) {
        expect(url.startsWith(`${origin}/`), `${url} es absoluta`).toBe(true);
        expect(pngSize(readFileSync(exportedFileFor(localPath(url))!))).toEqual({
          width: 1200,
          height: 630,
        });
      }
      const [apple] = linkHrefs(html, ['apple-touch-icon']);
      expect(pngSize(readFileSync(exportedFileFor(localPath(apple!))!))).toEqual({
        width: 180,
        height: 180,
      });
      // Favicons are PNGs of their declared size: an SVG favicon is decoded as a document of its
      // own on the page's main thread right after the first paint (lib/icon-metadata.ts).
      for (const icon of linkTags(html, ['icon'])) {
        expect(icon.type, icon.href).toBe('image/png');
        const [width, height] = (icon.sizes ?? '').split('x').map(Number);
        expect(pngSize(readFileSync(exportedFileFor(localPath(icon.href))!)), icon.href).toEqual({
          width,
          height,
        });
      }
    });
  }

  test('/favicon.ico exists for clients that ask for it without reading the page', async ({
    request,
  }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(CONTENT_TYPES.ico!);
    const bytes = await response.body();
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([
      0, 1, 1,
    ]);
  });
});
