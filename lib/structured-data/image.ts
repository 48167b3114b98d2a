import type { ProcessedPhoto } from '@/content/types';
import { absoluteUrl } from '../urls';
import type { JsonLdNode } from './types';

/**
 * A processed photo as schema.org's ImageObject: its JPEG (the format every reader of structured
 * data takes), absolute, with its size and, when it has one, its caption.
 */
export function imageObject(photo: ProcessedPhoto, caption?: string): JsonLdNode {
  return {
    '@type': 'ImageObject',
    contentUrl: absoluteUrl(photo.share.url),
    width: photo.share.width,
    height: photo.share.height,
    ...(caption ? { caption } : {}),
  };
}
