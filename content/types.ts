/**
 * The content model: every record the spec names (section 3) plus the small
 * shapes the pages need. Components receive these as props; no copy lives in JSX.
 */

/** Names of lucide icons the sections may ask for (mapped in components/ui/icon.tsx). */
export type IconName =
  | 'eye'
  | 'scan-eye'
  | 'glasses'
  | 'shield-plus'
  | 'activity'
  | 'stethoscope'
  | 'microscope'
  | 'sparkles'
  | 'baby'
  | 'calendar-check'
  | 'message-circle'
  | 'heart-handshake'
  | 'award'
  | 'graduation-cap'
  | 'users'
  | 'star'
  | 'clock'
  | 'phone'
  | 'mail'
  | 'map-pin'
  | 'hospital'
  | 'building'
  | 'badge-check'
  | 'siren'
  | 'sun'
  | 'scissors'
  | 'crosshair'
  | 'layers'
  | 'heart-pulse'
  | 'book-open'
  | 'wallet'
  | 'accessibility';

/** A weekly opening window, times as 24 h "HH:MM" in the practice's time zone. */
export interface OpeningWindow {
  /** ISO weekday numbers, 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  opens: string;
  closes: string;
}

/** A line of the human-readable schedule, e.g. "Lunes y miércoles" / "10:00 AM – 1:30 PM". */
export interface ScheduleLine {
  days: string;
  hours: string;
}

export interface PostalAddress {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: 'MX';
}

/** One encoded file of a photo: its URL under /fotos/ and its width in pixels. */
export interface PhotoVariant {
  url: string;
  width: number;
}

/**
 * A photo of the facts as the build made it (prebuild/photos.mjs): upright, without metadata, cut
 * to its shape, at the widths its places draw it (lib/photo-slots.ts), in AVIF and WebP, and one
 * JPEG for the structured data and the social cards.
 */
export interface ProcessedPhoto {
  /** What it shows, for who cannot see it; '' for a decorative one. */
  alt: string;
  /** The widest file's size: the intrinsic width and height the page writes, so nothing shifts. */
  width: number;
  height: number;
  avif: readonly PhotoVariant[];
  webp: readonly PhotoVariant[];
  /** The JPEG: `file` is where the build left it (the social cards read its bytes). */
  share: PhotoVariant & { height: number; file: string };
}

/** Spec record "practice location". */
export interface PracticeLocation {
  id: string;
  name: string;
  /** Short line for cards: building, floor and office. */
  addressLine: string;
  fullAddress: string;
  /** The consulting room's own address: street, suite and neighbourhood as the page shows them. */
  address: PostalAddress;
  /** The host facility (hospital or unit): the same address without the suite. */
  facilityAddress: PostalAddress;
  /** Where the consulting room is, in decimal degrees. */
  geo: { latitude: number; longitude: number };
  town: string;
  /** Phone in E.164, e.g. +523115550147. */
  phone: string;
  schedule: readonly ScheduleLine[];
  openingHours: readonly OpeningWindow[];
  features: readonly string[];
  /** What a maps search should look for: name and address. */
  mapQuery: string;
  timeZone: string;
  kind: 'hospital' | 'rehabilitation';
  /** Its entrance or reception, when the practice set one. */
  photo: ProcessedPhoto | null;
  /** Photos of the place, each with its caption ("Instalaciones"). */
  facilities: readonly { photo: ProcessedPhoto; caption: string }[];
}

/** A professional licence (cédula) and who issued it. */
export interface Licence {
  label: string;
  number: string;
  issuer: string;
}

export interface Doctor {
  name: string;
  /** Short name for the logo and greetings. */
  shortName: string;
  title: string;
  specialty: string;
  /** The portrait; when missing, a monogram is shown. */
  portrait: ProcessedPhoto | null;
  monogram: string;
  licences: readonly [Licence, Licence];
  boardCertification: string;
  almaMater: string;
}

export interface PracticeIdentity {
  brand: string;
  siteUrl: string;
  doctor: Doctor;
  email: string;
  /** Phone numbers in E.164. */
  phones: { main: string; second: string; whatsapp: string };
  practices: readonly [PracticeLocation, PracticeLocation];
  /** COFEPRIS advertising notice number; shown only when set. */
  cofeprisNotice: string | null;
  defaultTimeZone: string;
  /** Public registry where anyone can verify a cédula. */
  licenceRegistryUrl: string;
}

/** Spec record "testimonial". */
export interface Testimonial {
  id: string;
  name: string;
  rating: number;
  text: string;
  location: string;
}

/** Spec record "contact method". */
export interface ContactMethod {
  id: 'telefono' | 'whatsapp' | 'correo';
  title: string;
  primaryValue: string;
  secondaryValue: string;
  description: string;
  icon: IconName;
}

/** Spec record "timeline entry". */
export interface TimelineEntry {
  year: string;
  title: string;
  institution: string;
  description: string;
  /** The cédula of a title, linked to the public registry. */
  licence?: { label: string; number: string };
}

/** Spec record "service card". */
export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  details: readonly string[];
  featured?: boolean;
  ageTag?: string;
  icon: IconName;
}

export interface ServiceGroup {
  id: 'clinicos' | 'quirurgicos' | 'preventivos';
  eyebrow: string;
  title: string;
  intro: string;
  cards: readonly ServiceCard[];
}

/** Spec record "contact form fields": labels and limits. */
export interface ContactFormField {
  name: 'name' | 'phone' | 'email' | 'service' | 'message';
  label: string;
  required: boolean;
  maxLength: number;
  placeholder?: string;
}

export interface ServiceOption {
  value: 'consulta' | 'catarata' | 'lasik' | 'glaucoma' | 'pediatrica' | 'otro';
  label: string;
}

export interface NavItem {
  href: string;
  label: string;
}

export interface Statistic {
  id: string;
  value: string;
  label: string;
  /** What it counts, over which period, by whose record: shown under the figure. */
  basis: string;
  icon: IconName;
}

export interface FeatureItem {
  title: string;
  description: string;
  icon: IconName;
}

export interface CallToAction {
  label: string;
  href: string;
}

export interface PageSeo {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
}

export interface HeroContent {
  eyebrow: string;
  title: string;
  lead: string;
}
