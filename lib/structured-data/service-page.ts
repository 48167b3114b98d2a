import { relatedServices, type Service } from '@/content/services';
import type { PageSeo } from '@/content/types';
import { absoluteUrl, servicePath } from '../urls';
import { nodeIds, ref } from './ids';
import { breadcrumbNode } from './page';
import { serviceDetailNode } from './services';
import type { JsonLdNode } from './types';
import { LANGUAGE } from './website';

/**
 * A service page's own nodes: the MedicalWebPage about the service (the same @id the practices'
 * availableService uses), reviewed by the doctor, its breadcrumb Inicio › Servicios › name, the
 * service in full and its questions as an FAQPage.
 */
export function servicePageNodes(
  service: Service,
  page: PageSeo,
  servicesPage: PageSeo,
): JsonLdNode[] {
  const url = absoluteUrl(page.path);
  return [
    {
      '@type': 'MedicalWebPage',
      '@id': nodeIds.webPage(page.path),
      url,
      name: page.title,
      description: page.description,
      inLanguage: LANGUAGE,
      isPartOf: ref(nodeIds.website),
      about: ref(nodeIds.service(service.slug)),
      lastReviewed: service.reviewed,
      reviewedBy: ref(nodeIds.doctor),
      breadcrumb: ref(nodeIds.breadcrumb(page.path)),
      relatedLink: relatedServices(service).map((related) =>
        absoluteUrl(servicePath(related.slug)),
      ),
    },
    breadcrumbNode({ ...page, title: service.title }, [servicesPage]),
    serviceDetailNode(service),
    {
      '@type': 'FAQPage',
      '@id': `${url}#preguntas`,
      isPartOf: ref(nodeIds.webPage(page.path)),
      about: ref(nodeIds.service(service.slug)),
      inLanguage: LANGUAGE,
      mainEntity: service.faqs.map((faq) => ({
        '@type': 'Question',
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer', text: faq.answer.join(' ') },
      })),
    },
  ];
}
