import type { Locale, PerLocale } from './locale';

/**
 * Each page's address in each language. The Spanish addresses are the site's first ones and never
 * change; the English ones sit under /en/ with English words, which is what a patient searching in
 * English reads in the result.
 */
export const PAGE_PATHS = {
  home: { es: '/', en: '/en/' },
  about: { es: '/sobre-mi/', en: '/en/about/' },
  services: { es: '/servicios/', en: '/en/services/' },
  contact: { es: '/contacto/', en: '/en/contact/' },
  privacy: { es: '/aviso-de-privacidad/', en: '/en/privacy-notice/' },
} as const satisfies Record<string, PerLocale<string>>;

export type PageKey = keyof typeof PAGE_PATHS;

/**
 * A service page's address: "/servicios/cirugia-catarata/", "/en/services/cataract-surgery/".
 * Each language has its own slug (the Spanish one is the file's name, the English one the
 * service's `en.slug`).
 */
export function servicePathIn(locale: Locale, slugs: PerLocale<string>): string {
  return servicePathFor(locale, slugs[locale]);
}

/** A service page's address from its slug in that language. */
export function servicePathFor(locale: Locale, slug: string): string {
  return `${PAGE_PATHS.services[locale]}${slug}/`;
}
