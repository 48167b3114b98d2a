import type { FieldName } from '@/lib/contact/fields';
import type { ScheduleLine } from './facts/schedule';
import type {
  Consultorio,
  OpeningWindowFacts,
  PracticeFacts,
  StatisticFacts,
  TestimonialFacts,
} from './facts/schema';
import type { ServiceFrontMatter, ServiceGroupId } from './facts/service-schema';
import type { IconName } from './icon-names';

/**
 * The content model: the records the pages show and the small shapes they need. Components
 * receive these as props; no copy lives in JSX. What the facts hold keeps the facts' own types
 * (inferred from the zod schemas in content/facts/); these add only what the adapters compute.
 */

export type { IconName };

/** A weekly opening window, times as 24 h "HH:MM" in the practice's time zone; ISO weekdays, 1 = Monday. */
export type OpeningWindow = OpeningWindowFacts;

/** An address as schema.org and the pages write it: the street line composed from the facts. */
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
 * A photo of the facts as the build made it (build/prebuild/photos.mjs): upright, without metadata, cut
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

/** A practice as the pages show it: its facts, and the lines and addresses composed from them. */
export interface PracticeLocation extends Pick<
  PracticeFacts,
  'id' | 'kind' | 'geo' | 'phone' | 'timeZone' | 'openingHours' | 'features'
> {
  /** The facility's name. */
  name: string;
  /** Short line for cards: building, floor and office. */
  addressLine: string;
  fullAddress: string;
  /** The consulting room's own address: street, suite and neighbourhood as the page shows them. */
  address: PostalAddress;
  /** The host facility (hospital or unit): the same address without the suite. */
  facilityAddress: PostalAddress;
  town: string;
  schedule: readonly ScheduleLine[];
  /** What a maps search should look for: name and address. */
  mapQuery: string;
  /** Its entrance or reception, when the practice set one. */
  photo: ProcessedPhoto | null;
  /** Photos of the place, each with its caption ("Instalaciones"). */
  facilities: readonly { photo: ProcessedPhoto; caption: string }[];
}

/** A professional licence (cédula) as the site names it, and who issued the title. */
export interface Licence {
  label: string;
  number: string;
  issuer: string;
}

type DoctorFacts = Consultorio['doctor'];

export interface Doctor extends Pick<
  DoctorFacts,
  'name' | 'shortName' | 'title' | 'form' | 'specialty' | 'monogram'
> {
  /** The portrait; when missing, a monogram is shown. */
  portrait: ProcessedPhoto | null;
  licences: readonly [Licence, Licence];
  /** The certifying board's name. */
  boardCertification: string;
  almaMater: string;
}

export interface PracticeIdentity extends Pick<
  Consultorio,
  'brand' | 'siteUrl' | 'email' | 'phones' | 'licenceRegistryUrl'
> {
  doctor: Doctor;
  practices: readonly [PracticeLocation, PracticeLocation];
  /** COFEPRIS advertising notice number; shown only when set. */
  cofeprisNotice: string | null;
  defaultTimeZone: string;
}

/** A testimonial as the home shows it: the town is its practice's. */
export interface Testimonial extends Pick<TestimonialFacts, 'id' | 'name' | 'rating' | 'text'> {
  location: string;
}

/** A way to reach the practice, on the contact page. */
export interface ContactMethod {
  id: 'telefono' | 'whatsapp' | 'correo';
  title: string;
  primaryValue: string;
  secondaryValue: string;
  description: string;
  icon: IconName;
}

/** An entry of the about page's timeline. */
export interface TimelineEntry {
  year: string;
  title: string;
  institution: string;
  description: string;
  /** The cédula of a title, linked to the public registry. */
  licence?: { label: string; number: string };
}

/** A service's card on /servicios/, from its file's front matter; its id is the file's name. */
export interface ServiceCard extends Pick<
  ServiceFrontMatter,
  'title' | 'description' | 'details' | 'icon'
> {
  id: string;
  /** Its page's address in the card's language. */
  path: string;
  featured?: boolean;
  ageTag?: string;
}

export interface ServiceGroup {
  id: ServiceGroupId;
  eyebrow: string;
  title: string;
  intro: string;
  cards: readonly ServiceCard[];
}

/** A field of the contact form: its label and limits. */
export interface ContactFormField {
  name: FieldName;
  label: string;
  required: boolean;
  maxLength: number;
  placeholder?: string;
}

export interface NavItem {
  href: string;
  label: string;
  /** A language's home page: the pages under its address are not its section. */
  home?: boolean;
}

/**
 * The link to the page being read in the other language. `paths` maps each page of this language
 * that has a twin (its path without the trailing slash, "/" for the home page) to the twin's
 * address; a page without one shows no language link.
 */
export interface LanguageLink {
  label: string;
  /** The language the link's words are in, and the twin page's `hreflang`. */
  lang: string;
  hrefLang: string;
  paths: Readonly<Record<string, string>>;
}

/** A figure the practice publishes, with what it counts (its basis, shown under it), and its icon. */
export interface Statistic extends StatisticFacts {
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
