import { relatedServices, type Service } from '@/content/services';
import type { PageSeo } from '@/content/types';
import { HTML_LANG } from '../locale';
import { absoluteUrl, localeOfPath } from '../urls';
import { nodeIds, ref } from './ids';
import { breadcrumbNode } from './page';
import { serviceWordsIn } from './service-words';
import { serviceDetailNode } from './services';
import type { JsonLdNode } from './types';

/**
 * A service page's own nodes, in the page's language: the MedicalWebPage about the service (the
 * same @id the practices' availableService uses), reviewed by the doctor, its breadcrumb
 * Home › Services › name, the service in full and its questions as an FAQPage. Its related
 * services are linked by their pages in the same language.
 */
export function servicePageNodes(
  service: Service,
  page: PageSeo,
  servicesPage: PageSeo,
): JsonLdNode[] {
  const locale = localeOfPath(page.path);
  const words = serviceWordsIn(locale, service);
  const url = absoluteUrl(page.path);
  const related = relatedServices(service)
    .map((other) => serviceWordsIn(locale, other))
    .filter((other) => other.published);
  return [
    {
      '@type': 'MedicalWebPage',
      '@id': nodeIds.webPage(page.path),
      url,
      name: page.title,
      description: page.description,
      inLanguage: HTML_LANG[locale],
      isPartOf: ref(nodeIds.websiteIn(locale)),
      about: ref(nodeIds.service(service.slug)),
      lastReviewed: service.reviewed,
      reviewedBy: ref(nodeIds.doctor),
      breadcrumb: ref(nodeIds.breadcrumb(page.path)),
      relatedLink: related.map((other) => absoluteUrl(other.path)),
    },
    breadcrumbNode({ ...page, title: words.name }, [servicesPage]),
    serviceDetailNode(service, locale),
    {
      '@type': 'FAQPage',
      '@id': `${url}#preguntas`,
      isPartOf: ref(nodeIds.webPage(page.path)),
      about: ref(nodeIds.service(service.slug)),
      inLanguage: HTML_LANG[locale],
      mainEntity: words.faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer.join(' ') },
      })),
    },
  ];
}
