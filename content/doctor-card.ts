import { boardCredential, credentials } from './credentials';
import { practice } from './practice';
import { basisSentence, statistics, statisticsDisclaimer } from './statistics';

const rating = statistics.find((stat) => stat.id === 'calificacion');
const patients = statistics.find((stat) => stat.id === 'pacientes');

/** The trust card beside the home hero: who the doctor is, how to verify it, and the figures with their basis. */
export const doctorCard = {
  name: practice.doctor.name,
  title: practice.doctor.title,
  credentials,
  board: `${boardCredential.text}.`,
  figures: [rating, patients]
    .filter((stat) => stat !== undefined)
    .map((stat) => ({
      id: stat.id,
      text: `${stat.value} ${stat.label.toLowerCase()}`,
      basis: basisSentence(stat),
    })),
  disclaimer: statisticsDisclaimer,
  places: practice.practices.map((place) => ({ id: place.id, name: place.name, town: place.town })),
  placesTitle: 'Consulta en',
} as const;
