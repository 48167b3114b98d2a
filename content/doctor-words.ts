import { practice } from './practice';

/**
 * The words of the copy that agree with the doctor (doctor.form in the facts): «Soy el Dr.…» or
 * «Soy la Dra.…», «certificado» or «certificada», «oftalmólogo» or «oftalmóloga».
 */
const WORDS = {
  masculino: { the: 'el', certified: 'certificado', ophthalmologist: 'oftalmólogo', surgeon: 'cirujano' },
  femenino: { the: 'la', certified: 'certificada', ophthalmologist: 'oftalmóloga', surgeon: 'cirujana' },
} as const;

export const doctorWords = WORDS[practice.doctor.form];

/** The word with its first letter in capitals, for a title. */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
