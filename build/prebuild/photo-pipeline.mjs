// @ts-check
// The photo pipeline: one photo of the facts (content/photos.ts: photoUses) becomes what each of
// its places draws (lib/photo-slots.ts). Turned upright by its EXIF orientation, converted to
// sRGB, cut to its kind's shape around its framing, resized to the widths its slots draw for 1x to
// 3x screens (never enlarged), encoded as AVIF, and as WebP at the one width each slot's <img> names
// for a browser without AVIF (lib/photo-slots.ts: fallbackVariant), each file at most MAX_BYTES,
// and an AVIF file of a photo that can be the largest paint at most its slot's bits per pixel
// (the quality steps down until it fits), plus one JPEG for the structured data and the social cards. Nothing
// of the source's metadata is written: sharp keeps none unless told to (no EXIF, GPS, XMP, ICC).
// A photo's files are named by one hash of all their bytes, then each one's width. The work is cached by content: the same source
// bytes with the same settings reuse the files already made (.cache/photos/), so an unchanged
// rebuild encodes nothing. A file that cannot be made right throws a PhotoError: one Spanish
// sentence naming the field, the file and what to do.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { shownFile } from '../../content/facts/build-problems.mjs';
import { PHOTO_CACHE_DIR } from '../../lib/photo-files.mjs';
import { photoEntrySchema } from '../../content/photo-manifest.ts';
import {
  FALLBACK_SCREEN,
  PHOTO_KINDS,
  PHOTO_SHAPES,
  PHOTO_SLOTS,
  avifByteCap,
  encodeWidths,
  fallbackWidths,
  heightFor,
} from '../../lib/photo-slots.ts';

/** Bumped whenever the processing changes, so every cached result is made again. */
export const PIPELINE_VERSION = 4;
/**
 * Hex digits of a photo's hash in its files' names: 40 bits. Each digit costs the page's HTML about
 * half a byte gzipped wherever the name is written; two different photos share a name with odds
 * of about n²/2⁴¹ for n photos ever made (one in two million for a thousand).
 */
export const NAME_HASH_LENGTH = 10;
/** The most any encoded file may weigh: an image a phone at DPR 3 loads stays within the budget (docs/quality.md). */
export const MAX_BYTES = 100_000;
/** Qualities tried in order until a file fits MAX_BYTES (sharp's scales, 1-100). */
export const ENCODINGS = {
  avif: { qualities: [50, 42, 34, 26, 18], effort: 4 },
  webp: { qualities: [78, 68, 58, 48, 38, 28], effort: 4 },
  jpeg: { quality: 78 },
};
/** The formats sharp reads that a practice's photo comes in (GIF: its first frame). */
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif', 'tiff', 'gif']);
/** ISO-BMFF brands of an iPhone's HEIC (HEVC inside), which sharp's libheif cannot decode. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

/** What the framing select means for sharp's crop. */
const POSITIONS = /** @type {const} */ ({
  automatico: sharp.strategy.attention,
  arriba: 'north',
  centro: 'centre',
  abajo: 'south',
  izquierda: 'west',
  derecha: 'east',
});

export class PhotoError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'PhotoError';
  }
}

/**
 * @typedef {{ kind: keyof typeof PHOTO_KINDS, field: string, file: string, focus: keyof typeof POSITIONS, key: string }} PhotoUse
 * @typedef {import('../../content/photo-manifest.ts').EncodedFile} EncodedFile
 * @typedef {import('../../content/photo-manifest.ts').PhotoEntry} PhotoEntry
 */

const sha256 = (/** @type {Buffer | string} */ bytes) =>
  createHash('sha256').update(bytes).digest('hex');

/** True when the bytes are an ISO-BMFF file of an HEVC brand (an iPhone's .heic, whatever its name). */
export function isHeic(/** @type {Buffer} */ bytes) {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.some((brand) => HEVC_BRANDS.has(brand)) && !brands.includes('avif');
}

/**
 * The settings a photo's result depends on besides its bytes: in the cache key, so a change to
 * any of them makes it again.
 * @param {PhotoUse} use
 * @param {number} maxBytes
 */
function settingsOf(use, maxBytes) {
  const kind = PHOTO_KINDS[use.kind];
  return {
    version: PIPELINE_VERSION,
    kind,
    slots: kind.slots.map((slot) => PHOTO_SLOTS[slot]),
    FALLBACK_SCREEN,
    focus: use.focus,
    maxBytes,
    ENCODINGS,
  };
}

/** The cache's folders: encoded files by name, and each source-and-settings' entry. */
export function cacheFolders(root = process.cwd()) {
  const base = path.join(root, PHOTO_CACHE_DIR);
  return { files: path.join(base, 'files'), entries: path.join(base, 'entries') };
}

/** Writes `bytes` under its name, through a temporary file, so a build running beside this one never reads half a file. */
function writeAtomic(/** @type {string} */ file, /** @type {Buffer | string} */ bytes) {
  if (statSync(file, { throwIfNoEntry: false })?.isFile()) return;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}

/**
 * Reads the source: missing, unreadable, HEIC or not an image each end in their sentence.
 * @param {PhotoUse} use
 */
async function readSource(use) {
  const where = `${use.field}: ${shownFile(use.file)}`;
  const stat = statSync(use.file, { throwIfNoEntry: false });
  if (!stat?.isFile())
    throw new PhotoError(
      `${use.field}: no existe el archivo ${shownFile(use.file)}; súbelo de nuevo desde el editor o corrige el nombre.`,
    );
  const bytes = readFileSync(use.file);
  const heic = `${where} es una foto del iPhone en un formato que el sitio no puede leer; en el iPhone elige Ajustes › Cámara › Formatos › Más compatible, y súbela de nuevo.`;
  if (isHeic(bytes)) throw new PhotoError(heic);
  let metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    throw new PhotoError(
      /unsupported image format/i.test(message)
        ? `${where} no es una imagen (JPG, PNG, WebP o AVIF); sube la foto de nuevo.`
        : `${where} está dañada o incompleta (quizá se cortó al subirla); súbela de nuevo.`,
    );
  }
  if (metadata.format === 'heif' && metadata.compression === 'hevc') throw new PhotoError(heic);
  if (!READABLE.has(metadata.format ?? ''))
    throw new PhotoError(
      `${where} no es una foto (${metadata.format}); sube una imagen JPG, PNG, WebP o AVIF.`,
    );
  return { bytes, metadata, where };
}

/**
 * Encodes `image` in `format`, stepping the quality down until the file fits MAX_BYTES (the last
 * step's file stands if none does).
 * @param {import('sharp').Sharp} image
 * @param {'avif' | 'webp'} format
 * @param {number} maxBytes
 */
async function encodeWithin(image, format, maxBytes) {
  const { qualities, effort } = ENCODINGS[format];
  let bytes = Buffer.alloc(0);
  for (const quality of qualities) {
    bytes = await image.clone()[format]({ quality, effort }).toBuffer();
    if (bytes.length <= maxBytes) break;
  }
  return bytes;
}

/**
 * The cached entry for `key` when it and every file it names are there: an entry of another shape
 * (an older pipeline's) is made again, like one that is missing.
 * @param {{ files: string, entries: string }} folders
 * @param {string} entryFile
 * @returns {PhotoEntry | null}
 */
function cachedEntry(folders, entryFile) {
  const cached = statSync(entryFile, { throwIfNoEntry: false })?.isFile()
    ? (photoEntrySchema.safeParse(JSON.parse(readFileSync(entryFile, 'utf8'))).data ?? null)
    : null;
  const present = (/** @type {EncodedFile} */ file) =>
    statSync(path.join(folders.files, file.name), { throwIfNoEntry: false })?.isFile();
  return cached && [...cached.avif, ...cached.webp, cached.jpeg].every(present) ? cached : null;
}

/**
 * One cut at the largest size any file needs, upright and in sRGB; every file is resized from it,
 * so all share one framing. A photo sharp cannot read gets one sentence naming it.
 * @param {Buffer} bytes
 * @param {PhotoUse} use
 * @param {number} masterWidth
 * @param {string} where
 */
async function cutMaster(bytes, use, masterWidth, where) {
  const kind = PHOTO_KINDS[use.kind];
  try {
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({
        width: masterWidth,
        height: heightFor(kind.shape, masterWidth),
        fit: 'cover',
        position: POSITIONS[use.focus],
      })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    throw new PhotoError(
      /pixel limit/i.test(message)
        ? `${where} es demasiado grande (más de ${Math.round(268_402_689 / 1e6)} megapíxeles); súbela más pequeña.`
        : `${where} está dañada o incompleta (quizá se cortó al subirla); súbela de nuevo.`,
    );
  }
}

/**
 * The widths a photo is encoded at, cut to its upright size: orientations 5-8 turn the stored
 * image a quarter.
 * @param {PhotoUse} use
 * @param {import('sharp').Metadata} metadata
 */
function photoWidths(use, metadata) {
  const kind = PHOTO_KINDS[use.kind];
  const turned = (metadata.orientation ?? 1) >= 5;
  const uprightWidth = (turned ? metadata.height : metadata.width) ?? 0;
  const uprightHeight = (turned ? metadata.width : metadata.height) ?? 0;
  const cutWidth = Math.min(uprightWidth, Math.floor(uprightHeight * PHOTO_SHAPES[kind.shape]));
  const widths = encodeWidths(
    kind.slots.map((slot) => PHOTO_SLOTS[slot]),
    cutWidth,
  );
  const shareWidth = Math.min(kind.shareWidth, cutWidth);
  return { widths, shareWidth, masterWidth: Math.max(...widths, shareWidth) };
}

/**
 * Every file of a photo, encoded from its master cut: AVIF at every width, WebP only at the width
 * each slot's <img> names for a browser without AVIF, and a JPEG for structured data and social
 * cards (no transparency, so it stands on white).
 * @param {PhotoUse} use
 * @param {{ data: Buffer, info: import('sharp').OutputInfo }} master
 * @param {{ widths: number[], shareWidth: number }} sizes
 * @param {number} maxBytes
 */
async function encodeFiles(use, { data, info }, { widths, shareWidth }, maxBytes) {
  const kind = PHOTO_KINDS[use.kind];
  const fromMaster = (/** @type {number} */ width) =>
    sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    }).resize({ width, height: heightFor(kind.shape, width) });
  const slots = kind.slots.map((slot) => PHOTO_SLOTS[slot]);
  const webpWidths = fallbackWidths(slots, widths);
  const avif = [];
  const webp = [];
  for (const width of widths) {
    const image = fromMaster(width);
    const [avifBytes, webpBytes] = await Promise.all([
      encodeWithin(image, 'avif', avifByteCap(slots, kind.shape, width, maxBytes)),
      webpWidths.includes(width) ? encodeWithin(image, 'webp', maxBytes) : null,
    ]);
    avif.push({ bytes: avifBytes, width });
    if (webpBytes) webp.push({ bytes: webpBytes, width });
  }
  const jpegBytes = await fromMaster(shareWidth)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: ENCODINGS.jpeg.quality, mozjpeg: true })
    .toBuffer();
  return { avif, webp, jpeg: [{ bytes: jpegBytes, width: shareWidth }] };
}

/**
 * Writes a photo's files under one name prefix and returns its manifest entry. Every file is named
 * by one hash of all their bytes, then its width: a page lists several of a photo's files, and one
 * repeated hash gzips to a few bytes where one per file would cost each its own. Any byte that
 * changes in any of them renames them all.
 * @param {string} filesFolder
 * @param {PhotoUse} use
 * @param {{ avif: { bytes: Buffer, width: number }[], webp: { bytes: Buffer, width: number }[], jpeg: { bytes: Buffer, width: number }[] }} encoded
 * @returns {PhotoEntry}
 */
function saveFiles(filesFolder, use, encoded) {
  const { shape } = PHOTO_KINDS[use.kind];
  const setHash = createHash('sha256');
  for (const [extension, files] of /** @type {const} */ ([
    ['avif', encoded.avif],
    ['webp', encoded.webp],
    ['jpg', encoded.jpeg],
  ]))
    for (const file of files)
      setHash.update(`${extension} ${file.width} ${file.bytes.length}\0`).update(file.bytes);
  const prefix = setHash.digest('hex').slice(0, NAME_HASH_LENGTH);
  /** @returns {EncodedFile} */
  const save = (
    /** @type {{ bytes: Buffer, width: number }} */ file,
    /** @type {string} */ extension,
  ) => {
    const name = `${prefix}-${file.width}.${extension}`;
    writeAtomic(path.join(filesFolder, name), file.bytes);
    return { name, width: file.width, height: heightFor(shape, file.width) };
  };
  const avif = encoded.avif.map((file) => save(file, 'avif'));
  const webp = encoded.webp.map((file) => save(file, 'webp'));
  const jpeg = save(/** @type {{ bytes: Buffer, width: number }} */ (encoded.jpeg[0]), 'jpg');
  const largest = avif[avif.length - 1]?.width ?? jpeg.width;
  return { width: largest, height: heightFor(shape, largest), avif, webp, jpeg };
}

/**
 * Processes one photo, or takes its result from the cache; resolves to its manifest entry.
 * @param {PhotoUse} use
 * @param {{ root?: string, maxBytes?: number, onEncode?: (use: PhotoUse) => void }} [options] onEncode is told when the
 *   cache had nothing; maxBytes is MAX_BYTES unless a test sets another
 * @returns {Promise<PhotoEntry>}
 */
export async function processPhoto(
  use,
  { root = process.cwd(), maxBytes = MAX_BYTES, onEncode } = {},
) {
  const folders = cacheFolders(root);
  const { bytes, metadata, where } = await readSource(use);
  const key = sha256(
    Buffer.concat([
      Buffer.from(sha256(bytes)),
      Buffer.from(JSON.stringify(settingsOf(use, maxBytes))),
    ]),
  );
  const entryFile = path.join(folders.entries, `${key}.json`);
  const cached = cachedEntry(folders, entryFile);
  if (cached) return cached;
  onEncode?.(use);

  const sizes = photoWidths(use, metadata);
  const master = await cutMaster(bytes, use, sizes.masterWidth, where);
  mkdirSync(folders.files, { recursive: true });
  mkdirSync(folders.entries, { recursive: true });
  const entry = saveFiles(folders.files, use, await encodeFiles(use, master, sizes, maxBytes));
  writeAtomic(entryFile, `${JSON.stringify(entry)}\n`);
  return entry;
}

/**
 * Every photo of the facts, one after another (sharp spreads each one's work over the cores):
 * the manifest's entries by key, and the problems, one sentence each. A problem does not stop the
 * others, so one build names every bad photo.
 * @param {readonly PhotoUse[]} uses
 * @param {{ root?: string, maxBytes?: number, onEncode?: (use: PhotoUse) => void }} [options]
 */
export async function processPhotos(uses, options = {}) {
  /** @type {Record<string, PhotoEntry>} */
  const photos = {};
  /** @type {string[]} */
  const problems = [];
  for (const use of uses) {
    if (photos[use.key]) continue;
    try {
      photos[use.key] = await processPhoto(use, options);
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      problems.push(error.message);
    }
  }
  return { photos, problems };
}
