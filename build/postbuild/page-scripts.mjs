// The scripts the build itself writes into an exported page, each recognized by where it comes
// from, never by being found in the page: the CSP step (build/postbuild/steps/90-csp.mjs) allows by hash
// exactly the inline ones among them, and fails the build on any other script, on an inline event
// handler (onclick="…") and on a javascript: URL. A script that slipped into a page through a typed
// value would otherwise be hashed into the very policy that should stop it.
// What a page may hold, after the after-paint step (80) has moved Next's bootstrap, flight data and
// start entry out (build/postbuild/flight-data.mjs reads them with a strict parser, and throws on any
// other shape; one left inline is refused here):
// - the site's own inline scripts, by their exact text: the web font's (step 60, rebuilt here
//   from the export's font URL) and the components' (lib/inline-scripts.ts);
// - JSON-LD, a data block the browser never runs (no hash needed), accepted only as the output
//   of the project's serializer (lib/structured-data/serialize.ts);
// - scripts from files: the page's after-paint loader (step 80) and Next's nomodule polyfill.
import { COMPONENT_SCRIPTS } from '../../lib/inline-scripts.ts';
import { jsonLdScript } from '../../lib/structured-data/serialize.ts';
import { POLYFILL_SCRIPT } from './next-output-shapes.mjs';
import { siteWebFontUrl, webFontScript } from './steps/60-web-font-when-cached.mjs';
import { LOADER_TAG } from './steps/80-scripts-after-paint.mjs';

/** The executable inline scripts the build writes into the pages of the export at `outDir`. */
export const buildInlineScripts = (outDir) => [
  webFontScript(siteWebFontUrl(outDir)),
  ...COMPONENT_SCRIPTS,
];

const JSON_LD = /^<script type="application\/ld\+json">([^<]*)<\/script>/;
const sticky = (pattern) => new RegExp(`^(?:${pattern.source})`);
const FILE_SCRIPTS = [sticky(POLYFILL_SCRIPT.pattern), sticky(LOADER_TAG)];

/** The JSON-LD element at the start of `rest`, when it is the serializer's output; else null. */
function jsonLdElement(rest) {
  const match = rest.match(JSON_LD);
  if (!match) return null;
  try {
    return jsonLdScript(JSON.parse(match[1] ?? '')) === match[1] ? match[0] : null;
  } catch {
    return null;
  }
}

/**
 * The script element the build wrote at the start of `rest`, or null: `element` is its whole
 * markup, `inline` its text when the browser runs it inline (what the CSP hashes).
 */
function recognize(rest, inline) {
  const text = inline.find((script) => rest.startsWith(`<script>${script}</script>`));
  if (text !== undefined) return { element: `<script>${text}</script>`, inline: text };
  const data = jsonLdElement(rest);
  if (data) return { element: data, inline: null };
  const file = FILE_SCRIPTS.map((pattern) => rest.match(pattern)?.[0]).find(Boolean);
  return file ? { element: file, inline: null } : null;
}

/** The start of what was refused, on one line, for the error. */
const excerpt = (rest) => `«${rest.slice(0, 60).replace(/\s+/g, ' ')}…»`;

/** An attribute that runs code: an inline event handler. */
const HANDLER = /\son[a-z]+\s*=/i;
/** An attribute whose value is a URL the browser may navigate to or load. */
const URL_ATTRIBUTE =
  /\s(?:href|src|action|formaction|xlink:href|data|poster|cite)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const decodeEntities = (value) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&colon;/gi, ':')
    .replace(/&(?:tab|newline);/gi, '');
/** As a browser reads the scheme: entities decoded, control characters and spaces dropped. */
const isScriptUrl = (value) =>
  /^javascript:/i.test(decodeEntities(value).replace(/[\u0000-\u0020]/g, ''));

/** Throws on an inline event handler or a javascript: URL in any tag of `html` (its scripts taken out). */
function assertNoInlineCode(html, page) {
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    const url = [...tag.matchAll(URL_ATTRIBUTE)].find((match) =>
      isScriptUrl(match[1] ?? match[2] ?? match[3] ?? ''),
    );
    if (HANDLER.test(tag) || url)
      throw new Error(
        `La página ${page} lleva código que el sitio no escribió, en ${excerpt(tag)}: revisa el texto que la genera (ningún campo admite HTML).`,
      );
  }
}

/**
 * The executable inline scripts of one page, each one of `inline` (buildInlineScripts). Throws,
 * naming the page and the start of the script, on any <script> the build did not write, and on an
 * inline event handler or a javascript: URL.
 * @param {string} html
 * @param {string[]} inline
 * @param {string} page
 * @returns {string[]}
 */
export function pageScripts(html, inline, page) {
  const scripts = [];
  let rest = '';
  let at = 0;
  for (const match of html.matchAll(/<script/gi)) {
    if (match.index < at) continue;
    const found = recognize(html.slice(match.index), inline);
    if (!found)
      throw new Error(
        `La página ${page} lleva un script que el sitio no escribió, que empieza por ${excerpt(html.slice(match.index))}: revisa el texto que la genera (ningún campo admite HTML).`,
      );
    if (found.inline !== null) scripts.push(found.inline);
    rest += html.slice(at, match.index);
    at = match.index + found.element.length;
  }
  assertNoInlineCode(rest + html.slice(at), page);
  return scripts;
}
