// The practice's editing guide (docs/guia-del-editor.md) as a page of the editor, /admin/ayuda/:
// the practice never opens the repository, so the guide reaches them where they edit. Rendered
// with marked at build time into plain HTML under the editor's own policy: no script, one
// stylesheet of the editor's (public/admin/guia.css), noindex like all of /admin/.
import { marked } from 'marked';
import { isSafeLinkTarget } from '../../content/facts/link-targets.mjs';
import { EDITOR_PAGE_OPENING } from './admin-response-policy.mjs';

/** Where the guide is written (the repository) and where the editor serves it. */
export const EDITOR_GUIDE_SOURCE = 'docs/guia-del-editor.md';
export const EDITOR_GUIDE_PATH = '/admin/ayuda/';
export const EDITOR_GUIDE_STYLESHEET = '/admin/guia.css';

/**
 * A link the served page may carry: the rule of every Markdown the site renders
 * (content/facts/link-targets.mjs: https:, mailto:, tel:, the site's own paths), and fragments.
 * @param {string} href
 */
const isServedHref = (href) => isSafeLinkTarget(href) || /^#[^\s]*$/.test(href);

/** Text of a heading token, without its Markdown. */
const textOf = (token) => token.text.replace(/[*_`]/g, '');

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The guide's page from its Markdown. Refuses raw HTML (the page carries only what marked writes),
 * links relative to the repository (they would be dead under /admin/ayuda/) and unsafe links
 * (javascript:, data:, http:, another host's "//…"), naming the
 * source file; the first line must be the page's one `#` heading, which also gives the title.
 */
export function editorGuidePage(markdown, source = EDITOR_GUIDE_SOURCE) {
  const tokens = marked.lexer(markdown);
  const headings = tokens.filter((token) => token.type === 'heading' && token.depth === 1);
  const first = tokens.find((token) => token.type !== 'space');
  if (headings.length !== 1 || first !== headings[0]) {
    throw new Error(
      `${source}: the guide starts with its one "#" heading (found ${headings.length})`,
    );
  }
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'html')
      throw new Error(`${source}: raw HTML is not allowed in the guide: ${token.raw.trim()}`);
    if ((token.type === 'link' || token.type === 'image') && !isServedHref(token.href)) {
      throw new Error(
        `${source}: the link "${token.href}" would be dead at ${EDITOR_GUIDE_PATH} or is unsafe; link https:, mailto:, tel: or a page of the site`,
      );
    }
  });
  const title = textOf(headings[0]);
  return `${EDITOR_PAGE_OPENING}
<title>${escapeHtml(title)} · Ayuda del editor</title>
<link rel="stylesheet" href="${EDITOR_GUIDE_STYLESHEET}">
</head>
<body>
<header><nav aria-label="Editor"><a href="/admin/"><span aria-hidden="true">← </span>Ir al editor</a></nav></header>
<main>
${marked.parser(tokens)}</main>
</body>
</html>
`;
}
