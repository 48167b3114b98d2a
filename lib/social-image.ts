import type { PageSeo } from '@/content/types';

/** Open Graph card size: what Facebook, WhatsApp and X expect for a large preview. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** File name of a page's social card under /og/: "/" → "inicio.png", "/sobre-mi" → "sobre-mi.png". */
export function socialImageFile(path: string): string {
  const slug = path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  return `${slug || 'inicio'}.png`;
}

/** Site path of a page's social card, written to out/og/ at build time. */
export function socialImagePath(path: string): string {
  return `/og/${socialImageFile(path)}`;
}

/** The page a social card file belongs to, or undefined for an unknown file. */
export function pageForSocialImage(pages: readonly PageSeo[], file: string): PageSeo | undefined {
  return pages.find((page) => socialImageFile(page.path) === file);
}
