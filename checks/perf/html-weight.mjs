// The cheap, deterministic half of `npm test -- limit`, run by `npm test` after the build: each
// exported page's HTML, gzipped, weighs at most 1.3 times the same page with every script removed
// (checks/perf/reference-variants.mjs). What a patient downloads before the page is complete is
// the text and little else; hydration data and code come after the first paint. And each fits
// the first round trip: at most FIRST_ROUND_TRIP bytes (TCP's initial window, ten segments of
// 1,460 bytes, as Lighthouse models it), or it waits for one more acknowledgement. And each has at
// most MAX_ELEMENTS elements, the size from which Lighthouse calls a DOM excessive: every element
// is parsed, styled, laid out and hydrated on a slow phone.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { withoutScripts } from './reference-variants.mjs';
import { sitePages } from '../../build/postbuild/site-pages.mjs';

export const MAX_RATIO = 1.3;
export const FIRST_ROUND_TRIP = 14_600;
export const MAX_ELEMENTS = 800;

/** The elements of a page: its start tags, not counting the text of scripts and styles. @param {string} html */
export const elementCount = (html) =>
  (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>')
      .replace(/<!--[\s\S]*?-->/g, '')
      .match(/<[a-zA-Z][\w-]*/g) ?? []
  ).length;
const root = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out');
if (!existsSync(root)) {
  console.error(`No ${root}: run "npm run build" first.`);
  process.exit(1);
}

const gzipBytes = (text) => gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length;
const rows = sitePages(root).map(({ route, file }) => {
  const html = readFileSync(path.join(root, file), 'utf8');
  const shipped = gzipBytes(html);
  const noScripts = gzipBytes(withoutScripts(html));
  return { route, shipped, noScripts, ratio: shipped / noScripts, elements: elementCount(html) };
});

const routeWidth = Math.max(24, ...rows.map((row) => row.route.length + 2));
console.log(
  `HTML gzip (level 9) per page, against the same page without scripts, and its elements (gate: <= ${MAX_RATIO}x, <= ${FIRST_ROUND_TRIP} B, <= ${MAX_ELEMENTS} elements)`,
);
console.log(
  `${'page'.padEnd(routeWidth)}${'shipped'.padStart(10)}${'no scripts'.padStart(12)}${'ratio'.padStart(8)}${'elements'.padStart(10)}`,
);
for (const row of rows) {
  const over =
    row.ratio > MAX_RATIO || row.shipped > FIRST_ROUND_TRIP || row.elements > MAX_ELEMENTS
      ? '  FAIL'
      : '';
  console.log(
    `${row.route.padEnd(routeWidth)}${String(row.shipped).padStart(10)}${String(row.noScripts).padStart(12)}${row.ratio.toFixed(2).padStart(8)}${String(row.elements).padStart(10)}${over}`,
  );
}
const failed = rows.filter((row) => row.ratio > MAX_RATIO);
const heavy = rows.filter((row) => row.shipped > FIRST_ROUND_TRIP);
const crowded = rows.filter((row) => row.elements > MAX_ELEMENTS);
if (rows.length === 0 || failed.length > 0 || heavy.length > 0 || crowded.length > 0) {
  if (crowded.length > 0)
    console.error(
      `${crowded.length} page(s) over ${MAX_ELEMENTS} elements: ${crowded.map((row) => row.route).join(', ')}`,
    );
  if (failed.length > 0 || rows.length === 0)
    console.error(
      `${failed.length || 'No'} page(s) over ${MAX_RATIO}x: ${failed.map((row) => row.route).join(', ')}`,
    );
  if (heavy.length > 0)
    console.error(
      `${heavy.length} page(s) over ${FIRST_ROUND_TRIP} B gzip (one more round trip): ${heavy.map((row) => row.route).join(', ')}`,
    );
  process.exit(1);
}
