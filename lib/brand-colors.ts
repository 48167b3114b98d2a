/**
 * The palette as hex, for the places CSS variables cannot reach: generated
 * images, the web app manifest and the theme-color meta. Mirrors the tokens in
 * app/globals.css (a unit test keeps the two equal).
 */
export const brandColors = {
  ink: '#0f2530',
  primary: '#0c4d63',
  primaryStrong: '#083a4b',
  primarySoft: '#e3f0f4',
  accent: '#c9a25a',
  surface: '#f4f7f9',
  white: '#ffffff',
} as const;
