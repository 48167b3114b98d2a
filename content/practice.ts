import type { PracticeIdentity } from './types';

/**
 * Everything that identifies the practice, written once. Footer, contact page,
 * links, metadata, sitemap and structured data all read from here.
 *
 * EXAMPLE DATA: the values below are fictional samples (e-mail on the reserved
 * example.com domain, 555 phone numbers). Replace each one with the practice's
 * real value and then delete its path from EXAMPLE_FIELDS. `npm run build`
 * warns about every path still listed; STRICT_CONTENT=1 makes that an error.
 */
export const practice: PracticeIdentity = {
  brand: 'Dr. Andrés Salcedo',
  siteUrl: 'https://www.oftalmologo-ejemplo.example.com',
  doctor: {
    name: 'Dr. Andrés Salcedo Navarro',
    shortName: 'Dr. Salcedo',
    title: 'Cirujano Oftalmólogo',
    specialty: 'Oftalmología',
    portrait: null,
    monogram: 'AS',
    licences: [
      {
        label: 'Cédula profesional',
        number: '5123456',
        issuer: 'Universidad de Guadalajara',
      },
      {
        label: 'Cédula de especialidad',
        number: '8765432',
        issuer: 'Universidad de Guadalajara',
      },
    ],
    boardCertification: 'Consejo Mexicano de Oftalmología',
    almaMater: 'Universidad de Guadalajara',
  },
  email: 'contacto@example.com',
  phones: {
    main: '+523115550147',
    second: '+523235550182',
    whatsapp: '+523115550147',
  },
  practices: [
    {
      id: 'hospital-tepic',
      kind: 'hospital',
      name: 'Hospital Santa Lucía',
      addressLine: 'Piso 4, Consultorio 407',
      fullAddress: 'Av. Insurgentes 1250 Ote., Piso 4, Consultorio 407, Col. Centro, 63000 Tepic, Nay.',
      address: {
        streetAddress: 'Av. Insurgentes 1250 Ote., Piso 4, Consultorio 407',
        addressLocality: 'Tepic',
        addressRegion: 'Nayarit',
        postalCode: '63000',
        addressCountry: 'MX',
      },
      town: 'Tepic',
      phone: '+523115550147',
      schedule: [
        { days: 'Lunes y miércoles', hours: '10:00 AM – 1:30 PM y 5:00 PM – 7:30 PM' },
        { days: 'Jueves', hours: '10:00 AM – 12:30 PM' },
      ],
      openingHours: [
        { days: [1, 3], opens: '10:00', closes: '13:30' },
        { days: [1, 3], opens: '17:00', closes: '19:30' },
        { days: [4], opens: '10:00', closes: '12:30' },
      ],
      features: ['Cirugías ambulatorias', 'Equipo de última generación', 'Estacionamiento gratuito'],
      mapQuery: 'Hospital Santa Lucía, Av. Insurgentes 1250 Ote., Tepic, Nayarit',
      timeZone: 'America/Mazatlan',
    },
    {
      id: 'unidad-san-blas',
      kind: 'rehabilitation',
      name: 'Unidad Médica de Rehabilitación Especializada Costa Azul',
      addressLine: 'Calle Juárez 38, Centro',
      fullAddress: 'Calle Juárez 38, Centro, 63740 San Blas, Nay.',
      address: {
        streetAddress: 'Calle Juárez 38, Centro',
        addressLocality: 'San Blas',
        addressRegion: 'Nayarit',
        postalCode: '63740',
        addressCountry: 'MX',
      },
      town: 'San Blas',
      phone: '+523235550182',
      schedule: [{ days: 'Lunes a sábado', hours: '8:00 AM – 9:00 PM' }],
      openingHours: [{ days: [1, 2, 3, 4, 5, 6], opens: '08:00', closes: '21:00' }],
      features: ['Consulta general', 'Seguimiento postoperatorio', 'Atención personalizada'],
      mapQuery: 'Unidad Médica de Rehabilitación Costa Azul, Calle Juárez 38, San Blas, Nayarit',
      timeZone: 'America/Mazatlan',
    },
  ],
  cofeprisNotice: null,
  defaultTimeZone: 'America/Mexico_City',
  licenceRegistryUrl: 'https://www.cedulaprofesional.sep.gob.mx/',
};

/** Paths of `practice` that still hold example data. Delete a path once its value is real. */
export const EXAMPLE_FIELDS: readonly string[] = [
  'brand',
  'siteUrl',
  'doctor.name',
  'doctor.shortName',
  'doctor.monogram',
  'doctor.licences.0.number',
  'doctor.licences.1.number',
  'email',
  'phones.main',
  'phones.second',
  'phones.whatsapp',
  'practices.0.name',
  'practices.0.fullAddress',
  'practices.0.address.streetAddress',
  'practices.0.phone',
  'practices.0.mapQuery',
  'practices.1.name',
  'practices.1.addressLine',
  'practices.1.fullAddress',
  'practices.1.address.streetAddress',
  'practices.1.phone',
  'practices.1.mapQuery',
];

export const [hospitalPractice, rehabilitationPractice] = practice.practices;
