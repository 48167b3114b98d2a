import { absoluteUrl } from '@/lib/urls';
import { processedPhoto as photo } from '../__fixtures__/processed-photo';
import { imageObject } from '../image';

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
