import localFont from 'next/font/local';

/**
 * Plus Jakarta Sans, self-hosted from @fontsource-variable (latin subset, variable weight), with
 * Arial size-adjusted to its metrics as the fallback. It paints only when the browser already has
 * it (build/postbuild/steps/60-web-font-when-cached.mjs and app/globals.css): the first paint is the
 * final one. `optional` keeps it so even when the cache is slower than expected (no swap, no
 * shift); next/font's preload link is where the post-build step reads the font's URL.
 */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'optional',
  preload: true,
  weight: '200 800',
  adjustFontFallback: 'Arial',
});
