// Last post-build step: a strict Content-Security-Policy for every exported page, computed from
// that page's own inline scripts, plus out/_headers with the site-wide security headers.
// It runs last because any later change to an inline script would invalidate its hash.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ADMIN_CONTENT_SECURITY_POLICY, ADMIN_ROBOTS } from '../../lib/admin/response-policy.mjs';
import { htmlFiles } from '../lib/html-files.mjs';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline <script> bodies exactly as the browser hashes them (Next's bootstrap and flight data, JSON-LD). */
function inlineScripts(html) {
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
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/)?.[1];
  if (!literal)
    throw new Error(
      '90-csp: sonner no longer injects its CSS with __insertCSS("…"); update the style-src rule.',
    );
  return [sha256(''), sha256(JSON.parse(literal))];
}

/** The origin the contact form posts to, when the build sets one; the default build uses WhatsApp (window.open, no form action). */
function endpointOrigin() {
  const endpoint = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT;
  return endpoint ? new URL(endpoint).origin : null;
}

const join = (directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** Directives shared by the meta tag and the header (everything but scripts). */
function sharedDirectives() {
  const endpoint = endpointOrigin();
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

/** The full policy of one page: a meta tag cannot carry frame-ancestors, so that one lives in _headers. */
export function pagePolicy(html) {
  const hashes = [...new Set(inlineScripts(html).map(sha256))];
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes],
    ...sharedDirectives(),
  });
}

/**
 * The header policy. Hashes differ per page, and a header CSP and a meta CSP must both pass, so the
 * header leaves scripts to each page's meta: it has no default-src and no script-src (either would
 * block the inline scripts the meta allows), and adds what a meta tag cannot say: frame-ancestors.
 */
export function headerPolicy() {
  return join({ ...sharedDirectives(), 'frame-ancestors': ["'none'"] });
}

const META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/** Puts the meta right after <meta charset>, before any script, stylesheet or preload (it only governs what follows it). */
function withMeta(html) {
  const clean = html.replace(META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(clean)}"/>`;
  const charset = clean.match(/<meta charSet="utf-8"\/?>/i);
  if (!charset) throw new Error('90-csp: page without <meta charset> at the top of <head>');
  const at = charset.index + charset[0].length;
  return clean.slice(0, at) + meta + clean.slice(at);
}

const permissions = [
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

export default function csp({ outDir }) {
  const pages = htmlFiles(outDir);
  for (const file of pages) writeFileSync(file, withMeta(readFileSync(file, 'utf8')));
  const headers = [
    '/*',
    `  Content-Security-Policy: ${headerPolicy()}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    `  Permissions-Policy: ${permissions.map((feature) => `${feature}=()`).join(', ')}`,
    // The practice's editor has its own policy (lib/admin/response-policy.mjs) and is never indexed.
    // Hosts that combine same-named headers of overlapping rules (Cloudflare Pages) must not send
    // the site-wide policy above for /admin/*: see the README, "Editor for the practice".
    '/admin/*',
    `  Content-Security-Policy: ${ADMIN_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
    `  X-Robots-Tag: ${ADMIN_ROBOTS}`,
    '',
  ];
  writeFileSync(path.join(outDir, '_headers'), headers.join('\n'));
  console.log(`postbuild csp: ${pages.length} pages with a per-page policy; _headers written`);
}
