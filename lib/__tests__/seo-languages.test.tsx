/**
 * @jest-environment node
 */
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { renderToStaticMarkup } from 'react-dom/server';
import { SocialCard } from '@/components/seo/social-card';
import { placeNames, practice } from '@/content/practice';
import { fitForSearch, seoIn, SEARCH_SNIPPET_CHARS } from '@/content/seo';
import { services, type Service } from '@/content/services';
import { socialCardIn } from '@/content/social';
import { indexablePagesOf, mainPageVersions, type PageVersions } from '../indexable-pages';
import { HTML_LANG, LOCALES } from '../locale';
import { pageMetadataIn, servicePageMetadataIn } from '../page-metadata';
import { servicePathIn } from '../page-paths';
import { servicePageSeo } from '../service-pages';
import { sitemapEntries } from '../sitemap-entries';
import { socialImageFile } from '../social-image';
import { siteGraph } from '../structured-data/graph';
import { absoluteUrl } from '../urls';

const [service, other] = services as [Service, Service, ...Service[]];
/** A service of the loaded facts, published in English at an English slug of the test's own. */
const withEnglish: PageVersions = {
  es: servicePageSeo(service),
  en: {
    path: servicePathIn('en', { es: service.slug, en: 'test-english-slug' }),
    title: 'Test English title',
    description: 'Test English description.',
    keywords: ['test'],
  },
};
const spanishOnly: PageVersions = { es: servicePageSeo(other), en: null };

describe('language alternates of a page', () => {
  it('link both versions and x-default to Spanish when the page is published in English', () => {
    const languages = {
      'es-MX': absoluteUrl(seoIn.es.pages.about.path),
      en: absoluteUrl(seoIn.en.pages.about.path),
      'x-default': absoluteUrl(seoIn.es.pages.about.path),
    };
    const spanish = pageMetadataIn('es', 'about', { english: true });
    const english = pageMetadataIn('en', 'about', { english: true });
    expect(spanish.alternates).toEqual({ canonical: seoIn.es.pages.about.path, languages });
    expect(english.alternates).toEqual({ canonical: seoIn.en.pages.about.path, languages });
    expect(english.openGraph).toMatchObject({ locale: 'en_US', alternateLocale: ['es_MX'] });
    expect(spanish.openGraph).toMatchObject({ locale: 'es_MX', alternateLocale: ['en_US'] });
    expect(english.openGraph?.images).toEqual([
      expect.objectContaining({ url: absoluteUrl('/og/en-about.png') }),
    ]);
  });

  it('have no hreflang and no og:locale:alternate when the page is in Spanish alone', () => {
    const metadata = servicePageMetadataIn('es', spanishOnly);
    expect(metadata.alternates).toEqual({ canonical: spanishOnly.es.path });
    expect(metadata.openGraph).not.toHaveProperty('alternateLocale');
    expect(() => servicePageMetadataIn('en', spanishOnly)).toThrow(/inglés/);
    expect(servicePageMetadataIn('en', withEnglish).alternates).toMatchObject({
      canonical: withEnglish.en!.path,
      languages: { en: absoluteUrl(withEnglish.en!.path) },
    });
  });
});

describe('sitemap in both languages', () => {
  const pages = indexablePagesOf([...mainPageVersions(), withEnglish, spanishOnly]);
  const entries = sitemapEntries(pages, () => '2026-01-02T03:04:05+00:00');
  const xml = resolveSitemap(entries);

  it('lists every page in each language it is published in, the home first in each', () => {
    expect(entries.map((entry) => entry.url)).toEqual(
      expect.arrayContaining([
        absoluteUrl(seoIn.es.pages.home.path),
        absoluteUrl(seoIn.en.pages.home.path),
        absoluteUrl(withEnglish.en!.path),
      ]),
    );
    expect(entries.filter((entry) => entry.priority === 1)).toHaveLength(LOCALES.length);
    expect(entries.map((entry) => entry.url)).toContain(absoluteUrl(spanishOnly.es.path));
    expect(entries).toHaveLength(2 * mainPageVersions().length + 3);
  });

  it('writes the same xhtml:link set on both versions, none on a Spanish-only page', () => {
    const links = (path: string) =>
      xml
        .split('<url>')
        .find((block) => block.includes(`<loc>${absoluteUrl(path)}</loc>`))!
        .match(/<xhtml:link [^>]+>/g);
    const pair = [
      `<xhtml:link rel="alternate" hreflang="${HTML_LANG.es}" href="${absoluteUrl(withEnglish.es.path)}" />`,
      `<xhtml:link rel="alternate" hreflang="${HTML_LANG.en}" href="${absoluteUrl(withEnglish.en!.path)}" />`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(withEnglish.es.path)}" />`,
    ];
    expect(links(withEnglish.en!.path)).toEqual(pair);
    expect(links(withEnglish.es.path)).toEqual(pair);
    expect(links(spanishOnly.es.path)).toBeNull();
    expect(links(seoIn.en.pages.contact.path)).toHaveLength(3);
  });
});

describe('structured data per language', () => {
  const nodes = (graph: ReturnType<typeof siteGraph>, type: string) =>
    graph['@graph'].filter((node) => node['@type'] === type);

  it('writes the WebSite and WebPage in the page language, the doctor and practices under one @id', () => {
    const spanish = siteGraph(seoIn.es.pages.about);
    const english = siteGraph(seoIn.en.pages.about);
    expect(nodes(spanish, 'WebPage')[0]).toMatchObject({ inLanguage: 'es-MX' });
    expect(nodes(english, 'WebPage')[0]).toMatchObject({
      inLanguage: HTML_LANG.en,
      url: absoluteUrl(seoIn.en.pages.about.path),
      name: seoIn.en.pages.about.title,
    });
    expect(nodes(english, 'WebSite')[0]).toMatchObject({
      inLanguage: HTML_LANG.en,
      name: seoIn.en.siteName,
      url: absoluteUrl('/en/'),
    });
    expect(nodes(english, 'WebSite')[0]!['@id']).not.toBe(nodes(spanish, 'WebSite')[0]!['@id']);
    for (const type of ['Person', 'PhysiciansOffice'])
      expect(nodes(english, type).map((node) => node['@id'])).toEqual(
        nodes(spanish, type).map((node) => node['@id']),
      );
    expect(nodes(english, 'PhysiciansOffice')[0]).toMatchObject({
      url: absoluteUrl(seoIn.en.pages.contact.path),
      contactPoint: { availableLanguage: ['Spanish', 'English'] },
    });
  });
});

describe('English search words and card', () => {
  it('name the practice town by town and fit a search result', () => {
    for (const seo of Object.values(seoIn.en.pages))
      expect(seo.description.length).toBeLessThanOrEqual(SEARCH_SNIPPET_CHARS);
    expect(seoIn.en.pages.home.keywords).toEqual(
      expect.arrayContaining([
        `eye doctor ${placeNames.hospitalTown}`,
        `eye doctor ${placeNames.unitTown}`,
      ]),
    );
    expect(seoIn.en.titleTemplate).toMatch(/, Ophthalmologist$/);
    expect(fitForSearch(seoIn.en.pages.services.description)).toBe(
      seoIn.en.pages.services.description,
    );
  });

  it('draws the English words on the English card, under its own file name', () => {
    const html = renderToStaticMarkup(
      <SocialCard title={seoIn.en.pages.contact.title} words={socialCardIn.en} />,
    );
    expect(html).toContain(seoIn.en.pages.contact.title);
    expect(html).toContain(socialCardIn.en.footer);
    expect(socialCardIn.en.footer).toMatch(/^Appointments /);
    expect(socialCardIn.en.eyebrow).toContain(placeNames.state);
    expect(html).not.toContain(socialCardIn.es.footer);
    expect(socialImageFile(seoIn.en.pages.home.path)).toBe('en-home.png');
    expect(socialImageFile(seoIn.es.pages.home.path)).toBe('inicio.png');
    expect(practice.doctor.name).toContain(socialCardIn.en.doctor.replace(/^Dr\. /, ''));
  });
});
