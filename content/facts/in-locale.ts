import type { Locale } from '../../lib/locale';
import type { Localized } from './localized';

/**
 * The facts as one language reads them: every `{ es, en }` pair (localized.ts) replaced by its
 * value in that language, every other fact as written. The pages read this view; what English is
 * missing is content/facts/english-gaps.ts's to find, on the facts as written.
 */
export type InLocale<T> =
  T extends Localized<infer E>
    ? E
    : T extends readonly (infer I)[]
      ? InLocale<I>[]
      : T extends object
        ? { [K in keyof T]: InLocale<T[K]> }
        : T;

/** A pair of the facts: an object with `es` and no key but `es` and `en`. */
export function isPair(value: unknown): value is Localized<unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    'es' in value &&
    Object.keys(value).every((key) => key === 'es' || key === 'en')
  );
}

/**
 * A missing English word as the English view holds it: empty, of its Spanish twin's kind. Only
 * behind the completeness guard (english-gaps.ts): a page with a gap is not published in English.
 */
const blankLike = (spanish: unknown) => (Array.isArray(spanish) ? [] : '');

/** `facts` in `locale`: see InLocale. */
export function inLocale<T>(facts: T, locale: Locale): InLocale<T> {
  return resolve(facts, locale) as InLocale<T>;
}

function resolve(value: unknown, locale: Locale): unknown {
  if (isPair(value)) return value[locale] ?? blankLike(value.es);
  if (Array.isArray(value)) return value.map((item) => resolve(item, locale));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolve(item, locale)]),
    );
  return value;
}
