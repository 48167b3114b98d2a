import type { PhotoVariant, ProcessedPhoto } from '@/content/types';
import {
  PHOTO_SLOTS,
  fallbackVariant,
  slotSizes,
  slotVariants,
  type PhotoSlotName,
} from '@/lib/photo-slots';
import { cn } from '@/lib/cn';

const srcSet = (variants: readonly PhotoVariant[]) =>
  variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/**
 * A photo of the practice in one of its places (lib/photo-slots.ts): AVIF at the widths that slot
 * draws for 1x to 3x screens, with its `sizes`; the <img> itself names one WebP file, sized for the
 * browsers without AVIF (FALLBACK_SCREEN), so a page lists a photo's files once, not once per
 * format. It carries its intrinsic width and height (the box is reserved before a byte arrives),
 * is lazy below the fold and at high priority where it can be the largest paint. Plain HTML:
 * without JavaScript the photo is there. The <picture> takes no box of its own and its <source> is
 * hidden (app/globals.css), so `className` sizes the image as if it stood alone. Until its file is
 * drawn, the reserved box shows a soft tint, not a hole in the card.
 */
export function Photo({
  photo,
  slot,
  className,
}: {
  photo: ProcessedPhoto;
  slot: PhotoSlotName;
  className?: string;
}) {
  const place = PHOTO_SLOTS[slot];
  return (
    <picture>
      <source
        type="image/avif"
        srcSet={srcSet(slotVariants(place, photo.avif))}
        sizes={slotSizes(place)}
      />
      {/* A plain img: the export has no image optimizer; the build made these files (build/prebuild/photos.mjs). */}
      <img
        src={fallbackVariant(place, photo.webp)?.url}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={place.loading}
        decoding="async"
        {...('fetchPriority' in place ? { fetchPriority: place.fetchPriority } : {})}
        className={cn('bg-primary-soft', className)}
      />
    </picture>
  );
}
