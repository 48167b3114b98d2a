import fc from 'fast-check';
import { editorFiles, servicesCollection } from '@/lib/admin/decap-config';
import type { DecapField } from '@/lib/admin/decap-fields';
import { EDITOR_PLACE } from '../build-problems.mjs';
import { englishGaps, englishGapSentences, serviceEnglishGaps } from '../english-gaps';
import { isPair } from '../in-locale';
import { consultorioSource } from '../load';
import { serviceFiles } from '../load-services';
import type { ConsultorioSource } from '../schema';
import type { ServiceFrontMatter } from '../service-schema';
import { clone, completeFacts, completeService } from '../__fixtures__/string-fields';

/** The practice's facts (any practice) with every word's English written. */
const complete = completeFacts(consultorioSource as never) as unknown as ConsultorioSource;
/** A visible service of the practice's, with a complete English version of the fixture's. */
const spanish = serviceFiles.find((service) => !service.data.hidden)!;
const englishOf = (data: ServiceFrontMatter) => ({
  ...(completeService(data).en as object),
  details: data.details.map((_, index) => `Point ${index + 1}`),
  faqs: data.faqs.map((_, index) => ({ question: `Question ${index + 1}?`, answer: 'Answer.' })),
  ageTag: data.ageTag ? 'Adults' : null,
  homeDescription: data.home ? 'On the home page.' : null,
  bodyLocation: data.bodyLocation ? 'Lens' : null,
  urgentSigns: data.urgentSigns ? 'Sudden vision loss.' : null,
  feeBasis: data.feeBasis ? 'The evaluation.' : null,
  shortTitle: data.shortTitle ? 'Short' : null,
});
const service = { slug: spanish.slug, data: { ...spanish.data, en: englishOf(spanish.data) } };
const title = () => spanish.data.title;

/** The path of every word of the facts: each pair's place. */
function pairPaths(node: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (isPair(node)) return [at];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    pairPaths(value, [...at, Array.isArray(node) ? Number(key) : key]),
  );
}
const withoutEnglish = (facts: ConsultorioSource, paths: (string | number)[][]) => {
  const data = clone(facts);
  for (const path of paths) {
    const pair = path.reduce<unknown>((node, key) => (node as never)[key], data) as {
      en?: unknown;
    };
    delete pair.en;
  }
  return data;
};

/** Every label of the editor's configuration. */
function labels(fields: readonly DecapField[]): string[] {
  return fields.flatMap((field) => [
    field.label,
    ...labels(field.fields ?? []),
    ...(field.field ? labels([field.field]) : []),
  ]);
}
const editorLabels = new Set(
  [...editorFiles.flatMap((file) => file.fields), ...servicesCollection.fields].flatMap((field) =>
    labels([field]),
  ),
);

describe('the English pages a build publishes (content/facts/english-gaps.ts)', () => {
  it('finds no gap in complete English', () => {
    const gaps = englishGaps(complete, [service]);
    expect(gaps.site).toEqual([]);
    expect(Object.values(gaps.pages).flat()).toEqual([]);
    expect(gaps.services[service.slug]).toEqual([]);
    expect(englishGapSentences(gaps, title)).toEqual([]);
  });

  it('publishes no English page without a word every page shows, in one sentence', () => {
    const gaps = englishGaps(withoutEnglish(complete, [['doctor', 'title']]), [service]);
    expect(gaps.site).toEqual(['Médico › Título profesional (inglés)']);
    expect(englishGapSentences(gaps, title)).toEqual([
      'El sitio en inglés no se publica: falta Médico › Título profesional (inglés).',
    ]);
  });

  it('publishes no English page for a word of one main page, naming the page and the word', () => {
    const gaps = englishGaps(withoutEnglish(complete, [['visit', 'cancellation']]), [service]);
    expect(gaps.site).toEqual([]);
    expect(gaps.pages.contact).toEqual(['Consulta › Política de cancelación (inglés)']);
    expect(gaps.pages.about).toEqual([]);
    // The main pages link to each other everywhere: they are published together or not at all.
    expect(englishGapSentences(gaps, title)).toEqual([
      'El sitio en inglés no se publica: falta Consulta › Política de cancelación (inglés).',
    ]);
  });

  it('publishes no English page for an "Instalaciones" caption without English, naming it as the editor does', () => {
    const caption = ['practices', 0, 'facilities', 0, 'caption'];
    const gaps = englishGaps(withoutEnglish(complete, [caption]), [service]);
    const [practice] = complete.practices;
    const place = [
      'Consultorios y horarios',
      practice!.facility,
      'Instalaciones',
      practice!.facilities[0]!.caption.es,
      'Pie de foto (inglés)',
    ].join(EDITOR_PLACE.separator);
    expect(gaps.pages.contact).toEqual([place]);
    expect(englishGapSentences(gaps, title)).toEqual([
      `El sitio en inglés no se publica: falta ${place}.`,
    ]);
  });

  it('asks no English of a photo’s description: each place composes one in English', () => {
    const alts = pairPaths(complete).filter((path) => path.at(-1) === 'alt');
    expect(alts.length).toBeGreaterThan(0);
    const gaps = englishGaps(withoutEnglish(complete, alts), [service]);
    expect(englishGapSentences(gaps, title)).toEqual([]);
  });

  it('says in one sentence that nothing is written in English yet, for a practice that writes none', () => {
    const words = pairPaths(complete);
    const none = { slug: service.slug, data: { ...service.data, en: null } };
    expect(
      englishGapSentences(englishGaps(withoutEnglish(complete, words), [none]), title),
    ).toEqual(['El sitio en inglés no se publica: todavía no hay nada escrito en inglés.']);
  });

  it('publishes no English page while no service has its English', () => {
    const none = { slug: service.slug, data: { ...service.data, en: null } };
    expect(englishGapSentences(englishGaps(complete, [none]), title)).toEqual([
      'El sitio en inglés no se publica: falta la versión en inglés de al menos un servicio.',
    ]);
  });

  it('names what a service lacks, as the editor labels it', () => {
    const en = { ...service.data.en, summary: null, body: null };
    const lacking = { slug: service.slug, data: { ...service.data, en } };
    const other = { slug: `${service.slug}-2`, data: service.data };
    expect(englishGapSentences(englishGaps(complete, [lacking, other]), title)).toEqual([
      `La página en inglés de "${spanish.data.title}" no se publica: falta Qué es, en una frase (inglés) y Texto de la página (inglés).`,
    ]);
    const oneQuestionShort = { ...service.data.en, faqs: service.data.en.faqs.slice(1) };
    expect(serviceEnglishGaps({ data: { ...service.data, en: oneQuestionShort } })).toEqual([
      `Preguntas de esta página (inglés) (${spanish.data.faqs.length - 1} de ${spanish.data.faqs.length})`,
    ]);
    expect(serviceEnglishGaps({ data: { ...service.data, en: null } })).toEqual([
      'Versión en inglés',
    ]);
    expect(serviceEnglishGaps({ data: { ...service.data, en: { title: 'Title' } } })).toContain(
      'Dirección de la página en inglés',
    );
    // An image's description is a twin when the Spanish has one; without it the image is decorative.
    const image = { src: 'fotos/equipo.jpg', alt: 'Microscopio', focus: 'automatico' as const };
    const noImageAlt = { ...service.data.en, imageAlt: null };
    expect(serviceEnglishGaps({ data: { ...service.data, image, en: noImageAlt } })).toEqual([
      'Descripción de la imagen (inglés)',
    ]);
    const decorative = { ...image, alt: null };
    expect(
      serviceEnglishGaps({ data: { ...service.data, image: decorative, en: noImageAlt } }),
    ).toEqual([]);
  });

  it('names every gap by the labels the editor shows', () => {
    const paths = pairPaths(complete);
    fc.assert(
      fc.property(fc.subarray(paths, { minLength: 1 }), (removed) => {
        const gaps = englishGaps(withoutEnglish(complete, removed), [service]);
        for (const place of [...gaps.site, ...Object.values(gaps.pages).flat()]) {
          const last = place.split(EDITOR_PLACE.separator).at(-1)!;
          expect(last.endsWith(' (inglés)')).toBe(true);
          expect(editorLabels.has(last)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
    // A service's gap is a field of «Versión en inglés», a count of questions after it when short.
    for (const gap of serviceEnglishGaps({ data: { ...service.data, en: { title: 'Title' } } })) {
      const last = gap
        .split(EDITOR_PLACE.separator)
        .at(-1)!
        .replace(/ \(\d+ de \d+\)$/, '');
      expect(editorLabels.has(last)).toBe(true);
    }
  });
});
