import { loadAfterFirstPaint, scriptsAfterPaint } from '../postbuild/80-scripts-after-paint.mjs';

const CHUNKS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];

/** A PerformanceObserver stand-in whose paint entries the test delivers. */
function fakePaintObserver(supported: string[]) {
  const callbacks: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(callback: (typeof callbacks)[number]) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return {
    paint(name: string) {
      for (const callback of callbacks) callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect() {} });
    },
  };
}

const appended = () => [...document.body.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), async: script.async }));

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

describe('the after-paint loader', () => {
  it('appends nothing until the first contentful paint, then every chunk in order, not async', () => {
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS);
    observer.paint('first-paint');
    jest.advanceTimersByTime(10);
    expect(appended()).toEqual([]);

    observer.paint('first-contentful-paint');
    expect(appended()).toEqual([]); // each chunk goes in a task of its own
    jest.advanceTimersByTime(0);
    expect(appended()).toEqual(CHUNKS.map((src) => ({ src, async: false })));
  });

  it('hydrates after 3 s when the paint entry never comes, and never appends twice', () => {
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS);
    jest.advanceTimersByTime(2_999);
    expect(appended()).toEqual([]);
    jest.advanceTimersByTime(1); // the fallback fires; the chunks follow in their own task
    jest.advanceTimersByTime(1);
    expect(appended()).toHaveLength(2);
    observer.paint('first-contentful-paint');
    jest.runAllTimers();
    expect(appended()).toHaveLength(2);
  });

  it('waits one frame where Paint Timing is missing', () => {
    fakePaintObserver([]);
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    loadAfterFirstPaint(CHUNKS);
    jest.runAllTimers();
    expect(appended()).toEqual([]);
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(appended()).toHaveLength(2);
  });
});

describe('scriptsAfterPaint', () => {
  const page = [
    '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/></head><body><h1>Hola</h1>',
    '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
    '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>',
    '</body></html>',
  ].join('');

  it('moves the async chunks into the loader, in order, and drops their preloads', () => {
    const html = scriptsAfterPaint(page);
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(html).toMatch(/<script>\(function loadAfterFirstPaint\(sources\) \{[\s\S]*\}\)\(\["\/_next\/static\/chunks\/a\.js","\/_next\/static\/chunks\/b\.js"\]\)<\/script><\/body>/);
  });

  it('leaves a page without chunks as it is', () => {
    expect(scriptsAfterPaint('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
  });
});
