// GitHub's REST API as the editor calls it, read once at build time: DECAP_API_ROOT for GitHub
// Enterprise (https://HOST/api/v3) or a test's stand-in; GitHub's own otherwise. The editor's
// configuration (api_root) and its Content-Security-Policy (connect-src) name the same origin.

import { isSecureOrLoopback } from '../loopback.mjs';

const DEFAULT_API_ROOT = 'https://api.github.com';

/**
 * @param {string | undefined} value DECAP_API_ROOT
 * @returns {string} the API's root URL, without a trailing slash
 */
export function githubApiRoot(value) {
  const root = (value?.trim() || DEFAULT_API_ROOT).replace(/\/+$/, '');
  const url = new URL(root);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`DECAP_API_ROOT: '${root}' no es una dirección http(s)`);
  // The editor sends the practice's token to it: over plain http only on this machine (a test's stand-in).
  if (!isSecureOrLoopback(url))
    throw new Error(
      `DECAP_API_ROOT: '${root}' debe empezar con https:// (http:// solo en 127.0.0.1, ::1 o localhost)`,
    );
  return root;
}

/** Decap's own default: the editor's configuration names api_root only when it differs. */
export const DEFAULT_GITHUB_API_ROOT = DEFAULT_API_ROOT;
/** The origin the editor's connect-src allows, from this build's environment. */
export const GITHUB_API_ORIGIN = new URL(githubApiRoot(process.env.DECAP_API_ROOT)).origin;
