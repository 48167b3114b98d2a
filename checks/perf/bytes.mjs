// Per exported page: gzip bytes of the JavaScript, CSS and HTML it loads, read from out/.
// Scripts counted are those a modern browser runs from the HTML: <script src>, script preloads
// and the chunks the after-paint loader adds (build/postbuild/steps/80-scripts-after-paint.mjs);
// Next's nomodule polyfill, which only legacy browsers fetch, is reported apart.
// `npm test -- js-budget` measures what a real browser requests until the network is idle.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlFiles as pageFiles } from '../../build/postbuild/html-files.mjs';

const root = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out');
if (!existsSync(root)) {
  console.error(`No existe ${root}: ejecuta "npm run build" primero.`);
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The public pages (not /admin/, the practice's editor), without Next's duplicate 404. */
const htmlFiles = (dir) =>
  pageFiles(dir).filter((file) => path.basename(file) !== '_not-found.html');

function assets(html, pattern) {
  const found = new Set();
  for (const match of html.matchAll(pattern)) {
    const url = match[1];
    if (url?.startsWith('/_next/')) found.add(url.split('?')[0]);
  }
  return [...found];
}

const rows = htmlFiles(root)
  .sort()
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    const legacy = assets(html, /<script[^>]+src="([^"]+)"[^>]*nomodule/gi);
    const scripts = assets(html, /<script(?![^>]*nomodule)[^>]+src="([^"]+)"/gi);
    // The after-paint loader, a file next to the page, lists its chunks as a JSON array of paths.
    let loaderBytes = 0;
    for (const [, loaderUrl = ''] of html.matchAll(/<script src="([^"]*\/after-paint\.js)"/g)) {
      loaderBytes += gz(path.join(root, loaderUrl));
      const loader = readFileSync(path.join(root, loaderUrl), 'utf8');
      for (const url of assets(loader, /"(\/_next\/[^"]+\.js)"/g)) scripts.push(url);
    }
    for (const url of assets(html, /<link[^>]+rel="preload"[^>]+as="script"[^>]*href="([^"]+)"/g))
      scripts.push(url);
    for (const url of assets(html, /<link[^>]+href="([^"]+\.js)"[^>]*>/g)) scripts.push(url);
    const uniqueScripts = [...new Set(scripts)];
    const styles = assets(html, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
    const sum = (urls) => urls.reduce((total, url) => total + gz(path.join(root, url)), 0);
    return {
      page: '/' + path.relative(root, file).replace(/(index)?\.html$/, ''),
      js: sum(uniqueScripts) + loaderBytes,
      legacy: sum(legacy),
      scripts: uniqueScripts.length + (loaderBytes ? 1 : 0),
      css: sum(styles),
      html: gz(file),
    };
  });

console.log(
  'Página'.padEnd(26),
  'JS (gzip)'.padStart(12),
  'archivos'.padStart(9),
  'CSS (gzip)'.padStart(12),
  'HTML (gzip)'.padStart(12),
);
for (const row of rows) {
  console.log(
    row.page.padEnd(26),
    kb(row.js).padStart(12),
    String(row.scripts).padStart(9),
    kb(row.css).padStart(12),
    kb(row.html).padStart(12),
  );
}
const legacy = Math.max(...rows.map((row) => row.legacy));
if (legacy > 0) console.log(`Legacy browsers only (nomodule polyfill): +${kb(legacy)} per page.`);
