/**
 * The lucide icons content may ask for, by name; components/ui/icon.tsx draws each (its map is
 * typed by IconName, so a name missing there or extra there fails the type check).
 */

/** The icons a service's file may choose for its card and page (content/facts/service-schema.ts). */
export const SERVICE_ICON_NAMES = [
  'stethoscope',
  'glasses',
  'shield-plus',
  'activity',
  'eye',
  'scan-eye',
  'crosshair',
  'layers',
  'sun',
  'scissors',
  'calendar-check',
  'baby',
  'book-open',
  'heart-pulse',
  'microscope',
  'sparkles',
] as const;

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
export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];
