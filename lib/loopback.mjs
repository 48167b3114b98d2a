// @ts-check
// Plain http:// is accepted only for an address that never leaves this machine: the loopback
// addresses (127.0.0.0/8, ::1) and the name localhost. Every URL setting read for the editor, its
// sign-in relay and GitHub's API asks this, so that a token or a password never crosses a network
// unencrypted.

/**
 * Whether a URL's hostname (URL#hostname: "[::1]" for IPv6) is a loopback address or localhost.
 * @param {string} hostname
 */
export function isLoopbackHost(hostname) {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  const octets = host.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
  );
}

/**
 * Whether `url` may be used: https, or http on a loopback address.
 * @param {URL} url
 */
export const isSecureOrLoopback = (url) =>
  url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
