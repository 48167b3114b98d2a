// Lets Node run the product's TypeScript modules (content/, lib/) from a build script, with no
// bundler and no flag: Node 24 strips the types itself (erasable syntax only: no enums, no
// parameter properties), and this hook resolves what Next's bundler resolves and Node does not:
// an import without its extension ('./schema' → './schema.ts') and the '@/' alias (tsconfig.json).
// The prebuild imports it first, then the TypeScript it needs with import().
import { statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

/**
 * The file a relative or '@/' specifier names, trying TypeScript's extensions when it has none.
 * @param {string} specifier
 * @param {string | undefined} parentURL
 * @returns {string | null} a file: URL, or null to leave the specifier to Node
 */
export function typescriptTarget(specifier, parentURL) {
  let base = null;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.') && parentURL?.startsWith('file:'))
    base = fileURLToPath(new URL(specifier, parentURL));
  const isFile = (/** @type {string} */ file) =>
    statSync(file, { throwIfNoEntry: false })?.isFile();
  // A file that exists as named is Node's to resolve (CommonJS packages ask this hook too).
  if (!base || (isFile(base) && !specifier.startsWith('@/'))) return null;
  const found = [base, ...EXTENSIONS.map((extension) => `${base}${extension}`)].find(isFile);
  return found ? pathToFileURL(found).href : null;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(
      typescriptTarget(specifier, context.parentURL) ?? specifier,
      context,
    );
    // A .ts file is an ES module here (package.json has no "type"): said at once, not found by a reparse.
    return result.url.endsWith('.ts') ? { ...result, format: 'module-typescript' } : result;
  },
});
