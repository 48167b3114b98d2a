import { readFileSync } from 'node:fs';
import { parseFactsFile } from '../../../content/facts/load';
import {
  consultorioSchema,
  preguntasSchema,
  testimoniosSchema,
} from '../../../content/facts/schema';

/** The practice's data files as every editor suite starts from them, read with the build's own schemas. */
export const startingFacts = {
  consultorio: parseFactsFile(
    'consultorio.yml',
    readFileSync('content/consultorio.yml', 'utf8'),
    consultorioSchema,
  ),
  testimonios: parseFactsFile(
    'testimonios.yml',
    readFileSync('content/testimonios.yml', 'utf8'),
    testimoniosSchema,
  ),
  preguntas: parseFactsFile(
    'preguntas.yml',
    readFileSync('content/preguntas.yml', 'utf8'),
    preguntasSchema,
  ),
};

/** A phone in the practice's hand: 390 × 844, touch, three device pixels to a CSS pixel. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};
