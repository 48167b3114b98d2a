import type { MetadataRoute } from 'next';
import type { IndexablePage } from './indexable-pages';
import { languageAlternates } from './language-alternates';
import { LOCALE_ROOT } from './locale';
import { absoluteUrl } from './urls';

/** When a page's content last changed: its path, and its Spanish version's, which an English page shares files with. */
export type LastModified = (path: string, spanishPath: string) => string | undefined;

/**
 * sitemap.xml's entries: every indexable page in each language it is published in, its URL
 * identical to its canonical. A page with an English version lists both versions as `xhtml:link`
 * alternates, the same set on each (Next writes `alternates.languages` as those links); a page
 * published in Spanish alone has none.
 */
export function sitemapEntries(
  pages: readonly IndexablePage[],
  lastModified: LastModified,
): MetadataRoute.Sitemap {
  return pages.map(({ locale, seo, versions }) => {
    const languages = languageAlternates({ es: versions.es.path, en: versions.en?.path ?? null });
    return {
      url: absoluteUrl(seo.path),
      lastModified: lastModified(seo.path, versions.es.path),
      changeFrequency: 'monthly',
      priority: seo.path === LOCALE_ROOT[locale] ? 1 : 0.8,
      ...(languages ? { alternates: { languages } } : {}),
    };
  });
}
