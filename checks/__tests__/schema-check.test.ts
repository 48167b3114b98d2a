/**
 * @jest-environment node
 */
import { pageSeo } from '@/content/seo';
import { siteGraph } from '@/lib/structured-data/graph';
import { serviceProcedureNodes } from '@/lib/structured-data/services';
import { referenceErrors, typeErrors } from '../schema-check.mjs';

const site = 'https://www.example.com';

/** The real /servicios graph, as the page serializes it. */
const goodGraph = JSON.parse(JSON.stringify(siteGraph(pageSeo.services, serviceProcedureNodes())));

const brokenGraph = {
  '@context': 'https://schema.org',
  '@graph': [
    // The error the outside validator found: SurgicalProcedure is a type, not a procedureType.
    {
      '@type': 'MedicalProcedure',
      '@id': `${site}/servicios#catarata`,
      name: 'Cirugía de Catarata',
      procedureType: 'https://schema.org/SurgicalProcedure',
    },
    // A type schema.org does not define.
    { '@type': 'EyeDoctorOffice', '@id': `${site}/#consultorio`, name: 'Consultorio' },
    // A property outside its type: bodyLocation belongs to procedures, not tests.
    {
      '@type': 'MedicalTest',
      '@id': `${site}/servicios#tamiz`,
      name: 'Tamiz',
      bodyLocation: 'Ojos',
    },
    // Deeper down: a property outside a nested node's type, a value outside an enumeration.
    {
      '@type': 'PhysiciansOffice',
      name: 'Consultorio 407',
      address: { '@type': 'PostalAddress', streetAddress: 'Av. Juárez 10', latitude: 21.5 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Lunes'],
          opens: '10:00',
          closes: '13:30',
        },
      ],
    },
  ],
};

describe('the schema.org check (schema-dts through tsc)', () => {
  it('passes the real /servicios graph and fails each error of a broken one', () => {
    const errors = typeErrors([
      { name: 'good', graph: goodGraph },
      { name: 'broken', graph: brokenGraph },
    ]);
    expect(errors.get('good')).toEqual([]);
    const broken = errors.get('broken')!.join('\n');
    expect(broken).toMatch(
      /"https:\/\/schema\.org\/SurgicalProcedure"' is not assignable to type 'SchemaValue<MedicalProcedureType/,
    );
    expect(broken).toMatch(/EyeDoctorOffice/);
    expect(broken).toMatch(/bodyLocation/);
    expect(broken).toMatch(/'"latitude"' does not exist in type/);
    expect(broken).toMatch(/"Lunes"' is not assignable to type 'DayOfWeek/);
  }, 120_000);
});

describe('referenceErrors', () => {
  it('passes the real graph', () => {
    expect(referenceErrors(goodGraph)).toEqual([]);
  });

  it('fails a dangling @id and an @id given two types', () => {
    const graph = {
      '@graph': [
        {
          '@type': 'PhysiciansOffice',
          '@id': `${site}/#a`,
          containedInPlace: { '@id': `${site}/#sede` },
          availableService: [{ '@type': 'MedicalProcedure', '@id': `${site}/#s` }],
        },
        { '@type': 'SurgicalProcedure', '@id': `${site}/#s` },
      ],
    };
    expect(referenceErrors(graph)).toEqual([
      `@id ${site}/#s con dos tipos: "MedicalProcedure" y "SurgicalProcedure"`,
      `@id ${site}/#sede no está definido en el grafo`,
    ]);
    expect(
      referenceErrors(
        { '@graph': [{ '@type': 'Thing', sameAs: { '@id': 'https://x.example/' } }] },
        { externalPrefixes: ['https://x.example/'] },
      ),
    ).toEqual([]);
  });
});
