import { hasEnglishPage } from '@/content/facts/english-status';
import { seoIn } from '@/content/seo';
import { services, type Service } from '@/content/services';
import type { PageSeo } from '@/content/types';
import { englishServiceOf } from './english-services';
import type { Locale } from './locale';
import { PAGE_PATHS, servicePathIn, type PageKey } from './page-paths';
import { servicePageSeo } from './service-pages';
import { absoluteUrl } from './urls';

/** A page in each language it is published in: always Spanish, English when it has an English version. */
export interface PageVersions {
  readonly es: PageSeo;
  readonly en: PageSeo | null;
}

/** One page as one language lists it: its search entry, and all its versions for the alternates. */
export interface IndexablePage {
  readonly locale: Locale;
  readonly seo: PageSeo;
  readonly versions: PageVersions;
}

const PAGE_KEYS = Object.keys(PAGE_PATHS) as PageKey[];

/**
 * A service's page in Spanish and, when the service is published in English
 * (lib/english-services.ts), in English at its English slug.
 */
export function servicePageVersions(service: Service): PageVersions {
  const english = englishServiceOf(service);
  return {
    es: servicePageSeo(service),
    en: english && {
      path: servicePathIn('en', { es: service.slug, en: english.slug }),
      title: english.seoTitle,
      description: english.seoDescription,
      keywords: english.keywords,
    },
  };
}

/** The main pages (content/seo.ts), each in Spanish and, when listed in `englishKeys`, in English. */
export function mainPageVersions(englishKeys: readonly PageKey[] = PAGE_KEYS): PageVersions[] {
  return PAGE_KEYS.map((key) => ({
    es: seoIn.es.pages[key],
    en: englishKeys.includes(key) ? seoIn.en.pages[key] : null,
  }));
}

/** A main page's versions, as the sitemap and the alternates list them. */
export function mainPageVersionsOf(page: PageKey): PageVersions {
  const versions = pageVersions.find((pair) => pair.es.path === PAGE_PATHS[page].es);
  if (!versions) throw new Error(`lib/indexable-pages.ts: no versions of the page ${page}`);
  return versions;
}

/** Every page of the site in its versions: the main pages, then the services' pages. */
export const pageVersions: readonly PageVersions[] = [
  ...mainPageVersions(PAGE_KEYS.filter(hasEnglishPage)),
  ...services.map(servicePageVersions),
];

/** Each version as its own indexable page: a page's Spanish entry, then its English one when it has one. */
export function indexablePagesOf(versions: readonly PageVersions[]): IndexablePage[] {
  return versions.flatMap((pair) => [
    { locale: 'es' as const, seo: pair.es, versions: pair },
    ...(pair.en ? [{ locale: 'en' as const, seo: pair.en, versions: pair }] : []),
  ]);
}

/** Every page search engines may index, in both languages (the 404s have none). */
export const indexableLocalizedPages: readonly IndexablePage[] = indexablePagesOf(pageVersions);

/** The same pages' search entries: content/seo.ts's and each service's, in Spanish and English. */
export const indexablePages: readonly PageSeo[] = indexableLocalizedPages.map((page) => page.seo);

/** The pages published in English: what the sitemap, the cards and the alternates list in English. */
export function englishPages(versions: readonly PageVersions[] = pageVersions): PageSeo[] {
  return versions.flatMap((pair) => (pair.en ? [pair.en] : []));
}

/** Absolute URLs of the indexable pages, as the canonicals and the sitemap write them. */
export function indexableUrls(): string[] {
  return indexablePages.map((page) => absoluteUrl(page.path));
}
