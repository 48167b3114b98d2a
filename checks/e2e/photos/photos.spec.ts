import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { MAX_BYTES, NAME_HASH_LENGTH } from '../../../build/prebuild/photo-pipeline.mjs';
import {
  FALLBACK_PROBE,
  PAGE_STYLED,
  PHOTO_BOXES,
  PHOTO_FILES_LOADED,
  PHOTO_PROBE,
  judgeFallbacks,
  judgeLoadedFiles,
  judgePhotos,
  layoutShifts,
  type FallbackReading,
  type PhotoReading,
} from '../../photo-probe.mjs';
import { FALLBACK_SCREEN, PHOTO_SLOTS, avifByteCap } from '../../../lib/photo-slots';
import { OTHER_PRACTICE_EXPORT } from '../../other-practice-paths.mjs';
import { expectedPhotos } from '../../photo-practice.mjs';

/**
 * The practice's photos in Chromium, on the other practice's export with phone-like photos
 * (sideways, with an orientation tag and a GPS block): every place shows its photo upright, as
 * AVIF or WebP, at the width its box needs on this screen, with the box its width and height
 * reserve, so its box is the same before and after the file arrives; the one WebP file its <img>
 * names for a browser without AVIF is upright and sized for the box too; a page loads one file per
 * photo, each at most 100 KB on the DPR 3 phone; without JavaScript the photos are there.
 */

const siteDir = process.env.NEXT_DIST_DIR ?? OTHER_PRACTICE_EXPORT;
const pages = Object.entries(expectedPhotos());

/** Holds every photo request of `page` until `release` is called. */
async function holdPhotos(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/fotos/**', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

for (const [route, alts] of pages) {
  test(`${route}: each photo upright, AVIF or WebP, sized for its box, its only file loaded; its WebP fallback too`, async ({
    page,
  }) => {
    await page.goto(route);
    const readings = (await page.evaluate(PHOTO_PROBE)) as PhotoReading[];
    expect(judgePhotos(readings, alts)).toEqual([]);
    expect(
      judgeLoadedFiles((await page.evaluate(PHOTO_FILES_LOADED)) as string[], readings),
    ).toEqual([]);
    // Then the file each <img> names for a browser without AVIF, opened on its own.
    const fallbacks = (await page.evaluate(FALLBACK_PROBE)) as FallbackReading[];
    expect(fallbacks).toHaveLength(readings.length);
    expect(judgeFallbacks(fallbacks, FALLBACK_SCREEN.density)).toEqual([]);
  });

  test(`${route}: no photo's box changes when its file arrives`, async ({ page }) => {
    const release = await holdPhotos(page);
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(PAGE_STYLED)).toBe(true);
    const before = await page.evaluate(PHOTO_BOXES);
    await release();
    await page.evaluate(PHOTO_PROBE);
    expect(layoutShifts(before as never, (await page.evaluate(PHOTO_BOXES)) as never)).toEqual([]);
  });
}

// The budget is the phone's at DPR 3 (the phone project); the laptop's smaller files are held to it too.
// Each page's largest file is printed: the figure docs/quality.md keeps.
test('a page loads one file per photo, each at most 100 KB', async ({ page }, testInfo) => {
  let route = '';
  let requested = 0;
  const loaded: { route: string; url: string; bytes: number }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fotos/')) requested += 1;
  });
  page.on('response', async (response) => {
    const at = route;
    if (response.url().includes('/fotos/'))
      loaded.push({ route: at, url: response.url(), bytes: (await response.body()).length });
  });
  const shown = new Map<string, number>();
  for (const [pageRoute] of pages) {
    route = pageRoute;
    await page.goto(pageRoute);
    shown.set(pageRoute, ((await page.evaluate(PHOTO_PROBE)) as PhotoReading[]).length);
  }
  await expect.poll(() => loaded.length).toBe(requested);
  expect(new Set(loaded.map((file) => file.route)).size).toBe(pages.length);
  for (const [pageRoute] of pages) {
    const files = loaded.filter((file) => file.route === pageRoute);
    console.log(
      `${testInfo.project.name} ${pageRoute}: ${files.length} photo files, the largest ${Math.max(...files.map((file) => file.bytes))} B`,
    );
    // One file per photo: the browser takes its <source>'s pick and never the <img>'s own file too.
    expect({ route: pageRoute, files: files.length }).toEqual({
      route: pageRoute,
      files: shown.get(pageRoute),
    });
  }
  expect(loaded.filter((file) => file.bytes > MAX_BYTES)).toEqual([]);
});

// A photo that can be the largest paint (fetchpriority="high") is light, and the page's scripts and
// data wait until it is in: on a slow link it has the link to itself.
// The order is read from the page's own Resource Timing clock: Playwright builds its request events
// from messages of Chromium's renderer and network process, which are not ordered with each other,
// so a photo's requestfinished can reach the test after a later request's event.
test('the photo that can be the largest paint weighs at most its bits per pixel, and is in before the page asks for its scripts and data', async ({
  page,
}) => {
  const largestPaintSlots = Object.values(PHOTO_SLOTS).filter(
    (slot) => 'fetchPriority' in slot && slot.fetchPriority === 'high',
  );
  expect(largestPaintSlots).toHaveLength(1);
  const photoBytes = new Map<string, number>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    // A photo still being read when the test closes its page is none the test waits for.
    if (url.pathname.startsWith('/fotos/'))
      response.body().then(
        (body) => photoBytes.set(url.pathname, body.length),
        () => {},
      );
  });
  let measured = 0;
  for (const [route] of pages) {
    await page.goto(route);
    const hero = await page.evaluate(() => {
      const image = document.querySelector<HTMLImageElement>('picture > img[fetchpriority="high"]');
      return image ? new URL(image.currentSrc).pathname : null;
    });
    if (!hero) continue;
    measured += 1;
    // The app's requests (its chunks, its flight data) and the photo's last byte, in the page's clock.
    const timeline = () =>
      page.evaluate((heroPath) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const path = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
        const app = entries.filter(
          (entry) =>
            (path(entry).startsWith('/_next/') && path(entry).endsWith('.js')) ||
            path(entry).endsWith('.txt'),
        );
        const photo = entries.find((entry) => path(entry) === heroPath);
        const first = app.sort((a, b) => a.startTime - b.startTime)[0];
        return {
          photoEnd: photo ? photo.responseEnd : null,
          firstApp: first ? { url: path(first), start: first.startTime } : null,
        };
      }, hero);
    await expect.poll(async () => (await timeline()).firstApp !== null).toBe(true);
    const { photoEnd, firstApp } = await timeline();
    expect(photoEnd, `${route}: ${hero} in the page's Resource Timing`).not.toBeNull();
    expect(
      photoEnd! <= firstApp!.start ? hero : firstApp!.url,
      `${route}: the first of the photo and the app (photo in at ${photoEnd} ms, ${firstApp!.url} asked at ${firstApp!.start} ms)`,
    ).toBe(hero);
    await expect.poll(() => photoBytes.get(hero)).toBeGreaterThan(0);
    const width = Number(hero.match(/-(\d+)\.avif$/)?.[1]);
    expect(photoBytes.get(hero), `${route}: ${hero}`).toBeLessThanOrEqual(
      avifByteCap(largestPaintSlots, 'landscape', width, MAX_BYTES),
    );
  }
  expect(measured).toBeGreaterThan(0);
});

test('without JavaScript, the photos are in the HTML with their width, height and sizes', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  for (const [route, alts] of pages) {
    await page.goto(route);
    for (const alt of new Set(alts.filter(Boolean))) {
      const image = page.locator(`picture > img[alt="${alt}"]`).first();
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(
        await image.evaluate((img) =>
          img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('sizes'),
        ),
      ).toMatch(/px/);
    }
  }
  await context.close();
});

test('the export holds no upload as it was sent: only the processed files, under hashed names', () => {
  const photos = readdirSync(path.join(siteDir, 'fotos'));
  expect(photos.length).toBeGreaterThan(0);
  for (const name of photos)
    expect(name).toMatch(new RegExp(`^[0-9a-f]{${NAME_HASH_LENGTH}}-\\d+\\.(avif|webp|jpg)$`));
  const html = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  expect(html).not.toMatch(/fotos\/retrato\.jpg/);
});
