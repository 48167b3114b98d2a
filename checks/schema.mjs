// npm test -- schema: every exported page's JSON-LD graph type-checked against schema-dts
// (the schema.org vocabulary) with tsc, plus dangling @id references and one @type per @id.
// Prints, per page, the nodes checked and the errors; exits 1 on any error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countNodes, referenceErrors, typeErrors } from './schema-check.mjs';
import { sitePages } from '../build/postbuild/site-pages.mjs';

const outDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
const pages = sitePages(outDir);
if (pages.length === 0) {
  console.error(`schema: no hay páginas en ${outDir}; ejecuta npm run build primero`);
  process.exit(1);
}

const entries = [];
const problems = new Map();
for (const { route, file } of pages) {
  const html = readFileSync(path.join(outDir, file), 'utf8');
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? '');
  const errors = [];
  if (blocks.length !== 1) errors.push(`${blocks.length} bloques JSON-LD (se espera uno)`);
  const graph = blocks[0] !== undefined ? JSON.parse(blocks[0]) : { '@graph': [] };
  errors.push(...referenceErrors(graph));
  problems.set(route, errors);
  entries.push({ name: route, graph });
}

const started = Date.now();
const typed = typeErrors(entries);
let total = 0;
for (const { name, graph } of entries) {
  const errors = [...(problems.get(name) ?? []), ...(typed.get(name) ?? [])];
  total += errors.length;
  console.log(
    `${name.padEnd(24)} ${String(countNodes(graph)).padStart(3)} nodes  ${errors.length} errors`,
  );
  for (const error of errors) console.log(`  ✗ ${error}`);
}
console.log(
  `schema: ${entries.length} pages against schema-dts (tsc ${((Date.now() - started) / 1000).toFixed(1)} s), ${total} errors`,
);
process.exit(total === 0 ? 0 : 1);
