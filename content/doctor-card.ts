import { practice } from './practice';
import { statistics } from './statistics';

const [, specialtyLicence] = practice.doctor.licences;
const rating = statistics.find((stat) => stat.icon === 'star');
const patients = statistics.find((stat) => stat.icon === 'users');

/** The trust card beside the home hero: who the doctor is and how to verify it. */
export const doctorCard = {
  name: practice.doctor.name,
  title: practice.doctor.title,
  licence: `${specialtyLicence.label}: ${specialtyLicence.number}`,
  board: `Certificado por el ${practice.doctor.boardCertification}`,
  rating: rating ? `${rating.value} ${rating.label.toLowerCase()}` : '',
  patients: patients ? `${patients.value} ${patients.label.toLowerCase()}` : '',
  places: practice.practices.map((place) => ({ id: place.id, name: place.name, town: place.town })),
  placesTitle: 'Consulta en',
} as const;
