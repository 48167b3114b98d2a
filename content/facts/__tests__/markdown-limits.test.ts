import { readFileSync } from 'node:fs';
import { Lexer } from 'marked';
import { parseServiceBody, parseServiceFile } from '../load-services';
import { renderMarkdown } from '../markdown';
import { MARKDOWN_LIMITS, markdownLimitProblems } from '../markdown-limits';
import { SERVICE_SECTIONS } from '../service-schema';
import { problemsOf } from '../__fixtures__/problems';

const FILE = 'content/servicios/prueba.md';
const WHERE = `${FILE}: ## Preparación`;
/** A service file of the test's own: the practice's files change as it edits them. */
const source = readFileSync('content/facts/__fixtures__/servicio.md', 'utf8');
const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');

/** The body with `text` as the first section's text. */
const withText = (text: string) =>
  body.replace(
    `## ${SERVICE_SECTIONS.paraQuien}\n`,
    `## ${SERVICE_SECTIONS.paraQuien}\n\n${text}\n`,
  );

/** What marked was asked to read while `run` ran. */
function lexedDuring(run: () => unknown): number {
  const lex = jest.spyOn(Lexer.prototype, 'lex');
  try {
    run();
  } catch {
    // the refusal is asserted apart
  } finally {
    lex.mockRestore();
  }
  return lex.mock.calls.length;
}

/** Inputs that crash marked or keep it busy for seconds: within the size limit, then past it. */
const PATHOLOGICAL: Record<string, string> = {
  'nested quotes': '> '.repeat(5_000),
  'nested lists': '- '.repeat(5_000),
  'indented lists': Array.from({ length: 100 }, (_, level) => `${'  '.repeat(level)}- a`).join(
    '\n',
  ),
  'underscores between letters': '_a'.repeat(9_000),
  'stars between letters': '*a **b'.repeat(3_000),
  brackets: '['.repeat(15_000),
  'many short paragraphs of signs': '*a **b\n\n'.repeat(2_000),
  'underscores past the size limit': '_a'.repeat(50_000),
};

describe('the size and depth of a service text (content/facts/markdown-limits.ts)', () => {
  it('keeps the example text, far within every limit', () => {
    expect(markdownLimitProblems(body)).toEqual([]);
    expect(Object.keys(parseServiceFile(FILE, source).sections)).toEqual(
      Object.keys(SERVICE_SECTIONS),
    );
  });

  it.each(Object.entries(PATHOLOGICAL))(
    'refuses %s in one sentence naming the file, before marked reads it',
    (_name, text) => {
      const found = problemsOf(() => parseServiceBody(FILE, withText(text)));
      expect(found.length).toBeGreaterThan(0);
      for (const problem of found) expect(problem).toMatch(/^content\/servicios\/prueba\.md: \S/);
      expect(lexedDuring(() => parseServiceBody(FILE, withText(text)))).toBe(0);
      expect(problemsOf(() => renderMarkdown(text, WHERE))[0]).toMatch(
        /^content\/servicios\/prueba\.md: ## Preparación: /,
      );
      expect(lexedDuring(() => renderMarkdown(text, WHERE))).toBe(0);
    },
  );

  it('says which limit a text passes', () => {
    const { characters, depth, signsInParagraph, charactersPerElement } = MARKDOWN_LIMITS;
    expect(markdownLimitProblems('a'.repeat(characters + 1))).toEqual([
      `el texto de la página tiene ${characters + 1} caracteres; como máximo ${characters}, divídelo o resúmelo`,
    ]);
    expect(markdownLimitProblems(`Texto.\n\n${'> '.repeat(depth + 1)}cita`)).toEqual([
      `la línea 3 anida más de ${depth} niveles de listas o citas (>); usa como máximo ${depth}`,
    ]);
    const crowded = `${'Texto. '.repeat(100)}\n\n${'**a** '.repeat(signsInParagraph / 4)}\nsigue _b_`;
    expect(markdownLimitProblems(crowded)).toEqual([
      `el párrafo o elemento de lista de la línea 3 lleva más de ${signsInParagraph} signos de Markdown (*, _, ~, \`, [, ], <); usa como máximo ${signsInParagraph} en cada uno`,
    ]);
    const items = Array.from({ length: 400 }, () => '- Gotas.').join('\n');
    expect(markdownLimitProblems(items)).toEqual([
      `el texto lleva 800 elementos de Markdown (párrafos, elementos de lista, títulos, citas y signos *, _, ~, \`, [, ], <) en ${items.length} caracteres; usa como máximo uno por cada ${charactersPerElement} caracteres`,
    ]);
  });

  it('counts signs by paragraph or list item, as marked reads them', () => {
    const { signsInParagraph } = MARKDOWN_LIMITS;
    const item = `- ${'**a** '.repeat(signsInParagraph / 4)}${'texto '.repeat(150)}`;
    expect(markdownLimitProblems(Array.from({ length: 3 }, () => item).join('\n'))).toEqual([]);
    // "2." does not start a list inside a paragraph: the lines are one paragraph.
    const continued = `Texto ${'**a** '.repeat(signsInParagraph / 4)}\n2. y _b_ ${'texto '.repeat(100)}`;
    expect(markdownLimitProblems(continued)[0]).toMatch(
      /^el párrafo o elemento de lista de la línea 1 /,
    );
  });

  it('takes a text at every limit, and renders it', () => {
    const { characters, depth, signsInParagraph, charactersPerElement } = MARKDOWN_LIMITS;
    const paragraph = `${'**a** '.repeat(signsInParagraph / 4)}${'x'.repeat((signsInParagraph + 1) * charactersPerElement)}`;
    const nested = Array.from(
      { length: depth },
      (_, level) => `${'  '.repeat(level)}- nivel ${'x'.repeat(60)}`,
    ).join('\n');
    let text = `${nested}\n\n${'\\* '.repeat(100)}`;
    while (text.length + paragraph.length + 2 <= characters) text += `\n\n${paragraph}`;
    expect(markdownLimitProblems(text)).toEqual([]);
    expect(renderMarkdown(text, WHERE)).toContain('<strong>a</strong>');
  });
});
