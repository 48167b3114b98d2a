import type { MetadataRoute } from 'next';
import { indexablePages } from '@/lib/indexable-pages';
import { absoluteUrl } from '@/lib/urls';
import { pageLastModified } from '@/lib/page-lastmod.mjs';

export const dynamic = 'force-static';

/**
 * out/sitemap.xml: the absolute URL of every indexable page, identical to its canonical, with
 * the date its content last changed (newest commit of the files it is made of, not the build).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexablePages.map((page) => ({
    url: absoluteUrl(page.path),
    lastModified: pageLastModified(page.path),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : 0.8,
  }));
}
