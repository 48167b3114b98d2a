import { seoIn } from '@/content/seo';
import type { PageSeo } from '@/content/types';
import type { Locale } from '../locale';
import { localeOfPath } from '../urls';
import { doctorNode } from './doctor';
import { webPageNodes } from './page';
import { practiceNodes } from './practices';
import type { JsonLdGraph, JsonLdNode } from './types';
import { websiteNode } from './website';

/**
 * The page's one @graph, in the page's language: the site in that language, the doctor, both
 * consulting rooms (each with its host facility; their photos of the place on the contact page,
 * which shows them), then the page's own nodes. No ratings or reviews, by decision. `locale`
 * defaults to the page's (from its path); a page without an entry (a 404) names its own.
 */
export function siteGraph(
  page?: PageSeo,
  extraNodes: readonly JsonLdNode[] = [],
  locale: Locale = page ? localeOfPath(page.path) : 'es',
): JsonLdGraph {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      websiteNode(locale),
      doctorNode(),
      ...practiceNodes({
        withFacilities: page?.path === seoIn[locale].pages.contact.path,
        locale,
      }),
      ...(page ? webPageNodes(page) : []),
      ...extraNodes,
    ],
  };
}
