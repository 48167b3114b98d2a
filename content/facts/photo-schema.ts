import { z } from 'zod';
import { editorFields, field, optionsOf } from './editor-fields';

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

/** A photo shown on its own: the file, its description for who cannot see it (optional: each place composes one), its framing. */
export const photoSchema = (hints: { src: string; alt: string }) =>
  z.object({
    src: field(photoFile, { label: 'Foto', hint: hints.src }),
    alt: field(text(160).nullish(), { label: 'Descripción de la foto', hint: hints.alt }),
    focus,
  });

/** A photo of a place's "Instalaciones": the file, the caption shown under it, its framing. */
export const captionedPhotoSchema = z.object({
  src: field(photoFile, {
    label: 'Foto',
    hint: 'Una foto del lugar: la sala de espera, un consultorio, un equipo.',
  }),
  caption: field(text(120), {
    label: 'Pie de foto',
    hint: 'Lo que muestra, en pocas palabras: "Sala de espera".',
  }),
  focus,
});

export type PhotoFacts = z.infer<ReturnType<typeof photoSchema>>;
export type CaptionedPhotoFacts = z.infer<typeof captionedPhotoSchema>;
export type PhotoFocus = (typeof PHOTO_FOCI)[number];
