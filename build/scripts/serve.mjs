// Serves the static export in out/ over HTTP exactly as a plain file server does, so it cannot hide a
// broken export: a file is served as it is, a folder URL ending in "/" serves its index.html, a
// folder URL without the slash answers 301 to it, anything else the nearest 404.html with status 404
// (Cloudflare Pages' rule). No rewrites.
// A path that begins with two slashes or a backslash answers 404: never a Location to another host.
// Headers are those of the export's own _headers file, applied as Cloudflare Pages does (its
// emulator, wrangler, is the reference in checks/hosts.mjs): every matching rule applies, a header
// two rules set is sent with both values joined, Cache-Control defaults to revalidation, and
// _headers itself is not served. The build wrote it from the response policy with that build's
// settings (e.g. the contact endpoint in the CSP). Text is compressed (brotli or gzip), as every static host and CDN does;
// without it Lighthouse and the tests would measure transfers no patient gets.
// With TLS_DIR (a folder holding key.pem and cert.pem, build/scripts/localhost-tls.mjs), it serves HTTPS
// with HTTP/2, as the hosts do: one connection carries every request (HTTP/1.1 still answered).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import compression from 'compression';
import {
  INDEX_FILE,
  NOT_FOUND_PAGE,
  REVALIDATE,
  knownContentTypes,
} from '../postbuild/response-policy.mjs';

const root = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(root)) {
  console.error(`No existe ${root}: ejecuta "npm run build" primero.`);
  process.exit(1);
}

/** The rules of a Netlify/Cloudflare-style _headers file: [{ pattern, headers }]. */
function readHeaderRules(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else if (rules.length) {
      const separator = line.indexOf(':');
      const rule = rules[rules.length - 1];
      if (rule) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
    }
  }
  return rules;
}

const headerRules = readHeaderRules(path.join(root, '_headers'));
/** A rule's path with one splat (*) matching anything, as Cloudflare Pages reads it. */
function matches(pattern, urlPath) {
  const star = pattern.indexOf('*');
  if (star < 0) return pattern === urlPath;
  const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
  return (
    urlPath.length >= before.length + after.length &&
    urlPath.startsWith(before) &&
    urlPath.endsWith(after)
  );
}
/** Every header the _headers rules matching `urlPath` set; one set by two rules gets both values. */
function responseHeaders(urlPath) {
  const headers = { 'Cache-Control': REVALIDATE };
  const set = new Set();
  for (const rule of headerRules.filter((candidate) => matches(candidate.pattern, urlPath)))
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = set.has(name) ? `${headers[name]}, ${value}` : value;
      set.add(name);
    }
  return headers;
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();
const contentType = (file) =>
  knownContentTypes[path.extname(file).slice(1)] ?? 'application/octet-stream';

function send(request, response, status, file, urlPath) {
  response.writeHead(status, { 'Content-Type': contentType(file), ...responseHeaders(urlPath) });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

/**
 * The nearest 404.html up the missing path's folders, as Cloudflare Pages answers (the English
 * pages' own under /en/), with status 404; a plain 404 when the export has none.
 */
function notFound(request, response, urlPath) {
  const folders = urlPath.split('/').slice(1, -1);
  const notFoundPage = folders
    .map((_, index) => path.join(root, ...folders.slice(0, folders.length - index), NOT_FOUND_PAGE))
    .concat(path.join(root, NOT_FOUND_PAGE))
    .find((file) => file.startsWith(root + path.sep) && isFile(file));
  if (notFoundPage) return send(request, response, 404, notFoundPage, urlPath);
  // An export without its 404 page (a partial copy, another app): a plain 404 instead of a
  // stream error that would end the server.
  response.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    ...responseHeaders(urlPath),
  });
  response.end(
    request.method === 'HEAD'
      ? undefined
      : `404: ${urlPath} no existe en ${path.basename(root)}/ (y no hay ${NOT_FOUND_PAGE}).\n`,
  );
}

/**
 * A path that begins with two slashes or a backslash (once decoded): no page URL does, and a
 * browser reads such a path in a Location ("//evil.example/x/") as another host.
 */
const looksLikeAnotherHost = (urlPath) => /^\/[/\\]/.test(urlPath);

function handle(request, response) {
  // The request target as sent, read as a path (a base URL would take "//host/x" for a host).
  const url = new URL(`http://localhost/${(request.url ?? '/').replace(/^\//, '')}`);
  let urlPath;
  try {
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    urlPath = '/';
  }
  if (looksLikeAnotherHost(urlPath)) return notFound(request, response, urlPath);
  const file = path.join(root, path.normalize(urlPath));
  const inside =
    (file === root || file.startsWith(root + path.sep)) && path.basename(file) !== '_headers';
  if (inside && existsSync(file) && statSync(file).isDirectory()) {
    if (!urlPath.endsWith('/')) {
      response.writeHead(301, {
        ...responseHeaders(urlPath),
        Location: `${url.pathname}/${url.search}`,
      });
      return response.end();
    }
    if (isFile(path.join(file, INDEX_FILE)))
      return send(request, response, 200, path.join(file, INDEX_FILE), urlPath);
  } else if (inside && isFile(file)) {
    return send(request, response, 200, file, urlPath);
  }
  return notFound(request, response, urlPath);
}

const compress = compression();
/** @param {any} request @param {any} response */
const listener = (request, response) =>
  compress(request, response, () => handle(request, response));
const tlsDir = process.env.TLS_DIR;
const server = tlsDir
  ? http2.createSecureServer(
      {
        key: readFileSync(path.join(tlsDir, 'key.pem')),
        cert: readFileSync(path.join(tlsDir, 'cert.pem')),
        allowHTTP1: true,
      },
      listener,
    )
  : http.createServer(listener);
server.listen(port, '127.0.0.1', () => {
  console.log(
    `Sitio servido desde ${path.relative(process.cwd(), root) || '.'} en ${tlsDir ? 'https' : 'http'}://localhost:${port}`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
