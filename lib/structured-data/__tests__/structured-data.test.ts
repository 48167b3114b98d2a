import { practice } from '@/content/practice';
import { pageSeo } from '@/content/seo';
import { surgicalServices } from '@/content/services';
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
    expect(openingHoursSpecification(hospital.openingHours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Wednesday'], opens: '10:00', closes: '13:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Wednesday'], opens: '17:00', closes: '19:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Thursday'], opens: '10:00', closes: '12:30' },
    ]);
  });

  it('maps Monday to Saturday and rejects a day outside 1-7', () => {
    expect(openingHoursSpecification(unit.openingHours)[0]?.dayOfWeek).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(() => openingHoursSpecification([{ days: [0], opens: '08:00', closes: '09:00' }])).toThrow(/fuera de rango/);
    expect(() => openingHoursSpecification([{ days: [8], opens: '08:00', closes: '09:00' }])).toThrow(/fuera de rango/);
  });
});

describe('toE164', () => {
  it('writes a number as + and its digits, whatever the spacing', () => {
    expect(toE164('+52 311 555 0147')).toBe('+523115550147');
    expect(toE164('+52 (323) 555-0182')).toBe('+523235550182');
    expect(toE164(practice.phones.main)).toBe(practice.phones.main);
  });

  it('rejects something that is not a phone number', () => {
    expect(() => toE164('sin teléfono')).toThrow(/E\.164/);
  });
});

describe('jsonLdScript', () => {
  it('escapes < and > so a string cannot close the script, and parses back to the same data', () => {
    const data = { name: 'Texto </script><script>alert(1)</script> & <!-- fin -->', line: 'a\u2028b' };
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
    expect(graph['@graph'].map((node) => node['@type'])).toEqual(['WebSite', 'Person', 'Physician', 'Hospital', 'Physician']);
    expect(JSON.stringify(graph)).not.toMatch(/aggregateRating|"review"|medicalSpecialty|FAQPage/);
  });

  it('describes each practice with the module’s address, E.164 phone and hours', () => {
    const physicians = nodesOf('Physician');
    expect(physicians).toHaveLength(2);
    practice.practices.forEach((place, index) => {
      const node = physicians[index]!;
      expect(node.telephone).toBe(place.phone);
      expect(node.address).toEqual({ '@type': 'PostalAddress', ...place.address });
      expect(node.openingHoursSpecification).toEqual(openingHoursSpecification(place.openingHours));
      expect(String(node.hasMap)).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
    });
  });

  it('puts the hospital practice inside the hospital, and only that one', () => {
    const [inHospital, inUnit] = nodesOf('Physician');
    const [hospitalNode] = nodesOf('Hospital');
    expect(inHospital?.containedInPlace).toEqual({ '@id': hospitalNode?.['@id'] });
    expect(inHospital?.hospitalAffiliation).toEqual({ '@id': hospitalNode?.['@id'] });
    expect(inUnit).not.toHaveProperty('containedInPlace');
    expect(hospitalNode?.name).toBe(hospital.name);
  });

  it('offers surgery only where it happens: at the hospital', () => {
    const [inHospital, inUnit] = nodesOf('Physician');
    const names = (node?: JsonLdNode) => (node?.availableService as { name: string }[]).map((service) => service.name);
    const surgeries = surgicalServices.cards.map((card) => card.title);
    expect(names(inHospital)).toEqual(expect.arrayContaining(surgeries));
    expect(names(inUnit).filter((name) => surgeries.includes(name))).toEqual([]);
  });

  it('gives the doctor both cédulas, the board certification and both workplaces', () => {
    const [doctor] = nodesOf('Person');
    const credentials = doctor?.hasCredential as { identifier?: string; recognizedBy: { name: string } }[];
    expect(credentials.map((credential) => credential.identifier).filter(Boolean)).toEqual(practice.doctor.licences.map((licence) => licence.number));
    expect(credentials.map((credential) => credential.recognizedBy.name)).toContain(practice.doctor.boardCertification);
    expect(doctor?.worksFor).toEqual(nodesOf('Physician').map((node) => ({ '@id': node['@id'] })));
    expect(doctor?.jobTitle).toBe(practice.doctor.title);
  });

  it('adds a breadcrumb on inner pages only', () => {
    expect(nodesOf('BreadcrumbList', siteGraph(pageSeo.home))).toHaveLength(0);
    const [crumbs] = nodesOf('BreadcrumbList', siteGraph(pageSeo.services));
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${new URL(practice.siteUrl).origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Servicios', item: `${new URL(practice.siteUrl).origin}/servicios/` },
    ]);
  });

  it('marks surgical services as surgical procedures', () => {
    const procedures = serviceProcedureNodes();
    const cataract = procedures.find((node) => String(node['@id']).endsWith('#cirugia-catarata'));
    const consultation = procedures.find((node) => String(node['@id']).endsWith('#consulta-general'));
    expect(cataract?.procedureType).toBe('https://schema.org/SurgicalProcedure');
    expect(consultation?.procedureType).toBe('https://schema.org/NoninvasiveProcedure');
  });
});
