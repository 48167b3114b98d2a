import localFont from 'next/font/local';

/** Plus Jakarta Sans, self-hosted from @fontsource-variable (latin subset, variable weight). */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '200 800',
  adjustFontFallback: 'Arial',
});
