import { faqsShownOn, numbered, servicePlace } from './faqs';
import { serviceFiles, type ServiceFile } from './facts/load-services';
import {
  SERVICE_SECTIONS,
  type FormOption,
  type ServiceGroupId,
  type ServiceSectionKey,
  type ServiceType,
} from './facts/service-schema';
import { escapeMarkdown, renderMarkdown } from './facts/markdown';
import { fillTokens, type TokenValues } from './facts/tokens';
import { servicePhoto } from './photos';
import { serviceGroupsByPracticeKind } from './practice-services';
import { doctorWords } from './doctor-words';
import { placeNames, practice } from './practice';
import { tokenValues } from './text-tokens';
import type { PracticeLocation, ProcessedPhoto, ServiceCard, ServiceGroup } from './types';
import { formatPesos } from './visit';

/**
 * The services, one record per file of content/servicios/ (front matter + Markdown body, read
 * and checked by content/facts/load-services.ts). Their pages, their cards on /servicios/, the
 * home's featured strip, the footer and the structured data all read these records.
 */

/** The label of a card the practice marks as most requested (featured). */
export const FEATURED_LABEL = 'Más Solicitado';

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
  slug: string;
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
  sections: ServiceFile['sections'],
  values: TokenValues = tokenValues,
): ServiceSection[] {
  return (Object.keys(SERVICE_SECTIONS) as ServiceSectionKey[]).map((key) => {
    const where = `${file}: ## ${SERVICE_SECTIONS[key]}`;
    const html = renderMarkdown(fillTokens(sections[key], values, where, escapeMarkdown), where);
    return { key, heading: SERVICE_SECTIONS[key], html, text: plainText(html) };
  });
}

/** One service's record, from its checked file and the facts. */
export function toService({ slug, file, data, sections }: ServiceFile): Service {
  const fill = (value: string, field: string) =>
    fillTokens(value, tokenValues, `${file}: ${field}`);
  const seoDescription = fill(data.seo.description, 'seo.description');
  if (seoDescription.length > MAX_DESCRIPTION) {
    throw new Error(
      `${file}: seo.description: con los datos del consultorio mide ${seoDescription.length} caracteres (máximo ${MAX_DESCRIPTION})`,
    );
  }
  return {
    id: slug,
    slug,
    title: data.title,
    shortTitle: data.shortTitle ?? data.title,
    group: data.group,
    order: data.order,
    type: data.type,
    icon: data.icon,
    summary: fill(data.summary, 'summary'),
    description: fill(data.description, 'description'),
    details: data.details,
    featured: data.featured,
    ageTag: data.ageTag ?? undefined,
    home: data.home ?? null,
    footer: data.footer ?? null,
    formOption: data.formOption ?? null,
    bodyLocation: data.bodyLocation ?? null,
    urgentSigns: data.urgentSigns ? fill(data.urgentSigns, 'urgentSigns') : null,
    image: servicePhoto(slug),
    fee: data.feeFrom
      ? { text: `desde ${formatPesos(data.feeFrom)}`, basis: fill(data.feeBasis ?? '', 'feeBasis') }
      : null,
    related: data.related,
    // The questions of «Preguntas frecuentes» shown here, then the page's own.
    faqs: numbered([
      ...faqsShownOn(servicePlace(slug)),
      ...data.faqs.map((item, index) => ({
        question: fill(item.question, `faqs[${index}].question`),
        answer: [fill(item.answer, `faqs[${index}].answer`)],
      })),
    ]),
    sections: renderServiceSections(file, sections),
    seoTitle: `${data.seo.title} en ${placeNames.towns}`,
    seoDescription,
    keywords: [
      data.seo.title.toLowerCase(),
      data.title.toLowerCase(),
      doctorWords.ophthalmologist,
      placeNames.hospitalTown,
      placeNames.unitTown,
      placeNames.state,
    ],
    reviewed: data.reviewed,
    example: data.example,
  };
}

/** Every visible service, by group then order. */
export const services: readonly Service[] = serviceFiles
  .filter((file) => !file.data.hidden)
  .map(toService)
  .sort(
    (a, b) =>
      a.group.localeCompare(b.group) || a.order - b.order || a.title.localeCompare(b.title, 'es'),
  );

export function serviceBySlug(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** Its related services, in the order the file lists them. */
export function relatedServices(service: Service): Service[] {
  return service.related
    .map((slug) => serviceBySlug(slug))
    .filter((related): related is Service => related !== undefined);
}

/** The practices that offer it (content/practice-services.ts): surgery only at the hospital. */
export function serviceLocations(service: Service): PracticeLocation[] {
  return practice.practices.filter((place) =>
    serviceGroupsByPracticeKind[place.kind].includes(service.group),
  );
}

const groupHeadings: Record<ServiceGroupId, Omit<ServiceGroup, 'cards'>> = {
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
};

function group(id: ServiceGroupId): ServiceGroup & { cards: readonly Service[] } {
  return { ...groupHeadings[id], cards: services.filter((service) => service.group === id) };
}

export const clinicalServices = group('clinicos');
export const surgicalServices = group('quirurgicos');
export const preventiveServices = group('preventivos');
export const serviceGroups = [clinicalServices, surgicalServices, preventiveServices] as const;

/** The group of a service (its eyebrow names it in the page's hero). */
export function serviceGroup(service: Service): Omit<ServiceGroup, 'cards'> {
  return groupHeadings[service.group];
}

/** The home's "Especialidades Destacadas", in their order. */
export const homeServices: readonly Service[] = services
  .filter((service) => service.home)
  .sort((a, b) => a.home!.order - b.home!.order);

/** The footer's list of services, in their order. */
export const footerServices: readonly Service[] = services
  .filter((service) => service.footer)
  .sort((a, b) => a.footer! - b.footer!);
