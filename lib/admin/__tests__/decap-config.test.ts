import '@/content/facts/__fixtures__/second-practice';
import { consultorio } from '@/content/facts/load';
import { serviceFiles } from '@/content/facts/load-services';
import { FAQ_PAGES, SERVICE_PAGE_PLACE } from '@/content/facts/schema';
import { decapConfig, editorFiles } from '../decap-config';
import type { DecapField } from '../decap-fields';
import { LOCAL_BACKEND_URL } from '../local-backend.mjs';
import { ADMIN_CONTENT_SECURITY_POLICY } from '../../../build/postbuild/admin-response-policy.mjs';

/**
 * The editor's fields are generated from the schema (decap-fields.ts), so the rules cannot disagree.
 * What is left to check: every field speaks Spanish to the practice, and the generated configuration
 * changes only on purpose (the snapshot shows every change to a label, a rule or a widget in review).
 */

/** Every field, with its path: nested groups, a list's entries and a list's single field. */
function allFields(
  fields: readonly DecapField[],
  where: string,
): { where: string; field: DecapField }[] {
  return fields.flatMap((field) => {
    const path = `${where}.${field.name}`;
    return [
      { where: path, field },
      ...allFields(field.fields ?? [], path),
      ...(field.field ? allFields([field.field], `${path}[]`) : []),
    ];
  });
}

const everyField = editorFiles.flatMap((entry) => allFields(entry.fields, entry.name));
const files = Object.fromEntries(editorFiles.map((entry) => [entry.name, entry]));

/** A label written for the practice: not the key itself, and a capital (or ¿) first, which no key of the schema has. */
function labelProblem({ where, field }: { where: string; field: DecapField }): string[] {
  const { label, name } = field;
  if (!label?.trim()) return [`${where}: sin etiqueta`];
  if (label === name) return [`${where}: la etiqueta "${label}" parece el nombre interno`];
  if (!/^[A-ZÁÉÍÓÚÑ¿]/.test(label))
    return [`${where}: la etiqueta "${label}" no empieza con mayúscula`];
  return [];
}

describe('the editor generated from the schema', () => {
  it('edits exactly the three data files, one entry each', () => {
    expect(editorFiles.map((entry) => entry.file)).toEqual([
      'content/consultorio.yml',
      'content/testimonios.yml',
      'content/preguntas.yml',
    ]);
  });

  it('gives every field a Spanish label, and a list of objects a name for one entry', () => {
    expect(everyField.length).toBeGreaterThan(100);
    expect(everyField.flatMap(labelProblem)).toEqual([]);
    const lists = everyField.filter(({ field }) => field.widget === 'list' && field.fields);
    expect(
      lists.filter(({ field }) => !field.label_singular?.trim()).map(({ where }) => where),
    ).toEqual([]);
  });

  it('the label check catches an English or missing label', () => {
    const wrong = [
      { where: 'a', field: { name: 'phone', label: 'phone', widget: 'string' } },
      { where: 'b', field: { name: 'x', label: 'openingHours', widget: 'string' } },
      { where: 'c', field: { name: 'x', label: '', widget: 'string' } },
    ] as const;
    expect(wrong.flatMap(labelProblem)).toHaveLength(3);
  });

  it('offers the practices of consultorio.yml, by id, in the testimonial and closure selects', () => {
    const ids = consultorio.practices.map((place) => place.id);
    const testimonial = files.testimonios!.fields[0]!.fields!.find(
      (field) => field.name === 'practice',
    )!;
    const closure = files
      .consultorio!.fields.find((field) => field.name === 'closures')!
      .fields!.find((field) => field.name === 'practices')!;
    for (const select of [testimonial, closure]) {
      expect(select.widget).toBe('select');
      expect(select.options!.map((option) => option.value)).toEqual(ids);
      expect(select.options![0]!.label).toContain(consultorio.practices[0]!.facility);
    }
  });

  it('names each example value still to replace by its place in the editor, never by its path', () => {
    const examples = files.consultorio!.fields.find((field) => field.name === 'examples')!;
    expect(examples.widget).toBe('select');
    expect(examples.options!.map((option) => option.value)).toEqual(consultorio.examples);
    for (const option of examples.options!) {
      expect(option.label).not.toBe(option.value);
      expect(option.label).not.toMatch(/\[\d+\]|^[a-z]+[A-Z]|\.[a-z]/);
    }
  });

  it('hides the identifiers, which the editor makes from the names', () => {
    const testimonial = files.testimonios!.fields[0]!.fields!;
    expect(testimonial.find((field) => field.name === 'id')).toMatchObject({
      widget: 'hidden',
      default: '',
    });
  });

  it('saves to GitHub, which the policy lets it reach, and never to decap-server in a published build', () => {
    expect(decapConfig.backend.name).toBe('github');
    expect(process.env.DECAP_LOCAL_BACKEND).toBeUndefined();
    expect(decapConfig).not.toHaveProperty('local_backend');
    const connect = ADMIN_CONTENT_SECURITY_POLICY.match(/connect-src ([^;]+)/)![1]!.split(' ');
    expect(connect).toContain('https://api.github.com');
    expect(connect).not.toContain(new URL(LOCAL_BACKEND_URL).origin);
  });

  it('saves to decap-server on this computer in a local build, which the policy then lets it reach', () => {
    jest.isolateModules(() => {
      process.env.DECAP_LOCAL_BACKEND = '1';
      try {
        /* eslint-disable @typescript-eslint/no-require-imports */
        const local = require('../decap-config') as typeof import('../decap-config');
        const policy =
          require('../../../build/postbuild/admin-response-policy.mjs') as typeof import('../../../build/postbuild/admin-response-policy.mjs');
        /* eslint-enable @typescript-eslint/no-require-imports */
        expect((local.decapConfig as { local_backend?: { url: string } }).local_backend?.url).toBe(
          LOCAL_BACKEND_URL,
        );
        expect(policy.ADMIN_CONTENT_SECURITY_POLICY).toContain(
          ` ${new URL(LOCAL_BACKEND_URL).origin} `,
        );
      } finally {
        delete process.env.DECAP_LOCAL_BACKEND;
      }
    });
  });

  it('lets the editor read an upload back from its blob: URL, which saving a new photo does', () => {
    expect(ADMIN_CONTENT_SECURITY_POLICY.match(/connect-src ([^;]+)/)![1]!.split(' ')).toContain(
      'blob:',
    );
  });

  it('matches the reviewed configuration (update with `npx jest -u` when a change is meant)', () => {
    // Built from a practice of the test's own (the fixture imported above), with what it edits left
    // out: its address, the selects filled from its practices, services, questions and example
    // values. Also out:
    // the deployment's settings (github-backend.test.ts). The snapshot holds the rules, not the facts.
    const factSelects = new Map([
      [JSON.stringify(consultorio.practices.map((place) => place.id)), '<consultorio.practices>'],
      [
        JSON.stringify(
          serviceFiles.filter((service) => !service.data.hidden).map((service) => service.slug),
        ),
        '<servicios visibles>',
      ],
      [
        JSON.stringify([
          ...FAQ_PAGES,
          ...serviceFiles
            .filter((service) => !service.data.hidden)
            .map((service) => `${SERVICE_PAGE_PLACE}${service.slug}`),
        ]),
        '<preguntas: servicios, contacto, servicios visibles>',
      ],
      [JSON.stringify(consultorio.examples), '<consultorio.examples>'],
    ]);
    const deployment = {
      ...decapConfig.backend,
      repo: '<DECAP_REPO>',
      branch: '<DECAP_BRANCH>',
      auth_scope: '<DECAP_REPO_PRIVATE>',
    };
    delete deployment.base_url;
    delete deployment.api_root;
    const withoutFacts = JSON.parse(
      JSON.stringify({ ...decapConfig, backend: deployment }, (key, value: unknown) => {
        if (value === consultorio.siteUrl) return '<consultorio.siteUrl>';
        if (key !== 'options') return value;
        return (
          factSelects.get(
            JSON.stringify((value as { value: unknown }[]).map((option) => option.value)),
          ) ?? value
        );
      }),
    );
    expect(withoutFacts).toMatchSnapshot();
  });
});
