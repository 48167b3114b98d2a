// Lists the exported HTML pages of a static export: everything but Next's own _next/ folder and the
// practice's editor in admin/ (Decap CMS, a page of its own with its own policy; not a public page).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders at the top of the export that hold no public page. */
export const NON_PAGE_FOLDERS = ['_next', 'admin'];

/** Absolute paths of every public .html file under `dir`, sorted. */
export function htmlFiles(dir, root = dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        return dir === root && NON_PAGE_FOLDERS.includes(name) ? [] : htmlFiles(full, root);
      }
      return name.endsWith('.html') ? [full] : [];
    })
    .sort();
}
