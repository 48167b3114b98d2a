// @ts-check
// Where a link written in Markdown may lead, written once: the service pages' text
// (content/facts/markdown.ts) and the editor's guide (build/postbuild/editor-guide.mjs) check every link
// and autolink against it. A visitor's browser must never be sent to a script (javascript:), to
// a document the link carries (data:), over plain HTTP, or to another host by a path that looks
// like the site's own ("//host/…" and "/\host/…" are read as another host's address).
//
// A link is judged on what the browser follows, not on what was typed: the page's href carries
// character references as written ("/&#x2F;host/" is "//host/" once the HTML parser has read it),
// so the address is decoded as the HTML parser decodes an attribute (named and numeric references,
// with or without ";", the code points the HTML standard remaps), then resolved by the URL parser.
import { decodeHTMLAttribute } from 'entities';

/** https:, mailto:, tel:, or one of the site's own paths: one "/" not followed by "/" or "\". */
const SAFE_TARGET = /^(?:https:|mailto:|tel:|\/(?![/\\]))/i;
/** The targets that name their own destination; any other is a path of the site. */
const SCHEME_TARGET = /^(?:https:|mailto:|tel:)/i;
/**
 * Two origins a path is resolved against: one of the site's paths keeps whichever it starts from,
 * an address that names a host (whatever host, the site's own included) does not keep both.
 */
const ORIGINS = ['https://consultorio.invalid', 'https://otro-consultorio.invalid'];

/**
 * The address a browser follows for an href written in a page: its character references decoded
 * as the HTML parser decodes an attribute's value.
 * @param {string} href
 */
export const followedAddress = (href) => decodeHTMLAttribute(href);

/**
 * The host a path-like link leads to when the URL parser resolves it away from the site, or null
 * when it stays on the site (or is not a path: a scheme's link names its own destination).
 * @param {string} href
 */
export function offSiteHost(href) {
  const address = followedAddress(href);
  if (SCHEME_TARGET.test(address)) return null;
  for (const origin of ORIGINS) {
    let url;
    try {
      url = new URL(address, origin);
    } catch {
      return '?';
    }
    if (url.origin !== origin) return url.host || url.protocol;
  }
  return null;
}

/**
 * True when a link's address is one a page may carry, as written and as the browser follows it.
 * Whitespace and control characters anywhere refuse it: browsers drop tabs and line breaks from
 * addresses, so "/\t/host" would lead away.
 * @param {string} href
 */
export const isSafeLinkTarget = (href) =>
  [href, followedAddress(href)].every(
    (address) => SAFE_TARGET.test(address) && !/[\s\p{Cc}]/u.test(address),
  ) && offSiteHost(href) === null;

/** The addresses allowed, as the refusals name them to the practice. */
export const SAFE_TARGETS_SPANISH =
  'https://…, mailto:…, tel:… o una página del sitio que empiece con una sola /';
