import { PHOTO_KINDS, PHOTO_SLOTS, drawnWidths, encodeWidths, slotSizes, slotVariants, wantedWidths } from '../photo-slots';

describe('photo slots (lib/photo-slots.ts)', () => {
  it('writes each slot’s sizes from its layouts, the widest first', () => {
    expect(slotSizes(PHOTO_SLOTS.homePortrait)).toBe('(min-width: 640px) 96px, 80px');
    expect(slotSizes(PHOTO_SLOTS.aboutPortrait)).toBe('(min-width: 1024px) 192px, (min-width: 640px) 160px, 112px');
    expect(slotSizes(PHOTO_SLOTS.practiceCard)).toBe('(min-width: 640px) 448px, calc(100vw - 88px)');
    expect(slotSizes(PHOTO_SLOTS.facility)).toBe('(min-width: 640px) 218px, calc((100vw - 100px) / 2)');
  });

  it('measures a phone column at each phone width below its next layout', () => {
    expect(drawnWidths(PHOTO_SLOTS.practiceCard)).toEqual([272, 302, 342, 448]);
    expect(drawnWidths(PHOTO_SLOTS.facility)).toEqual([130, 145, 165, 218]);
    expect(wantedWidths(PHOTO_SLOTS.homePortrait)).toEqual([80, 96, 160, 192, 240, 288]);
  });

  it('encodes each wanted width, or one at most 25% wider, never wider than the source', () => {
    const slots = PHOTO_KINDS.portrait.slots.map((slot) => PHOTO_SLOTS[slot]);
    const widths = encodeWidths(slots, 4000);
    for (const wanted of slots.flatMap(wantedWidths)) {
      const served = widths.find((width) => width >= wanted);
      expect(served).toBeDefined();
      expect(served! / wanted).toBeLessThanOrEqual(1.25);
    }
    expect(encodeWidths(slots, 200)).toEqual([80, 112, 200]);
  });

  it('lists in a slot’s srcset only the files it can use', () => {
    const variants = [80, 112, 160, 224, 288, 384, 576].map((width) => ({ width }));
    expect(slotVariants(PHOTO_SLOTS.homePortrait, variants).map((variant) => variant.width)).toEqual([80, 112, 160, 224, 288]);
  });
});
