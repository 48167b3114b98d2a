import type { MetadataRoute } from 'next';
import { indexableLocalizedPages } from '@/lib/indexable-pages';
import { pageLastModified } from '@/lib/page-lastmod.mjs';
import { sitemapEntries } from '@/lib/sitemap-entries';

export const dynamic = 'force-static';

/**
 * out/sitemap.xml: the absolute URL of every indexable page in both languages, identical to its
 * canonical, with its language alternates and the date its content last changed (newest commit
 * of the files it is made of, not the build).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(indexableLocalizedPages, (path, spanishPath) =>
    pageLastModified(path, process.cwd(), spanishPath),
  );
}
