import type { ProcessedPhoto } from '@/content/types';

/** A photo as the build makes it (build/prebuild/photos.mjs): only its JPEG reaches the structured data. */
export const processedPhoto: ProcessedPhoto = {
  alt: 'La entrada',
  width: 1344,
  height: 1008,
  avif: [{ url: '/fotos/0123456789abcdef.avif', width: 1344 }],
  webp: [{ url: '/fotos/0123456789abcdee.webp', width: 1344 }],
  share: {
    url: '/fotos/0123456789abcded.jpg',
    width: 1200,
    height: 900,
    file: '.cache/photos/files/0123456789abcded.jpg',
  },
};
