// Serves the static export in out/ over HTTP, as a static host would:
// clean URLs (/servicios → servicios.html), 404.html with status 404, the
// security headers written to out/_headers by the post-build step (its "/*" and "/admin/*" rules), and
// brotli/gzip compression (every static host and CDN compresses text; without
// it Lighthouse and the tests would measure transfers no patient gets).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

const root = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);

/**
 * Reads a Netlify/Cloudflare-style _headers file into serve-handler rules, in file order: "/*"
 * applies to every file, "/admin/*" to the editor's. A later rule's header replaces an earlier
 * one of the same name, so the editor gets its own Content-Security-Policy.
 */
function readHeaders(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim() === '/*' ? '**/*' : line.trim().replace(/^\//, '').replace(/\*$/, '**');
      rules.push({ source, headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    if (rules.length > 0 && separator > 0) {
      rules.at(-1).headers.push({ key: line.slice(0, separator).trim(), value: line.slice(separator + 1).trim() });
    }
  }
  return rules;
}

if (!existsSync(root)) {
  console.error(`No existe ${root}: ejecuta "npm run build" primero.`);
  process.exit(1);
}

const headerRules = readHeaders(path.join(root, '_headers'));
const config = {
  public: root,
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  headers: [
    ...headerRules,
    { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
  ],
};

const compress = compression();
const server = http.createServer((request, response) =>
  compress(request, response, () => handler(request, response, config)),
);
server.listen(port, '127.0.0.1', () => {
  console.log(`Sitio servido desde ${path.relative(process.cwd(), root) || '.'} en http://localhost:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
