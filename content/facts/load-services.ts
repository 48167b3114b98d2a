import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, type Token } from 'marked';
import { parse, YAMLParseError } from 'yaml';
import { printable } from '../../lib/printable.mjs';
import { describeIssues, describePlainTextProblems, factsDir, FactsError } from './load';
import { markdownProblems } from './markdown';
import { markdownLimitProblems } from './markdown-limits';
import {
  SERVICE_SECTION_HEADINGS,
  serviceFrontMatterSchema,
  type ServiceFrontMatter,
  type ServiceSectionKey,
} from './service-schema';
import { shownFile } from './build-problems.mjs';
import { withEditorPlace } from './editor-place';
import type { Locale } from '../../lib/locale';

/**
 * Reads the service pages, content/servicios/<slug>.md, at build time (server only, like load.ts):
 * YAML front matter checked by the schema, and a Markdown body split into its sections. Every
 * problem names the file and the field or heading. A FACTS_DIR holding a servicios/ folder is
 * read instead (the editor's test edits copies there).
 */
export const servicesDir = existsSync(path.join(factsDir, 'servicios'))
  ? path.join(factsDir, 'servicios')
  : path.resolve('content', 'servicios');

export interface ServiceFile {
  slug: string;
  /** Path shown in messages, e.g. "content/servicios/cirugia-catarata.md". */
  file: string;
  data: ServiceFrontMatter;
  /** Each section's Markdown, without its heading, marks ({doctor} …) not yet filled. */
  sections: ServiceSections;
  /** The English body's sections (`en.body`), checked alike; null without an English body. */
  englishSections: ServiceSections | null;
}

export type ServiceSections = Record<ServiceSectionKey, string>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const sectionByHeading = (locale: Locale) =>
  new Map(
    Object.entries(SERVICE_SECTION_HEADINGS[locale]).map(([key, heading]) => [
      heading,
      key as ServiceSectionKey,
    ]),
  );

/**
 * Splits the body at its "## " headings: each of the language's SERVICE_SECTION_HEADINGS once, in
 * order, nothing else at that level. Each section carries text, lists, emphasis and safe links only
 * (content/facts/markdown.ts). A body past the size and depth limits is refused before it is
 * read as Markdown (content/facts/markdown-limits.ts). `file` names where the body is in messages
 * ("content/servicios/x.md", or "content/servicios/x.md: en.body" for the English one).
 */
export function parseServiceBody(
  file: string,
  body: string,
  locale: Locale = 'es',
): ServiceSections {
  const SERVICE_SECTIONS = SERVICE_SECTION_HEADINGS[locale];
  const headings = sectionByHeading(locale);
  const limits = markdownLimitProblems(body);
  if (limits.length > 0) throw new FactsError(limits.map((problem) => `${file}: ${problem}`));
  const problems: string[] = [];
  const tokens = new Lexer().lex(body);
  const found: { key: ServiceSectionKey; raw: string[]; tokens: Token[] }[] = [];
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth <= 2) {
      const key = token.depth === 2 ? headings.get(token.text.trim()) : undefined;
      if (!key) {
        problems.push(
          `${file}: el título ${printable(token.text, "'")} no es una sección; usa "## " con uno de: ${Object.values(SERVICE_SECTIONS).join(' · ')}`,
        );
        continue;
      }
      found.push({ key, raw: [], tokens: [] });
    } else if (found.length > 0) {
      found[found.length - 1]!.raw.push(token.raw);
      found[found.length - 1]!.tokens.push(token);
    } else if (token.type !== 'space') {
      problems.push(
        `${file}: hay texto antes del primer título de sección (## ${SERVICE_SECTIONS.paraQuien})`,
      );
    }
  }
  const order = Object.keys(SERVICE_SECTIONS) as ServiceSectionKey[];
  const keys = found.map((section) => section.key);
  for (const key of order)
    if (!keys.includes(key))
      problems.push(`${file}: falta la sección '## ${SERVICE_SECTIONS[key]}'`);
  if (problems.length === 0 && keys.join() !== order.join())
    problems.push(
      `${file}: las secciones deben ir una vez cada una y en este orden: ${Object.values(SERVICE_SECTIONS).join(' · ')}`,
    );
  for (const section of found) {
    const heading = `## ${SERVICE_SECTIONS[section.key]}`;
    const markdown = section.raw.join('');
    if (markdown.trim() === '') problems.push(`${file}: la sección '${heading}' está vacía`);
    for (const problem of markdownProblems(markdown, section.tokens)) {
      problems.push(`${file}: ${heading}: ${problem}`);
    }
  }
  if (problems.length > 0) throw new FactsError(problems);
  return Object.fromEntries(
    found.map((section) => [section.key, section.raw.join('').trim()]),
  ) as ServiceSections;
}

/** Parses and checks one service file's text. */
export function parseServiceFile(file: string, source: string): Omit<ServiceFile, 'slug'> {
  const match = FRONT_MATTER.exec(source);
  if (!match)
    throw new FactsError([`${file}: falta el encabezado entre líneas '---' al inicio del archivo`]);
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch (error) {
    const where =
      error instanceof YAMLParseError && error.linePos
        ? ` (línea ${error.linePos[0].line + 1})`
        : '';
    throw new FactsError([
      `${file}${where}: el encabezado no es YAML válido: ${(error as Error).message.split('\n')[0]}`,
    ]);
  }
  const result = serviceFrontMatterSchema.safeParse(data, { reportInput: true });
  if (!result.success) {
    const { issues } = result.error;
    throw new FactsError(
      describeIssues(file, issues).map((line, index) =>
        withEditorPlace(line, serviceFrontMatterSchema, data, issues[index]!.path),
      ),
    );
  }
  const plain = describePlainTextProblems(file, result.data);
  if (plain.length > 0) throw new FactsError(plain);
  const englishBody = result.data.en?.body;
  return {
    file,
    data: result.data,
    sections: parseServiceBody(file, match[2] ?? ''),
    englishSections: englishBody?.trim()
      ? parseServiceBody(`${file}: en.body`, englishBody, 'en')
      : null,
  };
}

/** Two services may not share an English address (en.slug): each names its own page. */
function englishSlugProblems(services: readonly ServiceFile[]): string[] {
  const owner = new Map<string, string>();
  return services.flatMap((service) => {
    const slug = service.data.en?.slug;
    if (!slug) return [];
    const first = owner.get(slug);
    if (first === undefined) {
      owner.set(slug, service.file);
      return [];
    }
    return [
      `${service.file}: en.slug: ${printable(slug, "'")} ya es la dirección en inglés de ${first}`,
    ];
  });
}

/** Cross-file rules: related services exist, are visible and are not the service itself; English addresses are unique. */
export function checkServiceReferences(services: readonly ServiceFile[]): void {
  const visible = new Set(
    services.filter((service) => !service.data.hidden).map((service) => service.slug),
  );
  const problems = services
    .filter((service) => !service.data.hidden)
    .flatMap((service) =>
      service.data.related.flatMap((related, index) =>
        related === service.slug
          ? [`${service.file}: related[${index}]: ${printable(related, "'")} es el mismo servicio`]
          : visible.has(related)
            ? []
            : [
                `${service.file}: related[${index}]: ${printable(related, "'")} no es un servicio visible (${[...visible].join(', ')})`,
              ],
      ),
    );
  problems.push(...englishSlugProblems(services));
  if (problems.length > 0) throw new FactsError(problems);
}

export function readServiceFiles(dir = servicesDir): ServiceFile[] {
  const services = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = shownFile(path.join(dir, name));
      const slug = name.slice(0, -'.md'.length);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
        throw new FactsError([
          `${file}: el nombre del archivo debe ser el identificador del servicio (minúsculas, números y guiones)`,
        ]);
      return { slug, ...parseServiceFile(file, readFileSync(path.join(dir, name), 'utf8')) };
    });
  checkServiceReferences(services);
  return services;
}

/** Every service file, checked, in file-name order (hidden ones included: the adapter leaves them out). */
export const serviceFiles = readServiceFiles();
