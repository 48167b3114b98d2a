import { practice } from '@/content/practice';
import { LOCALE_ROOT, type Locale } from './locale';

/** The site's origin, without a trailing slash. */
export const siteOrigin = new URL(practice.siteUrl).origin;

/** Absolute URL of a path on this site; the one builder for canonicals, sitemap and structured data. */
export function absoluteUrl(path = '/'): string {
  // Paths keep their trailing slash (the site exports /route/index.html), so the home page is
  // "https://host/", exactly as Next.js writes it in canonical and og:url links.
  return new URL(path, `${siteOrigin}/`).toString();
}

/** Path of a service's page: "/servicios/cirugia-catarata/". */
export function servicePath(slug: string): string {
  return `/servicios/${slug}/`;
}

/** The language a page's path is written in: English under /en/, Spanish everywhere else. */
export function localeOfPath(path: string): Locale {
  return path === LOCALE_ROOT.en.slice(0, -1) || path.startsWith(LOCALE_ROOT.en) ? 'en' : 'es';
}
