// The last post-build step (any later change to an inline script would invalidate its hash): a
// strict Content-Security-Policy <meta> for every exported page, allowing by hash that page's own
// inline scripts, each one the build wrote (build/postbuild/page-scripts.mjs); then the header policy,
// the same for every page with the union of their hashes, written into the export for each host
// that reads it from there (build/postbuild/host-files.mjs: .htaccess, _headers, nginx, Caddy). A page
// holding any other script, an inline event handler or a javascript: URL fails the build before
// any page is written: the policy would otherwise allow the very script it should stop.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../html-files.mjs';
import { writeHostFiles } from '../host-files.mjs';
import { CHARSET_META } from '../next-output-shapes.mjs';
import { buildInlineScripts, pageScripts } from '../page-scripts.mjs';
import { pagePolicy, scriptHashes } from '../response-policy.mjs';

export { headerPolicy, pagePolicy } from '../response-policy.mjs';

const META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/**
 * The page with its policy (`scripts`: its inline scripts) right after <meta charset>, before any
 * script, stylesheet or preload (a meta policy only governs what follows it).
 */
export function withMeta(html, scripts, page = 'page') {
  const clean = html.replace(META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(scripts)}"/>`;
  const charset = clean.match(CHARSET_META.pattern);
  if (!charset) throw new Error(`90-csp: ${page} has no <meta charset> at the top of <head>`);
  const at = charset.index + charset[0].length;
  return clean.slice(0, at) + meta + clean.slice(at);
}

export default function csp({ outDir }) {
  const inline = buildInlineScripts(outDir);
  // Every page is checked before any is written: a refused script leaves the export as it was.
  const pages = htmlFiles(outDir).map((file) => {
    const html = readFileSync(file, 'utf8');
    return { file, html, scripts: pageScripts(html, inline, path.relative(outDir, file)) };
  });
  for (const { file, html, scripts } of pages)
    writeFileSync(file, withMeta(html, scripts, path.relative(outDir, file)));
  const hashes = scriptHashes(pages.flatMap((page) => page.scripts));
  const { files } = writeHostFiles(outDir, hashes);
  console.log(
    `postbuild csp: ${pages.length} pages with a per-page policy; header policy with ${hashes.length} script hashes in ${files.join(', ')}`,
  );
}
