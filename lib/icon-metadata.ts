import type { Metadata } from 'next';
import { appIconPath, appIcons, svgIconPath } from './app-icons';

/** Icon links of every page: the SVG favicon, its 32 px PNG fallback and the apple-touch-icon. */
export const iconMetadata: Metadata['icons'] = {
  icon: [
    { url: svgIconPath, type: 'image/svg+xml', sizes: 'any' },
    { url: appIconPath(appIcons.favicon), type: 'image/png', sizes: `${appIcons.favicon.size}x${appIcons.favicon.size}` },
  ],
  apple: [{ url: appIconPath(appIcons.apple), type: 'image/png', sizes: `${appIcons.apple.size}x${appIcons.apple.size}` }],
};
