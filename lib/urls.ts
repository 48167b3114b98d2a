import { BOOKING_ANCHOR } from '@/content/actions';
import { practice } from '@/content/practice';
import type { ServiceOption } from '@/content/types';
import { SERVICE_QUERY } from './contact/service-query';

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

/** The booking form with this option already selected: "/contacto/?servicio=catarata#agendar". */
export function serviceBookingHref(option: ServiceOption['value'] | null): string {
  const query = option ? `?${SERVICE_QUERY}=${option}` : '';
  return `/contacto/${query}#${BOOKING_ANCHOR}`;
}
