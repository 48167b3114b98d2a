// The pages of an export, read from its HTML files, so a new route (e.g. /aviso-de-privacidad) is
// checked without editing any list. Each language's 404 page is reached the way a visitor reaches
// it: through a missing path under that language's root.
import path from 'node:path';
import { htmlFiles } from './html-files.mjs';

/** A missing path per language: the Spanish one anywhere, the English one under /en/. */
export const NOT_FOUND_PROBES = {
  es: '/pagina-que-no-existe',
  en: '/en/page-that-does-not-exist',
};
export const NOT_FOUND_PROBE = NOT_FOUND_PROBES.es;

/** The file each language's 404 page is exported as (the English one by its route, /en/404/). */
export const NOT_FOUND_FILES = { es: '404.html', en: 'en/404/index.html' };

/** Whether a route of sitePages is a 404 page's (reached through its missing path). */
export const isNotFoundRoute = (/** @type {string} */ route) =>
  Object.values(NOT_FOUND_PROBES).includes(route);

/**
 * Copies of the 404 pages: Next's (trailingSlash writes 404/index.html and _not-found/index.html
 * too) and en/404.html, the English one where Cloudflare Pages looks for the nearest 404.html.
 */
const NOT_FOUND_COPIES = new Set([
  '_not-found.html',
  '_not-found/index.html',
  '404/index.html',
  'en/404.html',
]);

/** The probe whose page a file is, if it is a 404 page. */
const probeOfFile = (/** @type {string} */ name) =>
  Object.entries(NOT_FOUND_FILES).find(([, file]) => file === name)?.[0];

/**
 * [{ route, file }] for every exported page. With `trailingSlash: true` each page is
 * <route>/index.html and its route (the URL a plain file server answers 200 on) ends in "/".
 * The 404 pages come last.
 * @param {string} outDir
 * @returns {{ route: string, file: string }[]}
 */
export function sitePages(outDir) {
  return htmlFiles(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
    .filter((name) => !NOT_FOUND_COPIES.has(name))
    .map((name) => {
      const locale = /** @type {keyof typeof NOT_FOUND_PROBES | undefined} */ (probeOfFile(name));
      if (locale) return { route: NOT_FOUND_PROBES[locale], file: name };
      return {
        route: '/' + name.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''),
        file: name,
      };
    })
    .sort(
      (a, b) =>
        Number(isNotFoundRoute(a.route)) - Number(isNotFoundRoute(b.route)) ||
        a.route.localeCompare(b.route),
    );
}

/**
 * The service pages an expensive suite (Firefox/WebKit, the keyboard walk, limit, the deploy's
 * browser loop) measures, per language: in Spanish one surgical and one preventive page, in
 * English the surgical one. All share one route and one layout per language; the cheap per-page
 * checks (axe, links, no-JS, CSP, Nu, hosts, schema, HTML weight) still cover every one.
 */
export const SAMPLED_SERVICE_PAGES = {
  es: ['/servicios/cirugia-catarata/', '/servicios/tamiz-visual-infantil/'],
  en: ['/en/services/cataract-surgery/'],
};

/** Each language's service routes: /servicios/<slug>/ and /en/services/<slug>/. */
const SERVICE_ROUTES = {
  es: /^\/servicios\/[^/]+\/$/,
  en: /^\/en\/services\/[^/]+\/$/,
};
const isServiceRoute = (/** @type {string} */ route) =>
  Object.values(SERVICE_ROUTES).some((pattern) => pattern.test(route));

/**
 * The service routes sampled among an export's pages, Spanish then English: each language's
 * SAMPLED_SERVICE_PAGES, and where one of them is not in the export (the practice hid or renamed
 * that service, or published it in Spanish only), the first other service page of that language
 * in its place, so a suite still measures as many.
 * @param {{ route: string }[]} pages
 * @returns {string[]}
 */
export function sampledServiceRoutes(pages) {
  const routes = pages.map(({ route }) => route);
  return Object.entries(SAMPLED_SERVICE_PAGES).flatMap(([locale, wanted]) => {
    const pattern = SERVICE_ROUTES[/** @type {keyof typeof SERVICE_ROUTES} */ (locale)];
    const services = routes.filter((route) => pattern.test(route));
    const kept = wanted.filter((route) => services.includes(route));
    const others = services.filter((route) => !kept.includes(route));
    return [...kept, ...others.slice(0, wanted.length - kept.length)];
  });
}

/**
 * The pages without the service pages that are not sampled.
 * @template {{ route: string }} T
 * @param {T[]} pages
 * @returns {T[]}
 */
export function withSampledServicePages(pages) {
  const sampled = sampledServiceRoutes(pages);
  return pages.filter(({ route }) => !isServiceRoute(route) || sampled.includes(route));
}

/**
 * The pages the page-load budgets (Lighthouse, long tasks) measure, per language: the four
 * Spanish top pages, and two English ones, the home (the most sections, the portrait's paint) and
 * the contact page (the form's code, the most JavaScript). An English page runs its Spanish twin's
 * code with other words; each of these suites spends about 20 s a page on the 2-core host, and all
 * nine English candidates (top pages and a service page) would take `npm test` past 20 minutes.
 */
export const BUDGET_PAGES = {
  es: ['/', '/sobre-mi/', '/servicios/', '/contacto/'],
  en: ['/en/', '/en/contact/'],
};

/**
 * BUDGET_PAGES, the English ones only where the export has them (a practice without English).
 * @param {{ route: string }[]} pages
 * @returns {string[]}
 */
export function budgetRoutes(pages) {
  const routes = new Set(pages.map(({ route }) => route));
  return [...BUDGET_PAGES.es, ...BUDGET_PAGES.en.filter((route) => routes.has(route))];
}
