/**
 * The OAuth `state`: 32 random bytes, sent to GitHub in the authorize URL and kept in a cookie of
 * the relay's own host, so /callback can tell a sign-in this browser started from a forged one
 * (login CSRF: someone else's code pushed into the practice's editor).
 */

/** Lasts as long as a sign-in may take on GitHub's page, then the browser forgets it. */
const STATE_LIFETIME_SECONDS = 600;

export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Over https the cookie is `__Host-`: Secure, Path=/, no Domain, so no other host (not even a
 * subdomain of the practice's) can set or read it. Over plain http (wrangler dev, a test on
 * 127.0.0.1) a browser refuses Secure cookies, hence a plain name there.
 */
export function stateCookieName(secure: boolean): string {
  return secure ? '__Host-decap-oauth-state' : 'decap-oauth-state';
}

/** HttpOnly (no script reads it), SameSite=Lax (sent on GitHub's top-level redirect back, never on a cross-site subrequest). */
export function stateCookie(state: string, secure: boolean): string {
  return `${stateCookieName(secure)}=${state}; Path=/; Max-Age=${STATE_LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The same cookie, expired: a state is used once. */
export function clearedStateCookie(secure: boolean): string {
  return `${stateCookieName(secure)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name)
      return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** Compares in time independent of where the strings differ (only the length may show). */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++)
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
