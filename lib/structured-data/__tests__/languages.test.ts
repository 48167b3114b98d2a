/**
 * @jest-environment node
 */
import { referenceErrors, typeErrors } from '@/checks/schema-check.mjs';
import { seoIn } from '@/content/seo';
import { services, type Service } from '@/content/services';
import { indexableLocalizedPages, servicePageVersions } from '../../indexable-pages';
import { absoluteUrl } from '../../urls';
import { siteGraph } from '../graph';
import { servicePageNodes } from '../service-page';
import { serviceProcedureNodes } from '../services';
import type { JsonLdGraph, JsonLdNode } from '../types';

/** The first service of the loaded facts has an English twin of the test's own words. */
jest.mock('@/lib/english-services', () => {
  const [first] =
    jest.requireActual<typeof import('@/content/services')>('@/content/services').services;
  const twin = {
    slug: 'test-english-service',
    title: 'Test English Service',
    summary: 'Test English summary.',
    sections: first!.sections.map((section) => ({ ...section, text: `English ${section.key}.` })),
    faqs: [{ id: 'pregunta-1', question: 'Test English question?', answer: ['Test answer.'] }],
    seoTitle: 'Test English Service in Town',
    seoDescription: 'Test English description.',
    keywords: ['test'],
    bodyLocation: null,
  };
  const published = new Map([[first!.slug, twin]]);
  return {
    englishServices: published,
    englishServiceOf: (service: { slug: string }) => published.get(service.slug) ?? null,
  };
});

const [translated, untranslated] = services as [Service, Service, ...Service[]];
const versions = servicePageVersions(translated);
const englishPage = versions.en!;

function servicePageGraph(locale: 'es' | 'en'): JsonLdGraph {
  const page = locale === 'es' ? versions.es : englishPage;
  return siteGraph(
    undefined,
    servicePageNodes(translated, page, seoIn[locale].pages.services),
    locale,
  );
}

const byType = (graph: JsonLdGraph, type: string): JsonLdNode[] =>
  graph['@graph'].filter((node) => node['@type'] === type);

describe('a service published in English', () => {
  it('is listed in English at its English slug, and one without English is not', () => {
    const paths = indexableLocalizedPages.map((page) => page.seo.path);
    expect(englishPage.path).toBe('/en/services/test-english-service/');
    expect(paths).toEqual(expect.arrayContaining([versions.es.path, englishPage.path]));
    expect(servicePageVersions(untranslated).en).toBeNull();
  });

  it('is described in English on its English page, under the same @id as in Spanish', () => {
    const english = servicePageGraph('en');
    const spanish = servicePageGraph('es');
    const page = byType(english, 'MedicalWebPage')[0]!;
    expect(page).toMatchObject({ inLanguage: 'en', url: absoluteUrl(englishPage.path) });
    expect(byType(english, 'FAQPage')[0]).toMatchObject({
      inLanguage: 'en',
      mainEntity: [{ name: 'Test English question?' }],
    });
    expect(page.about).toEqual(byType(spanish, 'MedicalWebPage')[0]!.about);
    expect(english['@graph']).toContainEqual(
      expect.objectContaining({
        '@type': translated.type,
        name: 'Test English Service',
        url: absoluteUrl(englishPage.path),
        description: 'Test English summary.',
        ...(translated.type === 'MedicalTest' ? {} : { bodyLocation: 'Eyes' }),
      }),
    );
    expect(spanish['@graph']).toContainEqual(
      expect.objectContaining({ '@type': translated.type, name: translated.title }),
    );
    expect(byType(english, 'BreadcrumbList')[0]!.itemListElement).toEqual([
      expect.objectContaining({ position: 1, item: absoluteUrl(seoIn.en.pages.home.path) }),
      expect.objectContaining({ position: 2, item: absoluteUrl(seoIn.en.pages.services.path) }),
      expect.objectContaining({ position: 3, name: 'Test English Service' }),
    ]);
  });

  it('is named in English in the practices of an English page', () => {
    const offered = byType(siteGraph(seoIn.en.pages.home), 'PhysiciansOffice').flatMap(
      (office) => office.availableService as JsonLdNode[],
    );
    expect(offered).toContainEqual(expect.objectContaining({ name: 'Test English Service' }));
    expect(offered).not.toContainEqual(expect.objectContaining({ name: translated.title }));
  });
});

describe('the English graphs against schema.org', () => {
  it('type-check and resolve every reference, as the Spanish ones do', () => {
    const graphs = [
      ...Object.entries(seoIn.en.pages).map(([key, page]) => ({
        name: key,
        graph: siteGraph(page, key === 'services' ? serviceProcedureNodes(services, 'en') : []),
      })),
      { name: 'service', graph: servicePageGraph('en') },
      { name: '404', graph: siteGraph(undefined, [], 'en') },
    ].map(({ name, graph }) => ({ name, graph: JSON.parse(JSON.stringify(graph)) }));
    for (const { graph } of graphs) expect(referenceErrors(graph)).toEqual([]);
    const errors = typeErrors(graphs);
    for (const { name } of graphs) expect([name, errors.get(name)]).toEqual([name, []]);
  }, 120_000);
});
