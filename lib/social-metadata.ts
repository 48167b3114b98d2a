import type { Metadata } from 'next';
import { seoIn } from '@/content/seo';
import { socialCardIn, socialImageAltIn } from '@/content/social';
import type { PageSeo } from '@/content/types';
import { LOCALES, type Locale } from './locale';
import { SOCIAL_IMAGE_SIZE, socialImagePath } from './social-image';
import { absoluteUrl } from './urls';

type SocialMetadata = Pick<Metadata, 'openGraph' | 'twitter'>;

interface SocialOptions {
  /** og:url; off for pages without a card of their own (the 404s). */
  withUrl?: boolean;
  /** Whether the page has a version in the other language: its og:locale:alternate. */
  alternate?: boolean;
}

/**
 * Open Graph and Twitter card of a page in its language: its title, description, URL, generated
 * card, og:locale, and og:locale:alternate when the page is published in the other language too.
 */
export function socialMetadataIn(
  locale: Locale,
  seo: PageSeo,
  { withUrl = true, alternate = false }: SocialOptions = {},
): SocialMetadata {
  const { siteName, titleTemplate } = seoIn[locale];
  const title = titleTemplate.replace('%s', seo.title);
  const image = {
    url: absoluteUrl(socialImagePath(seo.path)),
    ...SOCIAL_IMAGE_SIZE,
    alt: socialImageAltIn(locale, seo.title),
    type: 'image/png',
  };
  const others = LOCALES.filter((other) => other !== locale).map((other) => socialCardIn[other]);
  return {
    openGraph: {
      type: 'website',
      locale: socialCardIn[locale].locale,
      ...(alternate ? { alternateLocale: others.map((card) => card.locale) } : {}),
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

/** Open Graph and Twitter card of a Spanish page. */
export function socialMetadata(seo: PageSeo, { withUrl = true } = {}): SocialMetadata {
  return socialMetadataIn('es', seo, { withUrl });
}
