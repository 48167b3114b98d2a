import type { ProcessedPhoto } from '@/content/types';
import { absoluteUrl } from '@/lib/urls';
import { imageObject } from '../image';

/** A photo as the build makes it: only its JPEG reaches the structured data. */
const photo: ProcessedPhoto = {
  alt: 'La entrada',
  width: 1344,
  height: 1008,
  avif: [{ url: '/fotos/0123456789abcdef.avif', width: 1344 }],
  webp: [{ url: '/fotos/0123456789abcdee.webp', width: 1344 }],
  share: { url: '/fotos/0123456789abcded.jpg', width: 1200, height: 900, file: '.cache/photos/files/0123456789abcded.jpg' },
};

describe('a photo in the structured data', () => {
  it('is an ImageObject of its JPEG, absolute, its size in pixels as schema.org takes it (QuantitativeValue)', () => {
    expect(imageObject(photo)).toEqual({
      '@type': 'ImageObject',
      contentUrl: absoluteUrl('/fotos/0123456789abcded.jpg'),
      width: { '@type': 'QuantitativeValue', value: 1200, unitCode: 'E37' },
      height: { '@type': 'QuantitativeValue', value: 900, unitCode: 'E37' },
    });
  });

  it('carries its caption when it has one', () => {
    expect(imageObject(photo, 'Sala de espera').caption).toBe('Sala de espera');
    expect(imageObject(photo, '')).not.toHaveProperty('caption');
  });
});
