// Last post-build step: a strict Content-Security-Policy <meta> for every exported page, computed
// from that page's own inline scripts (postbuild/response-policy.mjs); then the header policy, the
// same for every page with the union of their inline-script hashes, written into the export for
// each host that reads it from there (postbuild/host-files.mjs: .htaccess, _headers, nginx, Caddy).
// It runs last because any later change to an inline script would invalidate its hash.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from '../html-files.mjs';
import { writeHostFiles } from '../host-files.mjs';
import { CHARSET_META } from '../next-output-shapes.mjs';
import { pagePolicy } from '../response-policy.mjs';

export { headerPolicy, pagePolicy } from '../response-policy.mjs';

const META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/** Puts the meta right after <meta charset>, before any script, stylesheet or preload (it only governs what follows it). */
function withMeta(html) {
  const clean = html.replace(META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(clean)}"/>`;
  const charset = clean.match(CHARSET_META.pattern);
  if (!charset) throw new Error('90-csp: page without <meta charset> at the top of <head>');
  const at = charset.index + charset[0].length;
  return clean.slice(0, at) + meta + clean.slice(at);
}

export default function csp({ outDir }) {
  const pages = htmlFiles(outDir);
  for (const file of pages) writeFileSync(file, withMeta(readFileSync(file, 'utf8')));
  const { files, hashes } = writeHostFiles(outDir);
  console.log(
    `postbuild csp: ${pages.length} pages with a per-page policy; header policy with ${hashes.length} script hashes in ${files.join(', ')}`,
  );
}
