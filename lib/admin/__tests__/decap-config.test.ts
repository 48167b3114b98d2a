import type { z } from 'zod';
import { consultorio } from '@/content/facts/load';
import { consultorioSchema, preguntasSchema, testimoniosSchema } from '@/content/facts/schema';
import { decapConfig, editorFiles, maxLengthPattern, type DecapField } from '../decap-config';
import { LOCAL_BACKEND_URL } from '../local-backend.mjs';
import { ADMIN_CONTENT_SECURITY_POLICY } from '../../../build/admin-response-policy.mjs';

/**
 * The editor (Decap CMS) and the build (zod) must state the same rules, or the practice could save
 * what the build refuses, or be refused what the build accepts. This walks the schema and the
 * editor's fields together and lists every disagreement: a field on one side only, required versus
 * optional, a pattern, a number range or integer-ness, a list's length, a select's options.
 */

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };
type Check = { _zod: { def: Record<string, unknown> & { check: string } } };

const defOf = (schema: Schema) => schema._zod.def;
const checksOf = (schema: Schema) => ((defOf(schema).checks as Check[] | undefined) ?? []).map((check) => check._zod.def);

/** Strips optional/nullable/default (and a union with '' or null): the inner schema and whether the value may be absent. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') {
      optional = true;
      inner = def.innerType as Schema;
    } else if (def.type === 'union') {
      const options = def.options as Schema[];
      const empty = (option: Schema) =>
        defOf(option).type === 'null' || (defOf(option).type === 'literal' && (defOf(option).values as unknown[]).includes(''));
      const rest = options.filter((option) => !empty(option));
      if (rest.length !== 1) return { inner, optional };
      optional ||= rest.length < options.length;
      inner = rest[0]!;
    } else {
      return { inner, optional };
    }
  }
}

function lengthRange(schema: Schema): { min?: number; max?: number } {
  const range: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') range.min = check.minimum as number;
    if (check.check === 'max_length') range.max = check.maximum as number;
    if (check.check === 'length_equals') range.min = range.max = check.length as number;
  }
  return range;
}

function numberRange(schema: Schema): { min?: number; max?: number; int: boolean } {
  const checks = checksOf(schema);
  const int = checks.some((check) => check.check === 'number_format' && check.format === 'safeint');
  const range: { min?: number; max?: number; int: boolean } = { int };
  for (const check of checks) {
    const value = check.value as number;
    if (check.check === 'greater_than') range.min = check.inclusive ? value : int ? value + 1 : value;
    if (check.check === 'less_than') range.max = check.inclusive ? value : int ? value - 1 : value;
  }
  return range;
}

const regexOf = (schema: Schema) =>
  checksOf(schema).find((check) => check.check === 'string_format' && check.format === 'regex')?.pattern as RegExp | undefined;

function compareObject(shape: Record<string, Schema>, fields: readonly DecapField[], where: string, problems: string[], inOptionalGroup: boolean) {
  const names = fields.map((field) => field.name);
  for (const key of Object.keys(shape)) if (!names.includes(key)) problems.push(`${where}.${key}: en el esquema, sin campo en el editor`);
  for (const field of fields) {
    const schema = shape[field.name];
    if (!schema) problems.push(`${where}.${field.name}: en el editor, no en el esquema`);
    else compareField(schema, field, `${where}.${field.name}`, problems, inOptionalGroup);
  }
}

/** A select's options must be exactly the values the schema accepts (an enum) or all accepted by it. */
function compareOptions(schema: Schema, field: DecapField, where: string, problems: string[]) {
  const values = (field.options ?? []).map((option) => option.value);
  if (values.length === 0) problems.push(`${where}: select sin opciones`);
  const def = defOf(schema);
  if (def.type === 'enum') {
    const entries = Object.values(def.entries as Record<string, string>);
    if (JSON.stringify([...values].sort()) !== JSON.stringify([...entries].sort())) {
      problems.push(`${where}: opciones ${JSON.stringify(values)} ≠ enum ${JSON.stringify(entries)}`);
    }
  }
  for (const value of values) {
    if (!schema.safeParse(value).success) problems.push(`${where}: la opción ${JSON.stringify(value)} no la acepta el esquema`);
  }
}

function compareField(outer: Schema, field: DecapField, where: string, problems: string[], inOptionalGroup: boolean) {
  const { inner: schema, optional } = unwrap(outer);
  const required = field.required !== false;
  if (inOptionalGroup) {
    // Decap validates a group's fields even when the whole optional group is empty.
    if (required) problems.push(`${where}: dentro de un grupo opcional, debe ser opcional en el editor`);
  } else if (required === optional) {
    problems.push(`${where}: ${optional ? 'opcional' : 'obligatorio'} en el esquema, ${required ? 'obligatorio' : 'opcional'} en el editor`);
  }
  const def = defOf(schema);
  const expectWidget = (...widgets: DecapField['widget'][]) => {
    if (!widgets.includes(field.widget)) problems.push(`${where}: widget ${field.widget}, se esperaba ${widgets.join(' o ')}`);
  };

  switch (def.type) {
    case 'object': {
      expectWidget('object');
      compareObject(def.shape as Record<string, Schema>, field.fields ?? [], where, problems, inOptionalGroup || optional);
      return;
    }
    case 'array': {
      const { min, max } = lengthRange(schema);
      if (field.min !== min || field.max !== max) {
        problems.push(`${where}: longitud ${min ?? '-'}..${max ?? '-'} en el esquema, ${field.min ?? '-'}..${field.max ?? '-'} en el editor`);
      }
      const element = def.element as Schema;
      if (field.widget === 'select') {
        if (!field.multiple) problems.push(`${where}: una lista debe ser un select múltiple`);
        compareOptions(element, field, where, problems);
      } else {
        expectWidget('list');
        if (field.fields) compareField(element, { ...field, widget: 'object', required: true, min: undefined, max: undefined }, `${where}[]`, problems, false);
        else if (field.field) compareField(element, field.field, `${where}[]`, problems, false);
        else problems.push(`${where}: lista sin field ni fields`);
      }
      return;
    }
    case 'enum':
      expectWidget('select');
      compareOptions(schema, field, where, problems);
      return;
    case 'boolean':
      expectWidget('boolean');
      return;
    case 'number': {
      expectWidget('number');
      const { min, max, int } = numberRange(schema);
      if (field.min !== min || field.max !== max) {
        problems.push(`${where}: rango ${min ?? '-'}..${max ?? '-'} en el esquema, ${field.min ?? '-'}..${field.max ?? '-'} en el editor`);
      }
      if ((field.value_type === 'int') !== int) problems.push(`${where}: entero en ${int ? 'el esquema' : 'el editor'} solamente`);
      return;
    }
    case 'string': {
      if (field.widget === 'select') {
        compareOptions(schema, field, where, problems);
        return;
      }
      expectWidget('string', 'text', 'datetime', 'image');
      const regex = regexOf(schema);
      const expected = regex ? regex.source : lengthRange(schema).max !== undefined ? maxLengthPattern(lengthRange(schema).max!)[0] : undefined;
      if (regex?.flags) problems.push(`${where}: la expresión /${regex.source}/${regex.flags} tiene banderas que el editor no aplica`);
      if (expected !== undefined && field.pattern?.[0] !== expected) {
        problems.push(`${where}: patrón ${JSON.stringify(field.pattern?.[0])} en el editor, ${JSON.stringify(expected)} en el esquema`);
      }
      if (expected === undefined && field.pattern) problems.push(`${where}: patrón en el editor, ninguno en el esquema`);
      if (field.widget === 'datetime' && (field.date_format !== 'YYYY-MM-DD' || field.time_format !== false)) {
        problems.push(`${where}: una fecha se guarda como AAAA-MM-DD (date_format YYYY-MM-DD, time_format false)`);
      }
      return;
    }
    default:
      problems.push(`${where}: tipo ${def.type} del esquema sin regla en esta prueba`);
  }
}

function disagreements(schema: Schema, fields: readonly DecapField[], file: string): string[] {
  const problems: string[] = [];
  compareObject(defOf(schema).shape as Record<string, Schema>, fields, file, problems, false);
  return problems;
}

const files = Object.fromEntries(editorFiles.map((entry) => [entry.name, entry]));

describe('the editor states the rules of the schema', () => {
  it('edits exactly the three data files, one entry each', () => {
    expect(editorFiles.map((entry) => entry.file)).toEqual(['content/consultorio.yml', 'content/testimonios.yml', 'content/preguntas.yml']);
  });

  it.each([
    ['consultorio', consultorioSchema],
    ['testimonios', testimoniosSchema],
    ['preguntas', preguntasSchema],
  ] as const)('%s.yml: every field, requirement, pattern, range and option agrees', (name, schema) => {
    expect(disagreements(schema as unknown as Schema, files[name]!.fields, `${name}.yml`)).toEqual([]);
  });

  it('the walk catches a disagreement (a time without its pattern, a missing field, a wrong range)', () => {
    const fields = JSON.parse(JSON.stringify(files.consultorio!.fields)) as DecapField[];
    const practices = fields.find((field) => field.name === 'practices')!;
    const hours = practices.fields!.find((field) => field.name === 'openingHours')!;
    hours.fields!.find((field) => field.name === 'closes')!.pattern = ['^\\d\\d:\\d\\d$', 'HH:MM'];
    practices.fields = practices.fields!.filter((field) => field.name !== 'phone');
    const statistics = fields.find((field) => field.name === 'statistics')!;
    statistics.max = 5;
    expect(disagreements(consultorioSchema as unknown as Schema, fields, 'consultorio.yml')).toEqual([
      'consultorio.yml.practices[].phone: en el esquema, sin campo en el editor',
      `consultorio.yml.practices[].openingHours[].closes: patrón "^\\\\d\\\\d:\\\\d\\\\d$" en el editor, "^([01]\\\\d|2[0-3]):[0-5]\\\\d$" en el esquema`,
      'consultorio.yml.statistics: longitud 4..4 en el esquema, 4..5 en el editor',
    ]);
  });

  it('offers the practices of consultorio.yml, by id, in the testimonial and closure selects', () => {
    const ids = consultorio.practices.map((place) => place.id);
    const testimonial = files.testimonios!.fields[0]!.fields!.find((field) => field.name === 'practice')!;
    const closure = files.consultorio!.fields.find((field) => field.name === 'closures')!.fields!.find((field) => field.name === 'practices')!;
    for (const select of [testimonial, closure]) {
      expect(select.options!.map((option) => option.value)).toEqual(ids);
      expect(select.options![0]!.label).toContain(consultorio.practices[0]!.facility);
    }
  });

  it('saves to GitHub, and to decap-server on a computer, which the policy lets it reach', () => {
    expect(decapConfig.backend.name).toBe('github');
    expect(decapConfig.local_backend.url).toBe(LOCAL_BACKEND_URL);
    const connect = ADMIN_CONTENT_SECURITY_POLICY.match(/connect-src ([^;]+)/)![1]!.split(' ');
    expect(connect).toEqual(expect.arrayContaining(['https://api.github.com', new URL(LOCAL_BACKEND_URL).origin]));
  });
});
