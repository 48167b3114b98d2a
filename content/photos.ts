import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PHOTO_URL_PREFIX,
  photoFilesDir,
  photoKey,
  photoManifestFile,
} from '../lib/photo-files.mjs';
import { parsePhotoManifest, type EncodedFile, type PhotoManifest } from './photo-manifest';
import type { Locale, PerLocale } from '../lib/locale';
import type { PhotoKind } from '../lib/photo-slots';
import { doctorWords } from './doctor-words';
import { shownFile } from './facts/build-problems.mjs';
import { consultorio, consultorioIn, factsDir } from './facts/load';
import { serviceFiles, servicesDir } from './facts/load-services';
import type { PhotoFocus } from './facts/photo-schema';
import type { ProcessedPhoto } from './types';

/**
 * The photos the facts name, and each as the build made it. Server only, like load.ts: the build's
 * photo pipeline (build/prebuild/photos.mjs) reads `photoUses` before `next build`, processes every one
 * and writes a manifest; the pages then read that manifest here, synchronously. A path in the facts
 * ("fotos/retrato.jpg") is relative to the folder of its data file's content folder: FACTS_DIR for
 * consultorio.yml, the parent of the services' folder for a service.
 * Erasable TypeScript only: the prebuild runs it on Node's own type stripping.
 */

/** One photo the facts name: its kind, where it is written (for messages), its file and framing. */
export interface PhotoUse {
  kind: PhotoKind;
  /** "content/consultorio.yml: doctor.portrait.src", as the build's messages name a field. */
  field: string;
  /** The source file, absolute. */
  file: string;
  focus: PhotoFocus;
  /** Its entry in the manifest (lib/photo-files.mjs: photoKey). */
  key: string;
}

const consultorioFile = shownFile(path.join(factsDir, 'consultorio.yml'));

function photoUse(
  kind: PhotoKind,
  photo: { src: string; focus: PhotoFocus },
  where: string,
  folder: string,
): PhotoUse {
  const file = path.resolve(folder, photo.src);
  return { kind, field: where, file, focus: photo.focus, key: photoKey(kind, file, photo.focus) };
}

const portraitUse = consultorio.doctor.portrait
  ? photoUse(
      'portrait',
      consultorio.doctor.portrait,
      `${consultorioFile}: doctor.portrait.src`,
      factsDir,
    )
  : null;
const practiceUses = consultorio.practices.map((place, index) => ({
  photo: place.photo
    ? photoUse('place', place.photo, `${consultorioFile}: practices[${index}].photo.src`, factsDir)
    : null,
  facilities: place.facilities.map((item, at) => ({
    use: photoUse(
      'facility',
      item,
      `${consultorioFile}: practices[${index}].facilities[${at}].src`,
      factsDir,
    ),
  })),
}));
// A hidden service has no page: its image is neither processed nor checked.
const serviceUses = new Map(
  serviceFiles.flatMap((service) =>
    service.data.image && !service.data.hidden
      ? [
          [
            service.slug,
            photoUse(
              'service',
              service.data.image,
              `${service.file}: image.src`,
              path.dirname(servicesDir),
            ),
          ] as const,
        ]
      : [],
  ),
);

/** Every photo of the facts, in the order they are written. */
export const photoUses: readonly PhotoUse[] = [
  ...(portraitUse ? [portraitUse] : []),
  ...practiceUses.flatMap((place) => [
    ...(place.photo ? [place.photo] : []),
    ...place.facilities.map((item) => item.use),
  ]),
  ...serviceUses.values(),
];

let manifest: PhotoManifest | null = null;

function readManifest(): PhotoManifest {
  if (manifest) return manifest;
  const file = photoManifestFile();
  if (!existsSync(file))
    throw new Error(
      `Faltan las fotos procesadas de esta generación (${shownFile(file)}): genera el sitio con npm run build, que las prepara antes.`,
    );
  manifest = parsePhotoManifest(readFileSync(file, 'utf8'));
  return manifest;
}

/** A photo as the pages use it, from its manifest entry. */
function processed(photo: PhotoUse, alt: string): ProcessedPhoto {
  const entry = readManifest().photos[photo.key];
  if (!entry)
    throw new Error(
      `${photo.field}: la foto no está entre las procesadas; genera el sitio con npm run build.`,
    );
  const variant = (item: EncodedFile) => ({
    url: `${PHOTO_URL_PREFIX}${item.name}`,
    width: item.width,
  });
  return {
    alt,
    width: entry.width,
    height: entry.height,
    avif: entry.avif.map(variant),
    webp: entry.webp.map(variant),
    share: {
      ...variant(entry.jpeg),
      height: entry.jpeg.height,
      file: path.join(photoFilesDir(), entry.jpeg.name),
    },
  };
}

/** The default descriptions each place composes in each language, from the facts as written. */
const DEFAULT_ALT = {
  es: {
    portrait: (name: string) => `Retrato ${doctorWords.ofThe} ${name}`,
    place: (facility: string, town: string) => `${facility} en ${town}`,
  },
  en: {
    portrait: (name: string) => `Portrait of ${name}`,
    place: (facility: string, town: string) => `${facility} in ${town}`,
  },
} as const satisfies PerLocale<unknown>;

/**
 * The doctor's portrait in `locale`; without the description in that language it is "Retrato
 * del <name>" (or "de la") / "Portrait of <name>".
 */
export function portraitPhoto(locale: Locale): ProcessedPhoto | null {
  const { portrait, name } = consultorioIn[locale].doctor;
  return portraitUse && portrait
    ? processed(portraitUse, portrait.alt || DEFAULT_ALT[locale].portrait(name))
    : null;
}

/**
 * A practice's photo in `locale` (without its description in that language: the place and its
 * town) and its "Instalaciones", each with its caption in that language.
 */
export function placePhotos(
  index: number,
  locale: Locale,
): {
  photo: ProcessedPhoto | null;
  facilities: { photo: ProcessedPhoto; caption: string }[];
} {
  const place = consultorioIn[locale].practices[index];
  const uses = practiceUses[index];
  if (!place || !uses) return { photo: null, facilities: [] };
  return {
    photo:
      uses.photo && place.photo
        ? processed(
            uses.photo,
            place.photo.alt || DEFAULT_ALT[locale].place(place.facility, place.address.town),
          )
        : null,
    // The caption under it says what it shows: the image itself adds nothing to read twice.
    facilities: uses.facilities.map((item, at) => ({
      photo: processed(item.use, ''),
      caption: place.facilities[at]?.caption ?? '',
    })),
  };
}

/**
 * A service page's image in `locale`: its description is `image.alt` in Spanish, `en.imageAlt` in
 * English; without one it is decorative.
 */
export function servicePhoto(slug: string, locale: Locale): ProcessedPhoto | null {
  const photo = serviceUses.get(slug);
  const data = serviceFiles.find((service) => service.slug === slug)?.data;
  const alt = locale === 'es' ? data?.image?.alt : data?.en?.imageAlt;
  return photo && data?.image ? processed(photo, alt ?? '') : null;
}
