// Plus Jakarta Sans paints only when the browser already has it; the first paint is always final.
// A page's largest text is its heading: painted in the fallback and then again in the web font,
// the second paint becomes the page's LCP; waiting for the font instead (font-display: block or a
// preload that wins) delays the first paint as much. So app/globals.css sets the text in the
// size-adjusted Arial fallback (next/font's metrics, no shift) until <html data-webfont>, and
// this step puts webFontScript in each page's <head> instead of next/font's preload. A patient's
// first page is in the fallback, every later one in Plus Jakarta Sans; without JavaScript or
// localStorage the site stays in the fallback, which is designed for it.
// Runs before the after-paint step (80) and the CSP step (90), which hashes the script.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../html-files.mjs';
import {
  CHARSET_META,
  FALLBACK_FACE,
  FONT_PRELOAD,
  WEB_FONT_FACE,
} from '../next-output-shapes.mjs';

// The rule in app/globals.css that holds the text in the fallback until data-webfont is set.
const FALLBACK_RULE = /html:not\(\[data-webfont\]\)\{--font-sans:\s*["']?sans Fallback["']?;?\}/;

/**
 * Inlined into <head> (plain ES5, minified by hand: it is in every page's first bytes). When
 * localStorage names this very file, the font is in the HTTP cache (immutable) and paints within
 * font-display: optional's block period; otherwise its URL is left in self.__webfont for the
 * after-paint loader (step 80), which fetches it after the first paint and remembers it.
 */
export function webFontScript(url) {
  const u = JSON.stringify(url); // twice, not in a variable: a global var would leak into the page
  return `try{localStorage.webfont==${u}?document.documentElement.setAttribute("data-webfont",""):self.__webfont=${u}}catch(e){}`;
}

/** The URL of the web font, read from its @font-face in the built CSS; throws unless there is exactly one. */
export function webFontUrl(css) {
  const files = [...new Set([...css.matchAll(WEB_FONT_FACE.pattern)].map((match) => match[1]))];
  if (files.length !== 1)
    throw new Error(
      `60-web-font-when-cached: expected one "sans" @font-face with a woff2 url() in the CSS, found ${files.length}`,
    );
  return `/_next/static/media/${files[0]}`;
}

/**
 * The page with the inline script right after <meta charset> (before the stylesheet) and without
 * next/font's preload of that font. Throws on a preload of another font or a page without charset.
 */
export function webFontWhenCachedPage(html, url, page = 'page') {
  for (const [, preloaded] of html.matchAll(FONT_PRELOAD.pattern))
    if (preloaded !== url)
      throw new Error(
        `60-web-font-when-cached: ${page} preloads ${preloaded}, not the site's font ${url}`,
      );
  if (!CHARSET_META.pattern.test(html))
    throw new Error(`60-web-font-when-cached: ${page} has no <meta charSet="utf-8"/>`);
  const script = `<script>${webFontScript(url)}</script>`;
  return html
    .replace(FONT_PRELOAD.pattern, '')
    .replace(CHARSET_META.pattern, (charset) => charset + script);
}

/**
 * The flight data without React's preload hint for the web font (a `:HL[url,"font",…]` row,
 * next/font's preload as the payload carries it; hints are not referenced by other rows). Left
 * in, React would preload the font as it hydrates, sharing the slow link with the start-up chunks
 * on a first visit, and on every client navigation, though the page paints in the fallback until
 * the font is cached (the after-paint loader caches it once hydration is done).
 */
export function withoutWebFontHint(data) {
  return data.replace(/^[0-9a-z]*:HL\["[^"\n]*\.woff2","font"[^\n]*\n/gm, '');
}

/** Throws unless the site's stylesheet holds the fallback face and the rule that uses it. */
export function checkFallbackRule(css) {
  if (!FALLBACK_FACE.pattern.test(css))
    throw new Error(
      '60-web-font-when-cached: no "sans Fallback" @font-face in the CSS (next/font changed its naming?)',
    );
  if (!FALLBACK_RULE.test(css))
    throw new Error(
      '60-web-font-when-cached: the CSS lacks html:not([data-webfont]){--font-sans:"sans Fallback"} (app/globals.css)',
    );
}

/** The export's built CSS, every file joined. */
const exportCss = (outDir) => {
  const cssDir = path.join(outDir, '_next/static/chunks');
  return readdirSync(cssDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(cssDir, name), 'utf8'))
    .join('\n');
};

/** The URL of the export's web font (the CSP step rebuilds the script from it, to know its text). */
export const siteWebFontUrl = (outDir) => webFontUrl(exportCss(outDir));

export default function webFontWhenCachedStep({ outDir }) {
  const css = exportCss(outDir);
  checkFallbackRule(css);
  const url = webFontUrl(css);
  const pages = htmlFiles(outDir);
  for (const file of pages)
    writeFileSync(
      file,
      webFontWhenCachedPage(readFileSync(file, 'utf8'), url, path.relative(outDir, file)),
    );
  console.log(
    `postbuild web-font-when-cached: ${pages.length} pages paint in the web font once the browser has it`,
  );
}
