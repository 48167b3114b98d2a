import type { Metadata } from 'next';
import { siteName, titleTemplate } from '@/content/seo';
import { socialCard, socialImageAlt } from '@/content/social';
import type { PageSeo } from '@/content/types';
import { SOCIAL_IMAGE_SIZE, socialImagePath } from './social-image';
import { absoluteUrl } from './urls';

type SocialMetadata = Pick<Metadata, 'openGraph' | 'twitter'>;

/** Open Graph and Twitter card of a page: its title, description, URL and generated card. */
export function socialMetadata(seo: PageSeo, { withUrl = true } = {}): SocialMetadata {
  const title = titleTemplate.replace('%s', seo.title);
  const image = {
    url: absoluteUrl(socialImagePath(seo.path)),
    ...SOCIAL_IMAGE_SIZE,
    alt: socialImageAlt(seo.title),
    type: 'image/png',
  };
  return {
    openGraph: {
      type: 'website',
      locale: socialCard.locale,
      siteName,
      title,
      description: seo.description,
      ...(withUrl ? { url: absoluteUrl(seo.path) } : {}),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: seo.description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
