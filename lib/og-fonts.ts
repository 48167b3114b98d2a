import { readFileSync } from 'node:fs';
import path from 'node:path';

const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/plus-jakarta-sans/files');

/** Plus Jakarta Sans as woff for next/og (satori reads woff, not woff2): read from disk, no network. */
export function ogFonts() {
  return ([600, 800] as const).map((weight) => ({
    name: 'Plus Jakarta Sans',
    data: readFileSync(path.join(FONT_DIR, `plus-jakarta-sans-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal' as const,
  }));
}
