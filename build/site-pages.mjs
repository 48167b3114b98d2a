// The pages of an export, read from its HTML files, so a new route (e.g. /aviso-de-privacidad) is
// checked without editing any list. The 404 page is reached the way a visitor reaches it.
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';

export const NOT_FOUND_PROBE = '/pagina-que-no-existe';

/** Next's copies of the 404 page (trailingSlash writes 404/index.html and _not-found/index.html too). */
const NOT_FOUND_COPIES = new Set(['_not-found.html', '_not-found/index.html', '404/index.html']);

/**
 * [{ route, file }] for every exported page. With `trailingSlash: true` each page is
 * <route>/index.html and its route (the URL a plain file server answers 200 on) ends in "/".
 * @param {string} outDir
 * @returns {{ route: string, file: string }[]}
 */
export function sitePages(outDir) {
  return htmlFiles(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
    .filter((name) => !NOT_FOUND_COPIES.has(name))
    .map((name) => {
      if (name === '404.html') return { route: NOT_FOUND_PROBE, file: name };
      return { route: '/' + name.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''), file: name };
    })
    .sort(
      (a, b) =>
        Number(a.route === NOT_FOUND_PROBE) - Number(b.route === NOT_FOUND_PROBE) ||
        a.route.localeCompare(b.route),
    );
}
