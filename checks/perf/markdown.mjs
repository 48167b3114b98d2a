// How long a service's Markdown takes to render, by what it holds, 50 KB of each: plain prose
// (paragraphs of sentences, no markup); the example pages' own text (content/servicios/*.md, with
// their headings, lists and bold: the prose a service page is written in); and, for each shape
// `marked` does a round of work for (paragraphs, list items, nesting, headings, quotes, tables, the
// signs it scans ahead from), the densest text the limits of content/facts/markdown-limits.ts let
// through. Each 50 KB is cut into texts as long as the limits allow and rendered the way the build
// renders a section (renderMarkdown: the limits, marked's lexer, the checks, the HTML). Also: how
// soon 50 KB past a limit are refused (they never reach marked).
// Prints each one's fastest of RUNS runs (interleaved; the fastest is the cost of the work itself:
// a shared machine's load and the garbage collector only add to it) and its ratios. The bar: the
// worst text the limits let through renders within 2x of the example pages' text; the exit code
// says whether it does. Its ratio to plain prose is printed too: markup costs marked a round of
// work per element, so the example pages themselves take about twice as long as bare paragraphs.
//
// Usage: node checks/perf/markdown.mjs (npm test -- markdown). RUNS=<n> changes the runs.
import '../../build/prebuild/typescript-imports.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const { renderMarkdown } = await import('../../content/facts/markdown.ts');
const { MARKDOWN_LIMITS, markdownLimitProblems } =
  await import('../../content/facts/markdown-limits.ts');
const { FactsError } = await import('../../content/facts/load.ts');

const SIZE = 50 * 1024;
const RUNS = Number(process.env.RUNS ?? 21);
const BAR = 2;
const { characters, signsInParagraph } = MARKDOWN_LIMITS;

const SENTENCE =
  'La cirugía de catarata dura unos veinte minutos y se hace con anestesia local en el quirófano. ';
/** @param {number} length */
const prose = (length) => SENTENCE.repeat(Math.ceil(length / SENTENCE.length)).slice(0, length);

/**
 * `block` repeated, each joined to the next by `separator`, cut into texts of at most the limit's
 * characters (between blocks), SIZE characters in all (up to a block more: a block cut short
 * would hold its markup in less prose than the limits ask for).
 * @param {string} block
 * @param {string} separator
 */
function texts(block, separator) {
  const all = [];
  let text = '';
  for (let total = 0; total < SIZE; total += block.length + separator.length) {
    if (text !== '' && text.length + separator.length + block.length > characters) {
      all.push(text);
      text = '';
    }
    text += text === '' ? block : `${separator}${block}`;
  }
  return [...all, text];
}

/** `unit` repeated, cut after its `signs`-th sign. @param {string} unit @param {number} signs */
function signsOf(unit, signs) {
  const text = unit.repeat(signs);
  const last = [...text.matchAll(/[*_~`[\]<]/g)][signs - 1];
  return text.slice(0, (last?.index ?? text.length) + 1);
}

/**
 * The shapes `marked` does a round of work for, each a block (of prose `length` characters long)
 * and what joins two blocks: paragraphs and items full of the signs it scans ahead from
 * (emphasis, code, links, HTML), and short blocks of each kind.
 * @type {Record<string, [(length: number) => string, string]>}
 */
const SHAPES = {
  paragraphs: [(length) => prose(length), '\n\n'],
  'list items': [(length) => `- ${prose(length)}`, '\n'],
  'items nested 4 deep': [(length) => `- - - - ${prose(length)}`, '\n'],
  'numbered items': [(length) => `1. ${prose(length)}`, '\n'],
  headings: [(length) => `### ${prose(length)}`, '\n'],
  quotes: [(length) => `> ${prose(length)}`, '\n\n'],
  'table rows': [(length) => `| ${prose(length)} |\n| - |`, '\n\n'],
  ...Object.fromEntries(
    ['*a **b', '*_a', '_a', '**a', '**a_', 'a*', '_a_ ', '~a', '`a', '[', '[a](', '<a'].map(
      (unit) => [
        `paragraphs of ${JSON.stringify(unit)}`,
        [(length) => `${signsOf(unit, signsInParagraph)} ${prose(length)}`, '\n\n'],
      ],
    ),
  ),
};

/**
 * The shape's texts with the least prose the limits let through (each block as dense as they
 * allow), or null when they refuse it however long its prose.
 * @param {(length: number) => string} block
 * @param {string} separator
 */
function densest(block, separator) {
  const passes = (/** @type {number} */ length) =>
    texts(block(length), separator).every((text) => markdownLimitProblems(text).length === 0);
  let high = 4_000;
  if (!passes(high)) return null;
  let low = 0;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (passes(middle)) high = middle;
    else low = middle + 1;
  }
  return texts(block(low), separator);
}

/** @type {Record<string, string[]>} */
const inputs = {
  'plain prose': texts(prose(600), '\n\n'),
  "the example pages' text": (() => {
    const dir = 'content/servicios';
    const bodies = readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) =>
        readFileSync(path.join(dir, name), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''),
      );
    return texts(bodies.join('\n\n'), '\n\n');
  })(),
};
for (const [name, [block, separator]] of Object.entries(SHAPES)) {
  const found = densest(block, separator);
  if (found) inputs[name] = found;
  else console.log(`markdown: ${name}: refused at any length, not measured`);
}
/** 50 KB past a limit: refused before marked reads them. */
const refused = {
  '"_a" repeated (past the size limit)': ['_a'.repeat(SIZE / 2)],
  '"> " repeated, 10 KB (past the depth limit)': ['> '.repeat(5_000)],
  '"*a **b" repeated, 18 KB (past the signs limit)': ['*a **b'.repeat(3_000)],
};

/** Renders each text as the build renders a section; a refusal counts as done. @param {string[]} all */
function render(all) {
  for (const text of all) {
    try {
      renderMarkdown(text, 'checks/perf/markdown.mjs');
    } catch (error) {
      if (!(error instanceof FactsError)) throw error;
    }
  }
}

const measured = { ...inputs, ...refused };
/** @type {Record<string, number[]>} */
const times = Object.fromEntries(Object.keys(measured).map((name) => [name, []]));
for (const all of Object.values(measured)) render(all); // warm up
for (let run = 0; run < RUNS; run += 1)
  for (const [name, all] of Object.entries(measured)) {
    const start = performance.now();
    render(all);
    times[name]?.push(performance.now() - start);
  }
/** @param {number[]} values */
const fastest = (values = []) => Math.min(...values);
const plain = fastest(times['plain prose']);
const example = fastest(times["the example pages' text"]);
const rows = Object.entries(times).map(([name, values]) => ({ name, ms: fastest(values) }));
for (const { name, ms } of rows)
  console.log(
    `  ${name.padEnd(48)} ${ms.toFixed(2).padStart(8)} ms  ${(ms / example).toFixed(2)}x the example pages  ${(ms / plain).toFixed(2)}x plain prose`,
  );
const accepted = rows.filter(({ name }) => name in inputs && name !== "the example pages' text");
const worst = accepted.reduce((a, b) => (b.ms > a.ms ? b : a));
const ratio = worst.ms / example;
console.log(
  `markdown: the worst text the limits let through (${worst.name}) renders 50 KB in ${worst.ms.toFixed(2)} ms: ${ratio.toFixed(2)}x the example pages' text (${example.toFixed(2)} ms), ${(worst.ms / plain).toFixed(2)}x plain prose (${plain.toFixed(2)} ms); bar ${BAR}x the example pages: ${ratio <= BAR ? 'met' : 'NOT met'}`,
);
process.exit(ratio <= BAR ? 0 : 1);
