import { pageSeo } from '@/content/seo';
import { services } from '@/content/services';
import { servicePageSeo } from '@/lib/service-pages';
import { absoluteUrl } from '@/lib/urls';
import { nodeIds } from '../ids';
import { servicePageNodes } from '../service-page';
import { availableServices } from '../services';
import { practice } from '@/content/practice';

describe('a service page’s structured data', () => {
  // A surgery the first practice offers, with the part of the body it treats: the practice's own,
  // whatever its services are.
  const offeredIds = new Set(availableServices(practice.practices[0]).map((node) => node['@id']));
  const surgery = services.find(
    (service) =>
      service.type === 'SurgicalProcedure' &&
      service.bodyLocation &&
      offeredIds.has(nodeIds.service(service.slug)),
  )!;
  const nodes = servicePageNodes(surgery, servicePageSeo(surgery), pageSeo.services);
  const byType = (type: string) => nodes.find((node) => node['@type'] === type)!;

  it('is a MedicalWebPage about the service node the practices already name, reviewed by the doctor', () => {
    const page = byType('MedicalWebPage');
    expect(page.url).toBe(absoluteUrl(`/servicios/${surgery.slug}/`));
    expect(page.about).toEqual({ '@id': nodeIds.service(surgery.slug) });
    expect(page.reviewedBy).toEqual({ '@id': nodeIds.doctor });
    expect(page.lastReviewed).toBe(surgery.reviewed);
  });

  it('describes the surgery with its page, how it is done, preparation, follow-up and body part', () => {
    const service = byType('SurgicalProcedure');
    expect(service['@id']).toBe(nodeIds.service(surgery.slug));
    expect(service.url).toBe(absoluteUrl(`/servicios/${surgery.slug}/`));
    expect(service.bodyLocation).toBe(surgery.bodyLocation);
    for (const key of ['howPerformed', 'preparation', 'followup'] as const)
      expect(String(service[key]).length).toBeGreaterThan(40);
    expect(String(service.howPerformed)).not.toMatch(/<|\*\*/);
  });

  it('gives tests no procedure properties', () => {
    for (const screening of services.filter((service) => service.type === 'MedicalTest')) {
      const node = servicePageNodes(screening, servicePageSeo(screening), pageSeo.services).find(
        (item) => item['@type'] === 'MedicalTest',
      )!;
      expect(node).not.toHaveProperty('howPerformed');
      expect(node).not.toHaveProperty('bodyLocation');
    }
  });

  it('has the breadcrumb Inicio › Servicios › name and its questions as an FAQPage', () => {
    const crumbs = byType('BreadcrumbList').itemListElement as { name: string; item: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Inicio', 'Servicios', surgery.title]);
    expect(crumbs[2]!.item).toBe(absoluteUrl(`/servicios/${surgery.slug}/`));
    const faq = byType('FAQPage').mainEntity as { name: string }[];
    expect(faq.map((question) => question.name)).toEqual(surgery.faqs.map((item) => item.question));
  });

  it('gives every service a title composed from the facts and a description of at most 160 characters', () => {
    for (const service of services) {
      const seo = servicePageSeo(service);
      expect(seo.title).toContain(practice.practices[0].town);
      expect(seo.description.length).toBeLessThanOrEqual(160);
    }
  });
});
