import { expect, test } from '@playwright/test';
import { practiceMapHref } from '../../lib/practice-links';
import { consultorio } from '../../content/facts/load';
import { practice } from '../../content/practice';
import { pageSeo } from '../../content/seo';
import { SERVICE_TYPES as SERVICE_SCHEMA_TYPES } from '../../content/facts/service-schema';
import { serviceGroups } from '../../content/services';
import { LOCALE_ROOT } from '../../lib/locale';
import { localeOfRoute } from './exported-pages';
import { exportedPages, isNotFound, jsonLdBlocks, notFoundRoute, readExported } from './seo-files';

type Node = Record<string, unknown> & { '@type': string; '@id'?: string };

/** Types and enumeration members this graph may use; each exists in schema.org today. */
const SCHEMA_TYPES = new Set([
  'WebSite',
  'WebPage',
  'Person',
  'PhysiciansOffice',
  'Hospital',
  'MedicalClinic',
  'PostalAddress',
  'ContactPoint',
  'GeoCoordinates',
  'OpeningHoursSpecification',
  'MedicalProcedure',
  'SurgicalProcedure',
  'MedicalTest',
  'MedicalTherapy',
  'EducationalOccupationalCredential',
  'CollegeOrUniversity',
  'GovernmentOrganization',
  'Organization',
  'BreadcrumbList',
  'ListItem',
  // A service page: the page about the service, and its own questions.
  'MedicalWebPage',
  'FAQPage',
  'Question',
  'Answer',
]);
const isServicePage = (route: string) => /^(\/en)?\/(servicios|services)\/[^/]+\/$/.test(route);
const SERVICE_TYPES: readonly string[] = SERVICE_SCHEMA_TYPES;
const decimals = (value: unknown) => (String(value).split('.')[1] ?? '').length;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const origin = new URL(practice.siteUrl).origin;

/** Every object in the JSON, however deep. */
function allObjects(
  value: unknown,
  found: Record<string, unknown>[] = [],
): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((item) => allObjects(item, found));
  else if (value && typeof value === 'object') {
    found.push(value as Record<string, unknown>);
    Object.values(value).forEach((item) => allObjects(item, found));
  }
  return found;
}

function graphOf(file: string): Node[] {
  const blocks = jsonLdBlocks(readExported(file));
  expect(blocks, `${file}: un solo bloque JSON-LD`).toHaveLength(1);
  const raw = blocks[0]!;
  expect(raw, `${file}: "<" escapado`).not.toMatch(/</);
  const data = JSON.parse(raw) as { '@context': string; '@graph': Node[] };
  expect(data['@context']).toBe('https://schema.org');
  expect(Array.isArray(data['@graph'])).toBe(true);
  return data['@graph'];
}

test.describe('structured data in the exported HTML', () => {
  test('covers every exported page, the privacy notice included once it exists', () => {
    const routes = exportedPages.map((page) => page.route);
    for (const seo of Object.values(pageSeo)) expect(routes).toContain(seo.path);
    expect(routes).toContain(notFoundRoute);
  });

  for (const { route, file } of exportedPages) {
    test(`${route}: one @graph with the site, the doctor and both practices, facts equal to the practice module`, () => {
      const graph = graphOf(file);
      const byType = (type: string) => graph.filter((node) => node['@type'] === type);

      // Every type used is a schema.org type; ratings, reviews, FAQ markup and medicalSpecialty are absent.
      for (const object of allObjects(graph)) {
        if ('@type' in object)
          expect(SCHEMA_TYPES, `tipo ${String(object['@type'])}`).toContain(object['@type']);
        for (const key of ['aggregateRating', 'review', 'reviewRating', 'medicalSpecialty'])
          expect(object).not.toHaveProperty(key);
      }
      // FAQ markup only on a service page, for its own questions.
      if (isServicePage(route)) {
        const [webPage] = byType('MedicalWebPage');
        const about = (webPage?.about as { '@id': string })['@id'];
        const service = graph.find((node) => node['@id'] === about);
        expect(SERVICE_TYPES).toContain(service?.['@type']);
        expect(service?.url).toBe(`${origin}${route}`);
        expect(webPage?.reviewedBy).toEqual({ '@id': byType('Person')[0]?.['@id'] });
        expect(byType('FAQPage')).toHaveLength(1);
      } else expect(JSON.stringify(graph)).not.toContain('FAQPage');

      // Each language's home is its site's address.
      const home = `${origin}${LOCALE_ROOT[localeOfRoute(route)]}`;
      const [website] = byType('WebSite');
      expect(website?.url).toBe(home);

      const physicians = byType('PhysiciansOffice');
      expect(physicians).toHaveLength(practice.practices.length);
      const facilities = [...byType('Hospital'), ...byType('MedicalClinic')];
      practice.practices.forEach((place, index) => {
        const node = physicians[index]!;
        expect(node['@id']).toMatch(new RegExp(`^${origin}/`));
        expect(String(node.name)).toContain(place.name);
        expect(node.telephone).toBe(place.phone);
        expect(node.telephone).toMatch(/^\+\d{8,15}$/);
        expect(node.contactPoint).toMatchObject({
          '@type': 'ContactPoint',
          telephone: place.phone,
          email: practice.email,
        });
        expect(node.address).toEqual({ '@type': 'PostalAddress', ...place.address });
        const geo = node.geo as { '@type': string; latitude: number; longitude: number };
        expect(geo).toEqual({ '@type': 'GeoCoordinates', ...place.geo });
        expect(decimals(geo.latitude), 'latitud con 5 decimales o más').toBeGreaterThanOrEqual(5);
        expect(decimals(geo.longitude), 'longitud con 5 decimales o más').toBeGreaterThanOrEqual(5);
        expect(node.hasMap).toBe(practiceMapHref(place));
        expect(String(node.url)).toMatch(new RegExp(`^${origin}/`));
        expect(node.openingHoursSpecification).toEqual(
          place.openingHours.map((window) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: window.days.map((day) => DAYS[day - 1]),
            opens: window.opens,
            closes: window.closes,
          })),
        );
        const services = node.availableService as Node[];
        expect(services.length).toBeGreaterThan(0);
        for (const service of services) expect(SERVICE_TYPES).toContain(service['@type']);
        const facility = facilities.find((candidate) => candidate.name === place.name);
        expect(facility?.['@type']).toBe(place.kind === 'hospital' ? 'Hospital' : 'MedicalClinic');
        expect(node.containedInPlace).toEqual({ '@id': facility!['@id'] });
        expect(facility?.address).toEqual({ '@type': 'PostalAddress', ...place.facilityAddress });
        if (place.kind === 'hospital')
          expect(node.hospitalAffiliation).toEqual({ '@id': facility!['@id'] });
      });

      const [doctor] = byType('Person');
      expect(doctor?.name).toBe(practice.doctor.name);
      expect(doctor?.jobTitle).toBe(practice.doctor.title);
      const universities = [
        ...new Set(
          consultorio.doctor.qualifications.map((qualification) => qualification.institution),
        ),
      ];
      expect(doctor?.alumniOf).toEqual(
        universities.map((name) => ({ '@type': 'CollegeOrUniversity', name })),
      );
      const credentials = JSON.stringify(doctor?.hasCredential);
      for (const licence of practice.doctor.licences) expect(credentials).toContain(licence.number);
      expect(credentials).toContain(practice.doctor.boardCertification);
      expect(doctor?.worksFor).toEqual(physicians.map((node) => ({ '@id': node['@id'] })));

      // Each @id referenced is defined in the same graph, and a repeated @id keeps one @type.
      const defined = new Set(graph.map((node) => node['@id']));
      const typeOf = new Map<string, unknown>();
      for (const object of allObjects(graph)) {
        if (Object.keys(object).length === 1 && typeof object['@id'] === 'string')
          expect(defined, `@id ${object['@id']}`).toContain(object['@id']);
        else if (typeof object['@id'] === 'string') {
          if (!typeOf.has(object['@id'])) typeOf.set(object['@id'], object['@type']);
          expect(object['@type'], `tipo de ${object['@id']}`).toBe(typeOf.get(object['@id']));
        }
      }

      const crumbs = byType('BreadcrumbList');
      if (`${origin}${route}` === home || isNotFound(route)) {
        expect(crumbs).toHaveLength(0);
      } else {
        expect(crumbs).toHaveLength(1);
        const items = crumbs[0]!.itemListElement as { position: number; item: string }[];
        expect(items.map((item) => item.position)).toEqual(
          isServicePage(route) ? [1, 2, 3] : [1, 2],
        );
        expect(items.at(-1)?.item).toBe(`${origin}${route}`);
        expect(items[0]?.item).toBe(home);
      }
    });
  }

  test('/servicios describes every service card: surgery as SurgicalProcedure, the rest as procedure, test or therapy', () => {
    const page = exportedPages.find((candidate) => candidate.route === pageSeo.services.path)!;
    const procedures = graphOf(page.file).filter((node) => SERVICE_TYPES.includes(node['@type']));
    const cards = serviceGroups.flatMap((group) =>
      group.cards.map((card) => ({ card, surgical: group.id === 'quirurgicos' })),
    );
    expect(procedures).toHaveLength(cards.length);
    for (const { card, surgical } of cards) {
      const node = procedures.find(
        (candidate) => candidate['@id'] === `${origin}/servicios/#${card.id}`,
      );
      // The node names its page; its description is there (kept off /servicios/ for its size).
      expect(node, card.id).toMatchObject({
        name: card.title,
        url: `${origin}/servicios/${card.id}/`,
      });
      if (surgical) expect(node?.['@type']).toBe('SurgicalProcedure');
      else expect(node?.['@type']).not.toBe('SurgicalProcedure');
      if (node?.procedureType !== undefined)
        expect(node.procedureType).toBe('https://schema.org/NoninvasiveProcedure');
    }
  });

  test('the visible address, the JSON-LD address and the map link agree', async ({ page }) => {
    await page.goto(pageSeo.contact.path);
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    ) as { '@graph': Node[] };
    const offices = data['@graph'].filter((node) => node['@type'] === 'PhysiciansOffice');
    for (const [index, place] of practice.practices.entries()) {
      const office = offices[index]!;
      const address = office.address as Record<string, string>;
      const card = page.locator(`article#${place.id}`);
      const shown = ((await card.locator('address').textContent()) ?? '').replace(/\s+/g, ' ');
      expect(shown).toContain(
        `${address.streetAddress}, ${address.postalCode} ${address.addressLocality}`,
      );
      const footer = ((await page.locator('footer').textContent()) ?? '').replace(/\s+/g, ' ');
      expect(footer).toContain(address.streetAddress);
      const mapHref = await card
        .locator('a[href^="https://www.google.com/maps/"]')
        .getAttribute('href');
      expect(mapHref).toBe(office.hasMap);
      const query = new URL(mapHref!).searchParams.get('query') ?? '';
      const facility = data['@graph'].find(
        (node) => node['@id'] === (office.containedInPlace as { '@id': string })['@id'],
      )!;
      expect(query).toContain(String(facility.name));
      expect(query).toContain((facility.address as Record<string, string>).streetAddress);
      expect(query).toContain(address.addressLocality);
    }
  });

  test('the served page carries the same graph in its DOM', async ({ page }) => {
    await page.goto(pageSeo.contact.path);
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent()) ?? '') as { '@graph': Node[] };
    expect(
      data['@graph']
        .filter((node) => node['@type'] === 'PhysiciansOffice')
        .map((node) => node.telephone),
    ).toEqual(practice.practices.map((place) => place.phone));
  });
});
