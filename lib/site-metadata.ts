import type { Metadata, Viewport } from 'next';
import { seoIn } from '@/content/seo';
import { brandColors } from './brand-colors';
import { iconMetadata } from './icon-metadata';
import type { Locale } from './locale';
import { siteMetadataIn } from './page-metadata';
import { siteOrigin } from './urls';

/**
 * What every page's head carries before its own metadata, in its language: each language's root
 * layout exports it, and so does the Spanish 404, which Next renders outside any layout.
 */
export function siteMetadata(locale: Locale): Metadata {
  return {
    metadataBase: new URL(siteOrigin),
    formatDetection: { telephone: false },
    icons: iconMetadata,
    ...siteMetadataIn(locale),
  };
}

/** A page title as a language's layout template writes it, for a 404 that no layout wraps. */
export function titleInTemplate(locale: Locale, title: string): string {
  return seoIn[locale].titleTemplate.replace('%s', title);
}

export const siteViewport: Viewport = {
  themeColor: brandColors.primary,
  width: 'device-width',
  initialScale: 1,
};
