import type { z } from 'zod';
import { editorPlace } from './editor-place';
import { isPair } from './in-locale';
import { EDITOR_PLACE } from './build-problems.mjs';
import type { ServiceFile } from './load-services';
import { consultorioSchema, type ConsultorioSource } from './schema';
import { ENGLISH_VERSION_LABEL, serviceEditorSchema, type ServiceEnglish } from './service-schema';

/**
 * What English the site still lacks, written once: the build prints it (content/check-practice.ts)
 * and the English pages ask it before they render (content/facts/english-status.ts). The rule: an English
 * page is published only when every word it shows has its English twin. The five main pages are
 * published together or not at all: they link to each other from every header, footer and button,
 * so one of them missing would leave the others with dead links. A word any of them shows (the
 * doctor's title, a figure, a feature of a practice…) missing its English, or no service with its
 * English, means no English page at all; a service without its complete English has no English
 * page. A question (preguntas.yml) or a closure's note without English is simply left out of the
 * English pages: never a gap.
 */

/** The English pages besides the services', as the practice knows them. */
export const ENGLISH_PAGE_NAMES = {
  home: 'Inicio',
  about: 'Sobre mí',
  services: 'Servicios',
  contact: 'Contacto',
  privacy: 'Aviso de privacidad',
} as const;
export type EnglishPage = keyof typeof ENGLISH_PAGE_NAMES;
export const ENGLISH_PAGES = Object.keys(ENGLISH_PAGE_NAMES) as EnglishPage[];

export interface EnglishGaps {
  /** Words every English page shows: one missing, no English page is published. */
  site: readonly string[];
  /** Each page's own missing words. */
  pages: Readonly<Record<EnglishPage, readonly string[]>>;
  /** Each visible service's missing English, by its Spanish slug. */
  services: Readonly<Record<string, readonly string[]>>;
  /** No word of the practice and no service has any English yet: the practice writes none. */
  nothingInEnglish: boolean;
}

type Path = readonly (string | number)[];

/** The paths of consultorio.yml's words each scope shows. */
function pathsOf(facts: ConsultorioSource): Record<'site' | EnglishPage, Path[]> {
  const { doctor, practices, statistics, visit } = facts;
  const societies = (['national', 'state'] as const).flatMap((level) => [
    ['doctor', 'societies', level, 'name'],
    ['doctor', 'societies', level, 'role'],
  ]);
  const figures = statistics.flatMap((_, index) => [
    ['statistics', index, 'label'],
    ['statistics', index, 'basis'],
  ]);
  const visitWords = [
    ...visit.paymentMethods.map((_, index) => ['visit', 'paymentMethods', index]),
    ['visit', 'cancellation'],
  ];
  return {
    // The header, the footer and the hours every page shows.
    site: [
      ['region', 'timeLabel'],
      ['doctor', 'title'],
      ['doctor', 'specialty'],
      ...doctor.qualifications.map((_, index) => ['doctor', 'qualifications', index, 'title']),
      ['doctor', 'boardCertification', 'body'],
      ...practices.map((_, index) => ['practices', index, 'suite']),
    ],
    home: [...figures, ...societies],
    about: [...figures, ...societies],
    // Its questions may name the visit's facts ({pagos}, {cancelacion}).
    services: visitWords,
    contact: [
      ...practices.flatMap((place, index) => [
        ...place.features.map((_, feature) => ['practices', index, 'features', feature]),
        ['practices', index, 'accessibility', 'parking'],
        // The captions under the "Instalaciones" photos.
        ...place.facilities.map((_, photo) => ['practices', index, 'facilities', photo, 'caption']),
      ]),
      ...visitWords,
    ],
    privacy: [],
  };
}

function valueAt(source: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object'
        ? (node as Record<string | number, unknown>)[key]
        : undefined,
    source,
  );
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A field's place as the editor shows it: "Médico › Título profesional (inglés)". */
export function englishPlace(schema: z.ZodType, data: unknown, path: Path): string {
  return (editorPlace(schema, data, path) ?? [path.join('.')]).join(EDITOR_PLACE.separator);
}

/** The places of the words at `paths` that have Spanish and no English. */
function missingWords(facts: ConsultorioSource, paths: readonly Path[]): string[] {
  return paths
    .filter((path) => {
      const value = valueAt(facts, path);
      return isPair(value) && !isBlank(value.es) && isBlank(value.en);
    })
    .map((path) => englishPlace(consultorioSchema, facts, [...path, 'en']));
}

/** The English fields that mirror a Spanish one, when the Spanish has it. */
const TWINS = [
  ['title', 'title'],
  ['shortTitle', 'shortTitle'],
  ['summary', 'summary'],
  ['description', 'description'],
  ['details', 'details'],
  ['ageTag', 'ageTag'],
  ['homeDescription', 'home'],
  ['bodyLocation', 'bodyLocation'],
  ['urgentSigns', 'urgentSigns'],
  ['feeBasis', 'feeBasis'],
  ['slug', null],
] as const satisfies readonly (readonly [keyof ServiceEnglish, string | null])[];

/** What a service's English lacks, each named as the editor labels it. */
export function serviceEnglishGaps(service: Pick<ServiceFile, 'data'>): string[] {
  const { data } = service;
  const english: ServiceEnglish = data.en ?? {};
  // No English at all: the whole version is what it lacks.
  if (Object.values(english).every(isBlank)) return [ENGLISH_VERSION_LABEL];
  const label = (path: Path) =>
    englishPlace(serviceEditorSchema, data, ['en', ...path]).replace(
      `${ENGLISH_VERSION_LABEL}${EDITOR_PLACE.separator}`,
      '',
    );
  const gaps = TWINS.filter(
    ([twin, spanish]) =>
      (spanish === null || !isBlank((data as Record<string, unknown>)[spanish])) &&
      isBlank(english[twin]),
  ).map(([twin]) => label([twin]));
  // The image's description, when the Spanish has one (without one the image is decorative).
  if (!isBlank(data.image?.alt) && isBlank(english.imageAlt)) gaps.push(label(['imageAlt']));
  if (english.details && english.details.length !== data.details.length)
    gaps.push(`${label(['details'])} (${english.details.length} de ${data.details.length})`);
  const faqs = english.faqs ?? [];
  if (faqs.length !== data.faqs.length)
    gaps.push(`${label(['faqs'])} (${faqs.length} de ${data.faqs.length})`);
  if (isBlank(english.seo?.title)) gaps.push(label(['seo', 'title']));
  if (isBlank(english.seo?.description)) gaps.push(label(['seo', 'description']));
  if (isBlank(english.body)) gaps.push(label(['body']));
  return gaps;
}

/** Every gap of the facts and the visible services. */
export function englishGaps(
  facts: ConsultorioSource,
  services: readonly Pick<ServiceFile, 'slug' | 'data'>[],
): EnglishGaps {
  const paths = pathsOf(facts);
  const serviceGaps = Object.fromEntries(
    services
      .filter((service) => !service.data.hidden)
      .map((service) => [service.slug, serviceEnglishGaps(service)]),
  );
  const anyWord = Object.values(paths)
    .flat()
    .some((path) => {
      const value = valueAt(facts, path);
      return isPair(value) && !isBlank(value.en);
    });
  const anyService = Object.values(serviceGaps).some(
    (missing) => missing.length !== 1 || missing[0] !== ENGLISH_VERSION_LABEL,
  );
  return {
    site: missingWords(facts, paths.site),
    pages: Object.fromEntries(
      ENGLISH_PAGES.map((page) => [page, missingWords(facts, paths[page])]),
    ) as Record<EnglishPage, string[]>,
    services: serviceGaps,
    nothingInEnglish: !anyWord && !anyService,
  };
}

/** What English the five main pages lack together: each word once, then a service if none has English. */
export function mainPagesGaps(gaps: EnglishGaps): string[] {
  const words = new Set([...gaps.site, ...ENGLISH_PAGES.flatMap((page) => gaps.pages[page])]);
  const anyService = Object.values(gaps.services).some((missing) => missing.length === 0);
  return [...words, ...(anyService ? [] : ['la versión en inglés de al menos un servicio'])];
}

/** "a", "a y b", "a, b y c". */
const joined = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/**
 * One Spanish sentence per page that is not published in English, naming what it lacks:
 * «La página en inglés de "Cirugía de Catarata" no se publica: falta Qué es, en una frase (inglés).»
 * Without the site's words, one sentence says no English page is published.
 */
export function englishGapSentences(
  gaps: EnglishGaps,
  serviceTitle: (slug: string) => string,
): string[] {
  const main = mainPagesGaps(gaps);
  if (main.length > 0 && gaps.nothingInEnglish)
    return ['El sitio en inglés no se publica: todavía no hay nada escrito en inglés.'];
  if (main.length > 0) return [`El sitio en inglés no se publica: falta ${joined(main)}.`];
  return [
    ...Object.entries(gaps.services)
      .filter(([, missing]) => missing.length > 0)
      .map(
        ([slug, missing]) =>
          `La página en inglés de "${serviceTitle(slug)}" no se publica: falta ${joined(missing)}.`,
      ),
  ];
}
