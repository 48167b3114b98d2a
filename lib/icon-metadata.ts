import type { Metadata } from 'next';
import { appIconPath, appIcons } from './app-icons';

const pngIcon = (icon: (typeof appIcons)[keyof typeof appIcons]) => ({
  url: appIconPath(icon),
  type: 'image/png',
  sizes: `${icon.size}x${icon.size}`,
});

/**
 * Icon links of every page: PNG favicons (32 px for tabs, 192 px for high-density screens and for
 * search results, which want a multiple of 48 px) and the apple-touch-icon. No SVG favicon: the
 * browser fetches the favicon as the page finishes loading and decodes an SVG one as a document of
 * its own on the page's main thread, a task just after the first paint (docs/quality.md, What the
 * code's choices save); a PNG decodes in well under a millisecond. The SVG stays in the web
 * manifest, which installs it, and in the editor's header.
 */
export const iconMetadata: Metadata['icons'] = {
  icon: [pngIcon(appIcons.favicon), pngIcon(appIcons.app192)],
  apple: [pngIcon(appIcons.apple)],
};
