/**
 * The lucide icons content may ask for, by name; components/ui/icon.tsx draws each (its map is
 * typed by IconName, so a name missing there or extra there fails the type check).
 */

/**
 * The icons a service's file may choose for its card and page (content/facts/service-schema.ts), each
 * with the name the editor's select shows for it in Spanish (what the drawing shows).
 */
export const SERVICE_ICON_LABELS = {
  stethoscope: 'Estetoscopio',
  glasses: 'Lentes',
  'shield-plus': 'Escudo con cruz',
  activity: 'Línea de pulso',
  eye: 'Ojo',
  'scan-eye': 'Ojo en un recuadro',
  crosshair: 'Mira',
  layers: 'Capas',
  sun: 'Sol',
  scissors: 'Tijeras',
  'calendar-check': 'Calendario con palomita',
  baby: 'Bebé',
  'book-open': 'Libro abierto',
  'heart-pulse': 'Corazón con pulso',
  microscope: 'Microscopio',
  sparkles: 'Destellos',
} as const;

export type ServiceIconName = keyof typeof SERVICE_ICON_LABELS;
/** The service icons' names, in the labels' order (z.enum's non-empty list). */
export const SERVICE_ICON_NAMES = Object.keys(SERVICE_ICON_LABELS) as [
  ServiceIconName,
  ...ServiceIconName[],
];

/** The icons the pages' own copy uses (values, figures, contact routes, the visit's cards). */
const PAGE_ICON_NAMES = [
  'message-circle',
  'heart-handshake',
  'award',
  'graduation-cap',
  'users',
  'star',
  'clock',
  'phone',
  'mail',
  'map-pin',
  'hospital',
  'building',
  'badge-check',
  'siren',
  'wallet',
  'accessibility',
] as const;

export const ICON_NAMES = [...SERVICE_ICON_NAMES, ...PAGE_ICON_NAMES] as const;
export type IconName = (typeof ICON_NAMES)[number];
