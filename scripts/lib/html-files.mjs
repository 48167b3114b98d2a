// Lists the exported HTML files of a static export (everything but Next's own _next/ folder).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Absolute paths of every .html file under `dir`, sorted. */
export function htmlFiles(dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === '_next' ? [] : htmlFiles(full);
      return name.endsWith('.html') ? [full] : [];
    })
    .sort();
}
