import type { PhotoVariant, ProcessedPhoto } from '@/content/types';
import { PHOTO_SLOTS, drawnWidths, slotSizes, slotVariants, type PhotoSlotName } from '@/lib/photo-slots';
import { cn } from '@/lib/cn';

const srcSet = (variants: readonly PhotoVariant[]) => variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/**
 * A photo of the practice in one of its places (lib/photo-slots.ts): AVIF, else WebP, at the widths
 * that slot draws for 1x to 3x screens, with its `sizes`, its intrinsic width and height (the box
 * is reserved before a byte arrives), lazy below the fold and at high priority where it can be the
 * largest paint. Plain HTML: without JavaScript the photo is there. The <picture> takes no box of
 * its own (display: contents), so `className` sizes the image as if it stood alone; its <source>s,
 * which browsers lay out as empty blocks, are hidden, or a flex or grid parent would space them out.
 * Until its file is drawn, the reserved box shows a soft tint, not a hole in the card.
 */
export function Photo({ photo, slot, className }: { photo: ProcessedPhoto; slot: PhotoSlotName; className?: string }) {
  const place = PHOTO_SLOTS[slot];
  const sizes = slotSizes(place);
  const webp = slotVariants(place, photo.webp);
  // For a browser without <picture> or srcset: the file for the slot's widest layout at 1x.
  const widest = Math.max(...drawnWidths(place));
  const fallback = webp.find((variant) => variant.width >= widest) ?? webp[webp.length - 1];
  return (
    <picture className="contents [&>source]:hidden">
      <source type="image/avif" srcSet={srcSet(slotVariants(place, photo.avif))} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />
      {/* A plain img: the export has no image optimizer; the build made these files (prebuild/photos.mjs). */}
      <img
        src={fallback?.url}
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
