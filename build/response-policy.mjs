// The site's HTTP response policy, written once: security headers, the Content-Security-Policy,
// caching, content types and compression. Every host configuration is generated from it
// (build/host-configs.mjs), `npm run serve` applies it, and the host tests check it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ADMIN_CONTENT_SECURITY_POLICY, ADMIN_ROBOTS } from './admin-response-policy.mjs';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline <script> bodies exactly as the browser hashes them (Next's bootstrap and flight data, JSON-LD). */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => match[1],
  );
}

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

/** The full policy of one page, for its <meta>: scripts allowed by the hash of each inline one. */
export function pagePolicy(html, env = process.env) {
  const hashes = [...new Set(inlineScripts(html).map(sha256))];
  return joinDirectives({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes],
    ...sharedDirectives(env),
  });
}

/** The part of the header policy a meta tag cannot carry; alone, it restricts nothing but framing. */
export const NO_FRAMING_POLICY = "frame-ancestors 'none'";

/**
 * The header policy. Hashes differ per page, and a header CSP and a meta CSP must both pass, so the
 * header leaves scripts to each page's meta: it has no default-src and no script-src (either would
 * block the inline scripts the meta allows), and adds what a meta tag cannot say: frame-ancestors.
 */
export function headerPolicy(env = process.env) {
  return `${joinDirectives(sharedDirectives(env))}; ${NO_FRAMING_POLICY}`;
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
 * the domain and every subdomain to HTTPS for good (see README, "Deploying").
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers every response carries, whatever the file, the Content-Security-Policy aside. */
export const commonHeaders = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
};

/** Headers of every response outside the practice's editor. */
export function securityHeaders(env = process.env) {
  return { 'Content-Security-Policy': headerPolicy(env), ...commonHeaders };
}

/** The practice's editor (Decap CMS) lives here, with a policy of its own. */
export const ADMIN_PREFIX = '/admin/';
export const isAdminPath = (urlPath) => urlPath.startsWith(ADMIN_PREFIX);

/**
 * Headers of every response under /admin/: the editor's own policy (build/admin-response-policy.mjs)
 * instead of the site's, since two policies would both be enforced, and never indexed.
 */
export const adminSecurityHeaders = {
  'Content-Security-Policy': `${ADMIN_CONTENT_SECURITY_POLICY}; ${NO_FRAMING_POLICY}`,
  'X-Robots-Tag': ADMIN_ROBOTS,
  ...commonHeaders,
};

/** The security headers of the response for `urlPath`. */
export const securityHeadersFor = (urlPath, env = process.env) =>
  isAdminPath(urlPath) ? adminSecurityHeaders : securityHeaders(env);

/** Fingerprinted: a new build writes new names, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else keeps its URL across builds: the browser may keep a copy but asks first. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Where files never change under the same URL: Next's hashed output and the font files. */
export const immutablePathPrefixes = ['/_next/static/'];
export const fontExtensions = ['woff2', 'woff'];

/** Cache-Control for a URL path. */
export function cacheControl(urlPath) {
  const clean = urlPath.split(/[?#]/)[0];
  const fingerprinted =
    immutablePathPrefixes.some((prefix) => clean.startsWith(prefix)) ||
    fontExtensions.some((extension) => clean.endsWith(`.${extension}`));
  return fingerprinted ? IMMUTABLE : REVALIDATE;
}

/**
 * Content types a server may not know (Debian's mime.types lacks both; Apache's guesses none).
 * Text types carry their charset.
 */
export const contentTypes = {
  webmanifest: 'application/manifest+json; charset=utf-8',
  vcf: 'text/vcard; charset=utf-8',
};

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
export const INDEX_FILE = 'index.html';

/** Every header a response for `urlPath` carries under this policy (content type aside). */
export function responseHeaders(urlPath, env = process.env) {
  return { ...securityHeadersFor(urlPath, env), 'Cache-Control': cacheControl(urlPath) };
}
