/**
 * The site's languages: Spanish, the practice's own, at the root of the site, and English for
 * foreign patients under /en/. Everything written per language is a `PerLocale` record, so a
 * missing English entry is a type error rather than a Spanish word on an English page.
 */
export const LOCALES = ['es', 'en'] as const;

export type Locale = (typeof LOCALES)[number];

/** One value per language. */
export type PerLocale<T> = { readonly [L in Locale]: T };

/** `<html lang>` and `hreflang` per language. */
export const HTML_LANG: PerLocale<string> = { es: 'es-MX', en: 'en' };

/** The locale Intl formats each language's dates, times and numbers in. */
export const INTL_LOCALE: PerLocale<string> = { es: 'es-MX', en: 'en-US' };

/** Where each language's pages live: Spanish at the root, English under /en/. */
export const LOCALE_ROOT: PerLocale<string> = { es: '/', en: '/en/' };

/**
 * A per-language record whose type is the Spanish one's: the English must have every key the
 * Spanish has, of the same kind. Where the Spanish is built from `as const` facts, name the type
 * (`perLocale<{ towns: string }>(…)`) so the English is not held to the Spanish template.
 */
export function perLocale<T>(es: T, en: NoInfer<T>): PerLocale<T> {
  return { es, en };
}
