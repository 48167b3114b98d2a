import { siteName } from '@/content/seo';
import { absoluteUrl } from '../urls';
import { nodeIds, ref } from './ids';
import type { JsonLdNode } from './types';

export const LANGUAGE = 'es-MX';

/** The site itself, published by the doctor. */
export function websiteNode(): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': nodeIds.website,
    url: absoluteUrl('/'),
    name: siteName,
    inLanguage: LANGUAGE,
    publisher: ref(nodeIds.doctor),
  };
}
