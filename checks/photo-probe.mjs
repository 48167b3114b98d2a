// @ts-check
// What every photo of a page looks like in the browser showing it, read in the page itself, the
// same way in Chromium (checks/e2e/photos/photos.spec.ts), Firefox and WebKit (checks/photos.mjs): each
// <img> of a <picture> brought into view and loaded, then its file (currentSrc), its pixels
// (natural size), its box and the screen's density, and which way up it is (the fixture's photos,
// checks/photo-practice.mjs, run from red at the top to blue at the bottom); and the same of the
// file its own src names, which a browser without AVIF shows instead. judgePhotos and
// judgeFallbacks say what is wrong, one line each. Each probe is a string expression: Playwright
// and WebDriver both run it.
import { RENDER_EVERY_SECTION } from '../build/scripts/render-every-section.mjs';
import { isUpright } from './photo-bytes.mjs';

/**
 * @typedef {{ src: string, format: string, naturalWidth: number, naturalHeight: number, top: number, bottom: number }} FileReading
 *   one file's pixels, opened on its own: its size and the red less blue of its top and bottom tenths
 * @typedef {FileReading & { alt: string, width: number, height: number, attributeWidth: number, attributeHeight: number, dpr: number,
 *   candidates: number[], loading: string, complete: boolean }} PhotoReading
 * @typedef {FileReading & { alt: string, width: number, attributeWidth: number, attributeHeight: number, dpr: number }} FallbackReading
 */

/**
 * A function of the page, fileReading(src): the file opened on its own (naturalWidth of a srcset's
 * pick is divided by its density), its size and which way up it is: a FileReading.
 */
const FILE_READING = `const fileReading = async (src) => {
    const file = new Image();
    file.src = src;
    await file.decode().catch(() => {});
    const canvas = document.createElement('canvas');
    canvas.width = file.naturalWidth;
    canvas.height = file.naturalHeight;
    const context = canvas.getContext('2d');
    let top = 0, bottom = 0;
    if (context && file.naturalWidth > 0) {
      context.drawImage(file, 0, 0);
      const band = Math.max(1, Math.round(file.naturalHeight / 10));
      const average = (from) => {
        const data = context.getImageData(0, from, file.naturalWidth, band).data;
        let sum = 0;
        for (let at = 0; at < data.length; at += 4) sum += data[at] - data[at + 2];
        return sum / (data.length / 4);
      };
      top = average(0);
      bottom = average(file.naturalHeight - band);
    }
    return { src, format: (src.match(/\\.([a-z]+)$/) || [])[1] || '', naturalWidth: file.naturalWidth, naturalHeight: file.naturalHeight, top, bottom };
  }`;

/** Resolves to a PhotoReading per photo of the page, in document order. */
export const PHOTO_PROBE = `(async () => {
  ${RENDER_EVERY_SECTION};
  ${FILE_READING};
  const images = [...document.querySelectorAll('picture > img')];
  const readings = [];
  for (const img of images) {
    img.scrollIntoView({ block: 'center', behavior: 'instant' });
    const started = performance.now();
    while (!(img.complete && img.naturalWidth > 0) && performance.now() - started < 10000) await new Promise((resolve) => setTimeout(resolve, 50));
    const box = img.getBoundingClientRect();
    const source = img.parentElement.querySelector('source[type="image/avif"]');
    readings.push({
      ...(await fileReading(img.currentSrc)),
      alt: img.alt,
      width: box.width,
      height: box.height,
      attributeWidth: Number(img.getAttribute('width')),
      attributeHeight: Number(img.getAttribute('height')),
      dpr: devicePixelRatio,
      candidates: (source ? source.getAttribute('srcset') : '').split(',').map((part) => Number((part.trim().split(/\\s+/)[1] || '0').replace('w', ''))),
      loading: img.getAttribute('loading') || '',
      complete: img.complete,
    });
  }
  return readings;
})()`;

/**
 * Resolves to a FallbackReading per photo of the page, in document order: the file its <img>'s own
 * src names, which a browser without AVIF shows instead. None of the engines tested lacks AVIF, so
 * the file is opened on its own. Run after PHOTO_PROBE, so the boxes are laid out.
 */
export const FALLBACK_PROBE = `(async () => {
  ${FILE_READING};
  const readings = [];
  for (const img of document.querySelectorAll('picture > img')) {
    const box = img.getBoundingClientRect();
    readings.push({
      ...(await fileReading(img.src)),
      alt: img.alt,
      width: box.width,
      attributeWidth: Number(img.getAttribute('width')),
      attributeHeight: Number(img.getAttribute('height')),
      dpr: devicePixelRatio,
    });
  }
  return readings;
})()`;

/**
 * The photo files the page has loaded, each path once (Resource Timing; the probes' own reopening
 * of a file comes from the browser's memory and is not counted twice). Read after PHOTO_PROBE.
 */
export const PHOTO_FILES_LOADED = `[...new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((name) => name.startsWith('/fotos/')))]`;

/**
 * What a page loaded beyond the one file each photo shows: a file no photo shows (the <img>'s own
 * WebP beside the <source>'s AVIF, or a second width of the same photo) is one too many. In a
 * fresh browser every shown file is listed too; a browser that showed a file on an earlier page
 * may show it again from its memory without listing it (`earlierPages`).
 * @param {string[]} loaded paths, from PHOTO_FILES_LOADED
 * @param {PhotoReading[]} readings
 * @param {{ earlierPages?: boolean }} [options]
 * @returns {string[]}
 */
export function judgeLoadedFiles(loaded, readings, { earlierPages = false } = {}) {
  const shown = new Set(readings.map((reading) => new URL(reading.src).pathname));
  return [
    ...loaded
      .filter((file) => !shown.has(file))
      .map((file) => `${file} se cargó sin que ninguna foto lo muestre`),
    ...(earlierPages
      ? []
      : [...shown]
          .filter((file) => !loaded.includes(file))
          .map((file) => `${file} se muestra, pero no figura entre los archivos cargados`)),
  ];
}

/**
 * Resolves once every stylesheet is applied and no web font the page uses is still loading: the
 * page as first painted. The HTML is parsed before its stylesheets arrive; a box read then is the
 * image's attributes' alone. Not document.fonts.ready: WebKit resolves it only after the page's
 * load event, which never comes while the photos are held back. Reading a box lays the page out,
 * which asks for the fonts its text needs.
 */
export const PAGE_STYLED = `new Promise((resolve) => {
  const styled = () => [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet);
  const fontsIn = () => document.body.getBoundingClientRect().width > 0 && [...document.fonts].every((font) => font.status !== 'loading');
  const ready = () => styled() && fontsIn();
  const started = performance.now();
  const wait = () => (ready() || performance.now() - started > 10000 ? resolve(ready()) : setTimeout(wait, 50));
  wait();
})`;

/**
 * Resolves once the page's load event has fired: every file it asked for is in. A driver that
 * returns from a navigation at DOMContentLoaded (WebKit's, in the photo check) waits here.
 */
export const PAGE_LOADED = `new Promise((resolve) => {
  if (document.readyState === 'complete') resolve(true);
  else addEventListener('load', () => resolve(true), { once: true });
})`;

/** Each photo's box: read before its file arrives and after, it must not change (what is around it then cannot move for it). */
export const PHOTO_BOXES = `(() => {
  ${RENDER_EVERY_SECTION};
  return [...document.querySelectorAll('picture > img')].map((img) => {
    const box = img.getBoundingClientRect();
    return { alt: img.alt, width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
  });
})()`;

/**
 * What is wrong with a page's photos: missing, not loaded, not AVIF or WebP, not upright, drawn
 * at another shape than its width and height say, or loaded at a width its box does not need.
 * @param {PhotoReading[]} readings
 * @param {string[]} expectedAlts the photos the page must show, by their description ('' for a captioned one)
 * @returns {string[]}
 */
export function judgePhotos(readings, expectedAlts) {
  const problems = [];
  const alts = readings.map((reading) => reading.alt);
  for (const alt of expectedAlts) {
    const index = alts.indexOf(alt);
    if (index === -1) problems.push(`falta la foto «${alt}»`);
    else alts.splice(index, 1);
  }
  for (const photo of readings) {
    const name = `«${photo.alt}» (${photo.src.split('/').pop()})`;
    if (!photo.complete || photo.naturalWidth === 0) {
      problems.push(`${name} no cargó`);
      continue;
    }
    if (!['avif', 'webp'].includes(photo.format))
      problems.push(`${name} se cargó en ${photo.format}, no AVIF ni WebP`);
    if (!isUpright(photo))
      problems.push(
        `${name} no está derecha (rojo menos azul: arriba ${Math.round(photo.top)}, abajo ${Math.round(photo.bottom)})`,
      );
    const drawn = photo.width / photo.height;
    const declared = photo.attributeWidth / photo.attributeHeight;
    if (
      Math.abs(drawn - declared) > 0.02 ||
      Math.abs(photo.naturalWidth / photo.naturalHeight - declared) > 0.02
    )
      problems.push(
        `${name}: caja ${photo.width}x${photo.height}, atributos ${photo.attributeWidth}x${photo.attributeHeight}, archivo ${photo.naturalWidth}x${photo.naturalHeight}: no es la misma forma`,
      );
    // Sized for its slot: at least the pixels its box shows on this screen (a browser may round one
    // step down), and no larger than the next file up needs to be, unless it is the smallest.
    const needed = photo.width * photo.dpr;
    const smallest = Math.min(...photo.candidates.filter((width) => width > 0));
    if (photo.naturalWidth < needed * 0.8)
      problems.push(
        `${name}: ${photo.naturalWidth} px de ancho para ${Math.round(needed)} px de pantalla`,
      );
    if (photo.naturalWidth > needed * 1.6 && photo.naturalWidth > smallest)
      problems.push(
        `${name}: ${photo.naturalWidth} px de ancho para ${Math.round(needed)} px de pantalla (demasiado grande)`,
      );
  }
  return problems;
}

/**
 * What is wrong with the files a browser without AVIF shows: missing, not WebP, not upright, not
 * the shape its width and height say, or too small for its box on this screen up to the density
 * they are made for (lib/photo-slots.ts: FALLBACK_SCREEN; a denser screen gets fewer pixels than
 * it could show, never a blurred thumbnail), or more than half again wider than that density needs.
 * @param {FallbackReading[]} readings
 * @param {number} density FALLBACK_SCREEN.density
 * @returns {string[]}
 */
export function judgeFallbacks(readings, density) {
  const problems = [];
  for (const photo of readings) {
    const name = `«${photo.alt}» sin AVIF (${photo.src.split('/').pop()})`;
    if (photo.naturalWidth === 0) {
      problems.push(`${name} no cargó`);
      continue;
    }
    if (photo.format !== 'webp') problems.push(`${name} es ${photo.format}, no WebP`);
    if (!isUpright(photo))
      problems.push(
        `${name} no está derecha (rojo menos azul: arriba ${Math.round(photo.top)}, abajo ${Math.round(photo.bottom)})`,
      );
    if (
      Math.abs(
        photo.naturalWidth / photo.naturalHeight - photo.attributeWidth / photo.attributeHeight,
      ) > 0.02
    )
      problems.push(
        `${name}: atributos ${photo.attributeWidth}x${photo.attributeHeight}, archivo ${photo.naturalWidth}x${photo.naturalHeight}: no es la misma forma`,
      );
    // A file is never enlarged: a photo narrower than its box at this density is its own width.
    const needed = Math.min(photo.width * Math.min(photo.dpr, density), photo.attributeWidth);
    if (photo.naturalWidth + 1 < needed)
      problems.push(
        `${name}: ${photo.naturalWidth} px de ancho para ${Math.round(needed)} px de pantalla`,
      );
    if (photo.naturalWidth > photo.width * density * 1.5)
      problems.push(
        `${name}: ${photo.naturalWidth} px de ancho para ${Math.round(photo.width * density)} px (demasiado grande)`,
      );
  }
  return problems;
}

/**
 * Whether any photo's box changed once the files arrived: read with every photo's file held back,
 * then again with all of them loaded.
 * @param {{ alt: string, width: number, height: number }[]} before
 * @param {{ alt: string, width: number, height: number }[]} after
 */
export function layoutShifts(before, after) {
  if (before.length !== after.length)
    return [`${before.length} fotos antes de cargar, ${after.length} después`];
  return before.flatMap((box, index) => {
    const later = after[index];
    return later && JSON.stringify(box) === JSON.stringify(later)
      ? []
      : [
          `la caja de «${box.alt}» cambió al llegar su archivo: ${JSON.stringify(box)} → ${JSON.stringify(later)}`,
        ];
  });
}
