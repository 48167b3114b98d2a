// The response policy of the practice's editor at /admin/ (Decap CMS), apart from the public pages'.
// Decap needs more than a public page: its CSS-in-JS writes <style> elements, it talks to GitHub's
// API (or, in a local build, to decap-server on this computer), and it previews and saves
// uploaded images from blob: URLs. Without either 'unsafe-' source the editor breaks in Chromium;
// with them checks/e2e/admin/editor.spec.ts records no violation while editing through the local backend.
// Signing in opens the relay (base_url) in a popup, which no directive here governs: the page
// only needs to reach GitHub's API (checks/e2e/auth/sign-in.spec.ts signs in under this policy).
import { createHash } from 'node:crypto';
import { GITHUB_API_ORIGIN } from '../../lib/admin/github-api.mjs';
import { LOCAL_BACKEND_ENABLED, LOCAL_BACKEND_ORIGIN } from '../../lib/admin/local-backend.mjs';
import { FRAME_GUARD_SCRIPT } from './editor-frame-guard.mjs';

/** The one inline script of the editor's page: it stops the editor inside another site's page. */
const FRAME_GUARD_HASH = `'sha256-${createHash('sha256').update(FRAME_GUARD_SCRIPT, 'utf8').digest('base64')}'`;

const directives = {
  'default-src': ["'self'"],
  // Decap validates its configuration with ajv, which compiles the schema with new Function().
  'script-src': ["'self'", "'unsafe-eval'", FRAME_GUARD_HASH],
  // Its CSS-in-JS (emotion) writes <style> elements: without this the editor's layout breaks
  // (collapsed list items show, and a click lands on the wrong item).
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'font-src': ["'self'"],
  // GitHub's API (DECAP_API_ROOT's origin at build time), and decap-server on this computer in a
  // local build only (lib/admin/local-backend.mjs); blob: because saving an entry with a new photo
  // reads the upload back from its blob: URL (fetch), without which no photo can be saved
  // ("No se ha podido guardar la entrada: Failed to fetch").
  'connect-src': [
    "'self'",
    GITHUB_API_ORIGIN,
    ...(LOCAL_BACKEND_ENABLED ? [LOCAL_BACKEND_ORIGIN] : []),
    'blob:',
  ],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
};

/** The Content-Security-Policy of /admin/ (meta and header; the header adds frame-ancestors). */
export const ADMIN_CONTENT_SECURITY_POLICY = Object.entries(directives)
  .map(([name, sources]) => [name, ...sources].join(' '))
  .join('; ');

/** /admin/ is never indexed (header twin of its meta robots). */
export const ADMIN_ROBOTS = 'noindex, nofollow';

/**
 * How every editor page (/admin/, /admin/ayuda/) opens, up to its own scripts and title: the
 * editor's policy and noindex in meta tags (GitHub Pages sends no headers), and the viewport.
 */
export const EDITOR_PAGE_OPENING = `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${ADMIN_CONTENT_SECURITY_POLICY}">
<meta name="robots" content="${ADMIN_ROBOTS}">
<meta name="viewport" content="width=device-width, initial-scale=1">`;
