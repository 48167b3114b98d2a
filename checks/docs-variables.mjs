// @ts-check
// The environment and repository variables the documents name, against those the code reads: each
// variable a document names (README.md, docs/*.md) is read by the code, and each one the code reads
// is named in a document. checks/__tests__/docs-variables.test.ts runs it over the repository.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The folders of the code whose variables a developer sets (the site, the deploy, the relay, the
 * editor, the developer's tools, the workflows' generators): each one it reads is documented.
 */
export const CODE_FOLDERS = ['publish', 'lib', 'content', 'build', 'app'];
/**
 * Where else a variable a document names may be read: the checks, measurements and browser tests,
 * the project's root configurations and npm scripts (their variables are documented where useful,
 * not required).
 */
export const CHECK_FOLDERS = ['checks', '.'];
/** Test code: the variables it reads are its own (ports, fixtures), named in its own files. */
const TEST_FOLDERS = new Set(['__tests__', '__fixtures__', 'node_modules', 'testing']);
const CODE_FILE = /\.(?:mjs|js|ts|tsx|sh)$|^package\.json$/;
/** Folders never walked from the root: dependencies, outputs, caches and the walked ones. */
const SKIPPED = new Set(['node_modules', 'out', '.next', '.cache', '.git', 'public', 'components']);

/** An environment variable's name: upper case, with at least one underscore (PORT is allowed below). */
const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|PORT';

/** How code reads a variable by its name. */
const READS = [
  new RegExp(`process\\.env\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\benv\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\benv\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
  // GitHub Actions' expressions in the workflows' generators.
  new RegExp(`\\$\\{\\{\\s*(?:vars|secrets)\\.(${NAME})\\s*\\}\\}`, 'g'),
  // Caddy's environment placeholders in the Caddyfile's generator.
  new RegExp(`\\{\\$(${NAME})(?::[^}]*)?\\}`, 'g'),
];
/** How a shell script or an npm script reads one. */
const SHELL_READ = new RegExp(`\\$\\{?(${NAME})\\b`, 'g');
const SHELL_FILE = /\.sh$|^package\.json$/;
/** `const { A, B } = process.env` */
const DESTRUCTURED = /(?:const|let)\s*\{([^}]+)\}\s*=\s*process\.env\b/g;
/** A file that reads the environment by a computed name (`env[name]`): its names are in its literals. */
const COMPUTED_READ = /\benv\[\s*[a-z]\w*\s*\]/;
const NAME_LITERAL = new RegExp(`['"\`](${NAME})['"\`]`, 'g');

/**
 * The code files of a folder, its subfolders too unless `shallow` (the root: its own files only).
 * @param {string} folder
 * @param {boolean} [shallow]
 * @returns {string[]}
 */
function codeFiles(folder, shallow = false) {
  let entries;
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory())
      return shallow || TEST_FOLDERS.has(name) || SKIPPED.has(name) ? [] : codeFiles(file);
    return CODE_FILE.test(name) ? [file] : [];
  });
}

/**
 * The variables the code of `folders` reads, each with the first file that reads it.
 * @param {string} root
 * @param {readonly string[]} folders
 * @returns {Map<string, string>}
 */
export function variablesReadByCode(root, folders) {
  /** @type {Map<string, string>} */
  const read = new Map();
  const add = (/** @type {string} */ name, /** @type {string} */ file) => {
    if (!read.has(name)) read.set(name, path.relative(root, file));
  };
  for (const file of folders.flatMap((folder) =>
    codeFiles(path.join(root, folder), folder === '.'),
  )) {
    const source = readFileSync(file, 'utf8');
    const patterns = SHELL_FILE.test(path.basename(file)) ? [SHELL_READ] : READS;
    for (const pattern of patterns)
      for (const match of source.matchAll(pattern)) add(match[1] ?? '', file);
    for (const match of source.matchAll(DESTRUCTURED))
      for (const part of (match[1] ?? '').split(','))
        if (new RegExp(`^(?:${NAME})$`).test(part.trim().split(':')[0]?.trim() ?? ''))
          add(part.trim().split(':')[0]?.trim() ?? '', file);
    if (COMPUTED_READ.test(source))
      for (const match of source.matchAll(NAME_LITERAL)) add(match[1] ?? '', file);
  }
  return read;
}

/** The documents: README.md and docs/*.md. @param {string} root */
export function documentFiles(root) {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name));
  return ['README.md', ...docs];
}

/** What a document writes as code: inline spans and fenced blocks. @param {string} markdown */
const codeOf = (markdown) => [
  ...[...markdown.matchAll(/^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1/gm)].map((match) => match[2] ?? ''),
  ...[...markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1/gm, '').matchAll(/`([^`\n]+)`/g)].map(
    (match) => match[1] ?? '',
  ),
];

/**
 * The names a document writes as code that look like variables, each with the first document, minus
 * the code's own constants (an exported or declared UPPER_CASE name is a constant, not a variable).
 * @param {string} root
 * @returns {Map<string, string>}
 */
export function variablesNamedInDocs(root) {
  const constants = declaredConstants(root);
  /** @type {Map<string, string>} */
  const named = new Map();
  for (const file of documentFiles(root)) {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    for (const code of codeOf(markdown))
      for (const match of code.matchAll(new RegExp(`(?<![\\w.$/-])(${NAME})(?![\\w(])`, 'g'))) {
        const name = match[1] ?? '';
        if (name !== 'PORT' && !constants.has(name) && !named.has(name)) named.set(name, file);
      }
  }
  return named;
}

/** UPPER_CASE names the code declares (`const X =`, `export const X`, `function X`). @param {string} root */
function declaredConstants(root) {
  const declared = new Set();
  const folders = [...CODE_FOLDERS, 'checks', 'components'];
  for (const file of folders.flatMap((folder) => codeFiles(path.join(root, folder)))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      new RegExp(`\\b(?:const|let|var|function|class)\\s+(${NAME})\\b`, 'g'),
    ))
      declared.add(match[1]);
  }
  return declared;
}

/**
 * What is out of step: variables the documents name that no code reads, and variables the code
 * reads that no document names, minus the allowed ones.
 * @param {string} root
 * @param {{ readElsewhere: Record<string, string>, testsOnly: Record<string, string> }} allowed
 */
export function variablesOutOfStep(root, allowed) {
  const read = variablesReadByCode(root, CODE_FOLDERS);
  const readAnywhere = variablesReadByCode(root, [...CODE_FOLDERS, ...CHECK_FOLDERS]);
  const named = variablesNamedInDocs(root);
  const documents = documentFiles(root)
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
  const unread = [...named]
    .filter(([name]) => !readAnywhere.has(name) && !(name in allowed.readElsewhere))
    .map(([name, file]) => `${name} (${file})`);
  const unnamed = [...read]
    .filter(
      ([name]) => !new RegExp(`\\b${name}\\b`).test(documents) && !(name in allowed.testsOnly),
    )
    .map(([name, file]) => `${name} (${file})`);
  return { read, named, unread, unnamed };
}
