import { languageSwitchIn } from '@/content/navigation';
import type { LanguageLink } from '@/content/types';
import { HTML_LANG, LOCALES, type Locale, type PerLocale } from './locale';
import { PAGE_PATHS, type PageKey } from './page-paths';

/** Every page published in both languages, as its two addresses. */
export function pagesInBothLanguages(): PerLocale<string>[] {
  return (Object.keys(PAGE_PATHS) as PageKey[]).map((page) => PAGE_PATHS[page]);
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
