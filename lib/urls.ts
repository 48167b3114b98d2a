import { practice } from '@/content/practice';

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
