// The facts themselves, not ./practice: ./photos, which ./practice imports, uses these words too.
import type { PerLocale } from '@/lib/locale';
import { consultorio } from './facts/load';

/**
 * The words of the copy that agree with the doctor (doctor.form in the facts): «Soy el Dr.…» or
 * «Soy la Dra.…», «al Dr.» or «a la Dra.», «del Dr.» or «de la Dra.», «certificado» or
 * «certificada», «oftalmólogo» or «oftalmóloga».
 */
const WORDS = {
  masculino: {
    the: 'el',
    toThe: 'al',
    ofThe: 'del',
    certified: 'certificado',
    ophthalmologist: 'oftalmólogo',
    surgeon: 'cirujano',
  },
  femenino: {
    the: 'la',
    toThe: 'a la',
    ofThe: 'de la',
    certified: 'certificada',
    ophthalmologist: 'oftalmóloga',
    surgeon: 'cirujana',
  },
} as const;

export const doctorWords = WORDS[consultorio.doctor.form];

/** The same words in English, where nothing agrees with the doctor's form. */
const ENGLISH_WORDS = {
  the: 'the',
  toThe: 'to the',
  ofThe: 'of the',
  certified: 'certified',
  ophthalmologist: 'ophthalmologist',
  surgeon: 'surgeon',
} as const;

/** The doctor's words in each language. */
export const doctorWordsIn: PerLocale<Record<keyof typeof ENGLISH_WORDS, string>> = {
  es: doctorWords,
  en: ENGLISH_WORDS,
};

/** The word with its first letter in capitals, for a title. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
