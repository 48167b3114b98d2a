import type { Metadata } from 'next';
import { seoIn } from '@/content/seo';
import type { PageSeo } from '@/content/types';
import { mainPageVersionsOf, type PageVersions } from './indexable-pages';
import { languageAlternates } from './language-alternates';
import { LOCALE_ROOT, type Locale } from './locale';
import type { PageKey } from './page-paths';
import { socialMetadataIn } from './social-metadata';

/**
 * Title, description, keywords, canonical, language alternates and social card of one page in
 * one language. The canonical is the page's own URL in that language; `versions` says whether the
 * page has an English version, and so whether it carries hreflang alternates and og:locale:alternate.
 */
export function localizedPageMetadata(locale: Locale, versions: PageVersions): Metadata {
  const seo = versions[locale];
  if (!seo) throw new Error(`${versions.es.path} no tiene versión en inglés`);
  const { titleTemplate } = seoIn[locale];
  // A root layout's title template skips the page in its own segment, so a home spells it out.
  const title =
    seo.path === LOCALE_ROOT[locale]
      ? { absolute: titleTemplate.replace('%s', seo.title) }
      : seo.title;
  const languages = languageAlternates({ es: versions.es.path, en: versions.en?.path ?? null });
  return {
    title,
    description: seo.description,
    keywords: [...seo.keywords],
    alternates: { canonical: seo.path, ...(languages ? { languages } : {}) },
    ...socialMetadataIn(locale, seo, { alternate: languages !== undefined }),
  };
}

/** A main page's metadata in `locale`; `english` says whether the page is published in English. */
export function pageMetadataIn(
  locale: Locale,
  page: PageKey,
  { english }: { english: boolean },
): Metadata {
  return localizedPageMetadata(locale, {
    es: seoIn.es.pages[page],
    en: english ? seoIn.en.pages[page] : null,
  });
}

/**
 * A main page's metadata in `locale`, with alternates when it is published in English. An English
 * page the facts cannot fill is rendered all the same and removed from the export after the build
 * (build/postbuild/steps/08-unpublished-english.mjs): it gets none.
 */
export function mainPageMetadata(locale: Locale, page: PageKey): Metadata {
  const versions = mainPageVersionsOf(page);
  if (!versions[locale]) return {};
  return localizedPageMetadata(locale, versions);
}

/**
 * A service page's metadata in `locale`: `versions.en` is the service's English page entry when
 * the service is published in English, else null.
 */
export function servicePageMetadataIn(locale: Locale, versions: PageVersions): Metadata {
  return localizedPageMetadata(locale, versions);
}

/** A Spanish page without an English version. */
export function pageMetadata(seo: PageSeo): Metadata {
  return localizedPageMetadata('es', { es: seo, en: null });
}

/**
 * What a language's root layout says of every page: the title's default and template, the
 * default description, the application name, and the home's card for pages without their own
 * (the 404), without an og:url.
 */
export function siteMetadataIn(locale: Locale): Metadata {
  const { siteName, titleTemplate, defaultDescription, pages } = seoIn[locale];
  return {
    title: { default: siteName, template: titleTemplate },
    description: defaultDescription,
    applicationName: siteName,
    ...socialMetadataIn(locale, pages.home, { withUrl: false }),
  };
}
