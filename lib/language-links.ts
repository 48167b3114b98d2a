import { languageSwitchIn } from '@/content/navigation';
import type { LanguageLink } from '@/content/types';
import { HTML_LANG, LOCALES, type PerLocale } from './locale';
import { pageVersions } from './indexable-pages';

/** Every page published in both languages, as its two addresses (lib/indexable-pages.ts decides). */
export function pagesInBothLanguages(): PerLocale<string>[] {
  return pageVersions.flatMap((pair) => (pair.en ? [{ es: pair.es.path, en: pair.en.path }] : []));
}

/** A path as NavLinks compares it: no trailing slash, "/" for the root. */
const comparable = (path: string) => path.replace(/\/+$/, '') || '/';

/** The language link of each language's pages: from each page with a twin, to that twin. */
export const languageLinkIn = Object.fromEntries(
  LOCALES.map((locale) => {
    const words = languageSwitchIn[locale];
    const link: LanguageLink = {
      label: words.label,
      lang: words.lang,
      hrefLang: HTML_LANG[words.target],
      paths: Object.fromEntries(
        pagesInBothLanguages().map((twins) => [comparable(twins[locale]), twins[words.target]]),
      ),
    };
    return [locale, link];
  }),
) as PerLocale<LanguageLink>;
