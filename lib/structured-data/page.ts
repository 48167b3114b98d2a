import { mainNavigation } from '@/content/navigation';
import type { PageSeo } from '@/content/types';
import { absoluteUrl } from '../urls';
import { nodeIds, ref } from './ids';
import type { JsonLdNode } from './types';
import { LANGUAGE } from './website';

const home = mainNavigation.find((item) => item.href === '/');

/** Name of a page in breadcrumbs: its navigation label, else its SEO title. */
function crumbName(page: PageSeo): string {
  return mainNavigation.find((item) => item.href === page.path)?.label ?? page.title;
}

/** Inicio › (parents ›) page, for every page but the home page. */
export function breadcrumbNode(page: PageSeo, parents: readonly PageSeo[] = []): JsonLdNode {
  const trail = [...parents, page];
  return {
    '@type': 'BreadcrumbList',
    '@id': nodeIds.breadcrumb(page.path),
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: home?.label ?? 'Inicio', item: absoluteUrl('/') },
      ...trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 2,
        name: crumbName(crumb),
        item: absoluteUrl(crumb.path),
      })),
    ],
  };
}

/** The page as a WebPage of the site, with its breadcrumb on inner pages. */
export function webPageNodes(page: PageSeo): JsonLdNode[] {
  const isHome = page.path === '/';
  const webPage: JsonLdNode = {
    '@type': 'WebPage',
    '@id': nodeIds.webPage(page.path),
    url: absoluteUrl(page.path),
    name: page.title,
    description: page.description,
    inLanguage: LANGUAGE,
    isPartOf: ref(nodeIds.website),
    about: ref(nodeIds.doctor),
    ...(isHome ? {} : { breadcrumb: ref(nodeIds.breadcrumb(page.path)) }),
  };
  return isHome ? [webPage] : [webPage, breadcrumbNode(page)];
}
