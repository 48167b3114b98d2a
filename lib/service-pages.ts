import { servicesIn, type Service } from '@/content/services';
import type { PageSeo } from '@/content/types';
import type { Locale, PerLocale } from './locale';
import { servicePathIn } from './page-paths';

/** A service page's SEO entry in a language: its path, title composed from the facts, description and keywords. */
export function servicePageSeoIn(locale: Locale, service: Service): PageSeo {
  return {
    path: servicePathIn(locale, { es: service.slugs.es, en: service.slugs.en ?? '' }),
    title: service.seoTitle,
    description: service.seoDescription,
    keywords: service.keywords,
  };
}

/** A Spanish service page's SEO entry. */
export const servicePageSeo = (service: Service) => servicePageSeoIn('es', service);

/** Every visible service's page in each language (in English, those with their English page). */
export const servicePagesIn: PerLocale<readonly PageSeo[]> = {
  es: servicesIn.es.map(servicePageSeo),
  en: servicesIn.en.map((service) => servicePageSeoIn('en', service)),
};
export const servicePages = servicePagesIn.es;
