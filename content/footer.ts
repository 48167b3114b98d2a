import { placeNames } from './practice';
export const footerText = {
  tagline: `Cuidado experto de tus ojos en ${placeNames.towns}, con trato cercano y tecnología actual.`,
  navigationTitle: 'Navegación',
  servicesTitle: 'Servicios',
  contactTitle: 'Contacto',
  locationsTitle: 'Consultorios',
  hospitalHoursTitle: 'Horario en hospital',
  credentialsTitle: 'Responsable sanitario',
  cofeprisLabel: 'Aviso de publicidad COFEPRIS',
  issuedBy: 'expedida por',
  /** Tooltip of each cédula number; the visible line below the list says the same for touch screens. */
  verifyLicence: 'Verifica esta cédula en el Registro Nacional de Profesionistas',
  verifyLicencesNote: 'Verifica las cédulas en el Registro Nacional de Profesionistas de la SEP.',
  certifiedBy: 'Certificado por el',
  rights: 'Todos los derechos reservados.',
} as const;
