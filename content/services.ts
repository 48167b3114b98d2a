import type { Locale, PerLocale } from '@/lib/locale';
import { servicePathFor } from '@/lib/page-paths';
import { faqsIn, numbered, servicePlace } from './faqs';
import { hasEnglishService } from './facts/english-status';
import { serviceFiles, type ServiceFile, type ServiceSections } from './facts/load-services';
import {
  SERVICE_SECTION_HEADINGS,
  type FormOption,
  type ServiceGroupId,
  type ServiceSectionKey,
  type ServiceType,
} from './facts/service-schema';
import { escapeMarkdown, renderMarkdown } from './facts/markdown';
import { fillTokens, type TokenValues } from './facts/tokens';
import { servicePhoto } from './photos';
import { serviceGroupsByPracticeKind } from './practice-services';
import { doctorWordsIn } from './doctor-words';
import { placeNamesIn, practice } from './practice';
import { tokenValuesIn } from './text-tokens';
import type { PracticeLocation, ProcessedPhoto, ServiceCard, ServiceGroup } from './types';
import { formatPesosIn } from './visit';

/**
 * The services, one record per file of content/servicios/ (front matter + Markdown body, read
 * and checked by content/facts/load-services.ts). Their pages, their cards on /servicios/, the
 * home's featured strip, the footer and the structured data all read these records.
 */

/** The label of a card the practice marks as most requested (featured). */
export const FEATURED_LABEL_IN: PerLocale<string> = { es: 'Más Solicitado', en: 'Most Requested' };
export const FEATURED_LABEL = FEATURED_LABEL_IN.es;

export interface ServiceSection {
  key: ServiceSectionKey;
  heading: string;
  /** The section rendered from Markdown at build time (content/facts/markdown.ts). */
  html: string;
  /** The same as plain text, for the structured data. */
  text: string;
}

export interface ServiceQuestion {
  /** "pregunta-<n>", by its place on the page. */
  id: string;
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
}

export interface Service extends ServiceCard {
  /** The page's slug in the service's language. */
  slug: string;
  /** Its page's slug in each language: English only when its English page is published. */
  slugs: { es: string; en: string | null };
  /** Name for the footer and the home's strip. */
  shortTitle: string;
  group: ServiceGroupId;
  order: number;
  type: ServiceType;
  /** The one plain sentence of the page's hero. */
  summary: string;
  home: { order: number; description: string } | null;
  footer: number | null;
  formOption: FormOption | null;
  bodyLocation: string | null;
  urgentSigns: string | null;
  /** Its page's image, when the practice set one. */
  image: ProcessedPhoto | null;
  /** "desde $1,500 MXN" and what it covers; null when the practice sets none. */
  fee: { text: string; basis: string } | null;
  related: readonly string[];
  faqs: readonly ServiceQuestion[];
  sections: readonly ServiceSection[];
  seoTitle: string;
  seoDescription: string;
  keywords: readonly string[];
  /** AAAA-MM-DD the doctor last reviewed the page. */
  reviewed: string;
  example: boolean;
}

const MAX_DESCRIPTION = 160;

/** HTML entities marked writes, back to characters (for plain text). */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .replace(/\s([.,;:])/g, '$1')
    .trim();
}

/**
 * A service's sections as its page shows them: the marks filled with the values escaped for
 * Markdown (a value shows as the text typed, whatever field it comes from), then rendered by
 * renderMarkdown, which refuses raw HTML, images and links outside the site's rules.
 */
export function renderServiceSections(
  file: string,
  sections: ServiceSections,
  values: TokenValues = tokenValuesIn.es,
  locale: Locale = 'es',
): ServiceSection[] {
  const headings = SERVICE_SECTION_HEADINGS[locale];
  return (Object.keys(headings) as ServiceSectionKey[]).map((key) => {
    const where = `${file}: ## ${headings[key]}`;
    const html = renderMarkdown(fillTokens(sections[key], values, where, escapeMarkdown), where);
    return { key, heading: headings[key], html, text: plainText(html) };
  });
}

/**
 * A service's texts in one language: the Spanish front matter and body, or their English twins
 * (`en`). English is read only for a service whose English page is published
 * (content/facts/english-status.ts), so no English text here is ever missing.
 */
function textsIn({ file, data, sections, englishSections }: ServiceFile, locale: Locale) {
  if (locale === 'es')
    return {
      where: file,
      ...data,
      homeDescription: data.home?.description,
      sections,
      sectionsFile: file,
    };
  const en = data.en ?? {};
  return {
    where: `${file}: en`,
    title: en.title ?? '',
    shortTitle: en.shortTitle,
    summary: en.summary ?? '',
    description: en.description ?? '',
    details: en.details ?? [],
    ageTag: en.ageTag,
    homeDescription: en.homeDescription,
    bodyLocation: en.bodyLocation,
    urgentSigns: en.urgentSigns,
    feeBasis: en.feeBasis,
    faqs: en.faqs ?? [],
    seo: { title: en.seo?.title ?? '', description: en.seo?.description ?? '' },
    sections: englishSections!,
    sectionsFile: `${file}: en.body`,
  };
}

/** The words a service's record adds to its texts, per language. */
const SERVICE_WORDS = {
  es: { from: 'desde', in: 'en' },
  en: { from: 'from', in: 'in' },
} as const;

/** One service's record in a language, from its checked file and the facts. */
export function toServiceIn(service: ServiceFile, locale: Locale): Service {
  const { slug, data } = service;
  const text = textsIn(service, locale);
  const values = tokenValuesIn[locale];
  const places = placeNamesIn[locale];
  const words = SERVICE_WORDS[locale];
  const fill = (value: string, field: string) =>
    fillTokens(value, values, `${text.where}${locale === 'es' ? ': ' : '.'}${field}`);
  const seoDescription = fill(text.seo.description, 'seo.description');
  if (seoDescription.length > MAX_DESCRIPTION) {
    throw new Error(
      `${text.where}${locale === 'es' ? ': ' : '.'}seo.description: con los datos del consultorio mide ${seoDescription.length} caracteres (máximo ${MAX_DESCRIPTION})`,
    );
  }
  const englishSlug = hasEnglishService(slug) ? (data.en?.slug ?? null) : null;
  return {
    id: slug,
    slug: locale === 'es' ? slug : (englishSlug ?? slug),
    path: servicePathFor(locale, locale === 'es' ? slug : (englishSlug ?? slug)),
    slugs: { es: slug, en: englishSlug },
    title: text.title,
    shortTitle: text.shortTitle ?? text.title,
    group: data.group,
    order: data.order,
    type: data.type,
    icon: data.icon,
    summary: fill(text.summary, 'summary'),
    description: fill(text.description, 'description'),
    details: text.details,
    featured: data.featured,
    ageTag: text.ageTag ?? undefined,
    home: data.home ? { order: data.home.order, description: text.homeDescription ?? '' } : null,
    footer: data.footer ?? null,
    formOption: data.formOption ?? null,
    bodyLocation: text.bodyLocation ?? null,
    urgentSigns: text.urgentSigns ? fill(text.urgentSigns, 'urgentSigns') : null,
    image: servicePhoto(slug, locale),
    fee: data.feeFrom
      ? {
          text: `${words.from} ${formatPesosIn(data.feeFrom, locale)}`,
          basis: fill(text.feeBasis ?? '', 'feeBasis'),
        }
      : null,
    related: data.related,
    // The questions of «Preguntas frecuentes» shown here, then the page's own.
    faqs: numbered([
      ...faqsIn(locale, servicePlace(slug)),
      ...text.faqs.map((item, index) => ({
        question: fill(item.question, `faqs[${index}].question`),
        answer: [fill(item.answer, `faqs[${index}].answer`)],
      })),
    ]),
    sections: renderServiceSections(text.sectionsFile, text.sections, values, locale),
    seoTitle: `${text.seo.title} ${words.in} ${places.towns}`,
    seoDescription,
    keywords: [
      text.seo.title.toLowerCase(),
      text.title.toLowerCase(),
      doctorWordsIn[locale].ophthalmologist,
      places.hospitalTown,
      places.unitTown,
      places.state,
    ],
    reviewed: data.reviewed,
    example: data.example,
  };
}

/** One service's Spanish record. */
export const toService = (service: ServiceFile) => toServiceIn(service, 'es');

/** Every visible service in a language, by group then order: in English, only those with their English page. */
const servicesOf = (locale: Locale): Service[] =>
  serviceFiles
    .filter((file) => !file.data.hidden && (locale === 'es' || hasEnglishService(file.slug)))
    .map((file) => toServiceIn(file, locale))
    .sort(
      (a, b) =>
        a.group.localeCompare(b.group) ||
        a.order - b.order ||
        a.title.localeCompare(b.title, locale),
    );

export const servicesIn: PerLocale<readonly Service[]> = {
  es: servicesOf('es'),
  en: servicesOf('en'),
};
/** Every visible service in Spanish, by group then order. */
export const services = servicesIn.es;

/** A service by its page's slug in a language. */
export function serviceBySlugIn(locale: Locale, slug: string): Service | undefined {
  return servicesIn[locale].find((service) => service.slug === slug);
}
export const serviceBySlug = (slug: string) => serviceBySlugIn('es', slug);

/** Its related services in its language, in the order the file lists them (in English, those with an English page). */
export function relatedServicesIn(locale: Locale, service: Service): Service[] {
  return service.related
    .map((slug) => servicesIn[locale].find((item) => item.slugs.es === slug))
    .filter((related): related is Service => related !== undefined);
}
export const relatedServices = (service: Service) => relatedServicesIn('es', service);

/** The practices that offer it (content/practice-services.ts): surgery only at the hospital. */
export function serviceLocations(service: Service): PracticeLocation[] {
  return practice.practices.filter((place) =>
    serviceGroupsByPracticeKind[place.kind].includes(service.group),
  );
}

const groupHeadingsIn: PerLocale<Record<ServiceGroupId, Omit<ServiceGroup, 'cards'>>> = {
  es: {
    clinicos: {
      id: 'clinicos',
      eyebrow: 'Servicios Clínicos',
      title: 'Diagnóstico y tratamiento en consulta',
      intro:
        'Una revisión completa para saber qué pasa con tu vista y qué hacer después, explicado con calma.',
    },
    quirurgicos: {
      id: 'quirurgicos',
      eyebrow: 'Servicios Quirúrgicos',
      title: 'Cirugía oftalmológica ambulatoria',
      intro:
        'Procedimientos que se realizan el mismo día, con valoración previa completa y seguimiento personal.',
    },
    preventivos: {
      id: 'preventivos',
      eyebrow: 'Servicios Preventivos',
      title: 'Prevención para toda la familia',
      intro:
        'Detectar a tiempo protege la vista. Revisiones y orientación según tu edad y tus necesidades.',
    },
  },
  en: {
    clinicos: {
      id: 'clinicos',
      eyebrow: 'Clinical Services',
      title: 'Diagnosis and treatment at the office',
      intro:
        'A complete exam to understand what is happening with your eyes and what comes next, explained calmly.',
    },
    quirurgicos: {
      id: 'quirurgicos',
      eyebrow: 'Surgical Services',
      title: 'Outpatient eye surgery',
      intro:
        'Same-day procedures, with a complete evaluation beforehand and personal follow-up afterwards.',
    },
    preventivos: {
      id: 'preventivos',
      eyebrow: 'Preventive Services',
      title: 'Prevention for the whole family',
      intro:
        'Catching problems early protects your sight. Checkups and guidance for your age and your needs.',
    },
  },
};

function groupIn(locale: Locale, id: ServiceGroupId): ServiceGroup & { cards: readonly Service[] } {
  return {
    ...groupHeadingsIn[locale][id],
    cards: servicesIn[locale].filter((service) => service.group === id),
  };
}

/** The groups of the services page, in its order, in a language. */
const serviceGroupsOf = (locale: Locale) =>
  [
    groupIn(locale, 'clinicos'),
    groupIn(locale, 'quirurgicos'),
    groupIn(locale, 'preventivos'),
  ] as const;
export const serviceGroupsIn = { es: serviceGroupsOf('es'), en: serviceGroupsOf('en') } as const;
export const serviceGroups = serviceGroupsIn.es;
export const [clinicalServices, surgicalServices, preventiveServices] = serviceGroups;

/** The group of a service in a language (its eyebrow names it in the page's hero). */
export function serviceGroupIn(locale: Locale, service: Service): Omit<ServiceGroup, 'cards'> {
  return groupHeadingsIn[locale][service.group];
}
export const serviceGroup = (service: Service) => serviceGroupIn('es', service);

/** The home's "Especialidades Destacadas", in their order, in a language. */
const homeServicesOf = (locale: Locale) =>
  servicesIn[locale]
    .filter((service) => service.home)
    .sort((a, b) => a.home!.order - b.home!.order);
export const homeServicesIn: PerLocale<readonly Service[]> = {
  es: homeServicesOf('es'),
  en: homeServicesOf('en'),
};
export const homeServices = homeServicesIn.es;

/** The footer's list of services, in their order, in a language. */
const footerServicesOf = (locale: Locale) =>
  servicesIn[locale].filter((service) => service.footer).sort((a, b) => a.footer! - b.footer!);
export const footerServicesIn: PerLocale<readonly Service[]> = {
  es: footerServicesOf('es'),
  en: footerServicesOf('en'),
};
export const footerServices = footerServicesIn.es;
