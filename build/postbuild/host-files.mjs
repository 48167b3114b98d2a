// Writes into the export the host files that carry the header policy: .htaccess (Apache shared
// hosting), _headers (Netlify, Cloudflare Pages), the CSP lines publish/host-configs/nginx.conf and
// publish/host-configs/Caddyfile read from the uploaded folder, .nojekyll (GitHub Pages then serves _next/),
// and en/404.html, the English 404 where Cloudflare Pages looks for a missing path's nearest 404.html.
// Called by the CSP step (build/postbuild/steps/90-csp.mjs) once the pages' inline scripts are final,
// since the header CSP allows them by hash.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';
import {
  CSP_FILES,
  PAGES_ONLY_FILES,
  caddyCspFile,
  cloudfrontHeadersPolicy,
  htaccess,
  netlifyHeaders,
  nginxCspFile,
} from './host-configs.mjs';
import {
  ENGLISH_NOT_FOUND_PAGE,
  ENGLISH_PREFIX,
  INDEX_FILE,
  NOT_FOUND_PAGE,
} from './response-policy.mjs';

/**
 * Cloudflare Pages answers a missing path with the nearest 404.html up its folders: a copy of the
 * English 404 at /en/404.html serves every miss under /en/ (Netlify and the hosts with one error
 * page answer the root 404.html).
 */
export const ENGLISH_NOT_FOUND_COPY = `${ENGLISH_PREFIX}${path.posix.basename(NOT_FOUND_PAGE)}`;

/** Writes the English 404's copy for Cloudflare Pages, when the export has English pages. */
function writeEnglishNotFoundCopy(outDir) {
  const page = path.join(outDir, ENGLISH_NOT_FOUND_PAGE);
  if (existsSync(page)) copyFileSync(page, path.join(outDir, ENGLISH_NOT_FOUND_COPY));
}

/** The URL each public page is served at: a folder's index.html is its folder URL ("/servicios/"). */
export function pageUrls(outDir) {
  return htmlFiles(outDir)
    .map((file) => {
      const urlPath = '/' + path.relative(outDir, file).split(path.sep).join('/');
      return urlPath.endsWith(`/${INDEX_FILE}`) ? urlPath.slice(0, -INDEX_FILE.length) : urlPath;
    })
    .sort();
}

/** The script hashes of one page's meta policy, as the CSP step wrote it. */
const metaScriptHashes = (html, file) => {
  const sources = html.match(
    /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src ([^;"]*)/,
  )?.[1];
  if (sources === undefined)
    throw new Error(`host-files: ${file} has no CSP meta; run the build's CSP step first`);
  return sources.split(' ').filter((source) => source.startsWith("'sha256-"));
};

/**
 * The hashes the header CSP allows, for a tool run on a built export (the host checks, the
 * CloudFront policies): the union of the hashes the CSP step allowed in each page's meta policy,
 * each of a script the build wrote (build/postbuild/page-scripts.mjs).
 */
export const exportScriptHashes = (outDir) =>
  [
    ...new Set(
      htmlFiles(outDir).flatMap((file) => metaScriptHashes(readFileSync(file, 'utf8'), file)),
    ),
  ].sort();

/**
 * CloudFront's response headers policies for this export: the site's (its CSP allows the export's
 * inline scripts) and the editor's. `npm run deploy-config` writes them; `npm run deploy` to s3
 * updates the distribution's policies with them.
 */
export function cloudfrontPolicies(outDir, env = process.env) {
  const hashes = exportScriptHashes(outDir);
  return {
    site: cloudfrontHeadersPolicy(hashes, env),
    admin: cloudfrontHeadersPolicy(hashes, env, { adminPolicy: true }),
  };
}

/** Writes the host files with a header policy allowing `hashes` (the CSP step's, every page's). */
export function writeHostFiles(outDir, hashes, env = process.env) {
  writeEnglishNotFoundCopy(outDir);
  const files = {
    '.htaccess': htaccess(hashes, env),
    _headers: netlifyHeaders(pageUrls(outDir), hashes, env),
    [CSP_FILES.nginx]: nginxCspFile(hashes, env),
    [CSP_FILES.caddy]: caddyCspFile(hashes, env),
    ...Object.fromEntries(PAGES_ONLY_FILES.map((name) => [name, ''])),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(outDir, name), text);
  return { files: Object.keys(files), hashes };
}
