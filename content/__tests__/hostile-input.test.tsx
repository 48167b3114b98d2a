import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse, stringify } from 'yaml';
import type { z } from 'zod';
import { FaqSection } from '@/components/sections/faq-section';
import { ServiceCard } from '@/components/sections/service-card';
import { Testimonials } from '@/components/sections/testimonials';
import { ServiceSections } from '@/components/services/service-sections';
import { ServiceUrgentNote } from '@/components/services/service-urgent-note';
import { isSafeLinkTarget } from '@/content/facts/link-targets.mjs';
import {
  checkFactsData,
  factsDir,
  FactsError,
  formatPath,
  parseFactsFile,
} from '@/content/facts/load';
import { parseServiceFile } from '@/content/facts/load-services';
import { consultorioSchema, preguntasSchema, testimoniosSchema } from '@/content/facts/schema';
import { SERVICE_SECTIONS, serviceEditorSchema } from '@/content/facts/service-schema';
import { renderServiceSections, toService } from '@/content/services';
import { tokenValues } from '@/content/text-tokens';
import {
  clone,
  completeFacts,
  completeService,
  firstItemPath,
  getAt,
  setAt,
  stringFieldPaths,
  testimonialFor,
  type FieldPath,
} from '../facts/__fixtures__/string-fields';
import { hostileText, hostileTextSeed } from '../facts/__fixtures__/hostile-text';

/**
 * Hostile input as a property: every string field of the facts' and the services' schemas (read
 * from the zod schemas themselves) gets values made of HTML and scripts, javascript: links,
 * workflow-command lines, bidi overrides, zero-width characters, NUL, 10,000 characters and emoji.
 * The loaded and rendered result either refuses the value with a line naming the file and the
 * field, or shows it as text: the page parts rendered with it have the same elements and
 * attributes as with the practice's own value, and its text is there as typed.
 * The seed is printed; HOSTILE_INPUT_SEED=<seed> replays a run.
 */

const seed = hostileTextSeed();
/** Values tried per field: enough to draw from every kind of hostile piece across the run, in seconds. */
const RUNS_PER_FIELD = 5;
const runs = { seed, numRuns: RUNS_PER_FIELD, endOnFailure: true };

beforeAll(() => {
  console.info(
    `hostile input: fast-check seed ${seed} (replay: HOSTILE_INPUT_SEED=${seed} npx jest content/__tests__/hostile-input)`,
  );
});

/** The problems a refusal names (a FactsError's lines, or a plain build error's message). */
function refusalLines(error: unknown): string[] {
  if (error instanceof FactsError) return [...error.problems];
  if (error instanceof Error) return [error.message];
  throw error;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each element, with its attribute names, and the scheme and host of any link or source. */
function shapeOf(html: string): string[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return [...body.querySelectorAll('*')].map((element) => {
    const attributes = [...element.attributes].map(({ name, value }) =>
      name === 'href' || name === 'src'
        ? `${name}=${new URL(value, 'https://sitio.test/a/').origin}`
        : name,
    );
    return `${element.tagName} ${attributes.sort().join(' ')}`;
  });
}
const textOf = (html: string) =>
  normalize(
    new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent ?? '',
  );

const baselineShapes = new Map<string, string[]>();

/** Refused naming the file and the field, or rendered as the same page parts with the value as text. */
function expectRefusedOrText(
  field: string,
  load: () => string,
  render: (value: string) => string,
  baseline: string,
): void {
  let typed: string;
  try {
    typed = load();
  } catch (error) {
    expect(refusalLines(error).some((line) => line.startsWith(field))).toBe(true);
    return;
  }
  const html = render(typed);
  expect(html).not.toMatch(/<script/i);
  // A field that takes an empty value (the COFEPRIS notice, a pending path) shows nothing of it.
  if (normalize(typed) === '') return;
  if (!baselineShapes.has(field)) baselineShapes.set(field, shapeOf(render(baseline)));
  expect(shapeOf(html)).toEqual(baselineShapes.get(field));
  expect(textOf(html)).toContain(normalize(typed));
}

const SERVICE_FILE = 'content/servicios/prueba.md';
const fixture = readFileSync('content/facts/__fixtures__/servicio.md', 'utf8');
const [, frontMatter = '', fixtureBody = ''] =
  /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(fixture) ?? [];

/**
 * Sections that use every mark once, so a value reaches the page by each of them, and marks that
 * open a paragraph, start a list item and are in bold, where a value's "# ", "- " or "*" would count.
 */
function sectionsWithEveryMark(): Record<keyof typeof SERVICE_SECTIONS, string> {
  const marks = Object.keys(tokenValues).map((mark) => `{${mark}}`);
  const keys = Object.keys(SERVICE_SECTIONS) as (keyof typeof SERVICE_SECTIONS)[];
  return Object.fromEntries(
    keys.map((key, index) => {
      const own = marks.filter((_, mark) => mark % keys.length === index);
      const [first, second = first] = own;
      return [
        key,
        `${first} abre.\n\n- ${second} en lista\n\nCon ${own.slice(2).join(' y ')} y **${first}**.`,
      ];
    }),
  ) as Record<keyof typeof SERVICE_SECTIONS, string>;
}
const everyMark = sectionsWithEveryMark();

/** A facts value as the pages show it: filled into a service's Markdown by every mark, and in a testimonial. */
function renderFactsValue(value: string): string {
  const values = Object.fromEntries(Object.keys(tokenValues).map((mark) => [mark, value]));
  const sections = renderServiceSections(SERVICE_FILE, everyMark, values);
  return renderToStaticMarkup(
    <>
      <ServiceSections sections={sections} />
      <Testimonials
        locale="es"
        testimonials={[{ id: 'prueba', name: value, rating: 5, text: value, location: value }]}
        statistics={[]}
      />
    </>,
  );
}

describe('a value filled into a service’s Markdown, by any mark', () => {
  it('shows as its own text, whatever it holds, unless it hides characters', () => {
    const baseline = shapeOf(renderFactsValue('Texto de prueba'));
    fc.assert(
      fc.property(hostileText, (value) => {
        // An empty value (every field refuses one) leaves an empty "**…**", which Markdown drops.
        fc.pre(value.trim() !== '');
        let html: string;
        try {
          html = renderFactsValue(value);
        } catch (error) {
          // Past the fill, only what no escaping can show is refused: a character that hides text.
          expect(
            refusalLines(error).every((line) =>
              /: lleva un carácter (de control )?invisible/.test(line),
            ),
          ).toBe(true);
          return;
        }
        expect(shapeOf(html)).toEqual(baseline);
        expect(textOf(html)).toContain(normalize(value));
      }),
      { seed, numRuns: 60, endOnFailure: true },
    );
  });
});

const factsFile = (name: string) => readFileSync(path.join(factsDir, name), 'utf8');
const consultorio = completeFacts(parse(factsFile('consultorio.yml')));
const FACTS: { name: string; schema: z.ZodType; base: unknown }[] = [
  { name: 'consultorio.yml', schema: consultorioSchema, base: consultorio },
  {
    name: 'testimonios.yml',
    schema: testimoniosSchema,
    base: { testimonials: [testimonialFor(String(consultorio.practices[0]!.id))] },
  },
  { name: 'preguntas.yml', schema: preguntasSchema, base: parse(factsFile('preguntas.yml')) },
];

describe('hostile input in the facts (content/consultorio.yml, testimonios.yml, preguntas.yml)', () => {
  it.each(FACTS.map((file) => [file.name, file] as const))(
    '%s: every string field refuses it in Spanish or shows it as text',
    (_, { name, schema, base }) => {
      const shown = path.relative(process.cwd(), path.join(factsDir, name));
      expect(() => parseFactsFile(shown, stringify(base), schema)).not.toThrow();
      const fields = stringFieldPaths(schema);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        const at = firstItemPath(field);
        fc.assert(
          fc.property(hostileText, (value) => {
            const data = clone(base);
            setAt(data, at, value);
            // The data as read from YAML (checked by the loader's own step after the parse): YAML's
            // round trip is load.test.ts's concern and would make this run ten times longer.
            const load = () => String(getAt(checkFactsData(shown, data, schema), at));
            expectRefusedOrText(
              `${shown}: ${formatPath(at)}`,
              load,
              renderFactsValue,
              'Texto de prueba',
            );
          }),
          runs,
        );
      }
    },
  );
});

const serviceBase = completeService(parse(frontMatter));
const serviceSource = (data: unknown, body = fixtureBody) => `---\n${stringify(data)}---\n${body}`;

/** Every string of checked data, as the pages write a field they show as text (React escapes it). */
const stringsOf = (data: unknown): string[] =>
  typeof data === 'string'
    ? [data]
    : data !== null && typeof data === 'object'
      ? Object.values(data).flatMap(stringsOf)
      : [];

/**
 * The parts of a service's page that carry its texts, rendered as the page renders them: its card,
 * urgent note, sections and questions, and every other field (the title in Google, a photo's
 * description…) as text, the way the page, its metadata and the photo's alt show it.
 */
function renderService(source: string): string {
  const checked = parseServiceFile(SERVICE_FILE, source);
  const service = toService({ slug: 'prueba', ...checked });
  return renderToStaticMarkup(
    <>
      <ServiceCard service={service} locale="es" />
      {service.urgentSigns ? (
        <ServiceUrgentNote
          title="Urgente"
          signs={service.urgentSigns}
          text="Llama"
          fallback="o al"
          emergencyNumber="911"
          phone="311 555 0000"
        />
      ) : null}
      <ServiceSections sections={service.sections} />
      <FaqSection
        faq={{
          eyebrow: 'Preguntas',
          title: service.title,
          intro: service.summary,
          items: service.faqs,
        }}
      />
      <p>{[service.seoTitle, service.seoDescription, service.fee?.basis].join(' · ')}</p>
      <ul>
        {stringsOf(checked.data).map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </>,
  );
}

const serviceFields: FieldPath[] = stringFieldPaths(serviceEditorSchema).filter(
  (field) => field[0] !== 'body',
);

describe('hostile input in a service (content/servicios/<slug>.md)', () => {
  it('every string field of the front matter refuses it in Spanish or shows it as text', () => {
    expect(() => renderService(serviceSource(serviceBase))).not.toThrow();
    for (const field of serviceFields) {
      const at = firstItemPath(field);
      const original = String(getAt(serviceBase, at));
      fc.assert(
        fc.property(hostileText, (value) => {
          const data = clone(serviceBase);
          setAt(data, at, value);
          const withValue = (typed: string) => {
            const shown = clone(serviceBase);
            setAt(shown, at, typed);
            return renderService(serviceSource(shown));
          };
          const load = () => {
            const checked = parseServiceFile(SERVICE_FILE, serviceSource(data));
            toService({ slug: 'prueba', ...checked });
            return String(getAt(checked.data, at));
          };
          expectRefusedOrText(`${SERVICE_FILE}: ${formatPath(at)}`, load, withValue, original);
        }),
        runs,
      );
    }
  });

  it('the text of the page (its Markdown) carries only text, lists, emphasis and safe links', () => {
    const ALLOWED = new Set([
      'P',
      'EM',
      'STRONG',
      'DEL',
      'CODE',
      'PRE',
      'UL',
      'OL',
      'LI',
      'A',
      'BLOCKQUOTE',
      'H3',
      'H4',
      'H5',
      'H6',
      'HR',
      'BR',
      'TABLE',
      'THEAD',
      'TBODY',
      'TR',
      'TH',
      'TD',
      'INPUT',
    ]);
    const ATTRIBUTES = new Set([
      'href',
      'title',
      'start',
      'align',
      'type',
      'checked',
      'disabled',
      'class',
    ]);
    fc.assert(
      fc.property(
        hostileText,
        fc.constantFrom(...Object.values(SERVICE_SECTIONS)),
        (value, heading) => {
          const body = fixtureBody.replace(`## ${heading}\n`, `## ${heading}\n\n${value}\n`);
          let sections;
          try {
            sections = toService({
              slug: 'prueba',
              ...parseServiceFile(SERVICE_FILE, serviceSource(serviceBase, body)),
            }).sections;
          } catch (error) {
            expect(refusalLines(error).some((line) => line.startsWith(`${SERVICE_FILE}: `))).toBe(
              true,
            );
            return;
          }
          const html = sections.map((section) => section.html).join('');
          const body_ = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
          for (const element of body_.querySelectorAll('*')) {
            expect(ALLOWED).toContain(element.tagName);
            for (const { name, value: attribute } of element.attributes) {
              expect(ATTRIBUTES).toContain(name);
              if (name === 'href') expect(isSafeLinkTarget(attribute)).toBe(true);
              if (name === 'class') expect(attribute).toMatch(/^language-[\w-]+$/);
            }
            if (element.tagName === 'INPUT') expect(element.getAttribute('type')).toBe('checkbox');
          }
        },
      ),
      { seed, numRuns: 150, endOnFailure: true },
    );
  });
});
