import type { z } from 'zod';
import { isPair } from '../in-locale';
import { SERVICE_SECTION_HEADINGS } from '../service-schema';

/** A field's path in the data: keys, and "[]" for "any item of this list". */
export type FieldPath = readonly string[];

/** Definition types that hold no string a practice types (numbers, switches, fixed literals). */
const NO_STRING = new Set(['number', 'boolean', 'null', 'undefined', 'literal', 'int']);
/** Wrappers whose inner schema is the field's. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'nonoptional',
  'catch',
]);

interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
}

/**
 * The path of every string field a zod schema accepts (plain texts, patterns, choices), read from
 * the schema's own definition, so a field added to the schema is tested without a hand list. A
 * definition type this walk does not know fails loudly rather than hiding its strings.
 */
export function stringFieldPaths(schema: z.ZodType, path: FieldPath = []): FieldPath[] {
  const def = (schema as unknown as { _zod: { def: Definition } })._zod.def;
  if (def.type === 'string' || def.type === 'enum') return [path];
  if (def.type === 'object') {
    return Object.entries(def.shape!).flatMap(([key, inner]) =>
      stringFieldPaths(inner, [...path, key]),
    );
  }
  if (def.type === 'array') return stringFieldPaths(def.element!, [...path, '[]']);
  if (WRAPPERS.has(def.type)) return stringFieldPaths(def.innerType!, path);
  if (def.type === 'pipe') return stringFieldPaths(def.in!, path);
  if (def.type === 'union') {
    const found = def.options!.flatMap((option) => stringFieldPaths(option, path));
    return found.length > 0 ? [path] : [];
  }
  if (NO_STRING.has(def.type)) return [];
  throw new Error(`stringFieldPaths: unknown zod type '${def.type}' at ${path.join('.')}`);
}

/** The path with each list at its first item: ["practices", "[]", "town"] → ["practices", 0, "town"]. */
export const firstItemPath = (path: FieldPath): (string | number)[] =>
  path.map((segment) => (segment === '[]' ? 0 : segment));

/** Sets a value at a path of plain data; every parent must already be there (the fixture completes them). */
export function setAt(data: unknown, path: readonly (string | number)[], value: unknown): void {
  let parent = data as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) {
    const next = parent[segment];
    if (next === null || typeof next !== 'object') {
      throw new Error(`the fixture has no ${path.join('.')}: complete it in string-fields.ts`);
    }
    parent = next as Record<string | number, unknown>;
  }
  parent[path[path.length - 1]!] = value;
}

export function getAt(data: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (parent, segment) => (parent as Record<string | number, unknown>)?.[segment],
    data,
  );
}

/** A deep copy of plain data (jsdom, the unit tests' environment, has no structuredClone). */
export const clone = <T>(data: T): T => JSON.parse(JSON.stringify(data)) as T;

type Facts = Record<string, unknown> & {
  practices: Record<string, unknown>[];
  doctor: Record<string, unknown> & { qualifications: Record<string, unknown>[] };
};

const PHOTO = { src: 'fotos/prueba.jpg', alt: { es: 'Una foto de prueba', en: 'A test photo' } };

/**
 * The practice's facts (as written, any practice) with every optional part present, so that each
 * string field of the schema has a value to replace: a closure with its note, the developer, a
 * suite, parking, photos, doctor's hours, the optional parts of a title and a society, profiles,
 * and every word's English twin.
 */
export function completeFacts(source: Facts): Facts {
  const data = withEnglish(clone(source));
  for (const place of data.practices) {
    place.suite ??= { es: 'Piso 1, Consultorio 101', en: '1st floor, Office 101' };
    place.photo ??= { ...PHOTO };
    place.facilities = [{ src: PHOTO.src, caption: { es: 'Sala de espera', en: 'Waiting room' } }];
    place.doctorHours ??= [{ days: [1], opens: '09:00', closes: '10:00' }];
    (place.accessibility as Record<string, unknown>).parking ??= {
      es: 'Estacionamiento del hospital',
      en: 'Hospital parking',
    };
  }
  const id = String(data.practices[0]!.id);
  data.closures = [
    {
      practices: [id],
      starts: '2030-01-10',
      ends: '2030-01-12',
      reason: 'congreso',
      note: { es: 'Congreso anual', en: 'Annual conference' },
    },
  ];
  data.developer = {
    name: 'Estudio de prueba',
    email: 'equipo@ejemplo.mx',
    whatsapp: '+523111234567',
  };
  data.cofeprisNotice ??= 'AVISO-123';
  data.examples = ['doctor.name'];
  data.profiles = Object.fromEntries(
    ['googleBusiness', 'googleReview', 'doctoralia', 'facebook', 'instagram'].map((key) => [
      key,
      `https://ejemplo.mx/${key}`,
    ]),
  );
  data.doctor.portrait ??= { ...PHOTO };
  withEnglish(data);
  const title = data.doctor.qualifications[0]!;
  title.trainingSite ??= 'Hospital de prueba';
  title.place ??= 'Ciudad de prueba';
  for (const society of Object.values(
    data.doctor.societies as Record<string, Record<string, unknown>>,
  )) {
    society.role ??= { es: 'Miembro', en: 'Member' };
    society.period ??= '2020-2022';
  }
  return data;
}

/** Gives every `{ es }` pair of the data an `en` of its kind (in-locale.ts's isPair), in place. */
function withEnglish<T>(data: T): T {
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (isPair(node)) {
      node.en ??= Array.isArray(node.es) ? ['In English.'] : 'In English';
      return;
    }
    Object.values(node).forEach(visit);
  };
  visit(data);
  return data;
}

/** A testimonial of the test's own, for a practice of the facts. */
export const testimonialFor = (practiceId: string) => ({
  id: 'ana-p',
  name: 'Ana P.',
  practice: practiceId,
  rating: 5,
  text: 'Me explicaron todo con calma.',
  consentDate: '2026-01-15',
  example: false,
});

/** A service's front matter with every optional part present (the fixture servicio.md lacks some). */
export function completeService(source: Record<string, unknown>): Record<string, unknown> {
  const data = clone(source);
  data.shortTitle ??= 'Catarata';
  data.ageTag ??= 'Adultos';
  data.bodyLocation ??= 'Cristalino';
  data.image ??= { src: PHOTO.src, alt: PHOTO.alt.es };
  data.urgentSigns ??= 'Dolor intenso o pérdida súbita de la vista.';
  data.feeFrom ??= 15000;
  data.feeBasis ??= 'Incluye la valoración.';
  const faqs = data.faqs as { question: string; answer: string }[];
  data.en ??= {
    slug: 'cataract-surgery',
    title: 'Cataract Surgery',
    shortTitle: 'Cataract',
    summary: 'Removing the cloudy lens and placing an intraocular lens.',
    description: 'The cloudy lens is removed and replaced with an intraocular lens.',
    details: ['Phacoemulsification', 'Outpatient surgery'],
    ageTag: 'Adults',
    homeDescription: 'Outpatient cataract surgery, when the evaluation calls for it.',
    bodyLocation: 'Lens',
    imageAlt: PHOTO.alt.en,
    urgentSigns: 'Severe pain or sudden vision loss.',
    feeBasis: 'Includes the evaluation.',
    faqs: faqs.map((_, index) => ({ question: `Question ${index + 1}?`, answer: 'An answer.' })),
    seo: { title: 'Cataract surgery', description: 'Cataract surgery in {hospital.ciudad}.' },
    body: Object.values(SERVICE_SECTION_HEADINGS.en)
      .map((heading) => `## ${heading}\n\nText.\n`)
      .join('\n'),
  };
  return data;
}
