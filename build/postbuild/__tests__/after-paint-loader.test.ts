import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  assertOnlyRegister,
  loadAfterFirstPaint,
  loaderPath,
  loaderScript,
  loaderSource,
  minifiedLoader,
  reactDomWarmUp,
  scriptsAfterPaint,
} from '../steps/80-scripts-after-paint.mjs';
import { REACT_DOM_MODULE, REGISTERING_CHUNK } from '../next-output-shapes.mjs';

const CHUNKS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];
const RUNTIME = '/_next/static/chunks/turbopack-r.js';
const FLIGHT_DATA = '/servicios/index.txt';
const BUILD = 'juJg4dEkBFrIEapLQhzF8';
const PAYLOAD = `1:"$Sreact.fragment"\n0:{"P":null,"b":"${BUILD}"}\n`;
const START_ENTRY = '{"otherChunks":["static/chunks/b.js"],"runtimeModuleIds":[7]}';
/** React DOM's entry modules, each evaluated in a task of its own before the start entry. */
const WARM_UP = [[11], [12]];
const warmUpEntries = WARM_UP.map((ids) => ({ otherChunks: [], runtimeModuleIds: ids }));
const turbopackQueue = () => (self as unknown as { TURBOPACK?: unknown[] }).TURBOPACK;

type FlightQueue = unknown[] | undefined;
const flightQueue = () => (self as unknown as { __next_f: FlightQueue }).__next_f;

/** A fetch stand-in answering the flight data URL with `status`; resolves on the next microtasks. */
function fakeFetch(status = 200, payload = PAYLOAD) {
  const requested: string[] = [];
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: (url: string) => {
      requested.push(url);
      return Promise.resolve({
        ok: status === 200,
        status,
        text: () => Promise.resolve(payload),
        arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)),
      });
    },
  });
  return requested;
}

/** Runs the next task the loader queued (one zero-delay timeout). */
const nextTask = () => jest.advanceTimersToNextTimer();

/** Lets the fetch stand-in's promises settle (fake timers do not run microtasks). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** A PerformanceObserver stand-in whose paint entries the test delivers. */
function fakePaintObserver(supported: string[]) {
  const callbacks: ((
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void)[] = [];
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
      for (const callback of callbacks)
        callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          { disconnect() {} },
        );
    },
  };
}

const appended = () =>
  [...document.body.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));
/** Fires `load` (or `error`) on each appended script named in `sources` (jsdom loads none itself). */
const finish = (sources: string[], event = 'load') =>
  [...document.body.querySelectorAll('script')]
    .filter((script) => sources.includes(script.getAttribute('src') ?? ''))
    .forEach((script) => script.dispatchEvent(new Event(event)));
/** The page's loader tag as the build writes it, carrying the page's build id. */
const pageOfBuild = (build: string) =>
  (document.head.innerHTML = `<script src="/servicios/after-paint.js" async="" data-build="${build}"></script>`);

/**
 * Each test's loader ends with the test: the listeners it left on window and document (load,
 * DOMContentLoaded) are removed, so an event a later test fires never reaches an earlier loader.
 */
const leftListeners: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
function recordListeners(target: Window | Document) {
  const add = target.addEventListener.bind(target);
  jest
    .spyOn(target, 'addEventListener')
    .mockImplementation(
      (
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | AddEventListenerOptions,
      ) => {
        if (!listener) return;
        leftListeners.push([target, type, listener]);
        add(type, listener, options);
      },
    );
}
beforeEach(() => {
  recordListeners(window);
  recordListeners(document);
});
afterEach(() => {
  for (const [target, type, listener] of leftListeners.splice(0))
    target.removeEventListener(type, listener);
  jest.restoreAllMocks();
});

beforeEach(() => {
  jest.useFakeTimers();
  // Neither jsdom nor the fake timers' performance has the Performance Timeline: the browser's
  // method, with no navigation entry yet (the page's last byte still on its way) unless a test
  // says otherwise.
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [] });
  pageOfBuild(BUILD);
  document.body.innerHTML = '';
  delete (self as unknown as { __next_f?: unknown }).__next_f;
  delete (self as unknown as { __webfont?: unknown }).__webfont;
  delete (self as unknown as { TURBOPACK?: unknown }).TURBOPACK;
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('the after-paint loader', () => {
  it('fetches nothing until the first contentful paint; then one step per task: the data, the runtime preloaded, each chunk, the runtime, React DOM, the app, and the data handed to Next', async () => {
    const requested = fakeFetch();
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
    observer.paint('first-paint');
    jest.advanceTimersByTime(10);
    await settle();
    expect(requested).toEqual([]);
    expect(appended()).toEqual([]);

    observer.paint('first-contentful-paint');
    // The data at once, at high priority; every other request in a task of its own.
    expect(requested).toEqual([FLIGHT_DATA]);
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(preloads()).toEqual([]);
    expect(appended()).toEqual([]);
    nextTask();
    // The runtime downloads while the data does, but does not run before Next has its data.
    expect(preloads()).toEqual([RUNTIME]);
    expect(appended()).toEqual([]);
    // The other chunks only register their modules: appended, not preloaded, one per task, async
    // (each runs in a task of its own as it arrives).
    nextTask();
    expect(appended()).toEqual(CHUNKS.slice(0, 1).map((src) => ({ src, async: true })));
    nextTask();
    expect(appended()).toEqual(CHUNKS.map((src) => ({ src, async: true })));
    expect(preloads()).toEqual([RUNTIME]);
    await settle();
    expect(flightQueue()).toBeUndefined();
    expect(turbopackQueue()).toBeUndefined();

    // The runtime waits for every chunk to have loaded, then comes in a task of its own.
    finish(CHUNKS.slice(0, 1));
    nextTask();
    expect(appended()).toHaveLength(CHUNKS.length);
    finish(CHUNKS.slice(1));
    expect(appended()).toHaveLength(CHUNKS.length);
    nextTask();
    expect(appended()).toEqual([...CHUNKS, RUNTIME].map((src) => ({ src, async: true })));
    expect(turbopackQueue()).toBeUndefined();

    // Once the runtime has run: React DOM's modules, one list per task; then Turbopack's start
    // entry with [0] for Next; then the payload.
    finish([RUNTIME]);
    expect(turbopackQueue()).toBeUndefined();
    nextTask();
    expect(turbopackQueue()).toEqual(warmUpEntries.slice(0, 1));
    nextTask();
    expect(turbopackQueue()).toEqual(warmUpEntries);
    expect(flightQueue()).toBeUndefined();
    nextTask();
    expect(turbopackQueue()).toEqual([...warmUpEntries, JSON.parse(START_ENTRY)]);
    expect(flightQueue()).toEqual([[0]]);
    nextTask();
    expect(flightQueue()).toEqual([[0], [1, PAYLOAD]]);
    expect(requested).toEqual([FLIGHT_DATA]);
  });

  it('hands the payload to Next in pieces of about 8 KB at line ends, each in a task of its own, all before the timeout Next sets as it starts', async () => {
    const line = `2:"${'x'.repeat(997)}"\n`;
    const payload = `0:{"P":null,"b":"${BUILD}"}\n${line.repeat(100)}`;
    fakeFetch(200, payload);
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
    observer.paint('first-contentful-paint');
    await settle();
    jest.runAllTimers();
    finish(CHUNKS);
    jest.runAllTimers();
    // Next, as it starts: reads what is in self.__next_f, then closes its stream in a zero-delay timeout.
    const seen: unknown[] = [];
    const turbopack = {
      push: (entry: { runtimeModuleIds: number[] }) =>
        entry.runtimeModuleIds[0] === 7 && setTimeout(() => seen.push('closed'), 0),
    };
    Object.assign(self, { TURBOPACK: turbopack });
    const next = { push: (piece: unknown) => seen.push(piece) };
    finish([RUNTIME]);
    nextTask(); // React DOM
    nextTask();
    nextTask(); // the start entry
    expect(flightQueue()).toEqual([[0]]);
    Object.assign(self, { __next_f: next });
    jest.runAllTimers();
    expect(seen.at(-1)).toBe('closed');
    const pieces = seen.slice(0, -1) as [number, string][];
    const pieceChars = 8192;
    expect(pieces.length).toBeGreaterThan(payload.length / (pieceChars + line.length));
    expect(pieces.map((piece) => piece[1]).join('')).toBe(payload);
    for (const [kind, text] of pieces) {
      expect(kind).toBe(1);
      expect(text.endsWith('\n')).toBe(true);
      expect(text.length).toBeLessThanOrEqual(pieceChars + line.length);
    }
    // Each piece but the last reaches past pieceChars to the next line end.
    for (const [, text] of pieces.slice(0, -1)) expect(text.length).toBeGreaterThan(pieceChars);
  });

  describe("downloads (but runs nothing) before the first paint once the page's own bytes are in", () => {
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) =>
        link.getAttribute('href'),
      );
    /** The navigation entry as the browser reports it: responseEnd stays 0 until the page's last byte. */
    function navigationEnded(responseEnd: number) {
      const entries = jest.fn((type: string) => (type === 'navigation' ? [{ responseEnd }] : []));
      // jsdom has no Performance Timeline: the browser's method, as the loader reads it.
      Object.defineProperty(performance, 'getEntriesByType', {
        configurable: true,
        value: entries,
      });
      return entries;
    }
    /** A stylesheet in <head>, loaded or still on its way (jsdom loads none: `sheet` says which). */
    function stylesheet(loaded: boolean) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = '/_next/static/chunks/s.css';
      let sheet: object | null = loaded ? {} : null;
      Object.defineProperty(link, 'sheet', { configurable: true, get: () => sheet });
      document.head.appendChild(link);
      return {
        load() {
          sheet = {};
          link.dispatchEvent(new Event('load'));
        },
      };
    }
    afterEach(() => {
      delete (performance as unknown as { getEntriesByType?: unknown }).getEntriesByType;
      document.head.querySelectorAll('link').forEach((link) => link.remove());
      document.body.querySelectorAll('img').forEach((image) => image.remove());
    });

    it('with the HTML and its stylesheet in: the runtime and each chunk preloaded one per task; the data and the scripts only at the first paint, each file requested once', async () => {
      navigationEnded(180);
      stylesheet(true);
      const requested = fakeFetch();
      const observer = fakePaintObserver(['paint']);
      loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
      expect(preloads()).toEqual([]);
      // One request per task (a zero-delay timeout each).
      nextTask();
      expect(preloads()).toEqual([RUNTIME]);
      nextTask();
      expect(preloads()).toEqual([RUNTIME, CHUNKS[0]]);
      nextTask();
      expect(preloads()).toEqual([RUNTIME, ...CHUNKS]);
      await settle();
      // Nothing runs yet: no script; the data is not asked for (a request that ends before the
      // first paint and is no script counts in a simulation of the page's largest paint).
      expect(appended()).toEqual([]);
      expect(requested).toEqual([]);
      expect(flightQueue()).toBeUndefined();

      observer.paint('first-contentful-paint');
      expect(requested).toEqual([FLIGHT_DATA]);
      jest.runAllTimers();
      await settle();
      expect(requested).toEqual([FLIGHT_DATA]);
      expect(preloads()).toEqual([RUNTIME, ...CHUNKS]);
      expect(appended()).toEqual(CHUNKS.map((src) => ({ src, async: true })));
      expect(flightQueue()).toBeUndefined();
      finish(CHUNKS);
      jest.runAllTimers();
      expect(appended().map((script) => script.src)).toEqual([...CHUNKS, RUNTIME]);
      expect(preloads()).toEqual([RUNTIME, ...CHUNKS]);
    });

    it('does not wait for a stylesheet still on its way: <head> requested it first, and its load event often comes only after the first layout', () => {
      navigationEnded(180);
      stylesheet(false);
      const requested = fakeFetch();
      fakePaintObserver(['paint']);
      loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
      nextTask();
      expect(preloads()).toEqual([RUNTIME]);
      expect(requested).toEqual([]);
      expect(appended()).toEqual([]);
    });

    /** An eager image (it may be the largest paint) and a lazy one below the fold; `arrive` loads the eager one. */
    function eagerImage() {
      const image = document.createElement('img');
      image.src = '/retrato.avif';
      let complete = false;
      Object.defineProperty(image, 'complete', { configurable: true, get: () => complete });
      let decoded: () => void = () => {};
      const decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
      Object.defineProperty(image, 'decode', { configurable: true, value: decode });
      const lazy = document.createElement('img');
      lazy.setAttribute('loading', 'lazy');
      lazy.src = '/abajo.avif';
      Object.defineProperty(lazy, 'complete', { configurable: true, get: () => false });
      document.body.append(image, lazy);
      return {
        decode,
        arrive() {
          complete = true;
          image.dispatchEvent(new Event('load'));
        },
        decoded: () => decoded(),
      };
    }
    /** Runs one animation frame (fake timers draw one every 16 ms). */
    const frame = () => jest.advanceTimersByTime(16);

    it('waits for an eager image still on its way (it may be the largest paint) until it is decoded and a frame has drawn it, even past the first paint', async () => {
      navigationEnded(180);
      stylesheet(false);
      const image = eagerImage();
      const requested = fakeFetch();
      const observer = fakePaintObserver(['paint']);
      loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
      jest.advanceTimersByTime(1_000);
      expect(requested).toEqual([]);
      // The text paints first: the image still has the link to itself.
      observer.paint('first-contentful-paint');
      jest.advanceTimersByTime(1_000);
      expect(requested).toEqual([]);
      expect(preloads()).toEqual([]);
      expect(appended()).toEqual([]);

      image.arrive();
      expect(image.decode).toHaveBeenCalledTimes(1);
      frame();
      await settle();
      expect(requested).toEqual([]);
      image.decoded();
      await settle();
      // The first frame after the decode draws it; the downloads begin in the next.
      frame();
      expect(requested).toEqual([]);
      frame();
      expect(requested).toEqual([FLIGHT_DATA]);
      // The first paint is long there: the app starts at once, each file requested once.
      jest.runAllTimers();
      expect(preloads()).toEqual([RUNTIME]);
      expect(appended()).toEqual(CHUNKS.map((src) => ({ src, async: true })));
    });

    it('preloads once an eager image that arrived before the loader is decoded and drawn, and only once', async () => {
      navigationEnded(180);
      stylesheet(false);
      const image = eagerImage();
      image.arrive();
      const requested = fakeFetch();
      fakePaintObserver(['paint']);
      loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
      jest.advanceTimersByTime(10);
      expect(preloads()).toEqual([]);
      image.decoded();
      await settle();
      frame();
      expect(preloads()).toEqual([]);
      frame();
      jest.advanceTimersByTime(10);
      expect(preloads()).toEqual([RUNTIME, ...CHUNKS]);
      // The check at DOMContentLoaded finds the downloads begun; the data waits for the first paint.
      document.dispatchEvent(new Event('DOMContentLoaded'));
      jest.advanceTimersByTime(10);
      expect(image.decode).toHaveBeenCalledTimes(1);
      expect(preloads()).toEqual([RUNTIME, ...CHUNKS]);
      expect(requested).toEqual([]);
    });

    it('does not wait for an eager image that failed: it never draws', () => {
      navigationEnded(180);
      stylesheet(false);
      const broken = document.createElement('img');
      broken.src = '/rota.avif';
      Object.defineProperty(broken, 'complete', { configurable: true, get: () => true });
      Object.defineProperty(broken, 'decode', {
        configurable: true,
        value: () => Promise.reject(new Error('EncodingError')),
      });
      document.body.append(broken);
      const requested = fakeFetch();
      fakePaintObserver(['paint']);
      loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
      return settle().then(() => {
        frame();
        frame();
        jest.advanceTimersByTime(10);
        expect(preloads()).toEqual([RUNTIME, ...CHUNKS]);
        expect(requested).toEqual([]);
      });
    });

    it('waits while the HTML is still arriving, and checks again once the page is parsed', () => {
      let state: DocumentReadyState = 'loading';
      Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
      try {
        const entry = navigationEnded(0);
        stylesheet(true);
        const requested = fakeFetch();
        fakePaintObserver(['paint']);
        loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
        jest.advanceTimersByTime(1_000);
        expect(preloads()).toEqual([]);
        entry.mockImplementation((type: string) =>
          type === 'navigation' ? [{ responseEnd: 420 }] : [],
        );
        state = 'interactive';
        document.dispatchEvent(new Event('DOMContentLoaded'));
        jest.advanceTimersByTime(10);
        expect(preloads()).toEqual([RUNTIME, ...CHUNKS]);
        expect(requested).toEqual([]);
        expect(appended()).toEqual([]);
      } finally {
        delete (document as unknown as { readyState?: unknown }).readyState;
      }
    });

    it('downloads nothing for a page of another build', () => {
      navigationEnded(180);
      stylesheet(true);
      pageOfBuild('an0therBu1ldId');
      const requested = fakeFetch();
      fakePaintObserver(['paint']);
      loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
      jest.runAllTimers();
      expect(requested).toEqual([]);
      expect(preloads()).toEqual([]);
    });
  });

  it('asks for the flight data at the first paint, at high priority, ahead of any chunk not yet requested', () => {
    const calls: { url: string; init: unknown; preloads: number }[] = [];
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      value: (url: string, init: unknown) => {
        calls.push({
          url,
          init,
          preloads: document.head.querySelectorAll('link[rel="preload"]').length,
        });
        return new Promise(() => {});
      },
    });
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
    observer.paint('first-contentful-paint');
    expect(calls).toEqual([{ url: FLIGHT_DATA, init: { priority: 'high' }, preloads: 0 }]);
  });

  it('preloads the scripts at low priority, so that no simulation of the page counts them as holding up its first paint', () => {
    fakeFetch(200);
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
    observer.paint('first-contentful-paint');
    jest.runOnlyPendingTimers();
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links)
      expect([link.getAttribute('as'), link.getAttribute('fetchpriority')]).toEqual([
        'script',
        'low',
      ]);
  });

  it('never starts the app when the flight data cannot be fetched: the page stays as it is without JavaScript', async () => {
    fakeFetch(404);
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
    observer.paint('first-contentful-paint');
    await settle();
    jest.runAllTimers();
    expect(flightQueue()).toBeUndefined();
    expect(turbopackQueue()).toBeUndefined();
    expect(appended().map((script) => script.src)).toEqual(CHUNKS);
  });

  it('fetches the web font only once the runtime has run and the browser is idle, and remembers it', async () => {
    const requested = fakeFetch();
    Object.assign(self, { __webfont: '/_next/static/media/f.woff2' });
    const idle: IdleRequestCallback[] = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (callback: IdleRequestCallback) => idle.push(callback),
    });
    const observer = fakePaintObserver(['paint']);
    loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
    observer.paint('first-contentful-paint');
    await settle();
    jest.runAllTimers();
    // The data and the chunks have the link to themselves while hydration needs them.
    expect(requested).toEqual([FLIGHT_DATA]);
    finish(CHUNKS);
    jest.runAllTimers();
    expect(appended().map((script) => script.src)).toEqual([...CHUNKS, RUNTIME]);
    expect(idle).toHaveLength(0);
    finish([RUNTIME]);
    jest.runAllTimers();
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
    loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
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
    loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
    jest.advanceTimersByTime(2_999);
    await settle();
    expect(requested).toEqual([]);
    jest.advanceTimersByTime(1); // the fallback fires: the data, the chunks one per task, the runtime
    await settle();
    jest.runAllTimers();
    finish(CHUNKS);
    jest.runAllTimers();
    expect(appended()).toHaveLength(3);
    observer.paint('first-contentful-paint');
    await settle();
    jest.runAllTimers();
    expect(requested).toEqual([FLIGHT_DATA]);
    expect(appended()).toHaveLength(3);
    finish([RUNTIME]);
    jest.runAllTimers();
    expect(flightQueue()).toHaveLength(2);
  });

  it('starts at the first contentful paint while the parser is still busy below the fold, and appends the runtime once it is done', async () => {
    let state: DocumentReadyState = 'loading';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
    try {
      const requested = fakeFetch();
      const observer = fakePaintObserver(['paint']);
      loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
      observer.paint('first-contentful-paint');
      expect(requested).toEqual([FLIGHT_DATA]);
      await settle();
      jest.runAllTimers();
      // React hydrates the whole document: not before the parser has finished it.
      expect(appended().map((script) => script.src)).toEqual(CHUNKS);
      expect(turbopackQueue()).toBeUndefined();
      finish(CHUNKS);
      jest.runAllTimers();
      expect(appended().map((script) => script.src)).toEqual(CHUNKS);
      state = 'interactive';
      document.dispatchEvent(new Event('DOMContentLoaded'));
      jest.runAllTimers();
      expect(appended().map((script) => script.src)).toEqual([...CHUNKS, RUNTIME]);
      expect(flightQueue()).toBeUndefined();
      finish([RUNTIME]);
      jest.runAllTimers();
      expect(turbopackQueue()).toEqual([...warmUpEntries, JSON.parse(START_ENTRY)]);
      expect(flightQueue()).toEqual([[0], [1, PAYLOAD]]);
    } finally {
      delete (document as unknown as { readyState?: unknown }).readyState;
    }
  });

  it('counts the 3 s fallback from the load event', async () => {
    let state: DocumentReadyState = 'loading';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
    try {
      const requested = fakeFetch();
      fakePaintObserver(['paint']);
      loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
      jest.advanceTimersByTime(5_000);
      expect(requested).toEqual([]);
      state = 'complete';
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(2_999);
      expect(requested).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(requested).toEqual([FLIGHT_DATA]);
    } finally {
      delete (document as unknown as { readyState?: unknown }).readyState;
    }
  });

  describe('starts the app only when the page, the loader and the flight data are of one build', () => {
    const afterEverything = async (observer: ReturnType<typeof fakePaintObserver>) => {
      observer.paint('first-contentful-paint');
      await settle();
      jest.runAllTimers();
      finish(CHUNKS);
      await settle();
      jest.runAllTimers();
    };

    it.each([
      ['of another build', 'an0therBu1ldId'],
      ['without a build id (cached from before the check)', null],
    ])(
      'a page %s: nothing is requested, nothing runs, the page stays as it is',
      async (_case, build) => {
        if (build) pageOfBuild(build);
        else document.head.innerHTML = '<script src="/servicios/after-paint.js" async=""></script>';
        Object.assign(self, { __webfont: '/_next/static/media/f.woff2' });
        const requested = fakeFetch();
        const observer = fakePaintObserver(['paint']);
        loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
        await afterEverything(observer);
        expect(requested).toEqual([]);
        expect(appended()).toEqual([]);
        expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
        expect(flightQueue()).toBeUndefined();
        expect(turbopackQueue()).toBeUndefined();
      },
    );

    it('flight data of another build: Next never gets it, the runtime never runs, and no web font is fetched', async () => {
      Object.assign(self, { __webfont: '/_next/static/media/f.woff2' });
      const requested = fakeFetch(200, PAYLOAD.replace(BUILD, 'an0therBu1ldId'));
      const observer = fakePaintObserver(['paint']);
      loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
      await afterEverything(observer);
      expect(requested).toEqual([FLIGHT_DATA]);
      expect(flightQueue()).toBeUndefined();
      expect(turbopackQueue()).toBeUndefined();
      expect(appended().map((script) => script.src)).toEqual(CHUNKS);
    });

    it('a chunk that fails to load (deleted by a deploy): the runtime never runs', async () => {
      Object.assign(self, { __webfont: '/_next/static/media/f.woff2' });
      const requested = fakeFetch();
      const observer = fakePaintObserver(['paint']);
      loadAfterFirstPaint(CHUNKS, RUNTIME, FLIGHT_DATA, JSON.parse(START_ENTRY), BUILD, WARM_UP);
      observer.paint('first-contentful-paint');
      await settle();
      jest.runAllTimers();
      finish(CHUNKS.slice(0, 1), 'error');
      finish(CHUNKS.slice(1));
      await settle();
      jest.runAllTimers();
      expect(flightQueue()).toBeUndefined();
      expect(turbopackQueue()).toBeUndefined();
      expect(appended().map((script) => script.src)).toEqual(CHUNKS);
      expect(requested).toEqual([FLIGHT_DATA]);
    });
  });
});

describe("the loader file's text, as the browser runs it", () => {
  it('starts the app as loadAfterFirstPaint does, and nothing for a page of another build', async () => {
    const source = loaderSource(
      await minifiedLoader(),
      { chunks: CHUNKS, runtime: RUNTIME, turbopackStart: START_ENTRY },
      FLIGHT_DATA,
      BUILD,
      WARM_UP,
    );
    const requested = fakeFetch();
    const observer = fakePaintObserver(['paint']);
    window.eval(source);
    observer.paint('first-contentful-paint');
    await settle();
    jest.runAllTimers();
    finish(CHUNKS);
    jest.runAllTimers();
    finish([RUNTIME]);
    jest.runAllTimers();
    expect(requested).toEqual([FLIGHT_DATA]);
    expect(flightQueue()).toEqual([[0], [1, PAYLOAD]]);
    expect(turbopackQueue()).toEqual([...warmUpEntries, JSON.parse(START_ENTRY)]);
    expect(appended().map((script) => script.src)).toEqual([...CHUNKS, RUNTIME]);

    document.body.innerHTML = '';
    pageOfBuild('an0therBu1ldId');
    const again = fakeFetch();
    const secondObserver = fakePaintObserver(['paint']);
    window.eval(source);
    secondObserver.paint('first-contentful-paint');
    await settle();
    jest.runAllTimers();
    expect(again).toEqual([]);
    expect(appended()).toEqual([]);
  });
});

describe('scriptsAfterPaint', () => {
  const page = [
    '<html><head><link rel="stylesheet" href="/_next/static/chunks/s.css"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/></head><body><h1>Hola</h1>',
    '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
    '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/turbopack-r.js" async=""></script>',
    `<script src="/_next/static/chunks/b.js" async=""></script><script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${START_ENTRY});</script></body></html>`,
  ].join('');

  it('replaces the async chunks, their preloads and the start entry with one async script in <head>, the loader, carrying the build id, and returns the runtime, the other chunks in order and the start entry', () => {
    const { html, runtime, chunks, turbopackStart } = scriptsAfterPaint(
      page,
      '/servicios/after-paint.js',
      BUILD,
    );
    expect(runtime).toBe(RUNTIME);
    expect(chunks).toEqual(CHUNKS);
    expect(turbopackStart).toBe(START_ENTRY);
    expect(html).not.toContain('TURBOPACK');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toMatch(/chunks\/(a|b|turbopack-r)\.js/);
    expect(html).toContain(
      `<link rel="stylesheet" href="/_next/static/chunks/s.css"/><script src="/servicios/after-paint.js" async="" data-build="${BUILD}"></script></head>`,
    );
    expect(html).toContain(
      '<h1>Hola</h1><script src="/_next/static/chunks/legacy.js" noModule=""></script></body>',
    );
  });

  it('fails on a page without Next chunks, without exactly one Turbopack runtime among them, or without the start entry', () => {
    expect(() =>
      scriptsAfterPaint('<html><body><p>x</p></body></html>', '/after-paint.js'),
    ).toThrow(/no Next chunk/);
    const withoutRuntime = page.replace('turbopack-r.js', 'c.js');
    expect(() => scriptsAfterPaint(withoutRuntime, '/after-paint.js')).toThrow(
      /one Turbopack runtime chunk/,
    );
    const withoutStart = page.replace(/<script id="_R_">.*?<\/script>/, '');
    expect(() => scriptsAfterPaint(withoutStart, '/after-paint.js')).toThrow(
      /no Turbopack start entry/,
    );
  });
});

describe('assertOnlyRegister', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'after-paint-'));
  mkdirSync(path.join(outDir, '_next/static/chunks'), { recursive: true });
  writeFileSync(
    path.join(outDir, CHUNKS[0]!),
    `//# allFunctionsCalledOnLoad\n${REGISTERING_CHUNK.example}`,
  );
  writeFileSync(path.join(outDir, CHUNKS[1]!), REGISTERING_CHUNK.example);
  writeFileSync(
    path.join(outDir, RUNTIME),
    '(()=>{let e;var t,r=globalThis.TURBOPACK;if(void 0===r)r=[];})();\n',
  );
  const runsCode = '/_next/static/chunks/c.js';
  writeFileSync(
    path.join(outDir, runsCode),
    `${REGISTERING_CHUNK.example}self.__next_f.forEach(console.log);\n`,
  );
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('passes chunks that only push their modules onto globalThis.TURBOPACK, with or without the compile hint', () => {
    expect(() => assertOnlyRegister(outDir, CHUNKS)).not.toThrow();
  });

  it("finds React DOM's entry modules among the chunks, each evaluated on its own, in the chunks' order", () => {
    const reactDom = '/_next/static/chunks/d.js';
    writeFileSync(
      path.join(outDir, reactDom),
      `${REGISTERING_CHUNK.example.replace(/\]\);\n$/, '')}${REACT_DOM_MODULE.example}${REACT_DOM_MODULE.example.replace('88014', '74080')}]);\n`,
    );
    expect(reactDomWarmUp(outDir, [...CHUNKS, reactDom])).toEqual([[88014], [74080]]);
    expect(() => reactDomWarmUp(outDir, CHUNKS)).toThrow(
      /no React DOM entry module in .*a\.js.*next-output-shapes/,
    );
  });

  it('fails, naming the chunk, on one that runs code as it loads (the runtime, or anything after the push)', () => {
    expect(() => assertOnlyRegister(outDir, [...CHUNKS, RUNTIME])).toThrow(
      /turbopack-r\.js is not a chunk that only registers its modules/,
    );
    expect(() => assertOnlyRegister(outDir, [runsCode])).toThrow(
      /c\.js is not a chunk that only registers/,
    );
  });
});

describe('the loader file', () => {
  it('runs the minified loader script with the chunks, the runtime, the flight data URL, the start entry and the build id, and sits next to the data', async () => {
    const loader = await minifiedLoader();
    expect(
      loaderSource(
        loader,
        { chunks: CHUNKS, runtime: RUNTIME, turbopackStart: START_ENTRY },
        FLIGHT_DATA,
        BUILD,
        WARM_UP,
      ),
    ).toBe(
      `${loader}(["/_next/static/chunks/a.js","/_next/static/chunks/b.js"],"/_next/static/chunks/turbopack-r.js","/servicios/index.txt",${START_ENTRY},"${BUILD}",[[11],[12]]);\n`,
    );
    // One function expression, without comments, and far smaller than its source.
    expect(loader).toMatch(/^\(function( \w+)?\(/);
    expect(loader).not.toMatch(/\/\/|\/\*|\n/);
    expect(loader.length).toBeLessThan(loaderScript().length / 2);
    expect(loaderPath('/servicios/index.txt')).toBe('/servicios/after-paint.js');
    expect(loaderPath('/_not-found/index.txt')).toBe('/_not-found/after-paint.js');
  });
});
