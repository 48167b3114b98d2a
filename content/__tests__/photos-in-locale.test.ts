/** @jest-environment node */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { photoManifestFile } from '@/lib/photo-files.mjs';

/**
 * The photos' words in each language (content/photos.ts), read from a practice of this test's
 * own: the example practice's facts with a photo in every field, written as the practice writes
 * them (some descriptions in both languages, some in Spanish alone, the portrait with none), and a
 * manifest as the build writes it. The pages read the photos of the facts' folder (FACTS_DIR) and
 * of the export's manifest (NEXT_DIST_DIR), both set before the facts are loaded.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'fotos-idiomas-'));
const distDir = path.join(folder, 'out');

const WORDS = {
  hospitalAlt: { es: 'Entrada del hospital' },
  unitAlt: { es: 'Recepción de la unidad', en: 'The unit’s front desk' },
  caption: { es: 'Sala de espera', en: 'Waiting room' },
  serviceAlt: { es: 'Microscopio del quirófano', en: 'Operating room microscope' },
};

function writePractice(): string {
  for (const name of ['consultorio.yml', 'preguntas.yml', 'testimonios.yml'])
    cpSync(path.join('content', name), path.join(folder, name));
  cpSync(path.join('content', 'servicios'), path.join(folder, 'servicios'), { recursive: true });
  const file = path.join(folder, 'consultorio.yml');
  const facts = parseDocument(readFileSync(file, 'utf8'));
  facts.setIn(['doctor', 'portrait'], { src: 'fotos/retrato.jpg' });
  facts.setIn(['practices', 0, 'photo'], { src: 'fotos/hospital.jpg', alt: WORDS.hospitalAlt });
  facts.setIn(['practices', 1, 'photo'], { src: 'fotos/unidad.jpg', alt: WORDS.unitAlt });
  facts.setIn(['practices', 0, 'facilities'], [{ src: 'fotos/sala.jpg', caption: WORDS.caption }]);
  writeFileSync(file, facts.toString());
  // A visible service with its English: its image, described in both languages.
  const slug = readdirSync(path.join(folder, 'servicios'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(folder, 'servicios', name))
    .find((name) => /^en:/m.test(readFileSync(name, 'utf8')))!;
  const [, frontMatter, body] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(slug, 'utf8')) ?? [];
  const service = parseDocument(frontMatter!);
  service.set('hidden', false);
  service.set('image', { src: 'fotos/equipo.jpg', alt: WORDS.serviceAlt.es });
  service.setIn(['en', 'imageAlt'], WORDS.serviceAlt.en);
  writeFileSync(slug, `---\n${service.toString()}---\n${body}`);
  return path.basename(slug, '.md');
}

const serviceSlug = writePractice();
process.env.FACTS_DIR = folder;
process.env.NEXT_DIST_DIR = distDir;

// Loaded after FACTS_DIR is set: the facts are read when these modules load.
/* eslint-disable @typescript-eslint/no-require-imports */
const photos = require('../photos') as typeof import('../photos');
const { consultorioSource } = require('../facts/load') as typeof import('../facts/load');
const { doctorWords } = require('../doctor-words') as typeof import('../doctor-words');
/* eslint-enable @typescript-eslint/no-require-imports */

const manifest = photoManifestFile(distDir);
mkdirSync(path.dirname(manifest), { recursive: true });
const encoded = { name: 'abc-400.avif', width: 400, height: 300 };
writeFileSync(
  manifest,
  JSON.stringify({
    photos: Object.fromEntries(
      photos.photoUses.map((use) => [
        use.key,
        { width: 400, height: 300, avif: [encoded], webp: [encoded], jpeg: encoded },
      ]),
    ),
  }),
);

afterAll(() => {
  rmSync(manifest, { force: true });
  rmSync(folder, { recursive: true, force: true });
});

const { doctor, practices } = consultorioSource;
const [hospital, unit] = practices;

describe("the practice's photos in the page's language (content/photos.ts)", () => {
  it('describes the portrait by the doctor’s name in each language when the practice writes none', () => {
    expect(photos.portraitPhoto('es')?.alt).toBe(`Retrato ${doctorWords.ofThe} ${doctor.name}`);
    expect(photos.portraitPhoto('en')?.alt).toBe(`Portrait of ${doctor.name}`);
  });

  it('gives a place’s photo its description in each language, composing the missing one', () => {
    expect(photos.placePhotos(0, 'es').photo?.alt).toBe(WORDS.hospitalAlt.es);
    expect(photos.placePhotos(0, 'en').photo?.alt).toBe(
      `${hospital!.facility} in ${hospital!.address.town}`,
    );
    expect(photos.placePhotos(1, 'es').photo?.alt).toBe(WORDS.unitAlt.es);
    expect(photos.placePhotos(1, 'en').photo?.alt).toBe(WORDS.unitAlt.en);
    expect(unit!.photo?.alt).toEqual(WORDS.unitAlt);
  });

  it('captions each "Instalaciones" photo in the page’s language, the image itself decorative', () => {
    for (const locale of ['es', 'en'] as const) {
      const [facility] = photos.placePhotos(0, locale).facilities;
      expect(facility?.caption).toBe(WORDS.caption[locale]);
      expect(facility?.photo.alt).toBe('');
    }
  });

  it('describes a service’s image by image.alt in Spanish and en.imageAlt in English', () => {
    expect(photos.servicePhoto(serviceSlug, 'es')?.alt).toBe(WORDS.serviceAlt.es);
    expect(photos.servicePhoto(serviceSlug, 'en')?.alt).toBe(WORDS.serviceAlt.en);
  });
});
