import { readFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { parse } from 'yaml';
import { MARKDOWN_LIMITS } from '../markdown-limits';
import { checkServiceReferences, parseServiceFile, type ServiceFile } from '../load-services';
import { SERVICE_SECTION_HEADINGS } from '../service-schema';
import { problemsOf } from '../__fixtures__/problems';
import { completeService } from '../__fixtures__/string-fields';

const FILE = 'content/servicios/prueba.md';
/** A service file of the test's own, given the English version of the fixtures. */
const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
  readFileSync('content/facts/__fixtures__/servicio.md', 'utf8'),
)!;
const spanish = parse(front!) as Record<string, unknown>;
const english = completeService(spanish).en as Record<string, unknown>;
const withEnglish = (en: Record<string, unknown>) =>
  `---\n${stringify({ ...spanish, en })}---\n${body}`;
const englishBody = (headings: readonly string[]) =>
  headings.map((heading) => `## ${heading}\n\nText.\n`).join('\n');

describe("a service's English version (en in content/servicios/<slug>.md)", () => {
  it('reads the English body into the same five sections', () => {
    const service = parseServiceFile(FILE, withEnglish(english));
    expect(Object.keys(service.englishSections!)).toEqual(Object.keys(service.sections));
    expect(service.englishSections!.limites).toBe('Text.');
    expect(parseServiceFile(FILE, withEnglish({})).englishSections).toBeNull();
  });

  it('refuses, in Spanish and naming en.body, an English body without one of its sections', () => {
    const headings = Object.values(SERVICE_SECTION_HEADINGS.en);
    const missing = headings.filter(
      (heading) => heading !== SERVICE_SECTION_HEADINGS.en.preparacion,
    );
    expect(
      problemsOf(() =>
        parseServiceFile(FILE, withEnglish({ ...english, body: englishBody(missing) })),
      ),
    ).toEqual([
      `${FILE}: en.body: falta la sección '## ${SERVICE_SECTION_HEADINGS.en.preparacion}'`,
    ]);
    // A Spanish heading is no section of the English body.
    const spanishHeadings = Object.values(SERVICE_SECTION_HEADINGS.es);
    expect(
      problemsOf(() =>
        parseServiceFile(FILE, withEnglish({ ...english, body: englishBody(spanishHeadings) })),
      )[0],
    ).toMatch(
      /^content\/servicios\/prueba\.md: en\.body: el título '¿Para quién es\?' no es una sección/,
    );
  });

  it('holds the English body to the Markdown limits', () => {
    const deep = `${'> '.repeat(MARKDOWN_LIMITS.depth + 1)}Text.\n`;
    const headings = Object.values(SERVICE_SECTION_HEADINGS.en);
    const text = englishBody(headings).replace('Text.', deep);
    const found = problemsOf(() => parseServiceFile(FILE, withEnglish({ ...english, body: text })));
    expect(found.length).toBeGreaterThan(0);
    for (const line of found) expect(line.startsWith(`${FILE}: en.body: `)).toBe(true);
  });

  it('refuses two services with the same English address', () => {
    const service = (slug: string): ServiceFile => ({
      ...parseServiceFile(`content/servicios/${slug}.md`, withEnglish(english)),
      slug,
    });
    const first = { ...service('uno'), data: { ...service('uno').data, related: ['dos'] } };
    const second = { ...service('dos'), data: { ...service('dos').data, related: ['uno'] } };
    expect(problemsOf(() => checkServiceReferences([first, second]))).toEqual([
      `content/servicios/dos.md: en.slug: '${String(english.slug)}' ya es la dirección en inglés de content/servicios/uno.md`,
    ]);
  });
});
