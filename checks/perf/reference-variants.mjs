// The two reference variants of an export that `npm test -- limit` and `npm test -- html-weight`
// compare the site with: the limit of this design for a patient's first paint.
// - "no scripts": every <script> removed, and every script preload. The JSON-LD stays: it is data
//   for search engines that the page must carry, not code, and it costs the paint nothing but its
//   bytes, which the shipped page pays too.
// - "text only": that again without the web font (its @font-face rules and its preload), so the
//   text paints in the size-adjusted local fallback the site already declares.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../../build/postbuild/html-files.mjs';

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const JSON_LD = /\btype="application\/ld\+json"/i;
const SCRIPT_PRELOAD =
  /<link\b(?=[^>]*\bas="script")[^>]*>|<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi;
const FONT_PRELOAD = /<link\b(?=[^>]*\bas="font")[^>]*>/gi;
// A web font's face has a url() source; the fallback's (src:local(Arial)) stays.
const WEB_FONT_FACE = /@font-face\s*\{[^}]*\burl\([^}]*\}/g;

/** The page with every script but its JSON-LD removed, and every script preload. */
export function withoutScripts(html) {
  return html
    .replace(SCRIPT, (tag, attributes) => (JSON_LD.test(attributes) ? tag : ''))
    .replace(SCRIPT_PRELOAD, '');
}

/** The page without its web font preloads. */
export const withoutFontPreloads = (html) => html.replace(FONT_PRELOAD, '');

/** The stylesheet without the @font-face rules of web fonts. */
export const withoutWebFonts = (css) => css.replace(WEB_FONT_FACE, '');

function cssFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function rewrite(file, change) {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

/**
 * Writes both variants of the export in `siteDir` under `cacheDir` (never inside the export) and
 * returns their folders: { noScripts, textOnly }. The editor (admin/) is left out.
 */
export function writeReferenceVariants(siteDir, cacheDir) {
  const noScripts = path.join(cacheDir, 'no-scripts');
  const textOnly = path.join(cacheDir, 'text-only');
  const copy = (to) => {
    rmSync(to, { recursive: true, force: true });
    cpSync(siteDir, to, {
      recursive: true,
      filter: (source) => path.relative(siteDir, source).split(path.sep)[0] !== 'admin',
    });
  };
  copy(noScripts);
  for (const file of htmlFiles(noScripts)) rewrite(file, withoutScripts);
  copy(textOnly);
  for (const file of htmlFiles(textOnly))
    rewrite(file, (html) => withoutFontPreloads(withoutScripts(html)));
  for (const file of cssFiles(path.join(textOnly, '_next'))) rewrite(file, withoutWebFonts);
  return { noScripts, textOnly };
}
