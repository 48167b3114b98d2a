import { pageSeo } from '@/content/seo';
import type { PageSeo } from '@/content/types';
import { doctorNode } from './doctor';
import { webPageNodes } from './page';
import { practiceNodes } from './practices';
import type { JsonLdGraph, JsonLdNode } from './types';
import { websiteNode } from './website';

/**
 * The page's one @graph: the site, the doctor, both consulting rooms (each
 * with its host facility; their photos of the place on /contacto/, which shows them), then the
 * page's own nodes. No ratings or reviews, by decision.
 */
export function siteGraph(page?: PageSeo, extraNodes: readonly JsonLdNode[] = []): JsonLdGraph {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      websiteNode(),
      doctorNode(),
      ...practiceNodes({ withFacilities: page?.path === pageSeo.contact.path }),
      ...(page ? webPageNodes(page) : []),
      ...extraNodes,
    ],
  };
}
