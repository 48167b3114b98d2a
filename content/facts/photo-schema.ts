import { z } from 'zod';
import { editorFields, field, optionsOf } from './editor-fields';
import { localizedLabel } from './localized';

/**
 * A photo in the facts: the file the editor uploaded (content/fotos/, stored as "fotos/<name>",
 * relative to the folder of the data files), what it shows in words, and what to keep when it is
 * cut to its place's shape. Width, height and orientation are read from the file by the build
 * (build/prebuild/photos.mjs), never typed. Erasable TypeScript only: the prebuild runs it on Node.
 */

/** A file of the editor's media folder. Its format is read from its bytes, not its name. */
export const PHOTO_SRC_PATTERN = /^fotos\/[^/\\]+$/;

/** What to keep when a photo is cut to its place's shape, as the editor's select names it. */
export const PHOTO_FOCUS_LABELS = {
  automatico: 'Automático: el rostro o lo más llamativo',
  arriba: 'La parte de arriba',
  centro: 'El centro',
  abajo: 'La parte de abajo',
  izquierda: 'La izquierda',
  derecha: 'La derecha',
} as const;
export const PHOTO_FOCI = [
  'automatico',
  'arriba',
  'centro',
  'abajo',
  'izquierda',
  'derecha',
] as const satisfies readonly (keyof typeof PHOTO_FOCUS_LABELS)[];

/** The privacy notice's rule, said beside every photo field. */
export const PHOTO_CONSENT =
  'No subas fotos en las que se reconozca a un paciente sin su autorización por escrito.';

const text = (max: number) =>
  z
    .string({ error: 'falta este dato (texto)' })
    .trim()
    .min(1, { error: 'no puede quedar vacío' })
    .max(max, {
      error: `es demasiado largo (máximo ${max} caracteres)`,
    });

const photoFile = z
  .string({ error: 'falta la foto' })
  .regex(PHOTO_SRC_PATTERN, { error: 'no es una foto subida con el editor (fotos/<nombre>)' })
  .register(editorFields, {
    widget: 'image',
    format: `Súbela tal como sale del teléfono: el editor la reduce al guardarla y el sitio la prepara para cada pantalla. ${PHOTO_CONSENT}`,
  });

const focus = field(
  z
    .enum(PHOTO_FOCI, { error: `no es un encuadre (${PHOTO_FOCI.join(', ')})` })
    .default('automatico'),
  {
    label: 'Encuadre',
    hint: 'Qué parte de la foto se conserva al recortarla para su lugar.',
    options: optionsOf(PHOTO_FOCUS_LABELS),
    initial: 'automatico',
  },
);

/**
 * A single text where a photo's words are a pair is refused, not read as Spanish: the editor edits
 * the pair's two halves and cannot show a bare text, so the file is rewritten once, by its halves.
 */
const PAIR_REFUSAL =
  'se escribe en dos idiomas: es (español) y en (inglés), por ejemplo «es: Sala de espera» y «en: Waiting room»';

/**
 * A photo's words in both languages as one field of the editor: the pair carries the label and the
 * hint, each half the label with its language (as schema.ts's words).
 */
const photoWords = <E extends z.ZodType, N extends z.ZodType>(
  halves: { es: E; en: N },
  label: string,
) =>
  z.object(
    {
      es: field(halves.es, { label: localizedLabel(label, 'es') }),
      en: field(halves.en, { label: localizedLabel(label, 'en') }),
    },
    { error: PAIR_REFUSAL },
  );

/**
 * A photo's description for who cannot see it, in each language, each half optional: each place
 * composes one in the page's language when its half is empty (content/photos.ts). The Spanish half
 * defaults to null, so the pair always holds `es` and each language's view of the facts
 * (in-locale.ts) reads a text, empty when that half is not written.
 */
const photoAlt = (hint: string) =>
  field(
    photoWords(
      { es: text(160).nullable().default(null), en: text(160).nullish() },
      'Descripción de la foto',
    ).nullish(),
    { label: 'Descripción de la foto', hint },
  );

/** A photo shown on its own: the file, its description (`alt`), its framing. */
const photoWith = <A extends z.ZodType>(src: string, alt: A) =>
  z.object({ src: field(photoFile, { label: 'Foto', hint: src }), alt, focus });

/** A photo of the practice's facts, its description in both languages (optional: each place composes one). */
export const photoSchema = (hints: { src: string; alt: string }) =>
  photoWith(hints.src, photoAlt(hints.alt));

/**
 * A service page's image: its description in Spanish (without one the image is decorative); its
 * English twin is the service's `en.imageAlt`, beside the other English texts of the service
 * (service-schema.ts).
 */
export const serviceImageSchema = (hints: { src: string; alt: string }) =>
  photoWith(
    hints.src,
    field(text(160).nullish(), { label: 'Descripción de la foto', hint: hints.alt }),
  );

/** The caption's hint, said beside each half. */
const CAPTION_HINT = 'Lo que muestra, en pocas palabras: "Sala de espera".';

/**
 * A photo of a place's "Instalaciones": the file, the caption shown under it (Spanish required,
 * its English twin a word the English contact page needs: content/facts/english-gaps.ts), its framing.
 */
export const captionedPhotoSchema = z.object({
  src: field(photoFile, {
    label: 'Foto',
    hint: 'Una foto del lugar: la sala de espera, un consultorio, un equipo.',
  }),
  caption: field(photoWords({ es: text(120), en: text(120).nullish() }, 'Pie de foto'), {
    label: 'Pie de foto',
    hint: CAPTION_HINT,
  }),
  focus,
});

export type PhotoFacts = z.infer<ReturnType<typeof photoSchema>>;
export type CaptionedPhotoFacts = z.infer<typeof captionedPhotoSchema>;
export type PhotoFocus = (typeof PHOTO_FOCI)[number];
