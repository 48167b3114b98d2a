// The site's HTTP response policy, written once: security headers, the Content-Security-Policy,
// caching, content types and compression. Every host configuration is generated from it
// (build/postbuild/host-configs.mjs), `npm run serve` applies it, and the host tests check it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ADMIN_CONTENT_SECURITY_POLICY, ADMIN_ROBOTS } from './admin-response-policy.mjs';
import { PHOTO_URL_PREFIX } from '../../lib/photo-files.mjs';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Styles. The exported HTML has no <style> element and no style="" attribute (the CSP test would
 * catch one), so style-src needs neither 'unsafe-inline' nor 'unsafe-hashes'. React, Radix and
 * sonner set element styles through the CSSOM (element.style), which CSP does not restrict.
 * The one inline stylesheet at runtime is sonner's: on load it appends an empty <style> to <head>
 * and then its CSS text, so we allow exactly those two contents by hash, read from the installed
 * sonner, and the hashes follow a sonner upgrade by themselves.
 */
function sonnerStyleHashes() {
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/)?.[1];
  if (!literal)
    throw new Error(
      'response-policy: sonner no longer injects its CSS with __insertCSS("…"); update the style-src rule.',
    );
  return [sha256(''), sha256(JSON.parse(literal))];
}

/** The origin the contact form posts to, when the build sets one; the default build uses WhatsApp. */
function endpointOrigin(env = process.env) {
  const endpoint = env.NEXT_PUBLIC_CONTACT_ENDPOINT;
  return endpoint ? new URL(endpoint).origin : null;
}

const joinDirectives = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** Directives shared by the meta tag and the header (everything but scripts). */
function sharedDirectives(env) {
  const endpoint = endpointOrigin(env);
  return {
    'style-src': ["'self'", ...sonnerStyleHashes()],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(endpoint ? [endpoint] : [])],
    'form-action': ["'self'", ...(endpoint ? [endpoint] : [])],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

/**
 * The hashes that allow `scripts`, inline script texts as the browser hashes them: once each,
 * sorted. Only the scripts the build wrote (build/postbuild/page-scripts.mjs) are ever given here.
 */
export const scriptHashes = (scripts) => [...new Set(scripts.map(sha256))].sort();

/**
 * The full policy of one page, for its <meta>: its own inline scripts (`scripts`, those
 * build/postbuild/page-scripts.mjs recognized as the build's) allowed by hash.
 */
export function pagePolicy(scripts, env = process.env) {
  return joinDirectives({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes(scripts)],
    ...sharedDirectives(env),
  });
}

/** The part of the policy a meta tag cannot carry: no site may frame a page. */
export const NO_FRAMING_POLICY = "frame-ancestors 'none'";

/**
 * The header policy, complete on its own: a tool or browser that reads only headers gets the whole
 * policy. One value serves every page: `hashes` is the union of every page's inline scripts,
 * each one the build wrote (build/postbuild/steps/90-csp.mjs; they are few: the web font's on every page,
 * the contact form's service select, the 404 page's log of the missing path, which any missing
 * path is served with). The meta CSP of each page is enforced too, and allows its own.
 */
export function headerPolicy(hashes, env = process.env) {
  return `${joinDirectives({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes],
    ...sharedDirectives(env),
  })}; ${NO_FRAMING_POLICY}`;
}

const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];

/**
 * One year, the minimum the HSTS preload list accepts. `preload` is left out on purpose: it commits
 * the domain and every subdomain to HTTPS for good (see docs/going-live.md, "The response policy").
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers every response carries, whatever the file, the Content-Security-Policy aside.
 * X-Frame-Options says what frame-ancestors says, for the responses a host gives no CSP: Netlify
 * and Cloudflare Pages set the CSP per page (see netlifyHeaders), so a 404 at any other path has
 * only these.
 */
export const commonHeaders = {
  'Strict-Transport-Security': HSTS,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
};

/** Headers of every response outside the practice's editor; `hashes` as for headerPolicy. */
export function securityHeaders(hashes, env = process.env) {
  return { 'Content-Security-Policy': headerPolicy(hashes, env), ...commonHeaders };
}

/** The practice's editor (Decap CMS) lives here, with a policy of its own. */
export const ADMIN_PREFIX = '/admin/';
export const isAdminPath = (urlPath) => urlPath.startsWith(ADMIN_PREFIX);

/**
 * Headers of every response under /admin/: the editor's own policy (build/postbuild/admin-response-policy.mjs)
 * instead of the site's, since two policies would both be enforced, and never indexed.
 */
export const adminSecurityHeaders = {
  'Content-Security-Policy': `${ADMIN_CONTENT_SECURITY_POLICY}; ${NO_FRAMING_POLICY}`,
  'X-Robots-Tag': ADMIN_ROBOTS,
  ...commonHeaders,
};

export const securityHeadersFor = (urlPath, hashes, env = process.env) =>
  isAdminPath(urlPath) ? adminSecurityHeaders : securityHeaders(hashes, env);

/** Fingerprinted: a new build writes new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else keeps its URL across builds: the browser may keep a copy but asks first. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** The longest a file whose name does not change with its content may ever be kept (the bar: a day). */
export const MAX_UNFINGERPRINTED_SECONDS = 86_400;

/**
 * The folders where every file's name changes with its content: Next's hashed output (chunks, CSS,
 * fonts in media/, and the build-id folder), and the practice's processed photos, each named by
 * the hash of its photo's bytes and its width (build/prebuild/photo-pipeline.mjs). Nothing else is fingerprinted: the
 * after-paint loaders (<route>/after-paint.js, /after-paint.js), the editor's files (/admin/*,
 * decap-cms.js), the manifest, the vCard, the sitemap, the social images and the icons keep their names.
 */
export const NEXT_STATIC_PREFIX = '/_next/static/';
export const FINGERPRINTED_PREFIXES = [NEXT_STATIC_PREFIX, PHOTO_URL_PREFIX];
export const isFingerprinted = (urlPath) => {
  const bare = urlPath.split(/[?#]/)[0];
  return FINGERPRINTED_PREFIXES.some((prefix) => bare.startsWith(prefix));
};

export const cacheControl = (urlPath) => (isFingerprinted(urlPath) ? IMMUTABLE : REVALIDATE);

/**
 * Content types a server may not know (Debian's mime.types lacks both; Apache's guesses none).
 * Text types carry their charset.
 */
export const contentTypes = {
  webmanifest: 'application/manifest+json; charset=utf-8',
  vcf: 'text/vcard; charset=utf-8',
  avif: 'image/avif',
};

/** The types of the processed photos' files (PHOTO_URL_PREFIX): all a server needs to serve that folder. */
export const photoContentTypes = { avif: contentTypes.avif, webp: 'image/webp', jpg: 'image/jpeg' };

/** Content types by extension for every file in the export, used by `npm run serve`. */
export const knownContentTypes = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ...photoContentTypes,
  ...contentTypes,
};

/** Extensions whose text is sent in UTF-8 (charset added by servers that add it per extension). */
export const utf8Extensions = [
  'html',
  'css',
  'js',
  'json',
  'txt',
  'xml',
  'webmanifest',
  'vcf',
  'svg',
];

/** Compressed on the fly (gzip, brotli where the server has it): text only; images and fonts already are. */
export const compressibleTypes = [
  'text/html',
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'text/xml',
  'text/plain',
  'text/vcard',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
];

/** The not-found page every server answers a missing path with (status 404). */
export const NOT_FOUND_PAGE = '/404.html';
/** Where the English pages live (lib/locale.ts's LOCALE_ROOT.en). */
export const ENGLISH_PREFIX = '/en/';
/**
 * The English pages' 404 (app/(en)/en/404/), which the hosts that choose an error page by folder
 * answer a missing path under ENGLISH_PREFIX with; the others answer NOT_FOUND_PAGE everywhere.
 */
export const ENGLISH_NOT_FOUND_PAGE = '/en/404/index.html';
export const INDEX_FILE = 'index.html';

/** Every header a response for `urlPath` carries under this policy (content type aside). */
export function responseHeaders(urlPath, hashes, env = process.env) {
  return { ...securityHeadersFor(urlPath, hashes, env), 'Cache-Control': cacheControl(urlPath) };
}
