import '@/content/facts/__fixtures__/second-practice';
import { practice } from '@/content/practice';
import { pageSeo } from '@/content/seo';
import { services, surgicalServices } from '@/content/services';
import { siteGraph } from '../graph';
import { openingHoursSpecification } from '../hours';
import { toE164 } from '../phone';
import { jsonLdScript } from '../serialize';
import { serviceProcedureNodes } from '../services';
import type { JsonLdNode } from '../types';

const [hospital, unit] = practice.practices;

function nodesOf(type: string, graph = siteGraph(pageSeo.services)): JsonLdNode[] {
  return graph['@graph'].filter((node) => node['@type'] === type);
}

describe('openingHoursSpecification', () => {
  it('keeps a split shift as two specifications with ISO days as schema.org day names', () => {
    const hours = [
      { days: [1, 3], opens: '10:00', closes: '13:30' },
      { days: [1, 3], opens: '17:00', closes: '19:30' },
      { days: [4], opens: '10:00', closes: '12:30' },
    ];
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Wednesday'],
        opens: '10:00',
        closes: '13:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Wednesday'],
        opens: '17:00',
        closes: '19:30',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Thursday'],
        opens: '10:00',
        closes: '12:30',
      },
    ]);
  });

  it('maps Monday to Saturday and rejects a day outside 1-7', () => {
    expect(
      openingHoursSpecification([{ days: [1, 2, 3, 4, 5, 6], opens: '08:00', closes: '21:00' }])[0]
        ?.dayOfWeek,
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(() =>
      openingHoursSpecification([{ days: [0], opens: '08:00', closes: '09:00' }]),
    ).toThrow(/fuera de rango/);
    expect(() =>
      openingHoursSpecification([{ days: [8], opens: '08:00', closes: '09:00' }]),
    ).toThrow(/fuera de rango/);
  });
});

describe('toE164', () => {
  it('writes a number as + and its digits, whatever the spacing', () => {
    expect(toE164('+52 999 555 0123')).toBe('+529995550123');
    expect(toE164('+52 (969) 555-0166')).toBe('+529695550166');
    expect(toE164(practice.phones.main)).toBe(practice.phones.main);
  });

  it('rejects something that is not a phone number', () => {
    expect(() => toE164('sin teléfono')).toThrow(/E\.164/);
  });
});

describe('jsonLdScript', () => {
  it('escapes < and > so a string cannot close the script, and parses back to the same data', () => {
    const data = {
      name: 'Texto </script><script>alert(1)</script> & <!-- fin -->',
      line: 'a\u2028b',
    };
    const serialized = jsonLdScript(data);
    expect(serialized).not.toMatch(/[<>]/);
    expect(serialized).not.toContain('</script');
    expect(serialized).toContain('\\u003c/script\\u003e');
    expect(serialized).not.toContain('\u2028');
    expect(JSON.parse(serialized)).toEqual(data);
  });
});

describe('siteGraph', () => {
  it('holds the site, the doctor, both practices and the hospital, and no ratings or reviews', () => {
    const graph = siteGraph();
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph'].map((node) => node['@type'])).toEqual([
      'WebSite',
      'Person',
      'PhysiciansOffice',
      'Hospital',
      'PhysiciansOffice',
      'MedicalClinic',
    ]);
    expect(JSON.stringify(graph)).not.toMatch(/aggregateRating|"review"|medicalSpecialty|FAQPage/);
  });

  it('describes each consulting room with the module’s address (suite included), geo, E.164 phone and hours', () => {
    const physicians = nodesOf('PhysiciansOffice');
    expect(physicians).toHaveLength(2);
    practice.practices.forEach((place, index) => {
      const node = physicians[index]!;
      expect(node.telephone).toBe(place.phone);
      expect(node.address).toEqual({ '@type': 'PostalAddress', ...place.address });
      expect(String((node.address as { streetAddress: string }).streetAddress)).toMatch(
        /, Col\. Centro$/,
      );
      expect(node.geo).toEqual({ '@type': 'GeoCoordinates', ...place.geo });
      expect(node.openingHoursSpecification).toEqual(openingHoursSpecification(place.openingHours));
      expect(String(node.hasMap)).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    });
  });

  it('puts each consulting room inside its host facility, whose address has no suite', () => {
    const [inHospital, inUnit] = nodesOf('PhysiciansOffice');
    const [hospitalNode] = nodesOf('Hospital');
    const [unitNode] = nodesOf('MedicalClinic');
    expect(inHospital?.containedInPlace).toEqual({ '@id': hospitalNode?.['@id'] });
    expect(inHospital?.hospitalAffiliation).toEqual({ '@id': hospitalNode?.['@id'] });
    expect(inUnit?.containedInPlace).toEqual({ '@id': unitNode?.['@id'] });
    expect(inUnit).not.toHaveProperty('hospitalAffiliation');
    expect(hospitalNode?.name).toBe(hospital.name);
    expect(unitNode?.name).toBe(unit.name);
    expect(hospitalNode?.address).toEqual({
      '@type': 'PostalAddress',
      ...hospital.facilityAddress,
    });
    expect(JSON.stringify(hospitalNode?.address)).not.toContain('Consultorio');
    expect(String((inHospital?.address as { streetAddress: string }).streetAddress)).toBe(
      'Calle 60 Nte. 301, Torre B, Consultorio 212, Col. Centro',
    );
    expect(String((hospitalNode?.address as { streetAddress: string }).streetAddress)).toBe(
      'Calle 60 Nte. 301, Col. Centro',
    );
  });

  it('offers surgery only where it happens: at the hospital', () => {
    const [inHospital, inUnit] = nodesOf('PhysiciansOffice');
    const names = (node?: JsonLdNode) =>
      (node?.availableService as { name: string }[]).map((service) => service.name);
    const surgeries = surgicalServices.cards.map((card) => card.title);
    expect(names(inHospital)).toEqual(expect.arrayContaining(surgeries));
    expect(names(inUnit).filter((name) => surgeries.includes(name))).toEqual([]);
  });

  it('gives the doctor each title, both cédulas (by the SEP), the board certification and both offices', () => {
    const [doctor] = nodesOf('Person');
    type Credential = {
      name: string;
      credentialCategory: string;
      identifier?: string;
      expires?: string;
      recognizedBy: { '@type': string; name: string };
    };
    const credentials = doctor?.hasCredential as Credential[];
    const cedulas = credentials.filter((credential) =>
      credential.credentialCategory.startsWith('Cédula'),
    );
    expect(cedulas.map((credential) => credential.identifier)).toEqual(
      practice.doctor.licences.map((licence) => licence.number),
    );
    for (const cedula of cedulas)
      expect(cedula.recognizedBy).toMatchObject({
        '@type': 'GovernmentOrganization',
        name: 'Dirección General de Profesiones',
      });
    const titles = credentials.filter(
      (credential) => credential.recognizedBy['@type'] === 'CollegeOrUniversity',
    );
    expect(titles.map((credential) => [credential.name, credential.credentialCategory])).toEqual([
      ['Médico Cirujano y Partero', 'Título profesional'],
      ['Especialidad en Oftalmología', 'Diploma de especialidad'],
    ]);
    const board = credentials.find(
      (credential) => credential.recognizedBy.name === practice.doctor.boardCertification,
    );
    expect(board).toMatchObject({ identifier: 'CMO-2012-0988', expires: '2028-06-30' });
    expect(doctor?.worksFor).toEqual(
      nodesOf('PhysiciansOffice').map((node) => ({ '@id': node['@id'] })),
    );
    expect(doctor?.jobTitle).toBe(practice.doctor.title);
  });

  it('adds a breadcrumb on inner pages only', () => {
    expect(nodesOf('BreadcrumbList', siteGraph(pageSeo.home))).toHaveLength(0);
    const [crumbs] = nodesOf('BreadcrumbList', siteGraph(pageSeo.services));
    expect(crumbs?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Inicio',
        item: `${new URL(practice.siteUrl).origin}/`,
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Servicios',
        item: `${new URL(practice.siteUrl).origin}/servicios/`,
      },
    ]);
  });

  it('writes each service as its file’s type: surgery with no procedureType, a plain procedure as non-invasive, a test with no body location', () => {
    const procedures = serviceProcedureNodes();
    const byCard = (id: string) =>
      procedures.find((node) => String(node['@id']).endsWith(`#${id}`));
    for (const card of surgicalServices.cards)
      expect(byCard(card.id)?.['@type']).toBe('SurgicalProcedure');
    expect(new Set(services.map((service) => service.type)).size).toBeGreaterThan(1);
    for (const service of services) {
      const node = byCard(service.slug);
      expect(node?.['@type']).toBe(service.type);
      if (service.type === 'MedicalProcedure')
        expect(node).toMatchObject({ procedureType: 'https://schema.org/NoninvasiveProcedure' });
      else expect(node).not.toHaveProperty('procedureType');
      if (service.type === 'MedicalTest') expect(node).not.toHaveProperty('bodyLocation');
      else expect(node?.bodyLocation).toBe(service.bodyLocation ?? 'Ojos');
    }
  });

  it('gives each short copy in availableService the @type of its full node on /servicios', () => {
    const full = new Map(serviceProcedureNodes().map((node) => [node['@id'], node['@type']]));
    for (const office of nodesOf('PhysiciansOffice')) {
      for (const service of office.availableService as JsonLdNode[])
        expect(service['@type']).toBe(full.get(service['@id']));
    }
  });
});
