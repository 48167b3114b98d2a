// One fresh load of a page on the slow phone profile that hydration and the long-task budget
// share (390 px, touch, a phone's CPU calibrated to the host (calibrateCpu), 150 ms RTT and 1.6 Mbps through CDP, nothing cached): when
// it painted and hydrated, what a tap on the menu cost during and after hydration (Event Timing),
// and the longest main-thread task after the first contentful paint (Long Tasks API).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../build/scripts/chromium.mjs';

export const PROFILE = {
  width: 390,
  height: 844,
  cpu: 4,
  rttMs: 150,
  downloadBps: 1.6e6,
  uploadBps: 750e3,
};
/**
 * The phone the profile stands for, as Lighthouse's BenchmarkIndex reads it: the phone of
 * Lighthouse's mobile profile, whose 4x default slowdown assumes a host in the middle of the
 * high-end desktop bracket (1,500-2,000), by Lighthouse's throttling documentation. A CPU slowdown
 * is relative to the host, so calibrateCpu() sets the slowdown that brings the host at hand to this
 * index, as that documentation advises: on a host half as fast the page gets half the slowdown, and
 * its tasks last about as long. The slowdown never exceeds PROFILE.cpu.
 */
export const PHONE_BENCHMARK_INDEX = 1750 / PROFILE.cpu;
// The requests hydration waits for, one after another: the page, then its stylesheet and loader
// (both named in <head>), then the flight data and the chunks the loader requests together.
export const ROUND_TRIPS = 3;
const TOGGLE = 'header a[href="#menu-movil"], header button[aria-controls="menu-movil"]';

/**
 * Runs in the page before its own scripts: records when the first Next chunk is inserted and when
 * the menu's button appears (hydration done), and every Event Timing entry.
 */
function recorder() {
  /** @type {{ chunk: number, hydrated: number, events: { name: string, start: number, duration: number }[], tasks: { start: number, duration: number }[] }} */
  const marks = { chunk: -1, hydrated: -1, events: [], tasks: [] };
  /** @type {any} */ (window).__hydrationMarks = marks;
  new MutationObserver((_, observer) => {
    if (marks.chunk < 0 && document.querySelector('body script[src*="/_next/static/"]'))
      marks.chunk = performance.now();
    if (document.querySelector('button[aria-controls="menu-movil"]')) {
      marks.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Runs in the page once the taps are done: what measure() reports, read from the page's own timings. */
function collect() {
  const marks = /** @type {any} */ (window).__hydrationMarks;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
  const navigation = /** @type {PerformanceNavigationTiming} */ (
    performance.getEntriesByType('navigation')[0]
  );
  const lastChunk = performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
    .map((entry) => /** @type {PerformanceResourceTiming} */ (entry))
    .reduce((max, entry) => Math.max(max, entry.responseEnd), 0);
  // Every byte on the wire before hydration: the page and each response that ended before it.
  const bytes = performance
    .getEntriesByType('resource')
    .map((entry) => /** @type {PerformanceResourceTiming} */ (entry))
    .filter((entry) => entry.responseEnd <= marks.hydrated)
    .reduce((sum, entry) => sum + entry.transferSize, navigation.transferSize);
  const longestTask = marks.tasks
    .filter((/** @type {{ start: number }} */ task) => task.start >= fcp)
    .reduce(
      (/** @type {number} */ max, /** @type {{ duration: number }} */ task) =>
        Math.max(max, task.duration),
      0,
    );
  return {
    fcp,
    hydrated: marks.hydrated,
    chunk: marks.chunk,
    load: navigation.loadEventStart,
    lastChunk,
    events: marks.events,
    bytes,
    longestTask,
  };
}

/**
 * The browser the measurements run in. Puppeteer attaches to every page it knows of and enables the
 * DevTools Runtime domain there, which makes V8 record a detailed stack trace, with line and
 * column, for every Error object created: creating one in a large function then re-parses that
 * whole function for its source positions. React DOM's module creates one as it is evaluated, so
 * under Puppeteer's page its evaluation is several times slower than in a patient's browser (no
 * DevTools attached; docs/quality.md, Long tasks). So Puppeteer attaches to no page here:
 * measure() drives its tab through a session of its own that never enables Runtime.
 */
export async function launchPhoneBrowser() {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, '--headless=new'],
    headless: true,
    targetFilter: (target) => target.type() !== 'page',
    waitForInitialPage: false,
  });
}

/**
 * Runs `drive` with a fresh tab in a fresh context, driven through a CDP session of its own that
 * never enables Runtime, and an evaluate() for it; disposes of both after.
 * @template T
 * @param {import('puppeteer-core').Browser} browser
 * @param {(page: import('puppeteer-core').CDPSession, evaluate: (expression: string) => Promise<any>) => Promise<T>} drive
 * @returns {Promise<T>}
 */
async function withFreshTab(browser, drive) {
  const control = await browser.target().createCDPSession();
  const { browserContextId } = await control.send('Target.createBrowserContext');
  try {
    const { targetId } = await control.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await control.send('Target.attachToTarget', { targetId, flatten: true });
    const page = control.connection()?.session(sessionId);
    if (!page) throw new Error('phone-load: no session for the new tab');
    /** The value of `expression` in the page (Runtime.evaluate works without Runtime.enable). @param {string} expression */
    const evaluate = async (expression) => {
      const { result, exceptionDetails } = await page.send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      });
      if (exceptionDetails)
        throw new Error(
          `phone-load: ${expression.slice(0, 80)} threw ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
        );
      return result.value;
    };
    return await drive(page, evaluate);
  } finally {
    await control.send('Target.disposeBrowserContext', { browserContextId });
    await control.detach();
  }
}

/**
 * The host's speed now and the CPU slowdown that makes it the profile's phone: Lighthouse's
 * BenchmarkIndex, median of three readings in an unthrottled tab, over PHONE_BENCHMARK_INDEX, from
 * 1 (a host slower than the phone cannot be sped up) to PROFILE.cpu.
 * @param {import('puppeteer-core').Browser} browser from launchPhoneBrowser
 * @returns {Promise<{ index: number, rate: number }>}
 */
export async function calibrateCpu(browser) {
  const readings = await withFreshTab(browser, async (_, evaluate) => {
    const values = [];
    for (let reading = 0; reading < 3; reading += 1)
      values.push(await evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    return values.sort((a, b) => a - b);
  });
  const index = readings[1];
  return { index, rate: Math.min(PROFILE.cpu, Math.max(1, index / PHONE_BENCHMARK_INDEX)) };
}

/**
 * @param {import('puppeteer-core').Browser} browser from launchPhoneBrowser
 * @param {string} url
 * @param {number} cpuRate the CPU slowdown, from calibrateCpu()
 */
export function measure(browser, url, cpuRate) {
  return withFreshTab(browser, async (page, evaluate) => {
    /** Resolves once `condition` holds in the page, checked every 5 ms there. @param {string} condition */
    const waitFor = (condition) =>
      evaluate(
        `new Promise((resolve, reject) => { const t0 = performance.now(); const check = () => (${condition}) ? resolve(true) : performance.now() - t0 > 60000 ? reject(new Error('timed out')) : setTimeout(check, 5); check(); })`,
      );
    /** Taps the menu toggle: a touch at its centre (the button takes the link's place when hydration swaps them). */
    const tapToggle = async () => {
      const { x, y } = await evaluate(
        `(() => { const box = document.querySelector(${JSON.stringify(TOGGLE)}).getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 }; })()`,
      );
      await page.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await page.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: PROFILE.width,
      height: PROFILE.height,
      deviceScaleFactor: 3,
      mobile: true,
    });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await page.send('Network.enable');
    await page.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.rttMs,
      downloadThroughput: PROFILE.downloadBps / 8,
      uploadThroughput: PROFILE.uploadBps / 8,
    });
    await page.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${recorder})();` });
    await page.send('Page.navigate', { url });
    // The first tap as soon as the loader has started the chunks: during hydration.
    await waitFor('window.__hydrationMarks && window.__hydrationMarks.chunk >= 0');
    await tapToggle();
    await waitFor('window.__hydrationMarks.hydrated >= 0');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The second tap on the hydrated button, then time for its frame to be presented and reported.
    await tapToggle();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await evaluate(`(${collect})()`);
    // Entries that start before the hydrated button's tap belong to the first tap.
    const split = result.hydrated + 250;
    /** @param {{ start: number, duration: number }[]} events */
    const slowest = (events) => events.reduce((max, event) => Math.max(max, event.duration), 0);
    const floor = (result.bytes * 8 * 1000) / PROFILE.downloadBps + ROUND_TRIPS * PROFILE.rttMs;
    return {
      kb: result.bytes / 1024,
      floor,
      fromFloor: result.hydrated - floor,
      longestTask: result.longestTask,
      fcp: result.fcp,
      hydrated: result.hydrated,
      load: result.load,
      scripts: result.chunk,
      lastByte: result.lastChunk,
      gap: result.hydrated - result.fcp,
      tapDuring: slowest(result.events.filter((/** @type {any} */ e) => e.start < split)),
      tapAfter: slowest(result.events.filter((/** @type {any} */ e) => e.start >= split)),
    };
  });
}
