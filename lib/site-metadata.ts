import type { Metadata, Viewport } from 'next';
import { defaultDescription, pageSeo, siteName, titleTemplate } from '@/content/seo';
import { brandColors } from './brand-colors';
import { iconMetadata } from './icon-metadata';
import { socialMetadata } from './social-metadata';
import { siteOrigin } from './urls';

/**
 * What every page's head carries before its own metadata: each language's root layout exports it,
 * and so does the 404, which Next renders outside any layout.
 */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(siteOrigin),
    title: { default: siteName, template: titleTemplate },
    description: defaultDescription,
    applicationName: siteName,
    formatDetection: { telephone: false },
    icons: iconMetadata,
    // Pages without their own card (the 404) share the home page's, without an og:url.
    ...socialMetadata(pageSeo.home, { withUrl: false }),
  };
}

/** A page title as the layouts' template writes it, for the 404 that no layout wraps. */
export function titleInTemplate(title: string): string {
  return titleTemplate.replace('%s', title);
}

export const siteViewport: Viewport = {
  themeColor: brandColors.primary,
  width: 'device-width',
  initialScale: 1,
};
