import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandColors } from '../brand-colors';
import { pngToIco } from '../ico';
import { indexablePages } from '../indexable-pages';
import { socialImageFile, socialImagePath } from '../social-image';

describe('social images', () => {
  it('names one .png per page in each of its languages', () => {
    expect(socialImageFile('/')).toBe('inicio.png');
    expect(socialImageFile('/en/')).toBe('en-home.png');
    expect(socialImageFile('/en/about/')).toBe('en-about.png');
    expect(socialImagePath('/aviso-de-privacidad')).toBe('/og/aviso-de-privacidad.png');
    const files = indexablePages.map((page) => socialImageFile(page.path));
    expect(new Set(files).size).toBe(indexablePages.length);
  });
});

describe('pngToIco', () => {
  it('wraps a PNG in a one-image ICO header', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = pngToIco(png, 32);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([
      0, 1, 1,
    ]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(view.getUint32(14, true)).toBe(png.length);
    expect(view.getUint32(18, true)).toBe(22);
    expect(Array.from(ico.slice(22))).toEqual(Array.from(png));
  });
});

describe('brandColors', () => {
  it('mirrors the tokens of app/globals.css', () => {
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const token = (name: string) =>
      css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1]?.toLowerCase();
    expect(brandColors.primary).toBe(token('primary'));
    expect(brandColors.primaryStrong).toBe(token('primary-strong'));
    expect(brandColors.primarySoft).toBe(token('primary-soft'));
    expect(brandColors.accent).toBe(token('accent'));
    expect(brandColors.ink).toBe(token('ink'));
    expect(brandColors.surface).toBe(token('surface'));
  });
});

describe('absoluteUrl', () => {
  it('keeps the trailing slash of page paths, home included, as Next.js writes canonicals with trailingSlash', () => {
    // Imported here so the module reads the practice's site URL.
    const { absoluteUrl, siteOrigin } = jest.requireActual<typeof import('../urls')>('../urls');
    expect(absoluteUrl('/')).toBe(`${siteOrigin}/`);
    expect(absoluteUrl('/servicios/')).toBe(`${siteOrigin}/servicios/`);
    expect(absoluteUrl('/servicios/#catarata')).toBe(`${siteOrigin}/servicios/#catarata`);
    expect(absoluteUrl('/#sitio')).toBe(`${siteOrigin}/#sitio`);
    expect(absoluteUrl('/og/inicio.png')).toBe(`${siteOrigin}/og/inicio.png`);
  });
});
