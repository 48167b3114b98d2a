import {
  FALLBACK_SCREEN,
  LARGEST_PAINT_BITS_PER_PIXEL,
  LARGEST_PAINT_MERGE_RATIO,
  MERGE_RATIO,
  PHOTO_KINDS,
  PHOTO_SLOTS,
  THUMBNAIL_MERGE_RATIO,
  avifByteCap,
  drawnWidths,
  encodeWidths,
  fallbackVariant,
  fallbackWidth,
  fallbackWidths,
  heightFor,
  slotSizes,
  slotVariants,
  wantedWidths,
  type PhotoSlot,
} from '../photo-slots';

const slotsOf = (kind: keyof typeof PHOTO_KINDS): PhotoSlot[] =>
  PHOTO_KINDS[kind].slots.map((slot) => PHOTO_SLOTS[slot]);
const widthsOf = (variants: readonly { width: number }[]) =>
  variants.map((variant) => variant.width);

describe('photo slots (lib/photo-slots.ts)', () => {
  it('writes each slot’s sizes from its layouts, the widest first', () => {
    expect(slotSizes(PHOTO_SLOTS.homePortrait)).toBe('(min-width: 640px) 96px, 80px');
    expect(slotSizes(PHOTO_SLOTS.aboutPortrait)).toBe(
      '(min-width: 1024px) 192px, (min-width: 640px) 160px, 112px',
    );
    expect(slotSizes(PHOTO_SLOTS.practiceCard)).toBe(
      '(min-width: 1024px) 474px, (min-width: 640px) 448px, calc(100vw - 88px)',
    );
    expect(slotSizes(PHOTO_SLOTS.facility)).toBe(
      '(min-width: 1024px) 231px, (min-width: 640px) 218px, calc((100vw - 100px) / 2)',
    );
  });

  it('measures a phone column at each phone width below its next layout', () => {
    expect(drawnWidths(PHOTO_SLOTS.practiceCard)).toEqual([272, 302, 342, 448, 474]);
    expect(drawnWidths(PHOTO_SLOTS.facility)).toEqual([130, 145, 165, 218, 231]);
    expect(wantedWidths(PHOTO_SLOTS.homePortrait)).toEqual([80, 96, 160, 192, 240, 288]);
  });

  it('encodes each wanted width, or one at most 25% wider, never wider than the source', () => {
    const slots = slotsOf('portrait');
    const widths = encodeWidths(slots, 4000);
    for (const wanted of slots.flatMap(wantedWidths)) {
      const served = widths.find((width) => width >= wanted);
      expect(served).toBeDefined();
      expect(served! / wanted).toBeLessThanOrEqual(MERGE_RATIO);
    }
    expect(encodeWidths(slots, 200)).toEqual([80, 112, 200]);
  });

  it('serves each width a thumbnail wants with a file at most 50% wider, and every other slot’s within 25%', () => {
    for (const kind of ['place', 'facility'] as const) {
      const widths = encodeWidths(slotsOf(kind), 4000);
      for (const slot of slotsOf(kind))
        for (const wanted of wantedWidths(slot)) {
          const served = widths.find((width) => width >= wanted);
          expect(served).toBeDefined();
          expect(served! / wanted).toBeLessThanOrEqual(slot.mergeRatio ?? MERGE_RATIO);
        }
    }
    // The thumbnails' looser ratio makes fewer files than the default would.
    const facility = PHOTO_SLOTS.facility;
    expect(encodeWidths([facility], 4000).length).toBeLessThan(
      encodeWidths([{ ...facility, mergeRatio: MERGE_RATIO }], 4000).length,
    );
    expect(THUMBNAIL_MERGE_RATIO).toBeGreaterThan(MERGE_RATIO);
  });

  it('serves a photo that can be the largest paint within 15% of each width it wants, so a phone between densities takes a file near its own', () => {
    const slot = PHOTO_SLOTS.serviceHero;
    expect(slot.fetchPriority).toBe('high');
    const widths = encodeWidths([slot], 4000);
    for (const wanted of wantedWidths(slot)) {
      const served = widths.find((width) => width >= wanted)!;
      expect(served / wanted).toBeLessThanOrEqual(LARGEST_PAINT_MERGE_RATIO);
    }
    // A 412 px phone at DPR 1.75 (Lighthouse's) wants (412 - 40) x 1.75 = 651 px.
    expect(widths.find((width) => width >= 651)! / 651).toBeLessThan(1.1);
    expect(LARGEST_PAINT_MERGE_RATIO).toBeLessThan(MERGE_RATIO);
  });

  it('caps the AVIF files of a photo that can be the largest paint at its bits per pixel, and no other', () => {
    const hero = [PHOTO_SLOTS.serviceHero];
    const pixels = 700 * heightFor('landscape', 700);
    expect(avifByteCap(hero, 'landscape', 700, 100_000)).toBe(
      Math.floor((LARGEST_PAINT_BITS_PER_PIXEL * pixels) / 8),
    );
    expect(avifByteCap(hero, 'landscape', 700, 100_000)).toBeLessThan(12_000);
    // Never above the limit for every file.
    expect(avifByteCap(hero, 'landscape', 4000, 100_000)).toBe(100_000);
    for (const kind of ['portrait', 'place', 'facility'] as const)
      expect(avifByteCap(slotsOf(kind), PHOTO_KINDS[kind].shape, 700, 100_000)).toBe(100_000);
  });

  it('lists in a slot’s srcset only the files it can use', () => {
    const variants = [80, 112, 160, 224, 288, 384, 576].map((width) => ({ width }));
    expect(widthsOf(slotVariants(PHOTO_SLOTS.homePortrait, variants))).toEqual([
      80, 112, 160, 224, 288,
    ]);
  });
});

describe('the file a browser without AVIF shows (fallbackVariant)', () => {
  it('is the slot as a 390 px phone at DPR 2 draws it', () => {
    expect(FALLBACK_SCREEN).toEqual({ viewport: 390, density: 2 });
    expect(fallbackWidth(PHOTO_SLOTS.practiceCard)).toBe((390 - 88) * 2);
    expect(fallbackWidth(PHOTO_SLOTS.facility)).toBe(((390 - 100) / 2) * 2);
    expect(fallbackWidth(PHOTO_SLOTS.homePortrait)).toBe(80 * 2);
    expect(fallbackWidth(PHOTO_SLOTS.serviceHero)).toBe((390 - 40) * 2);
  });

  it('takes the smallest file that covers it, or the widest when none does', () => {
    const variants = [272, 342, 474, 604, 816, 1026].map((width) => ({
      width,
      url: `/fotos/x-${width}.webp`,
    }));
    expect(fallbackVariant(PHOTO_SLOTS.practiceCard, variants)).toEqual({
      width: 604,
      url: '/fotos/x-604.webp',
    });
    // Order does not matter.
    expect(fallbackVariant(PHOTO_SLOTS.practiceCard, [...variants].reverse())?.width).toBe(604);
    expect(fallbackVariant(PHOTO_SLOTS.practiceCard, variants.slice(0, 3))?.width).toBe(474);
    expect(fallbackVariant(PHOTO_SLOTS.practiceCard, [])).toBeUndefined();
  });

  it('is one of the files the pipeline makes for every slot, and covers the slot on a 1x laptop too', () => {
    for (const kind of Object.keys(PHOTO_KINDS) as (keyof typeof PHOTO_KINDS)[]) {
      const made = encodeWidths(slotsOf(kind), 4000).map((width) => ({ width }));
      for (const slot of slotsOf(kind)) {
        const fallback = fallbackVariant(slot, made)!;
        expect(fallback.width).toBeGreaterThanOrEqual(fallbackWidth(slot));
        expect(fallback.width / fallbackWidth(slot)).toBeLessThanOrEqual(
          slot.mergeRatio ?? MERGE_RATIO,
        );
        expect(fallback.width).toBeGreaterThanOrEqual(Math.max(...drawnWidths(slot)));
      }
    }
  });

  it('is made for each slot a photo is drawn in, once when two slots name the same file', () => {
    // A place's photo: the card's file for a 302 px column at 2x, the thumbnail's for 96 px at 2x.
    expect(fallbackWidths(slotsOf('place'), [96, 272, 342, 474, 604, 816, 1026, 1422])).toEqual([
      272, 604,
    ]);
    expect(
      fallbackWidths([PHOTO_SLOTS.homePortrait, PHOTO_SLOTS.homePortrait], [160, 240]),
    ).toEqual([160]);
    expect(fallbackWidths(slotsOf('place'), [])).toEqual([]);
  });
});
