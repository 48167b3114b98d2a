import { services, type Service } from '@/content/services';
import type { PageSeo } from '@/content/types';
import { servicePath } from './urls';

/** A service page's SEO entry: its path, title composed from the facts, description and keywords. */
export function servicePageSeo(service: Service): PageSeo {
  return {
    path: servicePath(service.slug),
    title: service.seoTitle,
    description: service.seoDescription,
    keywords: service.keywords,
  };
}

/** Every visible service's page. */
export const servicePages: readonly PageSeo[] = services.map(servicePageSeo);
