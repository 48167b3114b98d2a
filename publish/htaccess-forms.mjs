// The forms of out/.htaccess a deploy can send (DEPLOY_HTACCESS), for the Apache hosts that answer
// 500 to the whole file. Apache refuses a whole .htaccess when one directive is of an override
// class the host does not grant: the built file needs FileInfo (ErrorDocument, RedirectMatch,
// AddType, Header, AddOutputFilterByType) and Indexes (mod_expires' directives).
// - full: the file as built;
// - basic: without its Indexes-class block (mod_expires), which a host granting `FileInfo` alone
//   refuses; lifetimes then come from mod_headers' Cache-Control, which the file still sets;
// - none: no .htaccess (the host's defaults); a deploy deletes the one an earlier deploy sent.

export const HTACCESS_FORMS = /** @type {const} */ (['full', 'basic', 'none']);
/** @typedef {(typeof HTACCESS_FORMS)[number]} HtaccessForm */

/** Directives of the Indexes override class (Apache's docs, "Override: Indexes"). */
const INDEXES_CLASS =
  /^\s*(ExpiresActive|ExpiresDefault|ExpiresByType|DirectoryIndex|IndexOptions|AddIcon\w*|AddDescription|DefaultIcon|HeaderName|ReadmeName|IndexIgnore|IndexOrderDefault|IndexStyleSheet|IndexHeadInsert|FancyIndexing)\b/i;

/**
 * The .htaccess text of `form`, from the built file's text: its blank-line-separated blocks, less
 * every block that holds an Indexes-class directive for `basic`; null for `none`.
 * @param {string} text
 * @param {HtaccessForm} form
 * @returns {string | null}
 */
export function htaccessForm(text, form) {
  if (form === 'none') return null;
  if (form === 'full') return text;
  const blocks = text.split(/\n\s*\n/);
  const kept = blocks.filter(
    (block) => !block.split('\n').some((line) => INDEXES_CLASS.test(line)),
  );
  return `${kept.join('\n\n').replace(/\n*$/, '')}\n`;
}

/** Whether a .htaccess text holds a directive of the Indexes class. @param {string} text */
export const needsIndexesOverride = (text) =>
  text.split('\n').some((line) => INDEXES_CLASS.test(line));
