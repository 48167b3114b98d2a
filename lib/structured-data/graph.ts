import type { PageSeo } from '@/content/types';
import { doctorNode } from './doctor';
import { webPageNodes } from './page';
import { practiceNodes } from './practices';
import type { JsonLdGraph, JsonLdNode } from './types';
import { websiteNode } from './website';

/**
 * The page's one @graph: the site, the doctor, both consulting rooms (each
 * with its host facility), then the page's own nodes. No ratings or reviews, by decision.
 */
export function siteGraph(page?: PageSeo, extraNodes: readonly JsonLdNode[] = []): JsonLdGraph {
  return {
    '@context': 'https://schema.org',
    '@graph': [websiteNode(), doctorNode(), ...practiceNodes(), ...(page ? webPageNodes(page) : []), ...extraNodes],
  };
}
