// @ts-check
// A practice with photos in every place, for the checks and budgets that need one: the second
// fictional practice (checks/e2e/fixtures/otra-practica) plus phone-like photos this module makes itself,
// written as a facts folder (FACTS_DIR) with its fotos/ and servicios/. Each photo is what a phone
// writes: a large JPEG, stored sideways with an EXIF orientation tag, with the camera's make and a
// GPS block. Upright, it runs from red at the top to blue at the bottom (checks/photo-bytes.mjs
// reads that back to tell an upright photo from a turned one), with a skin-toned oval where a face
// would be, soft shading and sensor noise, so it compresses about as a real photo does. Made from
// a seed, byte for byte the same each time, so the build's photo cache recognizes it.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import sharp from 'sharp';
import { MAX_FACILITY_PHOTOS } from '../lib/photo-slots.ts';

export const BASE_PRACTICE = 'checks/e2e/fixtures/otra-practica';
/** A 12-megapixel phone's frame. */
export const PHONE_SIZE = { long: 4000, short: 3000 };
/** Where the fixture's GPS block says the photo was taken (a street in Mérida). */
export const FIXTURE_GPS = { latitude: '20/1 58/1 3000/100', longitude: '89/1 37/1 1200/100' };

/** Made photos are kept here by their settings (git-ignored): a 12-megapixel JPEG takes seconds to make. */
const SOURCES_DIR = '.cache/photo-practice-sources';
/** Bumped when phoneLikeJpeg changes, so the kept photos are made again. */
const GENERATOR_VERSION = 6;

/**
 * A small deterministic generator (mulberry32), so the same seed makes the same bytes.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A channel's value kept in 0-255 (a Buffer would wrap it around instead). */
const clamp = (/** @type {number} */ value) => Math.max(0, Math.min(255, Math.round(value)));

/** How a phone stores a frame for each EXIF orientation: the turn (clockwise) from upright to stored. */
const STORED_TURN = { 1: 0, 3: 180, 6: 270, 8: 90 };

/**
 * A phone-like JPEG: the upright frame (`portrait`: taller than wide, as a phone held up), stored
 * turned for `orientation`, which the EXIF block then carries with the make, the model and GPS.
 * @param {{ seed: number, orientation?: 1 | 3 | 6 | 8, portrait?: boolean, long?: number, short?: number }} options
 * @returns {Promise<Buffer>}
 */
export async function phoneLikeJpeg({
  seed,
  orientation = 6,
  portrait = true,
  long = PHONE_SIZE.long,
  short = PHONE_SIZE.short,
}) {
  const width = portrait ? short : long;
  const height = portrait ? long : short;
  const next = random(seed);
  // The scene at a quarter of the size, enlarged by sharp; then the sensor noise, full size.
  const sceneWidth = Math.round(width / 4);
  const sceneHeight = Math.round(height / 4);
  const scene = Buffer.alloc(sceneWidth * sceneHeight * 3);
  const faceX = sceneWidth * (0.42 + next() * 0.16);
  const faceY = sceneHeight * 0.42;
  const radiusX = sceneWidth * 0.2;
  const radiusY = sceneHeight * 0.22;
  const phase = next() * Math.PI * 2;
  for (let y = 0; y < sceneHeight; y += 1) {
    const t = y / (sceneHeight - 1);
    for (let x = 0; x < sceneWidth; x += 1) {
      // Red at the top to blue at the bottom, with soft shading across.
      const shade = 12 * Math.sin((x / sceneWidth) * 9 + phase) * Math.cos((y / sceneHeight) * 7);
      let r = 205 - 165 * t + shade;
      let g = 70 + 20 * Math.sin(t * 6) + shade;
      let b = 45 + 165 * t + shade;
      const dx = (x - faceX) / radiusX;
      const dy = (y - faceY) / radiusY;
      const inside = dx * dx + dy * dy;
      if (inside < 1) {
        const edge = Math.min(1, (1 - inside) * 6);
        r += (226 - r) * edge;
        g += (182 - g) * edge;
        b += (150 - b) * edge;
      }
      // Texture (fabric, walls, foliage): detail at the scale a photo keeps when it is made smaller.
      const texture = (next() + next() - 1) * 30;
      const at = (y * sceneWidth + x) * 3;
      scene[at] = clamp(r + texture);
      scene[at + 1] = clamp(g + texture);
      scene[at + 2] = clamp(b + texture);
    }
  }
  // Sensor noise: a tile of the sum of two uniform draws about mid-grey (±12 levels), laid over the scene.
  const tile = Math.min(1021, width, height);
  const noise = Buffer.alloc(tile * tile * 3);
  for (let at = 0; at < noise.length; at += 1) noise[at] = clamp(128 + (next() + next() - 1) * 12);
  const enlarged = await sharp(scene, {
    raw: { width: sceneWidth, height: sceneHeight, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .composite([
      {
        input: noise,
        raw: { width: tile, height: tile, channels: 3 },
        tile: true,
        blend: 'overlay',
      },
    ])
    // Compositing adds an alpha channel: the raw pixels read back are RGB again.
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(enlarged, { raw: { width, height, channels: 3 } })
    .rotate(STORED_TURN[orientation])
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Teléfono de prueba', Model: 'Cámara 12 MP' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: FIXTURE_GPS.latitude,
        GPSLongitudeRef: 'W',
        GPSLongitude: FIXTURE_GPS.longitude,
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/**
 * The photos of the practice: every photo field the facts allow, so the checks see the most a
 * practice can show: the portrait, each place's photo and as many "Instalaciones" as a practice
 * may have (lib/photo-slots.ts: MAX_FACILITY_PHOTOS), an image on every service page; each kind of
 * place stored each way a phone stores it. Each place's photos are different, as a practice's are:
 * one repeated photo would gzip to nothing and hide what the page's HTML costs (checks/photos.mjs
 * holds every page to its budget). The services share one photo: each page shows only its own,
 * and the build makes it once.
 * @typedef {{ file: string, seed: number, orientation: 1 | 3 | 6 | 8, portrait: boolean }} FixturePhoto
 */
export const MAXIMUM_PHOTOS = {
  /** @type {FixturePhoto} */
  portrait: { file: 'retrato.jpg', seed: 1, orientation: 6, portrait: true },
  /** @type {[FixturePhoto, FixturePhoto]} */
  places: [
    { file: 'hospital-entrada.jpg', seed: 2, orientation: 1, portrait: false },
    { file: 'clinica-recepcion.jpg', seed: 3, orientation: 3, portrait: false },
  ],
  /** @type {[FixturePhoto[], FixturePhoto[]]} */
  facilities: [facilityPhotos(0), facilityPhotos(1)],
  /** @type {FixturePhoto} every service page's */
  service: { file: 'quirofano.jpg', seed: 5, orientation: 6, portrait: true },
};

/**
 * A place's "Instalaciones": as many as a practice may have, stored one way and the other.
 * @param {number} place
 * @returns {FixturePhoto[]}
 */
function facilityPhotos(place) {
  return Array.from({ length: MAX_FACILITY_PHOTOS }, (_, index) => ({
    file: `lugar-${place + 1}-${index + 1}.jpg`,
    seed: 10 + place * 10 + index,
    orientation: index % 2 === 0 ? 8 : 6,
    portrait: true,
  }));
}

/**
 * The caption and description of each fixture photo, as the practice would write them, in both
 * languages (a service's image: its Spanish description, and `en.imageAlt` when the service has
 * its English).
 */
export const FIXTURE_TEXT = {
  portraitAlt: {
    es: 'La doctora, con bata blanca, en su consultorio',
    en: 'The doctor, in a white coat, in her office',
  },
  placeAlt: (/** @type {number} */ index) => ({
    es: `Entrada del consultorio ${index + 1}`,
    en: `Entrance of office ${index + 1}`,
  }),
  facilityCaption: (/** @type {number} */ place, /** @type {number} */ index) => ({
    es: `Sala ${index + 1} del consultorio ${place + 1}`,
    en: `Room ${index + 1} of office ${place + 1}`,
  }),
  serviceAlt: { es: 'Microscopio del quirófano', en: 'Operating room microscope' },
};

/**
 * Writes the practice into `dir` (emptied first): its three data files with every photo field
 * set, the photos in fotos/, the services (content/servicios/) in servicios/ with their images.
 * `photos: 'none'` writes the same practice with no photo: the build to compare with.
 * @param {string} dir
 * @param {{ photos: 'maximum' | 'none' }} options
 */
export async function writePhotoPractice(dir, { photos }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'fotos'), { recursive: true });
  for (const name of readdirSync(BASE_PRACTICE))
    cpSync(path.join(BASE_PRACTICE, name), path.join(dir, name), { recursive: true });
  cpSync('content/servicios', path.join(dir, 'servicios'), { recursive: true });
  if (photos === 'none') return { dir };
  const set = MAXIMUM_PHOTOS;
  mkdirSync(SOURCES_DIR, { recursive: true });
  const write = async (/** @type {FixturePhoto} */ photo) => {
    const kept = path.join(
      SOURCES_DIR,
      `v${GENERATOR_VERSION}-${photo.seed}-${photo.orientation}-${photo.portrait ? 'vertical' : 'horizontal'}.jpg`,
    );
    if (!existsSync(kept)) writeFileSync(kept, await phoneLikeJpeg(photo));
    cpSync(kept, path.join(dir, 'fotos', photo.file));
    return `fotos/${photo.file}`;
  };
  const facts = parseDocument(readFileSync(path.join(dir, 'consultorio.yml'), 'utf8'));
  facts.setIn(['doctor', 'portrait'], {
    src: await write(set.portrait),
    alt: FIXTURE_TEXT.portraitAlt,
    focus: 'automatico',
  });
  for (const [index, place] of set.places.entries()) {
    facts.setIn(['practices', index, 'photo'], {
      src: await write(place),
      alt: FIXTURE_TEXT.placeAlt(index),
      focus: 'centro',
    });
    const facilities = [];
    for (const [at, photo] of (set.facilities[index] ?? []).entries())
      facilities.push({
        src: await write(photo),
        caption: FIXTURE_TEXT.facilityCaption(index, at),
        focus: 'centro',
      });
    facts.setIn(['practices', index, 'facilities'], facilities);
  }
  writeFileSync(path.join(dir, 'consultorio.yml'), facts.toString());
  for (const name of readdirSync(path.join(dir, 'servicios')).filter((file) =>
    file.endsWith('.md'),
  )) {
    const file = path.join(dir, 'servicios', name);
    const [, frontMatter, body] =
      /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, 'utf8')) ?? [];
    const document = parseDocument(frontMatter ?? '');
    document.set('image', {
      src: await write(set.service),
      alt: FIXTURE_TEXT.serviceAlt.es,
      focus: 'automatico',
    });
    if (document.has('en')) document.setIn(['en', 'imageAlt'], FIXTURE_TEXT.serviceAlt.en);
    writeFileSync(file, `---\n${document.toString()}---\n${body}`);
  }
  return { dir };
}

/** The service page whose photos the checks look at (every page has its image), and its route. */
export const TEST_SERVICE = 'cirugia-catarata';

/**
 * The photos the checks look for on each page, by their description ('' for a captioned one): the
 * portrait's two pages, /contacto/ (each place's photo and its "Instalaciones") and one service
 * page. The service is surgery, done at the first practice (the hospital:
 * content/practice-services.ts), so its page shows that practice's photo beside where it is done.
 * @returns {Record<string, string[]>} route → descriptions
 */
export const expectedPhotos = () => ({
  '/': [FIXTURE_TEXT.portraitAlt.es],
  '/sobre-mi/': [FIXTURE_TEXT.portraitAlt.es],
  '/contacto/': MAXIMUM_PHOTOS.places.flatMap((_, index) => [
    FIXTURE_TEXT.placeAlt(index).es,
    ...(MAXIMUM_PHOTOS.facilities[index] ?? []).map(() => ''),
  ]),
  [`/servicios/${TEST_SERVICE}/`]: [FIXTURE_TEXT.serviceAlt.es, FIXTURE_TEXT.placeAlt(0).es],
});
