import { expect, test, type APIRequestContext } from '@playwright/test';
import { exportedPages, isNotFound } from './exported-pages';
import { expectClean, watchPolicy } from './helpers/csp';
import { waitForHydration } from './helpers/hydration';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The page's after-paint loader file (build/postbuild/steps/80-scripts-after-paint.mjs), an async script. */
const loaderUrl = (html: string) =>
  /<script src="([^"]*\/after-paint\.js)" async=""[^>]*>/.exec(html)?.[1] ?? null;

/**
 * The chunks the after-paint loader appends: its arguments are a JSON array, the runtime, the
 * flight data URL, Turbopack's start entry, the build id, then the module lists to evaluate first.
 */
function startupChunks(loader: string): string[] {
  const [, list, runtime] =
    /\}\)\((\[[^\]]*\]),("[^"]+"),"[^"]+",\{[^}]*\},"[^"]+",\[[\d,[\]]*\]\);\s*$/.exec(loader) ??
    [];
  return list && runtime ? [...(JSON.parse(list) as string[]), JSON.parse(runtime) as string] : [];
}

/** The start-up chunks of the page at `route`, read from its loader file. */
async function pageChunks(request: APIRequestContext, route: string) {
  const url = loaderUrl(await (await request.get(route)).text());
  expect(url, `${route}: after-paint loader`).not.toBeNull();
  return startupChunks(await (await request.get(url!)).text());
}

/**
 * Runs before the page's own scripts: records when the first Next chunk script is put into the
 * document (the loader appends them: from then on they run) and when the flight data is handed to
 * Next (self.__next_f).
 */
function recordStart() {
  const marks = { firstScript: -1, data: -1 };
  Object.assign(window, { __startMarks: marks });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('body script[src*="/_next/static/chunks/"]')) return;
    marks.firstScript = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  let queue: unknown;
  Object.defineProperty(window, '__next_f', {
    configurable: true,
    get: () => queue,
    set(value) {
      if (marks.data < 0) marks.data = performance.now();
      queue = value;
    },
  });
}

/**
 * Start-up chunks as the browser fetched them, next to the first contentful paint and to the
 * moment the page's HTML was in (its last byte). The stylesheets are not waited for: <head>
 * requests them before the loader, and a chunk's first byte is a round trip after its request.
 */
function loadTimings() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const pageIn = navigation.responseEnd;
  const chunks = resources
    .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
    .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }));
  const { firstScript, data } = (
    window as unknown as { __startMarks: { firstScript: number; data: number } }
  ).__startMarks;
  const dataRequested = resources
    .filter((entry) => new URL(entry.name).pathname.endsWith('.txt'))
    .map((entry) => entry.startTime);
  return { fcp, pageIn, chunks, firstScript, data, dataRequested };
}

// The policy, the loader and its chunks do not depend on the viewport: every page, once, on the
// phone, with its menu opened once hydrated.
for (const { route } of exportedPages) {
  test(`${route}: loads under its CSP, downloads its scripts once the page is in, asks for its data and runs its scripts after the first paint (compile-hinted), hydrates, with no violation or console error`, async ({
    page,
  }) => {
    const errors = await watchPolicy(page);
    await page.addInitScript(recordStart);
    const response = await page.goto(route);
    expect(response?.status()).toBe(isNotFound(route) ? 404 : 200);
    // The policy as served, read from the HTML (the DOM may change once scripts run).
    const html = await response!.text();
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
    expect(meta).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(meta).not.toContain('unsafe-inline');
    expect(
      html.indexOf('http-equiv="Content-Security-Policy"'),
      'the CSP meta comes before any script',
    ).toBeLessThan(html.indexOf('<script'));
    const headers = response!.headers();
    if (isNotFound(route)) {
      // A missing path: _headers hosts set the CSP per page, so only the shared headers apply.
      expect(headers['x-frame-options']).toBe('DENY');
    } else {
      // The header policy is complete on its own, with the same script hashes the meta allows.
      expect(headers['content-security-policy']).toMatch(
        /^default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; .*frame-ancestors 'none'$/,
      );
    }
    expect(headers['x-content-type-options']).toBe('nosniff');

    await waitForHydration(page);
    const { fcp, pageIn, chunks, firstScript, data, dataRequested } =
      await page.evaluate(loadTimings);
    console.log(
      `${route}: page in at ${pageIn.toFixed(0)} ms, first chunk requested at ${Math.min(...chunks.map((chunk) => chunk.start)).toFixed(0)} ms, ` +
        `FCP ${fcp?.toFixed(0)} ms, first chunk run from ${firstScript.toFixed(0)} ms, ${chunks.length} chunks`,
    );
    expect(fcp, 'first-contentful-paint entry').not.toBeNull();
    expect(chunks.length).toBeGreaterThan(0);
    // Nothing is requested before the page's HTML is in; nothing runs before the first paint.
    for (const chunk of chunks) expect(chunk.start, chunk.url).toBeGreaterThanOrEqual(pageIn);
    expect(firstScript, 'the first chunk script, appended').toBeGreaterThanOrEqual(fcp ?? Infinity);
    // The flight data is no script: it is asked for only at the first paint.
    expect(dataRequested, 'the flight data, requested once').toHaveLength(1);
    expect(dataRequested[0], 'the flight data, requested').toBeGreaterThanOrEqual(fcp ?? Infinity);
    expect(data, 'the flight data, handed to Next').toBeGreaterThanOrEqual(fcp ?? Infinity);

    // The chunks the page starts with (the loader's list) carry V8's compile hint.
    const startup = await pageChunks(page.request, route);
    expect(startup.length).toBeGreaterThan(0);
    for (const url of new Set(startup)) {
      const source = await (await page.request.get(url)).text();
      expect(source.startsWith(COMPILE_HINT), url).toBe(true);
    }

    await page.waitForLoadState('networkidle');
    // A blocked script shows up here first, with the directive and a sample of the code.
    expect(await page.evaluate(() => window.__cspViolations), `CSP violations on ${route}`).toEqual(
      [],
    );
    await page.locator('button[aria-controls="menu-movil"]').click();
    await expect(page.locator('#menu-movil')).toBeVisible();
    await expectClean(page, errors, route);
  });
}

test('the server compresses text as a static host would (brotli, else gzip)', async ({
  request,
}) => {
  const script = (await pageChunks(request, '/'))[0];
  expect(script).toBeDefined();
  for (const [url, encoding] of [
    ['/', 'br'],
    [script ?? '', 'br'],
    ['/servicios/', 'gzip'],
  ] as const) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': encoding } });
    expect(response.headers()['content-encoding'], url).toBe(encoding);
  }
});

test('the page carries no hydration data; it is fetched once the page has painted, and a link loads the next page, which hydrates from its own', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toContain('self.__next_f.push([');
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await page.goto('/');
  await waitForHydration(page);
  const { pageIn, data } = await page.evaluate(() => ({
    pageIn: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .responseEnd,
    data: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/index.txt')
      .map((entry) => entry.startTime),
  }));
  expect(data, 'the flight data, fetched once').toHaveLength(1);
  expect(data[0]).toBeGreaterThanOrEqual(pageIn);

  // Links are plain <a>: a full load of a complete page, whose own loader checks its own build
  // (docs/build-consistency.md). The marker lives only in this document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('a[href="/servicios/"]')?.click(),
  );
  await expect(page).toHaveURL(/\/servicios\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Servicios de oftalmología');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  await waitForHydration(page);
  const nextData = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/servicios/index.txt').length,
  );
  expect(nextData, "the next page's own flight data, fetched once").toBe(1);
  expect(consoleErrors).toEqual([]);
});

test('the first page paints in the fallback and caches the web font; the next paints in Plus Jakarta Sans', async ({
  page,
}) => {
  const fontState = () =>
    page.evaluate(() => ({
      webfont: document.documentElement.hasAttribute('data-webfont'),
      family: getComputedStyle(document.querySelector('h1')!).fontFamily,
      loaded: [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === 'sans' && face.status === 'loaded',
      ),
    }));
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('webfont')))
    .toMatch(/^\/_next\/static\/media\/.+\.woff2$/);
  expect(await fontState()).toEqual({
    webfont: false,
    family: expect.stringMatching(/^"?sans Fallback"?,/),
    loaded: false,
  });

  await page.goto('/servicios/');
  await page.evaluate(() => document.fonts.ready);
  expect(await fontState()).toEqual({
    webfont: true,
    family: expect.stringMatching(/^sans, "?sans Fallback"?,/),
    loaded: true,
  });
});
