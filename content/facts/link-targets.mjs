// @ts-check
// Where a link written in Markdown may lead, written once: the service pages' text
// (content/facts/markdown.ts) and the editor's guide (build/postbuild/editor-guide.mjs) check every link
// and autolink against it. A visitor's browser must never be sent to a script (javascript:), to
// a document the link carries (data:), over plain HTTP, or to another host by a path that looks
// like the site's own ("//host/…" and "/\host/…" are read as another host's address).

/** https:, mailto:, tel:, or one of the site's own paths: one "/" not followed by "/" or "\". */
const SAFE_TARGET = /^(?:https:|mailto:|tel:|\/(?![/\\]))/i;

/**
 * True when a link's address is one a page may carry. Whitespace and control characters anywhere
 * refuse it: browsers drop tabs and line breaks from addresses, so "/\t/host" would lead away.
 * @param {string} href
 */
export const isSafeLinkTarget = (href) => SAFE_TARGET.test(href) && !/[\s\p{Cc}]/u.test(href);

/** The addresses allowed, as the refusals name them to the practice. */
export const SAFE_TARGETS_SPANISH =
  'https://…, mailto:…, tel:… o una página del sitio que empiece con una sola /';
