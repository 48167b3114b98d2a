import {
  checkFallbackRule,
  webFontUrl,
  webFontWhenCached,
  webFontWhenCachedPage,
} from '../postbuild/60-web-font-when-cached.mjs';

const FONT = '/_next/static/media/plus_jakarta_sans-s.p.abc.woff2';
const PRELOAD = `<link rel="preload" href="${FONT}" as="font" crossorigin="" type="font/woff2"/>`;
const PAGE = `<html><head><meta charSet="utf-8"/>${PRELOAD}<link rel="stylesheet" href="/_next/static/chunks/a.css"/></head><body><h1>Hola</h1></body></html>`;

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function fakeFetch(ok = true) {
  const requested: string[] = [];
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: (url: string) => {
      requested.push(url);
      return Promise.resolve({ ok, arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)) });
    },
  });
  return requested;
}

/** A PerformanceObserver stand-in that reports the first contentful paint when the test says. */
let paintCallbacks: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)[] = [];
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  constructor(callback: (typeof paintCallbacks)[number]) {
    paintCallbacks.push(callback);
  }
  observe() {}
}
const paint = () => paintCallbacks.forEach((callback) => callback({ getEntriesByName: () => [{}] }, { disconnect() {} }));

/** The load listeners the script registers (kept per test, not on the shared window). */
let onLoad: (() => void)[] = [];
const load = () => onLoad.forEach((listener) => listener());

beforeEach(() => {
  onLoad = [];
  paintCallbacks = [];
  Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true });
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'load') onLoad.push(listener as () => void);
  });
  localStorage.clear();
  document.documentElement.removeAttribute('data-webfont');
});

afterEach(() => jest.restoreAllMocks());

describe('the web font script', () => {
  it('keeps the fallback on a first visit, and fetches the font into the cache after load and paint', async () => {
    const requested = fakeFetch();
    webFontWhenCached(FONT);
    expect(document.documentElement.hasAttribute('data-webfont')).toBe(false);
    expect(requested).toEqual([]);
    load();
    await settle();
    expect(requested).toEqual([]); // the load event can come before the first paint
    paint();
    await settle();
    expect(requested).toEqual([FONT]);
    expect(localStorage.getItem('webfont')).toBe(FONT);
    expect(document.documentElement.hasAttribute('data-webfont')).toBe(false); // no swap on this page
  });

  it('paints in the web font when this browser fetched this very file before, and fetches nothing', () => {
    const requested = fakeFetch();
    localStorage.setItem('webfont', FONT);
    webFontWhenCached(FONT);
    expect(document.documentElement.hasAttribute('data-webfont')).toBe(true);
    load();
    paint();
    expect(requested).toEqual([]);
  });

  it('treats another font file (a new build) as not cached, and remembers nothing after a failed fetch', async () => {
    fakeFetch(false);
    localStorage.setItem('webfont', '/_next/static/media/old.woff2');
    webFontWhenCached(FONT);
    expect(document.documentElement.hasAttribute('data-webfont')).toBe(false);
    load();
    paint();
    await settle();
    expect(localStorage.getItem('webfont')).toBe('/_next/static/media/old.woff2');
  });
});

describe('webFontWhenCachedPage', () => {
  it('puts the script right after <meta charset> and drops next/font\'s preload', () => {
    const html = webFontWhenCachedPage(PAGE, FONT);
    expect(html).not.toContain('as="font"');
    expect(html).toMatch(/<meta charSet="utf-8"\/><script>\(function webFontWhenCached\(url\) \{[\s\S]*\}\)\("\/_next\/static\/media\/plus_jakarta_sans-s\.p\.abc\.woff2"\)<\/script><link rel="stylesheet"/);
  });

  it('also serves a page without the preload (Next writes none on the 404 page)', () => {
    expect(webFontWhenCachedPage(PAGE.replace(PRELOAD, ''), FONT)).toContain(`})("${FONT}")</script>`);
  });

  it('fails on a preload of another font, or a page without charset', () => {
    expect(() => webFontWhenCachedPage(PAGE, '/_next/static/media/other.woff2', 'x.html')).toThrow(/x\.html preloads/);
    expect(() => webFontWhenCachedPage(PAGE.replace('<meta charSet="utf-8"/>', ''), FONT)).toThrow(/no <meta charSet/);
  });
});

describe('webFontUrl', () => {
  it('reads the web font from its @font-face in the built CSS', () => {
    expect(webFontUrl('@font-face{font-family:sans;src:url(../media/f-s.p.abc.woff2)format("woff2");font-display:optional}')).toBe('/_next/static/media/f-s.p.abc.woff2');
  });
  it('fails when there is none', () => {
    expect(() => webFontUrl('@font-face{font-family:sans Fallback;src:local(Arial)}')).toThrow(/found 0/);
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
