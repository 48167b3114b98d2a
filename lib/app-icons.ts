/** Raster icons generated at build time (app/icons/[icon]/route.tsx), linked by the layout and the manifest. */
export interface AppIconSpec {
  file: string;
  size: number;
  /** 'circle' on transparency for browsers; 'square' full-bleed where the platform crops (iOS, maskable). */
  shape: 'circle' | 'square';
  purpose: 'any' | 'maskable';
}

export const appIcons = {
  favicon: { file: 'icon-32.png', size: 32, shape: 'circle', purpose: 'any' },
  apple: { file: 'apple-touch-icon.png', size: 180, shape: 'square', purpose: 'any' },
  app192: { file: 'icon-192.png', size: 192, shape: 'circle', purpose: 'any' },
  app512: { file: 'icon-512.png', size: 512, shape: 'circle', purpose: 'any' },
  maskable: { file: 'icon-maskable-512.png', size: 512, shape: 'square', purpose: 'maskable' },
} as const satisfies Record<string, AppIconSpec>;

export const appIconList: readonly AppIconSpec[] = Object.values(appIcons);

/** Site path of a generated icon. */
export function appIconPath(icon: AppIconSpec): string {
  return `/icons/${icon.file}`;
}

/** The vector favicon (public/icon.svg). */
export const svgIconPath = '/icon.svg';
