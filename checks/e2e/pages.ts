import { consultorio } from '../../content/facts/load';
import { SERVICE_SECTIONS } from '../../content/facts/service-schema';
import { placeNames } from '../../content/practice';
import {
  FEATURED_LABEL,
  serviceBySlug,
  serviceGroups,
  serviceLocations,
} from '../../content/services';
import { servicePageTextIn } from '../../content/services-page';
import { formatPhone } from '../../lib/phone-format';
import { sampledPages } from './exported-pages';

/**
 * The exported pages and what each must show; shared by the browser tests. Names, numbers, towns
 * and years come from the loaded facts (content/), so the list holds whatever the practice writes;
 * the fixed strings are the site's own copy.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const { doctor, statistics, phones } = consultorio;
const cards = serviceGroups.flatMap((group) => group.cards);

const mainPages = [
  {
    path: '/',
    h1: new RegExp(`en ${escape(placeNames.towns)}`),
    sections: [
      'Atención completa para tus ojos',
      'Especialidades Destacadas',
      'Lo que dicen mis pacientes',
      'Certificaciones y membresías',
      'Medicina precisa, trato humano',
    ],
    strings: [
      'Agenda tu Cita',
      'Llama Ahora',
      'Más Información',
      'Conoce Todos Nuestros Servicios',
      ...statistics.map((stat) => stat.value),
    ],
  },
  {
    path: '/sobre-mi/',
    h1: new RegExp(`^${escape(doctor.name)}, .+ en ${escape(placeNames.towns)}$`),
    sections: ['Formación y trayectoria', 'Lo que guía mi práctica', 'Membresías profesionales'],
    strings: [
      'Agenda tu Consulta',
      ...doctor.qualifications.map((item) => String(item.year)),
      String(doctor.boardCertification.since),
      ...(doctor.societies.state.period ? [doctor.societies.state.period] : []),
      'Atención personalizada',
      'Excelencia médica',
      'Confianza y calidez',
    ],
  },
  {
    path: '/servicios/',
    h1: /Servicios de oftalmología/,
    sections: [
      ...serviceGroups.filter((group) => group.cards.length > 0).map((group) => group.title),
      'Especialidades Destacadas',
    ],
    strings: [
      'Agenda tu Consulta',
      'Llama para Cotizar',
      'Agenda en Línea',
      `Llamar: ${formatPhone(phones.main)}`,
      ...(cards.some((card) => card.featured) ? [FEATURED_LABEL] : []),
      ...new Set(cards.flatMap((card) => (card.ageTag ? [card.ageTag] : []))),
    ],
  },
  {
    path: '/contacto/',
    h1: /Contacto y citas/,
    sections: ['Envíanos un mensaje', 'Mis consultorios', '¿Tienes una urgencia?'],
    strings: [
      'Llamar Ahora',
      'WhatsApp',
      'Ver en Mapa',
      'Llamar',
      'Respuesta en menos de 24 horas.',
      '* Campos obligatorios. Responderemos tu mensaje en menos de 24 horas.',
      'Disponible 24/7 para emergencias.',
    ],
  },
];

/**
 * The sampled service pages (one route renders them all; the cheap per-page checks cover every
 * one): the service's own title, sentence and sections, and where it is done.
 */
const servicePages = sampledPages.flatMap(({ route }) => {
  const service = serviceBySlug(route.split('/')[2] ?? '');
  if (!service) return [];
  return [
    {
      path: route,
      h1: new RegExp(`^${escape(service.title)}$`),
      sections: [
        ...Object.values(SERVICE_SECTIONS),
        servicePageTextIn.es.whereTitle,
        servicePageTextIn.es.relatedTitle,
      ],
      strings: [
        'Agenda tu Consulta',
        'Llamar',
        'WhatsApp',
        'Inicio',
        service.summary,
        ...serviceLocations(service).map((place) => `${place.town} · ${place.name}`),
      ],
    },
  ];
});

export const pages: readonly {
  path: string;
  h1: RegExp;
  sections: readonly string[];
  strings: readonly string[];
}[] = [...mainPages, ...servicePages];
