import { loadAfterFirstPaint, loaderPath, loaderSource, scriptsAfterPaint } from '../postbuild/80-scripts-after-paint.mjs';

const CHUNKS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];
const FLIGHT_DATA = '/servicios/index.txt';
const PAYLOAD = '0:{"b":"build"}\n1:"$Sreact.fragment"\n';

type FlightQueue = unknown[] | undefined;
const flightQueue = () => (self as unknown as { __next_f: FlightQueue }).__next_f;

/** A fetch stand-in answering the flight data URL with `status`; resolves on the next microtasks. */
function fakeFetch(status = 200) {
  const requested: string[] = [];
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: (url: string) => {
      requested.push(url);
      return Promise.resolve({
        ok: status === 200,
        status,
        text: () => Promise.resolve(PAYLOAD),
        arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)),
      });
    },
  });
  return requested;
}

/** Lets the fetch stand-in's promises settle (fake timers do not run microtasks). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

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
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (self as unknown as { __next_f?: unknown }).__next_f;
  delete (self as unknown as { __webfont?: unknown }).__webfont;
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the after-paint loader', () => {
  it('fetches nothing until the first contentful paint, then the flight data, then every chunk, async', async () => {
    const requested = fakeFetch();
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, FLIGHT_DATA);
    observer.paint('first-paint');
    jest.advanceTimersByTime(10);
    await settle();
    expect(requested).toEqual([]);
    expect(appended()).toEqual([]);

    observer.paint('first-contentful-paint');
    expect(requested).toEqual([FLIGHT_DATA]);
    // The chunks download while the data does, but none runs before Next has its data.
    const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
    // One request per task: the first preload with the data's request, the next in the next task.
    expect(preloads()).toEqual(CHUNKS.slice(0, 1));
    jest.advanceTimersByTime(0);
    expect(preloads()).toEqual(CHUNKS);
    expect(appended()).toEqual([]);
    expect(flightQueue()).toBeUndefined();

    await settle();
    expect(flightQueue()).toEqual([[0], [1, PAYLOAD]]);
    // One script per task; async, each runs in a task of its own as it arrives.
    expect(appended()).toEqual(CHUNKS.slice(0, 1).map((src) => ({ src, async: true })));
    jest.advanceTimersByTime(0);
    expect(appended()).toEqual(CHUNKS.map((src) => ({ src, async: true })));
  });

  it('asks for the flight data first, at high priority, before the chunks preload', () => {
    const calls: { url: string; init: unknown; preloads: number }[] = [];
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      value: (url: string, init: unknown) => {
        calls.push({ url, init, preloads: document.head.querySelectorAll('link[rel="preload"]').length });
        return new Promise(() => {});
      },
    });
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, FLIGHT_DATA);
    observer.paint('first-contentful-paint');
    expect(calls).toEqual([{ url: FLIGHT_DATA, init: { priority: 'high' }, preloads: 0 }]);
  });

  it('leaves the page without JavaScript when the flight data cannot be fetched', async () => {
    fakeFetch(404);
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, FLIGHT_DATA);
    observer.paint('first-contentful-paint');
    await settle();
    jest.runAllTimers();
    expect(flightQueue()).toBeUndefined();
    expect(appended()).toEqual([]);
  });

  it('fetches the web font only once every chunk has run and the browser is idle, and remembers it', async () => {
    const requested = fakeFetch();
    Object.assign(self, { __webfont: '/_next/static/media/f.woff2' });
    const idle: IdleRequestCallback[] = [];
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: (callback: IdleRequestCallback) => idle.push(callback) });
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, FLIGHT_DATA);
    observer.paint('first-contentful-paint');
    await settle();
    jest.runAllTimers();
    // The data and the chunks have the link to themselves while hydration needs them.
    expect(requested).toEqual([FLIGHT_DATA]);
    const scripts = document.body.querySelectorAll('script');
    scripts[scripts.length - 1]!.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(0);
    scripts[0]!.dispatchEvent(new Event('error')); // a chunk that failed counts as done too
    expect(idle).toHaveLength(1);
    expect(requested).toEqual([FLIGHT_DATA]);
    idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 }));
    await settle();
    expect(requested).toEqual([FLIGHT_DATA, '/_next/static/media/f.woff2']);
    expect(localStorage.getItem('webfont')).toBe('/_next/static/media/f.woff2');
    delete (window as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('without flight data (no hydration), still caches the web font when idle', async () => {
    const requested = fakeFetch(404);
    Object.assign(self, { __webfont: '/_next/static/media/f.woff2' });
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, FLIGHT_DATA);
    observer.paint('first-contentful-paint');
    await settle();
    expect(requested).toEqual([FLIGHT_DATA]);
    jest.advanceTimersByTime(1); // no requestIdleCallback in jsdom: the next task
    await settle();
    expect(requested).toEqual([FLIGHT_DATA, '/_next/static/media/f.woff2']);
  });

  it('hydrates after 3 s when the paint entry never comes, and never fetches or appends twice', async () => {
    const requested = fakeFetch();
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, FLIGHT_DATA);
    jest.advanceTimersByTime(2_999);
    await settle();
    expect(requested).toEqual([]);
    jest.advanceTimersByTime(1); // the fallback fires; the data, then the chunks in their own task
    await settle();
    jest.advanceTimersByTime(1);
    expect(appended()).toHaveLength(2);
    observer.paint('first-contentful-paint');
    await settle();
    jest.runAllTimers();
    expect(requested).toEqual([FLIGHT_DATA]);
    expect(appended()).toHaveLength(2);
    expect(flightQueue()).toHaveLength(2);
  });

  it('waits one frame where Paint Timing is missing', async () => {
    fakeFetch();
    fakePaintObserver([]);
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    loadAfterFirstPaint(CHUNKS, FLIGHT_DATA);
    jest.runAllTimers();
    await settle();
    expect(appended()).toEqual([]);
    frames.forEach((frame) => frame(0));
    await settle();
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

  it('replaces the async chunks and their preloads with one async script, the loader, and returns the chunks in order', () => {
    const { html, sources } = scriptsAfterPaint(page, '/servicios/after-paint.js');
    expect(sources).toEqual(CHUNKS);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('chunks/a.js');
    expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(html).toContain('<h1>Hola</h1><script src="/_next/static/chunks/legacy.js" noModule=""></script><script src="/servicios/after-paint.js" async=""></script></body>');
  });

  it('fails on a page without Next chunks', () => {
    expect(() => scriptsAfterPaint('<html><body><p>x</p></body></html>', '/after-paint.js')).toThrow(/no Next chunk/);
  });
});

describe('the loader file', () => {
  it('runs loadAfterFirstPaint with the chunks and the flight data URL, and sits next to the data', () => {
    expect(loaderSource(CHUNKS, FLIGHT_DATA)).toMatch(/^\(function loadAfterFirstPaint\(sources, flightData\) \{[\s\S]*\}\)\(\["\/_next\/static\/chunks\/a\.js","\/_next\/static\/chunks\/b\.js"\],"\/servicios\/index\.txt"\);\n$/);
    expect(loaderPath('/servicios/index.txt')).toBe('/servicios/after-paint.js');
    expect(loaderPath('/_not-found/index.txt')).toBe('/_not-found/after-paint.js');
  });
});
