// The pages of an export, read from its HTML files, so a new route (e.g. /aviso-de-privacidad) is
// checked without editing any list. The 404 page is reached the way a visitor reaches it.
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';

export const NOT_FOUND_PROBE = '/pagina-que-no-existe';

/** [{ route, file }] for every exported page; `_not-found.html` is Next's duplicate of 404.html. */
export function sitePages(outDir) {
  return htmlFiles(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
    .filter((name) => name !== '_not-found.html')
    .map((name) => {
      if (name === '404.html') return { route: NOT_FOUND_PROBE, file: name };
      const route = '/' + name.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
      return { route: route.length > 1 ? route.replace(/\/$/, '') : route, file: name };
    })
    .sort(
      (a, b) =>
        (a.route === NOT_FOUND_PROBE) - (b.route === NOT_FOUND_PROBE) ||
        a.route.localeCompare(b.route),
    );
}
