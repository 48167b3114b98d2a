import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { printable } from '../../lib/printable.mjs';
import { FACTS_HEADING, problemList, shownFile } from './build-problems.mjs';
import { plainTextProblems } from './plain-text';
import { withEditorPlace } from './editor-place';
import {
  consultorioSchema,
  preguntasSchema,
  testimoniosSchema,
  type Consultorio,
  type PreguntasSource,
} from './schema';
import { inLocale, type InLocale } from './in-locale';
import type { PerLocale } from '../../lib/locale';

/**
 * Reads the practice's data files at build time (server only: never import this from a client
 * component). FACTS_DIR points the build at another folder of data files (the swap test).
 */
export const factsDir = path.resolve(process.env.FACTS_DIR ?? 'content');

/** "practices", 1, "openingHours", 0, "closes" → "practices[1].openingHours[0].closes". */
export function formatPath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

/** One line per problem: "content/consultorio.yml: practices[1].openingHours[0].closes: '25:00' no es una hora válida (HH:MM)". */
export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const where = issue.path.length > 0 ? `${formatPath(issue.path)}: ` : '';
    const input = (issue as { input?: unknown }).input;
    const shown =
      typeof input === 'string' || typeof input === 'number' ? `${printable(input, "'")} ` : '';
    return `${file}: ${where}${shown}${issue.message}`;
  });
}

// Erasable TypeScript only (no parameter property): the prebuild runs this file on Node's own type stripping.
export class FactsError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problemList(FACTS_HEADING, problems));
    this.problems = problems;
    this.name = 'FactsError';
  }
}

/** Parses and validates one data file; every problem names the file and the field. */
export function parseFactsFile<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
): z.output<S> {
  let data: unknown;
  try {
    data = parse(source);
  } catch (error) {
    const where =
      error instanceof YAMLParseError && error.linePos ? ` (línea ${error.linePos[0].line})` : '';
    throw new FactsError([
      `${file}${where}: no es YAML válido: ${(error as Error).message.split('\n')[0]}`,
    ]);
  }
  return checkFactsData(file, data, schema);
}

/** Checks a data file's parsed contents: the schema, then the plain-text rule on every string. */
export function checkFactsData<S extends z.ZodType>(
  file: string,
  data: unknown,
  schema: S,
): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    const { issues } = result.error;
    // Each line also names the field as the editor shows it, for the practice (editor-place.ts).
    const lines = describeIssues(file, issues).map((line, index) =>
      withEditorPlace(line, schema, data, issues[index]!.path),
    );
    throw new FactsError(lines);
  }
  const plain = describePlainTextProblems(file, result.data);
  if (plain.length > 0) throw new FactsError(plain);
  return result.data;
}

/**
 * One line per value that would mean something else shown as text (content/facts/plain-text.ts):
 * "content/consultorio.yml: visit.cancellation: lleva HTML (<script…), …".
 */
export function describePlainTextProblems(file: string, data: unknown): string[] {
  return plainTextProblems(data).map(
    ({ path, problem }) => `${file}: ${formatPath(path)}: ${problem}`,
  );
}

export function readFactsFile<S extends z.ZodType>(name: string, schema: S): z.output<S> {
  const file = path.join(factsDir, name);
  return parseFactsFile(shownFile(file), readFileSync(file, 'utf8'), schema);
}

/** The facts as written: each word the practice writes with its English twin (localized.ts). */
export const consultorioSource = readFactsFile('consultorio.yml', consultorioSchema);
export const testimonios = readFactsFile('testimonios.yml', testimoniosSchema);
export const preguntasSource = readFactsFile('preguntas.yml', preguntasSchema);

/** The facts in each language (in-locale.ts); English is complete only where english-gaps.ts finds no gap. */
export const consultorioIn: PerLocale<Consultorio> = {
  es: inLocale(consultorioSource, 'es'),
  en: inLocale(consultorioSource, 'en'),
};
export const preguntasIn: PerLocale<InLocale<PreguntasSource>> = {
  es: inLocale(preguntasSource, 'es'),
  en: inLocale(preguntasSource, 'en'),
};
/** The facts in Spanish, the practice's own language. */
export const consultorio = consultorioIn.es;
export const preguntas = preguntasIn.es;

/** References between files: a testimonial or a closure names a practice that exists. */
function checkReferences(): void {
  const ids = new Set(consultorio.practices.map((place) => place.id));
  const problems = [
    ...testimonios.testimonials.flatMap((item, index) =>
      ids.has(item.practice)
        ? []
        : [
            `testimonios.yml: testimonials[${index}].practice: ${printable(item.practice, "'")} no es un consultorio (${[...ids].join(', ')})`,
          ],
    ),
    ...consultorio.closures.flatMap((closure, index) =>
      closure.practices
        .filter((id) => !ids.has(id))
        .map(
          (id) =>
            `consultorio.yml: closures[${index}].practices: ${printable(id, "'")} no es un consultorio (${[...ids].join(', ')})`,
        ),
    ),
  ];
  if (problems.length > 0) throw new FactsError(problems);
}
checkReferences();
