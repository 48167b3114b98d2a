import { LOCALE_ROOT, type Locale, type PerLocale } from './locale';

/** Open Graph card size: what Facebook, WhatsApp and X expect for a large preview. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The card file of each language's home page, whose path alone names no file. */
const HOME_CARD: PerLocale<string> = { es: 'inicio', en: 'en-home' };

/**
 * File name of a page's social card under /og/: "/" → "inicio.png", "/sobre-mi/" → "sobre-mi.png",
 * "/en/" → "en-home.png", "/en/about/" → "en-about.png".
 */
export function socialImageFile(path: string): string {
  const home = (Object.keys(HOME_CARD) as Locale[]).find(
    (locale) => LOCALE_ROOT[locale].replace(/\/+$/, '') === path.replace(/\/+$/, ''),
  );
  if (home) return `${HOME_CARD[home]}.png`;
  return `${path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-')}.png`;
}

/** Site path of a page's social card, written to out/og/ at build time. */
export function socialImagePath(path: string): string {
  return `/og/${socialImageFile(path)}`;
}
