import { z } from 'zod';
import { editorFields, field } from '@/content/facts/editor-fields';
import { decapFields, markdownFolder, maxLengthPattern } from '../decap-fields';

/** Each rule of a schema becomes the editor's, through z.toJSONSchema and the field's metadata. */

const code = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .register(editorFields, { format: 'Tres mayúsculas.', patternMessage: 'tres mayúsculas' });

const example = z.object({
  title: field(z.string().trim().min(1).max(80), { label: 'Título', hint: 'Corto.' }),
  body: field(z.string().max(500), { label: 'Texto' }),
  code: field(code, { label: 'Clave', hint: 'La del catálogo.' }),
  note: field(z.string().max(40).optional().nullable(), { label: 'Nota' }),
  size: field(z.enum(['s', 'm']), {
    label: 'Tamaño',
    options: [
      { label: 'Chico', value: 's' },
      { label: 'Mediano', value: 'm' },
    ],
  }),
  language: field(z.enum(['es', 'en']).default('es'), {
    label: 'Idioma',
    options: [
      { label: 'Español', value: 'es' },
      { label: 'Inglés', value: 'en' },
    ],
  }),
  count: field(z.number().int().positive().max(9), { label: 'Cantidad', initial: 1 }),
  ratio: field(z.number().min(0).max(1), { label: 'Proporción', step: 0.1 }),
  shown: field(z.boolean().optional(), { label: 'Se muestra' }),
  tags: field(
    z
      .array(field(z.string().max(20), { name: 'etiqueta', label: 'Etiqueta' }))
      .min(1)
      .max(3),
    {
      label: 'Etiquetas',
      summary: '{{fields.etiqueta}}',
    },
  ),
  pair: field(
    z
      .array(field(z.object({ a: field(z.boolean(), { label: 'A' }) }), { label: 'Elemento' }))
      .length(2),
    {
      label: 'Par',
      collapsed: true,
    },
  ),
  extra: field(
    z
      .object({
        url: field(z.string().regex(/^https:/), { label: 'Dirección', patternMessage: 'https' }),
      })
      .default({ url: 'https:' }),
    {
      label: 'Extra',
    },
  ),
});

describe('decapFields', () => {
  const fields = Object.fromEntries(decapFields(example).map((item) => [item.name, item]));

  it('keeps the schema order and each label', () => {
    expect(Object.keys(fields)).toEqual([
      'title',
      'body',
      'code',
      'note',
      'size',
      'language',
      'count',
      'ratio',
      'shown',
      'tags',
      'pair',
      'extra',
    ]);
    expect(fields.title).toEqual({
      name: 'title',
      label: 'Título',
      widget: 'string',
      pattern: maxLengthPattern(80),
      hint: 'Corto.',
    });
  });

  it('turns lengths into a pattern, and a long text into a text area', () => {
    expect(fields.body).toMatchObject({
      widget: 'text',
      pattern: ['^[\\s\\S]{0,500}$', 'máximo 500 caracteres'],
    });
  });

  it("takes a shared schema's pattern, message and format, after the field's own hint", () => {
    expect(fields.code).toMatchObject({
      pattern: ['^[A-Z]{3}$', 'tres mayúsculas'],
      hint: 'La del catálogo. Tres mayúsculas.',
    });
  });

  it('makes optional, nullable and defaulted values optional, and every field of an optional group', () => {
    expect(fields.note!.required).toBe(false);
    expect(fields.title!.required).toBeUndefined();
    expect(fields.extra!.required).toBe(false);
    expect(fields.extra!.fields![0]).toMatchObject({ name: 'url', required: false });
    expect(fields.pair!.fields![0]!.required).toBeUndefined();
  });

  it('turns an enum into a select, ranges into min and max, integers into int steps', () => {
    expect(fields.size).toMatchObject({
      widget: 'select',
      options: [
        { label: 'Chico', value: 's' },
        { label: 'Mediano', value: 'm' },
      ],
    });
    expect(fields.count).toEqual({
      name: 'count',
      label: 'Cantidad',
      widget: 'number',
      value_type: 'int',
      step: 1,
      min: 1,
      max: 9,
      default: 1,
    });
    // A select whose schema has a default starts on it: a new entry saves it without a choice.
    expect(fields.language).toMatchObject({ widget: 'select', required: false, default: 'es' });
    expect(fields.ratio).toMatchObject({ value_type: 'float', step: 0.1, min: 0, max: 1 });
    expect(fields.shown).toMatchObject({ widget: 'boolean', required: false, default: false });
  });

  it('turns list sizes into min and max, and a fixed size into a list without add or remove buttons', () => {
    expect(fields.tags).toMatchObject({
      widget: 'list',
      min: 1,
      max: 3,
      summary: '{{fields.etiqueta}}',
    });
    expect(fields.tags!.field).toMatchObject({
      name: 'etiqueta',
      label: 'Etiqueta',
      pattern: maxLengthPattern(20),
    });
    expect(fields.pair).toMatchObject({
      min: 2,
      max: 2,
      allow_add: false,
      allow_remove: false,
      label_singular: 'Elemento',
      collapsed: true,
    });
  });

  it('refuses a field without a label, an enum with other options, a pattern without a message', () => {
    expect(() => decapFields(z.object({ name: z.string() }))).toThrow(
      'schema.name: the schema gives no editor label',
    );
    expect(() =>
      decapFields(
        z.object({
          k: field(z.enum(['a', 'b']), { label: 'K', options: [{ label: 'A', value: 'a' }] }),
        }),
      ),
    ).toThrow("schema.k: the editor's options must name every value of the enum");
    expect(() =>
      decapFields(z.object({ p: field(z.string().regex(/^a$/), { label: 'P' }) })),
    ).toThrow('schema.p: a pattern needs');
    expect(() =>
      decapFields(
        z.object({ s: field(z.array(z.string()), { label: 'S', optionsFrom: 'practices' }) }),
      ),
    ).toThrow('no choices given');
  });

  it("gives an image field no pattern: Decap's image widget would test it against the file's name alone", () => {
    const [image] = decapFields(
      z.object({
        src: field(
          z
            .string()
            .regex(/^fotos\/[^/]+$/)
            .register(editorFields, { widget: 'image' }),
          { label: 'Foto' },
        ),
      }),
    );
    expect(image).toEqual({ name: 'src', label: 'Foto', widget: 'image', choose_url: false });
  });

  it('fills a select from the facts by name', () => {
    const options = [{ label: 'Uno', value: 'uno' }];
    const [select] = decapFields(
      z.object({ s: field(z.array(z.string()).min(1), { label: 'S', optionsFrom: 'practices' }) }),
      { practices: options },
    );
    expect(select).toEqual({
      name: 's',
      label: 'S',
      widget: 'select',
      options,
      multiple: true,
      min: 1,
    });
  });
});

describe('markdownFolder', () => {
  it('describes Markdown files whose front matter is the schema and whose body is the text', () => {
    const page = z.object({
      title: field(z.string().trim().min(1).max(80), { label: 'Título' }),
      body: field(z.string().min(1), { label: 'Texto', widget: 'markdown' }),
    });
    expect(
      markdownFolder({
        name: 'servicios',
        label: 'Servicios',
        label_singular: 'Servicio',
        folder: 'content/servicios',
        schema: page,
      }),
    ).toEqual({
      name: 'servicios',
      label: 'Servicios',
      label_singular: 'Servicio',
      folder: 'content/servicios',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      slug: '{{slug}}',
      fields: [
        { name: 'title', label: 'Título', widget: 'string', pattern: maxLengthPattern(80) },
        { name: 'body', label: 'Texto', widget: 'markdown' },
      ],
    });
  });
});
