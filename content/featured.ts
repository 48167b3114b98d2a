import { perLocale, type Locale } from '@/lib/locale';
import { placeNamesIn } from './practice';
import { homeServicesIn } from './services';

const [placeNames, englishPlaces] = [placeNamesIn.es, placeNamesIn.en];
import type { IconName } from './icon-names';

export interface FeaturedSpecialty {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  /** The page 'Más Información' opens: the service's, in the card's language. */
  path: string;
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
    intro: `The services my patients in ${englishPlaces.towns} and the rest of ${englishPlaces.state} ask for most.`,
  },
);

/** The services marked for the home (home: in their files), with their line there, in a language. */
export function featuredSpecialties(locale: Locale): readonly FeaturedSpecialty[] {
  return homeServicesIn[locale].map((service) => ({
    id: service.id,
    title: service.shortTitle,
    description: service.home?.description ?? service.description,
    icon: service.icon,
    path: service.path,
  }));
}
