import { mainNavigation } from '@/content/navigation';
import type { PageSeo } from '@/content/types';
import { HTML_LANG, LOCALE_ROOT, type Locale, type PerLocale } from '../locale';
import { absoluteUrl, localeOfPath } from '../urls';
import { nodeIds, ref } from './ids';
import type { JsonLdNode } from './types';

/** The first crumb's name when the navigation names no home. */
const HOME_CRUMB: PerLocale<string> = { es: 'Inicio', en: 'Home' };

/** Name of a page in breadcrumbs: its navigation label, else its SEO title. */
function crumbName(page: PageSeo): string {
  return (
    mainNavigation(localeOfPath(page.path)).find((item) => item.href === page.path)?.label ??
    page.title
  );
}

/** Home › (parents ›) page, in the page's language, for every page but a home page. */
export function breadcrumbNode(page: PageSeo, parents: readonly PageSeo[] = []): JsonLdNode {
  const locale = localeOfPath(page.path);
  const root = LOCALE_ROOT[locale];
  const homeName =
    mainNavigation(locale).find((item) => item.href === root)?.label ?? HOME_CRUMB[locale];
  const trail = [...parents, page];
  return {
    '@type': 'BreadcrumbList',
    '@id': nodeIds.breadcrumb(page.path),
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: homeName, item: absoluteUrl(root) },
      ...trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 2,
        name: crumbName(crumb),
        item: absoluteUrl(crumb.path),
      })),
    ],
  };
}

/** The page as a WebPage of the site in its language, with its breadcrumb on inner pages. */
export function webPageNodes(page: PageSeo): JsonLdNode[] {
  const locale: Locale = localeOfPath(page.path);
  const isHome = page.path === LOCALE_ROOT[locale];
  const webPage: JsonLdNode = {
    '@type': 'WebPage',
    '@id': nodeIds.webPage(page.path),
    url: absoluteUrl(page.path),
    name: page.title,
    description: page.description,
    inLanguage: HTML_LANG[locale],
    isPartOf: ref(nodeIds.websiteIn(locale)),
    about: ref(nodeIds.doctor),
    ...(isHome ? {} : { breadcrumb: ref(nodeIds.breadcrumb(page.path)) }),
  };
  return isHome ? [webPage] : [webPage, breadcrumbNode(page)];
}
