import { perLocale } from '@/lib/locale';
import { townsIn } from './place-words';
import { placeNames } from './practice';
import { homeServices } from './services';
import type { IconName } from './icon-names';

export interface FeaturedSpecialty {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  /** The service whose page 'Más Información' opens. */
  serviceId: string;
}

export const featuredSectionIn = perLocale(
  {
    eyebrow: 'Especialidades Destacadas',
    title: 'Especialidades Destacadas',
    intro: `Los servicios que más me solicitan los pacientes de ${placeNames.towns} y el resto de ${placeNames.state}.`,
  },
  {
    eyebrow: 'Featured Specialties',
    title: 'Featured Specialties',
    intro: `The services my patients in ${townsIn.en.towns} and the rest of ${placeNames.state} ask for most.`,
  },
);

/** The services marked for the home (home: in their files), with their line there. */
export const featuredSpecialties: readonly FeaturedSpecialty[] = homeServices.map((service) => ({
  id: service.slug,
  title: service.shortTitle,
  description: service.home?.description ?? service.description,
  icon: service.icon,
  serviceId: service.slug,
}));
