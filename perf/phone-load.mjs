// One fresh load of a page on the slow phone profile that perf:hydration and the long-task budget
// share (390 px, touch, 4x slower CPU, 150 ms RTT and 1.6 Mbps through CDP, nothing cached): when
// it painted and hydrated, what a tap on the menu cost during and after hydration (Event Timing),
// and the longest main-thread task after the first contentful paint (Long Tasks API).

export const PROFILE = { width: 390, height: 844, cpu: 4, rttMs: 150, downloadBps: 1.6e6, uploadBps: 750e3 };
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
    if (marks.chunk < 0 && document.querySelector('body script[src*="/_next/static/"]')) marks.chunk = performance.now();
    if (document.querySelector('button[aria-controls="menu-movil"]')) {
      marks.hydrated = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Taps the menu toggle; hydration may swap the link for the button between finding and tapping
 * it, so a detached node is looked up once more.
 * @param {import('puppeteer-core').Page} page
 */
async function tapToggle(page) {
  try {
    await page.tap(TOGGLE);
  } catch {
    await page.tap(TOGGLE);
  }
}

/** @param {import('puppeteer-core').Page} page @param {string} expression */
const waitFor = (page, expression) => page.waitForFunction(expression, { polling: 5, timeout: 60_000 });

/** @param {import('puppeteer-core').Browser} browser @param {string} url */
export async function measure(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: PROFILE.width, height: PROFILE.height, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.rttMs,
      downloadThroughput: PROFILE.downloadBps / 8,
      uploadThroughput: PROFILE.uploadBps / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
    await page.evaluateOnNewDocument(recorder);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    // The first tap as soon as the loader has started the chunks: during hydration.
    await waitFor(page, 'window.__hydrationMarks && window.__hydrationMarks.chunk >= 0');
    await tapToggle(page);
    await waitFor(page, 'window.__hydrationMarks.hydrated >= 0');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The second tap on the hydrated button, then time for its frame to be presented and reported.
    await tapToggle(page);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = await page.evaluate(() => {
      const marks = /** @type {any} */ (window).__hydrationMarks;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
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
        .reduce((/** @type {number} */ max, /** @type {{ duration: number }} */ task) => Math.max(max, task.duration), 0);
      return { fcp, hydrated: marks.hydrated, chunk: marks.chunk, load: navigation.loadEventStart, lastChunk, events: marks.events, bytes, longestTask };
    });
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
  } finally {
    await context.close();
  }
}
