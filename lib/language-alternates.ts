import { HTML_LANG, type PerLocale } from './locale';
import { absoluteUrl } from './urls';

/** A page's path in each language it is published in: always Spanish, English when it has one. */
export type PagePathVersions = { readonly es: string; readonly en: string | null };

/** hreflang → absolute URL, as `<link rel="alternate">` and the sitemap's `xhtml:link` write them. */
export type LanguageAlternates = Readonly<Record<string, string>>;

/**
 * The language versions of a page, for hreflang: each language's URL under its `HTML_LANG`, and
 * Spanish, the practice's own language, as `x-default` for a reader of any other language. Every
 * version lists the same set, itself included, as Google requires of a cluster. A page published
 * in Spanish alone has no cluster and no hreflang at all (undefined): Google reads hreflang only
 * between versions of one page, and a page need not carry it when it has none.
 */
export function languageAlternates(paths: PagePathVersions): LanguageAlternates | undefined {
  if (paths.en === null) return undefined;
  const urls: PerLocale<string> = { es: absoluteUrl(paths.es), en: absoluteUrl(paths.en) };
  return { [HTML_LANG.es]: urls.es, [HTML_LANG.en]: urls.en, 'x-default': urls.es };
}
