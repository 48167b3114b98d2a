/** @jest-environment node */
import {
  judgeFallbacks,
  judgeLoadedFiles,
  type FallbackReading,
  type PhotoReading,
} from '../photo-probe.mjs';

/**
 * The photo check's judges of a browser's readings (checks/photo-probe.mjs), on readings of their
 * own: the WebP file a browser without AVIF shows, and the files a page loaded.
 */

const upright = { top: 200, bottom: -200 };
/** A 4:3 photo drawn 302 px wide on a DPR 3 phone, its fallback file 604 px wide. */
const fallback = (reading: Partial<FallbackReading> = {}): FallbackReading => ({
  src: 'http://localhost/fotos/abc-604.webp',
  format: 'webp',
  naturalWidth: 604,
  naturalHeight: 453,
  ...upright,
  alt: 'Entrada',
  width: 302,
  attributeWidth: 1344,
  attributeHeight: 1008,
  dpr: 3,
  ...reading,
});

describe('judgeFallbacks', () => {
  it('takes a WebP file, upright, of its shape, covering its box at the density it is made for', () => {
    expect(judgeFallbacks([fallback()], 2)).toEqual([]);
    // A 1x laptop needs the box's own width: the phone's file covers it.
    expect(judgeFallbacks([fallback({ width: 474, dpr: 1 })], 2)).toEqual([]);
  });

  it('names a file that is missing, not WebP, turned, of another shape, too small or far too large', () => {
    expect(judgeFallbacks([fallback({ naturalWidth: 0, naturalHeight: 0 })], 2)).toEqual([
      '«Entrada» sin AVIF (abc-604.webp) no cargó',
    ]);
    expect(judgeFallbacks([fallback({ format: 'avif' })], 2)).toEqual([
      '«Entrada» sin AVIF (abc-604.webp) es avif, no WebP',
    ]);
    expect(judgeFallbacks([fallback({ top: -200, bottom: 200 })], 2)[0]).toMatch(/no está derecha/);
    expect(judgeFallbacks([fallback({ naturalHeight: 604 })], 2)[0]).toMatch(
      /no es la misma forma/,
    );
    expect(judgeFallbacks([fallback({ naturalWidth: 302, naturalHeight: 227 })], 2)).toEqual([
      '«Entrada» sin AVIF (abc-604.webp): 302 px de ancho para 604 px de pantalla',
    ]);
    expect(judgeFallbacks([fallback({ naturalWidth: 1344, naturalHeight: 1008 })], 2)[0]).toMatch(
      /demasiado grande/,
    );
  });

  it('asks no more pixels than the photo has', () => {
    expect(
      judgeFallbacks(
        [
          fallback({
            naturalWidth: 400,
            naturalHeight: 300,
            attributeWidth: 400,
            attributeHeight: 300,
          }),
        ],
        2,
      ),
    ).toEqual([]);
  });
});

describe('judgeLoadedFiles', () => {
  const shown = [
    { src: 'http://localhost/fotos/abc-604.avif' },
    { src: 'http://localhost/fotos/def-290.avif' },
  ] as PhotoReading[];

  it('takes one loaded file per photo, the one it shows', () => {
    expect(judgeLoadedFiles(['/fotos/def-290.avif', '/fotos/abc-604.avif'], shown)).toEqual([]);
  });

  it('names a file no photo shows, and a shown file the list lacks', () => {
    expect(
      judgeLoadedFiles(
        ['/fotos/abc-604.avif', '/fotos/abc-604.webp', '/fotos/def-290.avif'],
        shown,
      ),
    ).toEqual(['/fotos/abc-604.webp se cargó sin que ninguna foto lo muestre']);
    expect(judgeLoadedFiles([], shown)).toEqual([
      '/fotos/abc-604.avif se muestra, pero no figura entre los archivos cargados',
      '/fotos/def-290.avif se muestra, pero no figura entre los archivos cargados',
    ]);
  });

  it('lets a browser that visited other pages show a file it already had, never load one more', () => {
    expect(judgeLoadedFiles(['/fotos/def-290.avif'], shown, { earlierPages: true })).toEqual([]);
    expect(judgeLoadedFiles(['/fotos/abc-604.webp'], shown, { earlierPages: true })).toEqual([
      '/fotos/abc-604.webp se cargó sin que ninguna foto lo muestre',
    ]);
  });
});
