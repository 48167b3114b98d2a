// Runs every post-build step in build/postbuild/steps/ in name order, after `next build` wrote out/.
// Steps are numbered so that the Content-Security-Policy step, which hashes the final HTML, runs last.
// Steps import the product's own TypeScript (the inline scripts the CSP step allows): Node runs it.
import '../prebuild/typescript-imports.mjs';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = path.resolve('build/postbuild/steps');
if (!existsSync(dir)) throw new Error(`postbuild: no steps folder at ${dir}`);
const steps = readdirSync(dir)
  .filter((name) => name.endsWith('.mjs'))
  .sort();
for (const name of steps) {
  const started = Date.now();
  const step = await import(pathToFileURL(path.join(dir, name)).href);
  await step.default({ outDir: path.resolve(process.env.NEXT_DIST_DIR ?? 'out') });
  console.log(`postbuild ${name}: ${Date.now() - started} ms`);
}
