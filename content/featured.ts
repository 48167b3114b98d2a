import { placeNames } from './practice';
import type { IconName } from './types';

export interface FeaturedSpecialty {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  /** Anchor of the matching card on /servicios. */
  serviceId: string;
}

export const featuredSection = {
  eyebrow: 'Especialidades Destacadas',
  title: 'Especialidades Destacadas',
  intro: `Los servicios que más me solicitan los pacientes de ${placeNames.towns} y el resto de ${placeNames.state}.`,
} as const;

export const featuredSpecialties: readonly FeaturedSpecialty[] = [
  {
    id: 'consulta',
    title: 'Consulta General',
    description: 'Revisión completa de tu vista y de la salud de tus ojos, con un plan claro al terminar.',
    icon: 'stethoscope',
    serviceId: 'consulta-general',
  },
  {
    id: 'catarata',
    title: 'Cirugía de Catarata',
    description: 'Cirugía ambulatoria de microincisión con lente intraocular, si la valoración la indica.',
    icon: 'eye',
    serviceId: 'cirugia-catarata',
  },
  {
    id: 'pediatrica',
    title: 'Oftalmología Pediátrica',
    description: 'Valoración cuidadosa de la vista de bebés, niñas, niños y adolescentes, desde los 6 meses.',
    icon: 'baby',
    serviceId: 'tamiz-visual-infantil',
  },
];
