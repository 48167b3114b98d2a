/**
 * Where the practice's photos are drawn and how wide: the one table the components (their `sizes`,
 * `loading`, `fetchpriority`) and the build's photo pipeline (the widths it encodes,
 * build/prebuild/photo-pipeline.mjs) both read, so a photo is made at the sizes its places draw it, for
 * 1x to 3x screens. Pure: no facts, no files. Each slot's CSS widths must match its component's
 * classes (the photo check measures the drawn width in the browser against the file it loaded).
 * Erasable TypeScript only: the prebuild runs it on Node's own type stripping.
 */

/** The aspect ratios a photo is cut to (width / height): the round portrait, and a place's 4:3. */
export const PHOTO_SHAPES = { square: 1, landscape: 4 / 3 } as const;
export type PhotoShape = keyof typeof PHOTO_SHAPES;

/** A width in CSS pixels, or the viewport's width less a margin (a phone's full-width column). */
export type SlotWidth = number | { viewportLess: number; share?: number };

/** From this viewport width on (CSS px), the slot is drawn this wide. Listed from the smallest viewport. */
export interface SlotLayout {
  from: number;
  width: SlotWidth;
}

export interface PhotoSlot {
  shape: PhotoShape;
  layouts: readonly SlotLayout[];
  /** Lazy below the fold; eager where it can be in the first screen. */
  loading: 'eager' | 'lazy';
  /** High for an image that can be the page's largest paint. */
  fetchPriority?: 'high';
  /** How much wider than wanted a file may be for this slot (MERGE_RATIO unless set): a thumbnail's is THUMBNAIL_MERGE_RATIO, a largest paint's LARGEST_PAINT_MERGE_RATIO. */
  mergeRatio?: number;
  /** The most an AVIF file for this slot may weigh, in bits per pixel (MAX_BYTES alone unless set): a largest paint's is LARGEST_PAINT_BITS_PER_PIXEL. */
  maxBitsPerPixel?: number;
}

/** Tailwind's breakpoints the slots change at (app/globals.css keeps Tailwind's defaults). */
const SM = 640;
const LG = 1024;

/** Two wanted widths closer than this ratio get one file, the larger: fewer files, at most 25% more pixels across. */
export const MERGE_RATIO = 1.25;
/**
 * A small photo in a list (a place's "Instalaciones", the place beside a service) takes files up to
 * 50% wider than it draws: a few kilobytes more each, and half the file names in its page's HTML,
 * where a page with many of them spends its first round trip (docs/quality.md, Photos).
 */
export const THUMBNAIL_MERGE_RATIO = 1.5;
/**
 * A photo that can be the page's largest paint takes files at most 15% wider than it draws: its
 * bytes are what that paint waits for on a slow link, and one more file costs its page about 30 B.
 * A phone between the densities it is made for (an Android at DPR 1.75 or 2.625) gets a file
 * nearer its own: a 412 px phone at DPR 1.75 wants 651 px, and takes 700 instead of 780, a fifth
 * fewer bytes.
 */
export const LARGEST_PAINT_MERGE_RATIO = 1.15;
/**
 * A photo that can be the page's largest paint weighs at most a quarter of a bit per pixel in
 * AVIF: 11.5 KB for the 700 px file, about what the page's text weighs. On a slow phone link
 * (Lighthouse's: 1.6 Mbit/s, 150 ms round trips) it then arrives in the round trip that brings
 * the stylesheet, and paints with the text; at 0.7 bit per pixel (q50) it needs one round trip
 * more (docs/quality.md, Photos). A phone at DPR 2-3 shows that quality without visible loss.
 * The WebP file keeps MAX_BYTES alone: it is for browsers without AVIF, and WebP at that weight
 * shows its blocks.
 */
export const LARGEST_PAINT_BITS_PER_PIXEL = 0.25;
/**
 * The most "Instalaciones" a practice shows (content/facts/schema.ts holds the practice to it): one
 * row of the card's two columns. Each one's markup and structured data weigh on /contacto/'s HTML,
 * which with every photo field filled must still reach a phone in the first round trip with its
 * response headers (14,600 B, TCP's initial window); four per practice do not fit, and cost the
 * page's first paint one round trip more (docs/quality.md, Photos).
 */
export const MAX_FACILITY_PHOTOS = 2;

/**
 * Every place a photo is drawn. The widths are the components' classes: size-20 is 80 px, max-w-md
 * 448 px; a phone column is the viewport less the page's and the card's padding. From LG on,
 * /contacto/'s practices are two cards side by side, each 474 px inside once the page reaches its
 * max-w-content (1152 px: less px-8 and gap-6, halved, less the card's sm:p-7 and border), 410 px at
 * 1024: there a browser takes the file for 474, at most 16% wider than drawn.
 */
export const PHOTO_SLOTS = {
  /** The home hero's card: DoctorCard, size-20 sm:size-24. */
  homePortrait: {
    shape: 'square',
    layouts: [
      { from: 0, width: 80 },
      { from: SM, width: 96 },
    ],
    loading: 'eager',
  },
  /** /sobre-mi/'s hero, in the iris rings: PortraitWithRings, size-28 sm:size-40 lg:size-48. */
  aboutPortrait: {
    shape: 'square',
    layouts: [
      { from: 0, width: 112 },
      { from: SM, width: 160 },
      { from: LG, width: 192 },
    ],
    loading: 'eager',
  },
  /** A practice's card on /contacto/: the page's px-5 and the card's p-6 on a phone, max-w-md beyond, the card's width in two columns. */
  practiceCard: {
    shape: 'landscape',
    layouts: [
      { from: 0, width: { viewportLess: 88 } },
      { from: SM, width: 448 },
      { from: LG, width: 474 },
    ],
    loading: 'lazy',
  },
  /** Beside each place where a service page says it is done (ServiceWhere): w-24. */
  servicePlace: {
    shape: 'landscape',
    layouts: [{ from: 0, width: 96 }],
    loading: 'lazy',
    mergeRatio: THUMBNAIL_MERGE_RATIO,
  },
  /** A practice's "Instalaciones": two columns (gap-3) of the card's photo column. */
  facility: {
    shape: 'landscape',
    layouts: [
      { from: 0, width: { viewportLess: 100, share: 2 } },
      { from: SM, width: 218 },
      { from: LG, width: 231 },
    ],
    loading: 'lazy',
    mergeRatio: THUMBNAIL_MERGE_RATIO,
  },
  /** A service page's hero image: the page's px-5 on a phone, max-w-md beyond; it can be the largest paint. */
  serviceHero: {
    shape: 'landscape',
    layouts: [
      { from: 0, width: { viewportLess: 40 } },
      { from: SM, width: 448 },
    ],
    loading: 'eager',
    fetchPriority: 'high',
    mergeRatio: LARGEST_PAINT_MERGE_RATIO,
    maxBitsPerPixel: LARGEST_PAINT_BITS_PER_PIXEL,
  },
} as const satisfies Record<string, PhotoSlot>;
export type PhotoSlotName = keyof typeof PHOTO_SLOTS;

/**
 * Each kind of photo the facts hold: its shape, the slots it is drawn in, and the width of its
 * JPEG for the structured data's `image` and the social cards (which take no AVIF or WebP).
 */
export const PHOTO_KINDS = {
  portrait: { shape: 'square', slots: ['homePortrait', 'aboutPortrait'], shareWidth: 800 },
  place: { shape: 'landscape', slots: ['practiceCard', 'servicePlace'], shareWidth: 1200 },
  facility: { shape: 'landscape', slots: ['facility'], shareWidth: 1200 },
  service: { shape: 'landscape', slots: ['serviceHero'], shareWidth: 1200 },
} as const satisfies Record<
  string,
  { shape: PhotoShape; slots: readonly PhotoSlotName[]; shareWidth: number }
>;
export type PhotoKind = keyof typeof PHOTO_KINDS;

/** The phone widths a full-width column is measured at (CSS px): a small Android, an iPhone, a large phone. */
export const PHONE_WIDTHS = [360, 390, 430] as const;
/** The screens' pixel densities a photo is made for. */
export const DENSITIES = [1, 2, 3] as const;
/**
 * The screen the one WebP file of a photo's <img> is sized for: what a browser without AVIF shows
 * (an iPhone before iOS 16, Chrome before 85, Edge before 121). A 390 px phone at DPR 2: its file
 * also covers every slot on a 1x laptop, and a 3x phone gets two thirds of its pixels.
 */
export const FALLBACK_SCREEN = { viewport: 390, density: 2 } as const;

const cssWidth = (width: SlotWidth, viewport: number) =>
  typeof width === 'number'
    ? width
    : Math.round((viewport - width.viewportLess) / (width.share ?? 1));

/** The CSS widths a slot is drawn at: each fixed width, and a phone column at each phone width below its next layout. */
export function drawnWidths(slot: PhotoSlot): number[] {
  const widths = slot.layouts.flatMap((layout, index) => {
    if (typeof layout.width === 'number') return [layout.width];
    const until = slot.layouts[index + 1]?.from ?? Infinity;
    return PHONE_WIDTHS.filter((phone) => phone >= layout.from && phone < until).map((phone) =>
      cssWidth(layout.width, phone),
    );
  });
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** The `sizes` attribute: the widest layout's media condition first, the phone's as the default. */
export function slotSizes(slot: PhotoSlot): string {
  const css = (width: SlotWidth) =>
    typeof width === 'number'
      ? `${width}px`
      : width.share
        ? `calc((100vw - ${width.viewportLess}px) / ${width.share})`
        : `calc(100vw - ${width.viewportLess}px)`;
  return [...slot.layouts]
    .reverse()
    .map((layout) =>
      layout.from > 0 ? `(min-width: ${layout.from}px) ${css(layout.width)}` : css(layout.width),
    )
    .join(', ');
}

/** The pixel widths a slot asks for: each drawn width at each density. */
export const wantedWidths = (slot: PhotoSlot): number[] =>
  [
    ...new Set(drawnWidths(slot).flatMap((width) => DENSITIES.map((density) => width * density))),
  ].sort((a, b) => a - b);

/**
 * The widths to encode for a photo drawn in `slots`, none wider than `sourceWidth` (the cut's own
 * width: never enlarged): from the widest down, a wanted width within its slot's merge ratio of
 * one already kept is served by it.
 */
export function encodeWidths(slots: readonly PhotoSlot[], sourceWidth: number): number[] {
  const wanted = slots
    .flatMap((slot) =>
      wantedWidths(slot).map((width) => ({
        width: Math.min(width, sourceWidth),
        ratio: slot.mergeRatio ?? MERGE_RATIO,
      })),
    )
    .sort((a, b) => b.width - a.width || a.ratio - b.ratio);
  const kept: number[] = [];
  for (const { width, ratio } of wanted)
    if (kept.length === 0 || kept[kept.length - 1]! > width * ratio) kept.push(width);
  return kept.sort((a, b) => a - b);
}

/** Height of a photo of `shape` at `width`, rounded as the pipeline cuts it. */
export const heightFor = (shape: PhotoShape, width: number) =>
  Math.round(width / PHOTO_SHAPES[shape]);

/** The most bytes an AVIF file `width` wide of a photo drawn in `slots` may weigh: `maxBytes`, or less where a slot sets maxBitsPerPixel. */
export function avifByteCap(
  slots: readonly PhotoSlot[],
  shape: PhotoShape,
  width: number,
  maxBytes: number,
): number {
  const pixels = width * heightFor(shape, width);
  return Math.min(
    maxBytes,
    ...slots.map((slot) =>
      slot.maxBitsPerPixel ? Math.floor((slot.maxBitsPerPixel * pixels) / 8) : maxBytes,
    ),
  );
}

/** The smallest of `variants` at least `width` wide, else the widest. */
const servingWidth = <V extends { width: number }>(sorted: readonly V[], width: number) =>
  sorted.find((variant) => variant.width >= width) ?? sorted[sorted.length - 1];

/**
 * Of a photo's encoded widths, the ones a slot's srcset lists: for each width it wants, the
 * smallest file at least that wide (the widest when none is); other files are for other slots.
 */
export function slotVariants<V extends { width: number }>(
  slot: PhotoSlot,
  variants: readonly V[],
): V[] {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const chosen = new Set(wantedWidths(slot).map((width) => servingWidth(sorted, width)));
  return sorted.filter((variant) => chosen.has(variant));
}

/** The width the slot is drawn at on FALLBACK_SCREEN, at its density: what the <img>'s own file must cover. */
export function fallbackWidth(slot: PhotoSlot): number {
  const layout =
    [...slot.layouts].reverse().find((candidate) => candidate.from <= FALLBACK_SCREEN.viewport) ??
    slot.layouts[0]!;
  return cssWidth(layout.width, FALLBACK_SCREEN.viewport) * FALLBACK_SCREEN.density;
}

/** Of a photo's files, the one a slot's <img> names for a browser without AVIF: the smallest that covers fallbackWidth. */
export function fallbackVariant<V extends { width: number }>(
  slot: PhotoSlot,
  variants: readonly V[],
): V | undefined {
  return servingWidth(
    [...variants].sort((a, b) => a.width - b.width),
    fallbackWidth(slot),
  );
}

/** Of the widths encoded for a photo drawn in `slots`, the ones their <img>s name (fallbackVariant): the widths its WebP files are made at. */
export function fallbackWidths(slots: readonly PhotoSlot[], widths: readonly number[]): number[] {
  const variants = widths.map((width) => ({ width }));
  return [...new Set(slots.map((slot) => fallbackVariant(slot, variants)?.width ?? 0))]
    .filter((width) => width > 0)
    .sort((a, b) => a - b);
}
