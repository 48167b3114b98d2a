import type { Service } from '@/content/services';
import { englishServiceOf } from '../english-services';
import type { Locale, PerLocale } from '../locale';
import { servicePathIn } from '../page-paths';

/** Where in the body, when the service's file names no part. */
const BODY_LOCATION: PerLocale<string> = { es: 'Ojos', en: 'Eyes' };

/** What the structured data says of a service in one language, and where its page is. */
export interface ServiceWords {
  name: string;
  description: string;
  sections: Service['sections'];
  faqs: Service['faqs'];
  bodyLocation: string;
  /** Its page in this language, or its Spanish page when it has no English one. */
  path: string;
  /** Whether the service has a page in this language. */
  published: boolean;
}

/**
 * A service's words in `locale`: its English twin's on English pages when it is published in
 * English, else its Spanish ones (a practice offers the service whatever the language of its page).
 */
export function serviceWordsIn(locale: Locale, service: Service): ServiceWords {
  const english = locale === 'en' ? englishServiceOf(service) : null;
  const words = english ?? service;
  const wordsLocale: Locale = english ? 'en' : 'es';
  const published = locale === 'es' || english !== null;
  const slugs = { es: service.slug, en: english?.slug ?? service.slug };
  return {
    name: words.title,
    description: words.summary,
    sections: words.sections,
    faqs: words.faqs,
    bodyLocation: words.bodyLocation ?? BODY_LOCATION[wordsLocale],
    path: servicePathIn(published ? locale : 'es', slugs),
    published,
  };
}
