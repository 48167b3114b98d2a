import { placeNames } from './practice';
export const footerText = {
  tagline: `Cuidado experto de tus ojos en ${placeNames.towns}, con trato cercano y tecnología actual.`,
  navigationTitle: 'Navegación',
  servicesTitle: 'Servicios',
  contactTitle: 'Contacto',
  locationsTitle: 'Consultorios',
  hospitalHoursTitle: 'Horario en hospital',
  credentialsTitle: 'Responsable sanitario',
  rights: 'Todos los derechos reservados.',
} as const;
