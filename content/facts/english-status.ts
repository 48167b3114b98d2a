import { consultorioSource } from './load';
import { serviceFiles } from './load-services';
import {
  ENGLISH_PAGE_NAMES,
  englishGaps,
  englishGapSentences,
  type EnglishPage,
} from './english-gaps';

/**
 * The English site's completeness for the practice's own facts (english-gaps.ts): which English
 * pages are published, and the guard each English page calls before it renders, so that no English
 * page ever shows a Spanish word or an empty one.
 */
export const siteEnglishGaps = englishGaps(consultorioSource, serviceFiles);

const titleOf = (slug: string) =>
  serviceFiles.find((service) => service.slug === slug)?.data.title ?? slug;

/** The build's lines about the English pages it does not publish, one sentence each. */
export const englishGapLines: readonly string[] = englishGapSentences(siteEnglishGaps, titleOf);

/** True when the English page is published: the site's words and its own all have English. */
export const hasEnglishPage = (page: EnglishPage): boolean =>
  siteEnglishGaps.site.length === 0 && siteEnglishGaps.pages[page].length === 0;

/** True when the service's English page is published (the site's words have English too). */
export const hasEnglishService = (slug: string): boolean =>
  siteEnglishGaps.site.length === 0 && siteEnglishGaps.services[slug]?.length === 0;

/** Throws, naming what is missing, when an English page would render with a hole. */
export function assertEnglishPage(page: EnglishPage): void {
  if (hasEnglishPage(page)) return;
  const missing = [...siteEnglishGaps.site, ...siteEnglishGaps.pages[page]];
  throw new Error(
    `La página en inglés "${ENGLISH_PAGE_NAMES[page]}" no se puede publicar: falta ${missing.join(', ')}.`,
  );
}

/** As assertEnglishPage, for a service's English page (by its Spanish slug). */
export function assertEnglishService(slug: string): void {
  if (hasEnglishService(slug)) return;
  const missing = [...siteEnglishGaps.site, ...(siteEnglishGaps.services[slug] ?? ['el servicio'])];
  throw new Error(
    `La página en inglés de "${titleOf(slug)}" no se puede publicar: falta ${missing.join(', ')}.`,
  );
}
