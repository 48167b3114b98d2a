import type { Metadata } from 'next';
import { titleTemplate } from '@/content/seo';
import type { PageSeo } from '@/content/types';
import { socialMetadata } from './social-metadata';

/** Title, description, keywords, canonical and social card of one page, from its SEO content. */
export function pageMetadata(seo: PageSeo): Metadata {
  // The root layout's title template skips the page in its own segment, so home spells it out.
  const title = seo.path === '/' ? { absolute: titleTemplate.replace('%s', seo.title) } : seo.title;
  return {
    title,
    description: seo.description,
    keywords: [...seo.keywords],
    alternates: { canonical: seo.path },
    ...socialMetadata(seo),
  };
}
