import type { MetadataRoute } from 'next';
import { appNames } from '@/content/social';
import { appIconList, appIconPath, svgIconPath } from '@/lib/app-icons';
import { brandColors } from '@/lib/brand-colors';
import { HTML_LANG } from '@/lib/locale';

export const dynamic = 'force-static';

/** Web app manifest (out/manifest.webmanifest): names, colours and icons of the site. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: appNames.name,
    short_name: appNames.shortName,
    description: appNames.description,
    // One manifest for the site: the installed app opens the Spanish home, the practice's language.
    lang: HTML_LANG.es,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: brandColors.white,
    theme_color: brandColors.primary,
    icons: [
      { src: svgIconPath, type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      ...appIconList
        .filter((icon) => icon.size >= 192)
        .map((icon) => ({
          src: appIconPath(icon),
          type: 'image/png',
          sizes: `${icon.size}x${icon.size}`,
          purpose: icon.purpose,
        })),
    ],
  };
}
