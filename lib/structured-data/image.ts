import type { ProcessedPhoto } from '@/content/types';
import { absoluteUrl } from '../urls';
import type { JsonLdNode } from './types';

/** UN/CEFACT's code for a pixel, the unit schema.org's QuantitativeValue takes in unitCode. */
const PIXEL = 'E37';

/**
 * A processed photo as schema.org's ImageObject: its JPEG (the format every reader of structured
 * data takes), absolute, with its size and, when it has one, its caption. schema.org's width and
 * height are a Distance or a QuantitativeValue, never a bare number: each is a number of pixels.
 */
export function imageObject(photo: ProcessedPhoto, caption?: string): JsonLdNode {
  const pixels = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: PIXEL });
  return {
    '@type': 'ImageObject',
    contentUrl: absoluteUrl(photo.share.url),
    width: pixels(photo.share.width),
    height: pixels(photo.share.height),
    ...(caption ? { caption } : {}),
  };
}
