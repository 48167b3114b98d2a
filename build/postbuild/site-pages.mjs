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
      return {
        route: '/' + name.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''),
        file: name,
      };
    })
    .sort(
      (a, b) =>
        Number(a.route === NOT_FOUND_PROBE) - Number(b.route === NOT_FOUND_PROBE) ||
        a.route.localeCompare(b.route),
    );
}

/**
 * The service pages an expensive suite (Firefox/WebKit, the keyboard walk, limit) measures:
 * one surgical and one preventive page, the two Lighthouse samples too. All share one route and
 * one layout; the cheap per-page checks (axe, links, no-JS, CSP, Nu, hosts, schema, HTML weight)
 * still cover every one.
 */
export const SAMPLED_SERVICE_PAGES = [
  '/servicios/cirugia-catarata/',
  '/servicios/tamiz-visual-infantil/',
];

const SERVICE_ROUTE = /^\/servicios\/[^/]+\/$/;

/**
 * The service routes sampled among an export's pages: SAMPLED_SERVICE_PAGES, and where one of
 * them is not in the export (the practice hid or renamed that service), the first other service
 * page in its place, so a suite still measures two.
 * @param {{ route: string }[]} pages
 * @returns {string[]}
 */
export function sampledServiceRoutes(pages) {
  const services = pages.map(({ route }) => route).filter((route) => SERVICE_ROUTE.test(route));
  const kept = SAMPLED_SERVICE_PAGES.filter((route) => services.includes(route));
  const others = services.filter((route) => !kept.includes(route));
  return [...kept, ...others.slice(0, SAMPLED_SERVICE_PAGES.length - kept.length)];
}

/**
 * The pages without the service pages that are not sampled.
 * @template {{ route: string }} T
 * @param {T[]} pages
 * @returns {T[]}
 */
export function withSampledServicePages(pages) {
  const sampled = sampledServiceRoutes(pages);
  return pages.filter(({ route }) => !SERVICE_ROUTE.test(route) || sampled.includes(route));
}
