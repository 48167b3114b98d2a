import { servicesIn, type Service } from '@/content/services';

/** A service's words in English: its English slug, the texts its English page shows, and where in the body. */
export type EnglishService = Pick<
  Service,
  'slug' | 'title' | 'summary' | 'sections' | 'faqs' | 'seoTitle' | 'seoDescription' | 'keywords'
> &
  Partial<Pick<Service, 'bodyLocation'>>;

/**
 * The services published in English, by their Spanish slug (the file's name): the one input that
 * decides which service pages exist in English. It holds each service whose English twin is
 * complete; a service missing from it is listed, described and shared in Spanish alone.
 */
export const englishServices: ReadonlyMap<string, EnglishService> = new Map(
  servicesIn.en.map((service) => [service.slugs.es, service]),
);

/** A service's English twin, or null when it is not published in English. */
export function englishServiceOf(service: Pick<Service, 'slug'>): EnglishService | null {
  return englishServices.get(service.slug) ?? null;
}
