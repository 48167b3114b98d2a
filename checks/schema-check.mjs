// Checks JSON-LD graphs against the schema.org vocabulary as schema-dts ships it: each graph is
// written as a TypeScript module typed `Graph` and compiled with tsc, so an unknown type, a
// property outside its type or a value outside its range is a compile error. On top, what types
// cannot see: every {"@id"} reference resolves, and a node repeated under one @id keeps one @type.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Every object in the JSON, however deep. */
function allObjects(value, found = []) {
  if (Array.isArray(value)) value.forEach((item) => allObjects(item, found));
  else if (value && typeof value === 'object') {
    found.push(value);
    Object.values(value).forEach((item) => allObjects(item, found));
  }
  return found;
}

const isReference = (object) =>
  Object.keys(object).length === 1 && typeof object['@id'] === 'string';

/**
 * Nodes the graph describes (any object with an "@type" key, however deep).
 * @param {any} graph
 */
export function countNodes(graph) {
  return allObjects(graph['@graph'] ?? []).filter((object) => '@type' in object).length;
}

/**
 * Reference errors: a bare {"@id": X} that no node of the graph defines (unless X starts with one
 * of `externalPrefixes`), and an "@id" given two different types.
 * @param {any} graph
 * @param {{ externalPrefixes?: readonly string[] }} [options]
 * @returns {string[]}
 */
export function referenceErrors(graph, { externalPrefixes = [] } = {}) {
  const errors = [];
  const objects = allObjects(graph['@graph'] ?? []);
  const typeById = new Map();
  for (const object of objects) {
    if (isReference(object) || typeof object['@id'] !== 'string') continue;
    const type = JSON.stringify(object['@type'] ?? null);
    const known = typeById.get(object['@id']);
    if (known === undefined) typeById.set(object['@id'], type);
    else if (known !== type) errors.push(`@id ${object['@id']} con dos tipos: ${known} y ${type}`);
  }
  for (const object of objects) {
    if (!isReference(object)) continue;
    const id = object['@id'];
    if (!typeById.has(id) && !externalPrefixes.some((prefix) => id.startsWith(prefix)))
      errors.push(`@id ${id} no está definido en el grafo`);
  }
  return errors;
}

/** A TypeScript module asserting the graph is a schema-dts Graph. */
export function typedModule(graph) {
  return `import type { Graph } from 'schema-dts';\n\nexport const graph = ${JSON.stringify(graph, null, 2)} as const satisfies Graph;\n`;
}

/**
 * Type-checks graphs ([{ name, graph }]) in one tsc run. Returns a Map name → error messages
 * (empty when the graph is valid). Needs schema-dts and typescript installed in this project.
 * @param {readonly { name: string, graph: unknown }[]} entries
 * @returns {Map<string, string[]>}
 */
export function typeErrors(entries) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const tsc = require.resolve('typescript/bin/tsc', { paths: [root] });
  const schemaDts = path.dirname(require.resolve('schema-dts/package.json', { paths: [root] }));
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(root, '.cache', 'schema-check-'));
  const fileOf = new Map();
  try {
    entries.forEach(({ name, graph }, index) => {
      const file = `page-${index}.ts`;
      fileOf.set(file, name);
      writeFileSync(path.join(dir, file), typedModule(graph));
    });
    const tsconfig = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: 'ES2022',
        module: 'esnext',
        moduleResolution: 'bundler',
        types: [],
        paths: { 'schema-dts': [path.join(schemaDts, 'dist', 'schema.d.ts')] },
        baseUrl: '.',
      },
      files: [...fileOf.keys()],
    };
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const failed = /** @type {{ stdout?: string, stderr?: string }} */ (error);
      output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
      if (!output.trim()) throw error;
    }
    /** @type {Map<string, string[]>} */
    const errors = new Map(entries.map(({ name }) => [name, []]));
    /** @type {string[] | undefined} */
    let current;
    for (const line of output.split('\n')) {
      const match = line.match(/^(?:.*[\\/])?(page-\d+\.ts)\((\d+),(\d+)\): error (TS\d+: .*)$/);
      if (match) {
        current = errors.get(fileOf.get(match[1] ?? '') ?? '');
        if (!current) throw new Error(`tsc: ${line}`);
        current.push(`línea ${match[2]}: ${match[4]}`);
      } else if (line.trim() && current) {
        current[current.length - 1] += `\n    ${line.trim()}`;
      } else if (line.trim()) {
        throw new Error(`tsc: ${line}`);
      }
    }
    return errors;
  } finally {
    if (!process.env.KEEP_SCHEMA_CHECK) rmSync(dir, { recursive: true, force: true });
  }
}
