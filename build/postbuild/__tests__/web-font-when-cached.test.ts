import {
  checkFallbackRule,
  webFontScript,
  webFontUrl,
  webFontWhenCachedPage,
  withoutWebFontHint,
} from '../steps/60-web-font-when-cached.mjs';

const FONT = '/_next/static/media/plus_jakarta_sans-s.p.abc.woff2';
const PRELOAD = `<link rel="preload" href="${FONT}" as="font" crossorigin="" type="font/woff2"/>`;
const PAGE = `<html><head><meta charSet="utf-8"/>${PRELOAD}<link rel="stylesheet" href="/_next/static/chunks/a.css"/></head><body><h1>Hola</h1></body></html>`;

const run = () => new Function(webFontScript(FONT))();
const pending = () => (self as unknown as { __webfont?: string }).__webfont;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-webfont');
  delete (self as unknown as { __webfont?: string }).__webfont;
});

describe('the web font script in <head>', () => {
  it('keeps the fallback on a first visit, and leaves the URL for the after-paint loader', () => {
    run();
    expect(document.documentElement.hasAttribute('data-webfont')).toBe(false);
    expect(pending()).toBe(FONT);
  });

  it('paints in the web font when this browser fetched this very file before', () => {
    localStorage.setItem('webfont', FONT);
    run();
    expect(document.documentElement.hasAttribute('data-webfont')).toBe(true);
    expect(pending()).toBeUndefined();
  });

  it('treats another font file (a new build) as not cached', () => {
    localStorage.setItem('webfont', '/_next/static/media/old.woff2');
    run();
    expect(document.documentElement.hasAttribute('data-webfont')).toBe(false);
    expect(pending()).toBe(FONT);
  });

  it('keeps the fallback, and throws nothing, when storage is blocked', () => {
    const getter = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(document.documentElement.hasAttribute('data-webfont')).toBe(false);
    getter.mockRestore();
  });
});

describe('webFontWhenCachedPage', () => {
  it("puts the script right after <meta charset> and drops next/font's preload", () => {
    const html = webFontWhenCachedPage(PAGE, FONT);
    expect(html).not.toContain('as="font"');
    expect(html).toContain(
      `<meta charSet="utf-8"/><script>${webFontScript(FONT)}</script><link rel="stylesheet"`,
    );
  });

  it('also serves a page without the preload (Next writes none on the 404 page)', () => {
    expect(webFontWhenCachedPage(PAGE.replace(PRELOAD, ''), FONT)).toContain(
      `<script>${webFontScript(FONT)}</script>`,
    );
  });

  it('fails on a preload of another font, or a page without charset', () => {
    expect(() => webFontWhenCachedPage(PAGE, '/_next/static/media/other.woff2', 'x.html')).toThrow(
      /x\.html preloads/,
    );
    expect(() => webFontWhenCachedPage(PAGE.replace('<meta charSet="utf-8"/>', ''), FONT)).toThrow(
      /no <meta charSet/,
    );
  });
});

describe('webFontUrl', () => {
  it('reads the web font from its @font-face in the built CSS', () => {
    expect(
      webFontUrl(
        '@font-face{font-family:sans;src:url(../media/f-s.p.abc.woff2)format("woff2");font-display:optional}',
      ),
    ).toBe('/_next/static/media/f-s.p.abc.woff2');
  });
  it('fails when there is none', () => {
    expect(() => webFontUrl('@font-face{font-family:sans Fallback;src:local(Arial)}')).toThrow(
      /found 0/,
    );
  });
});

describe('checkFallbackRule', () => {
  const face = '@font-face{font-family:sans Fallback;src:local(Arial);size-adjust:105.75%}';
  const rule = 'html:not([data-webfont]){--font-sans:"sans Fallback"}';
  it('accepts the built CSS with the fallback face and the rule', () => {
    expect(() => checkFallbackRule(face + rule)).not.toThrow();
  });
  it('fails without either', () => {
    expect(() => checkFallbackRule(rule)).toThrow(/no "sans Fallback" @font-face/);
    expect(() => checkFallbackRule(face)).toThrow(/lacks html:not/);
  });
});

describe('withoutWebFontHint', () => {
  const css = ':HL["/_next/static/chunks/a.css","style"]\n';
  const font = `:HL["${FONT}","font",{"crossOrigin":"","type":"font/woff2"}]\n`;
  const rows = '0:{"b":"build"}\n1:"$Sreact.fragment"\n';

  it("takes out React's preload hint for the font, and nothing else", () => {
    expect(withoutWebFontHint(rows + css + font + '2:["$","p",null,{"children":"Hola"}]\n')).toBe(
      rows + css + '2:["$","p",null,{"children":"Hola"}]\n',
    );
  });

  it('leaves data without the hint as it is, and a .woff2 in text alone', () => {
    const text = '3:["$","p",null,{"children":"font.woff2\\",\\"font\\""}]\n';
    expect(withoutWebFontHint(rows + css + text)).toBe(rows + css + text);
  });
});
