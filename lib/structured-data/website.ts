import { seoIn } from '@/content/seo';
import { HTML_LANG, LOCALE_ROOT, type Locale } from '../locale';
import { absoluteUrl } from '../urls';
import { nodeIds, ref } from './ids';
import type { JsonLdNode } from './types';

/** The Spanish pages' language, as their structured data writes it. */
export const LANGUAGE = HTML_LANG.es;

/** The site in one language, published by the doctor: one WebSite node per language. */
export function websiteNode(locale: Locale = 'es'): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': nodeIds.websiteIn(locale),
    url: absoluteUrl(LOCALE_ROOT[locale]),
    name: seoIn[locale].siteName,
    inLanguage: HTML_LANG[locale],
    publisher: ref(nodeIds.doctor),
  };
}
