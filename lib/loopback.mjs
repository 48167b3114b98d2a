// @ts-check
// Plain http:// is accepted only for an address that never leaves this machine: the loopback
// addresses (127.0.0.0/8, ::1) and the name localhost. Every URL setting read for the editor, its
// sign-in relay and GitHub's API asks this, so that a token or a password never crosses a network
// unencrypted.
import { printable } from './printable.mjs';

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

/**
 * Refuses, with one Spanish sentence naming the setting, a URL setting that is not https (or http
 * on this machine); an unset one passes.
 * @param {string} name the setting, e.g. NEXT_PUBLIC_CONTACT_ENDPOINT
 * @param {string | undefined} value
 */
export function checkUrlSetting(name, value) {
  if (!value) return;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: ${printable(value, "'")} no es una dirección web`);
  }
  if (!isSecureOrLoopback(url))
    throw new Error(
      `${name}: ${printable(value, "'")} debe empezar con https:// (http:// solo en 127.0.0.1, ::1 o localhost)`,
    );
}
