import type { MetadataRoute } from 'next';
import { indexablePages } from '@/lib/indexable-pages';
import { absoluteUrl } from '@/lib/urls';

export const dynamic = 'force-static';

/** out/sitemap.xml: the absolute URL of every indexable page, identical to its canonical. */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexablePages.map((page) => ({
    url: absoluteUrl(page.path),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : 0.8,
  }));
}
