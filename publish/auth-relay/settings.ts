import { isSecureOrLoopback } from '../../lib/loopback.mjs';

/**
 * The relay's settings: a Worker's vars and secrets (wrangler.toml, `wrangler secret put`), or the
 * process environment on the practice's own server (node.ts). All strings, as both give them.
 */
export interface RelayEnv {
  /** The GitHub OAuth app's client ID. */
  GITHUB_CLIENT_ID?: string;
  /** The GitHub OAuth app's client secret (a secret: never in a file of the repository). */
  GITHUB_CLIENT_SECRET?: string;
  /** Origins trusted besides the site's own (facts: siteUrl), separated by commas or spaces. */
  ALLOWED_ORIGINS?: string;
  /** GitHub's web origin: https://github.com by default; GitHub Enterprise's, or a test's stand-in. */
  GITHUB_URL?: string;
}

export interface RelaySettings {
  clientId: string;
  clientSecret: string;
  githubUrl: string;
  /** Exact origins (scheme://host[:port]) that may receive a token. */
  allowedOrigins: readonly string[];
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** The one sentence a refused setting is told in: the answer to every request, or the Node relay's last line. */
export const notConfigured = (error: SettingsError) =>
  `El servicio de inicio de sesión no está configurado: ${error.message}.`;

const DEFAULT_GITHUB_URL = 'https://github.com';

/**
 * An origin the relay sends a token to, receives one from, or is reached at: https, or http on
 * this machine only. A token sent to an http:// origin crosses the network readable, and a relay
 * reached over http:// sets a state cookie that is neither Secure nor `__Host-`.
 */
export function secureOrigin(value: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(`${setting}: '${value}' no es una dirección web`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SettingsError(`${setting}: '${value}' no es http(s)`);
  if (!isSecureOrLoopback(url))
    throw new SettingsError(
      `${setting}: '${value}' debe empezar con https:// (http:// solo en 127.0.0.1, ::1 o localhost)`,
    );
  return url.origin;
}

/** The settings, checked: a missing or malformed one is named, so the developer knows what to set. */
export function readSettings(env: RelayEnv, siteOrigin: string): RelaySettings {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  if (!clientId) throw new SettingsError('falta GITHUB_CLIENT_ID');
  if (!clientSecret) throw new SettingsError('falta GITHUB_CLIENT_SECRET');
  const githubUrl = secureOrigin(env.GITHUB_URL?.trim() || DEFAULT_GITHUB_URL, 'GITHUB_URL');
  const extra = (env.ALLOWED_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((value) => secureOrigin(value, 'ALLOWED_ORIGINS'));
  return {
    clientId,
    clientSecret,
    githubUrl,
    allowedOrigins: [...new Set([siteOrigin, ...extra])],
  };
}
