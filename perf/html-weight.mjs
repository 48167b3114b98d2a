// The cheap, deterministic half of `npm run perf:limit`, run by `npm test` after the build: each
// exported page's HTML, gzipped, weighs at most 1.3 times the same page with every script removed
// (perf/reference-variants.mjs). What a patient downloads before the page is complete is
// the text and little else; hydration data and code come after the first paint. And each fits
// the first round trip: at most FIRST_ROUND_TRIP bytes (TCP's initial window, ten segments of
// 1,460 bytes, as Lighthouse models it), or it waits for one more acknowledgement.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { withoutScripts } from './reference-variants.mjs';
import { sitePages } from '../postbuild/site-pages.mjs';

export const MAX_RATIO = 1.3;
export const FIRST_ROUND_TRIP = 14_600;
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
  return { route, shipped, noScripts, ratio: shipped / noScripts };
});

console.log(`HTML gzip (level 9) per page, against the same page without scripts (gate: <= ${MAX_RATIO}x and <= ${FIRST_ROUND_TRIP} B)`);
console.log(`${'page'.padEnd(24)}${'shipped'.padStart(10)}${'no scripts'.padStart(12)}${'ratio'.padStart(8)}`);
for (const row of rows) {
  const over = row.ratio > MAX_RATIO || row.shipped > FIRST_ROUND_TRIP ? '  FAIL' : '';
  console.log(
    `${row.route.padEnd(24)}${String(row.shipped).padStart(10)}${String(row.noScripts).padStart(12)}${row.ratio.toFixed(2).padStart(8)}${over}`,
  );
}
const failed = rows.filter((row) => row.ratio > MAX_RATIO);
const heavy = rows.filter((row) => row.shipped > FIRST_ROUND_TRIP);
if (rows.length === 0 || failed.length > 0 || heavy.length > 0) {
  if (failed.length > 0 || rows.length === 0) console.error(`${failed.length || 'No'} page(s) over ${MAX_RATIO}x: ${failed.map((row) => row.route).join(', ')}`);
  if (heavy.length > 0) console.error(`${heavy.length} page(s) over ${FIRST_ROUND_TRIP} B gzip (one more round trip): ${heavy.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
