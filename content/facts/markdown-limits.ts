/**
 * The size and shape a service's Markdown may have, checked in one pass over the text before
 * `marked` reads it. `marked` recurses once per level of quotes and lists (5,000 "> " end the
 * build with a stack overflow) and scans, for each sign of emphasis, code, link or HTML, ahead
 * to where it could close: a text dense with such signs costs far more than prose, and one with
 * tens of thousands of them takes seconds. Within these limits any text renders in time
 * proportional to its length (checks/perf/markdown.mjs measures it). The example pages stay far
 * below each limit: 1,473 characters, one level of lists, 12 signs in a paragraph or list item,
 * one element of Markdown in 45 characters.
 */
export const MARKDOWN_LIMITS = {
  /** Characters of a service's text (its five sections with their headings). */
  characters: 20_000,
  /** Levels of quotes (">") and lists, nested in one another. */
  depth: 4,
  /**
   * Signs of markup (MARKUP_SIGNS) in one paragraph or list item: `marked` scans from a sign to
   * the end of its paragraph or item, so this bounds the scanning per character.
   */
  signsInParagraph: 24,
  /**
   * At most one element of Markdown in this many characters of the whole text: a paragraph, a
   * list item, a heading, a quote, each level of nesting and each sign of markup (`marked` does
   * a round of work for each, whatever its length).
   */
  charactersPerElement: 25,
};

/** A text this short is judged by its paragraphs alone (its elements may be denser). */
const SHORT_TEXT = 500;

/** The signs `marked` scans ahead from, as the practice reads them in a refusal. */
const MARKUP_SIGNS = new Set(['*', '_', '~', '`', '[', ']', '<']);
const SIGNS_SHOWN = '*, _, ~, `, [, ], <';

/** A line's container markers: a quote's ">" or a list item's "-", "+", "*", "1." or "1)". */
const CONTAINER = /^ {0,3}(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))[ \t]?/;

/**
 * A line that ends the paragraph above it and starts a block of its own: a quote, a list item
 * (an ordered one only from 1: another number continues the paragraph), a heading.
 */
const BLOCK_START = /^ {0,3}(?:>|[-+*][ \t]+\S|1[.)][ \t]+\S|#{1,6}(?:[ \t]|$))/;

/** How deep a line sits (its quote and list markers, and each two columns of indentation), and how many markers it has. */
function lineShape(line: string): { depth: number; markers: number } {
  const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
  let rest = line.trimStart();
  let markers = 0;
  for (let match = CONTAINER.exec(rest); match && match[0] !== ''; match = CONTAINER.exec(rest)) {
    markers += 1;
    rest = rest.slice(match[0].length).trimStart();
  }
  return { depth: Math.floor(indent / 2) + markers, markers };
}

/** The markup signs of a line, a sign after a backslash not counted (it is text). */
function signsIn(line: string): number {
  let count = 0;
  for (let index = 0; index < line.length; index += 1) {
    if (line[index] === '\\') index += 1;
    else if (MARKUP_SIGNS.has(line[index]!)) count += 1;
  }
  return count;
}

/**
 * Why a service's Markdown is too large or too deep to render, in Spanish (without the file's
 * name), or none. One pass over the text, whatever its content. `shapeOnly` leaves the size out:
 * for a section whose marks are filled, the practice's text having been held to it when its file
 * was read (a value filled in is escaped text, as long as its own field allows).
 */
export function markdownLimitProblems(markdown: string, { shapeOnly = false } = {}): string[] {
  const { characters, depth, signsInParagraph, charactersPerElement } = MARKDOWN_LIMITS;
  if (!shapeOnly && markdown.length > characters)
    return [
      `el texto de la página tiene ${markdown.length} caracteres; como máximo ${characters}, divídelo o resúmelo`,
    ];
  const problems: string[] = [];
  let elements = 0;
  let afterBlank = true;
  let paragraph = { line: 1, signs: 0 };
  let deepLine = 0;
  let crowdedLine = 0;
  markdown.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (line.trim() === '') {
      afterBlank = true;
      return;
    }
    const shape = lineShape(line);
    const starts = BLOCK_START.test(line);
    if (starts || afterBlank) paragraph = { line: index + 1, signs: 0 };
    const signs = signsIn(line);
    elements += (starts || afterBlank ? 1 : 0) + shape.markers + signs;
    paragraph.signs += signs;
    afterBlank = false;
    if (!deepLine && shape.depth > depth) deepLine = index + 1;
    if (!crowdedLine && paragraph.signs > signsInParagraph) crowdedLine = paragraph.line;
  });
  if (deepLine)
    problems.push(
      `la línea ${deepLine} anida más de ${depth} niveles de listas o citas (>); usa como máximo ${depth}`,
    );
  if (crowdedLine)
    problems.push(
      `el párrafo o elemento de lista de la línea ${crowdedLine} lleva más de ${signsInParagraph} signos de Markdown (${SIGNS_SHOWN}); usa como máximo ${signsInParagraph} en cada uno`,
    );
  if (elements * charactersPerElement > Math.max(markdown.length, SHORT_TEXT))
    problems.push(
      `el texto lleva ${elements} elementos de Markdown (párrafos, elementos de lista, títulos, citas y signos ${SIGNS_SHOWN}) en ${markdown.length} caracteres; usa como máximo uno por cada ${charactersPerElement} caracteres`,
    );
  return problems;
}
