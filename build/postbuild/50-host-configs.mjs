// Writes the response policy (build/response-policy.mjs) into the export for the hosts that
// read it from the site's own files: .htaccess (Apache shared hosting), _headers (Netlify,
// Cloudflare Pages) and .nojekyll (GitHub Pages then serves the _next/ folder). Runs before the
// CSP step, which must stay last.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htaccess, netlifyHeaders } from '../host-configs.mjs';
import { INDEX_FILE } from '../response-policy.mjs';

/** URL path of every file in the export; a folder's index.html is its folder URL ("/servicios/"). */
export function exportedUrlPaths(outDir, dir = outDir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return exportedUrlPaths(outDir, full);
      if (name.startsWith('.') || name === '_headers') return [];
      const urlPath = '/' + path.relative(outDir, full).split(path.sep).join('/');
      return [name === INDEX_FILE ? urlPath.slice(0, -INDEX_FILE.length) : urlPath];
    })
    .sort();
}

export default function hostConfigs({ outDir }) {
  writeFileSync(path.join(outDir, '.htaccess'), htaccess());
  writeFileSync(path.join(outDir, '_headers'), netlifyHeaders(exportedUrlPaths(outDir)));
  writeFileSync(path.join(outDir, '.nojekyll'), '');
  console.log('postbuild host-configs: .htaccess, _headers and .nojekyll written');
}
