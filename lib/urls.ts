import { practice } from '@/content/practice';

/** The site's origin, without a trailing slash. */
export const siteOrigin = new URL(practice.siteUrl).origin;

/** Absolute URL of a path on this site; the one builder for canonicals, sitemap and structured data. */
export function absoluteUrl(path = '/'): string {
  const url = new URL(path, `${siteOrigin}/`);
  // The home page is the bare origin, as Next.js writes it in canonical and og:url links.
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.toString();
}
