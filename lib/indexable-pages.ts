import { pageSeo } from '@/content/seo';
import type { PageSeo } from '@/content/types';
import { servicePages } from './service-pages';
import { absoluteUrl } from './urls';

/** Every page search engines may index: the SEO entries of content/seo.ts and each service's page (the 404 has none). */
export const indexablePages: readonly PageSeo[] = [...Object.values(pageSeo), ...servicePages];

/** Absolute URLs of the indexable pages, as the canonicals and the sitemap write them. */
export function indexableUrls(): string[] {
  return indexablePages.map((page) => absoluteUrl(page.path));
}
