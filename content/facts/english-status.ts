import { consultorioSource } from './load';
import { serviceFiles } from './load-services';
import {
  ENGLISH_PAGE_NAMES,
  englishGaps,
  englishGapSentences,
  mainPagesGaps,
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

/** What the five main pages lack in English together (english-gaps.ts: they are published together). */
const mainGaps = mainPagesGaps(siteEnglishGaps);

/** True when the English pages are published: every word of the five main pages has English. */
export const hasEnglishSite: boolean = mainGaps.length === 0;

/** True when the English page is published: the five main pages are published together. */
export const hasEnglishPage = (page: EnglishPage): boolean =>
  page in ENGLISH_PAGE_NAMES && hasEnglishSite;

/** True when the service's English page is published (with the English site). */
export const hasEnglishService = (slug: string): boolean =>
  hasEnglishSite && siteEnglishGaps.services[slug]?.length === 0;

/** Throws, naming what is missing, when an English page would render with a hole. */
export function assertEnglishPage(page: EnglishPage): void {
  if (hasEnglishPage(page)) return;
  const missing = mainGaps;
  throw new Error(
    `La página en inglés "${ENGLISH_PAGE_NAMES[page]}" no se puede publicar: falta ${missing.join(', ')}.`,
  );
}

/** As assertEnglishPage, for a service's English page (by its Spanish slug). */
export function assertEnglishService(slug: string): void {
  if (hasEnglishService(slug)) return;
  const missing = [...mainGaps, ...(siteEnglishGaps.services[slug] ?? ['el servicio'])];
  throw new Error(
    `La página en inglés de "${titleOf(slug)}" no se puede publicar: falta ${missing.join(', ')}.`,
  );
}
