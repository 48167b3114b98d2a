import path from 'node:path';
import { LOCALE_ROOT, type Locale } from '../../lib/locale';
import {
  NOT_FOUND_PROBES,
  isNotFoundRoute,
  sitePages,
  withSampledServicePages,
} from '../../build/postbuild/site-pages.mjs';

/**
 * Every page of the export under test, read from its HTML files, so a new route (the privacy
 * notice) is covered without editing a list. The 404 page is reached through an unknown path.
 */
export const exportedPages = sitePages(path.resolve(process.env.NEXT_DIST_DIR ?? 'out'));
/** The same with only the sampled service pages, for the expensive suites (the keyboard walk). */
export const sampledPages = withSampledServicePages(exportedPages);
/** Each language's missing path, whose 404 page the host answers with. */
export const notFoundPaths: readonly string[] = Object.values(NOT_FOUND_PROBES);
export const isNotFound = (route: string) => isNotFoundRoute(route);

/** A route's language: under the English root English, elsewhere Spanish. */
export const localeOfRoute = (route: string): Locale =>
  route.startsWith(LOCALE_ROOT.en) ? 'en' : 'es';
