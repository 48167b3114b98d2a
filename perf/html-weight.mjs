// The cheap, deterministic half of `npm run perf:limit`, run by `npm test` after the build: each
// exported page's HTML, gzipped, weighs at most 1.3 times the same page with every script removed
// (perf/reference-variants.mjs). What a patient downloads before the page is complete is
// the text and little else; hydration data and code come after the first paint.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { withoutScripts } from './reference-variants.mjs';
import { sitePages } from '../build/site-pages.mjs';

export const MAX_RATIO = 1.3;
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

console.log(`HTML gzip (level 9) per page, against the same page without scripts (gate: <= ${MAX_RATIO}x)`);
console.log(`${'page'.padEnd(24)}${'shipped'.padStart(10)}${'no scripts'.padStart(12)}${'ratio'.padStart(8)}`);
for (const row of rows) {
  const over = row.ratio > MAX_RATIO ? '  FAIL' : '';
  console.log(
    `${row.route.padEnd(24)}${String(row.shipped).padStart(10)}${String(row.noScripts).padStart(12)}${row.ratio.toFixed(2).padStart(8)}${over}`,
  );
}
const failed = rows.filter((row) => row.ratio > MAX_RATIO);
if (rows.length === 0 || failed.length > 0) {
  console.error(`${failed.length || 'No'} page(s) over ${MAX_RATIO}x: ${failed.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
