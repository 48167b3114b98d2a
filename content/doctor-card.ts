import type { Locale } from '@/lib/locale';
import { boardCredentialIn, credentialsIn } from './credentials';
import { practiceIn } from './practice';
import { basisSentence, statisticsDisclaimerIn, statisticsIn } from './statistics';

/** The trust card beside the home hero, in one language: who the doctor is, how to verify it, and the figures with their basis. */
function doctorCardOf(locale: Locale) {
  const statistics = statisticsIn[locale];
  const rating = statistics.find((stat) => stat.id === 'calificacion');
  const patients = statistics.find((stat) => stat.id === 'pacientes');
  const practice = practiceIn[locale];
  return {
    name: practice.doctor.name,
    title: practice.doctor.title,
    credentials: credentialsIn[locale],
    board: `${boardCredentialIn[locale].text}.`,
    figures: [rating, patients]
      .filter((stat) => stat !== undefined)
      .map((stat) => ({
        id: stat.id,
        text: `${stat.value} ${stat.label.toLowerCase()}`,
        basis: basisSentence(stat),
      })),
    disclaimer: statisticsDisclaimerIn[locale],
    places: practice.practices.map((place) => ({
      id: place.id,
      name: place.name,
      town: place.town,
    })),
    placesTitle: locale === 'es' ? 'Consulta en' : 'Sees patients in',
  } as const;
}

export const doctorCardIn = { es: doctorCardOf('es'), en: doctorCardOf('en') } as const;
/** The trust card in Spanish. */
export const doctorCard = doctorCardIn.es;
