// @ts-check
// What a served photo file holds, read from its bytes: any metadata left in it, and which way up
// it is. For the photo pipeline's tests and the photo check (checks/photos.mjs). The fixture's
// photos (checks/photo-practice.mjs) run from red at the top to blue at the bottom when upright.
import sharp from 'sharp';

/**
 * Markers of metadata in the containers the site serves: JPEG's APP1 "Exif\0\0" and XMP, WebP's
 * EXIF, XMP and ICCP chunks, an AVIF's Exif item and XMP (mime) item, an ICC profile anywhere.
 */
const MARKERS = [
  ['EXIF', /Exif\0\0|EXIF|Exif/],
  ['XMP', /x:xmpmeta|ns\.adobe\.com\/xap|XMP /],
  ['ICC', /ICC_PROFILE|ICCP|prof/],
  ['IPTC', /Photoshop 3\.0/],
];

/**
 * The kinds of metadata found in `bytes`: by sharp's reading of the file and by the containers' markers.
 * @param {Buffer} bytes
 * @returns {Promise<string[]>} e.g. ['EXIF', 'GPS'], empty when there is none
 */
export async function metadataIn(bytes) {
  const meta = await sharp(bytes).metadata();
  const found = new Set();
  if (meta.exif) found.add('EXIF');
  if (meta.xmp) found.add('XMP');
  if (meta.icc) found.add('ICC');
  if (meta.iptc) found.add('IPTC');
  // The boxes and chunks before the image data: where a container keeps its metadata.
  const head = bytes.subarray(0, Math.min(bytes.length, 4096)).toString('latin1');
  for (const [name, pattern] of MARKERS)
    if (/** @type {RegExp} */ (pattern).test(head)) found.add(/** @type {string} */ (name));
  if (meta.exif && exifHasGps(meta.exif)) found.add('GPS');
  return [...found];
}

/**
 * Whether an EXIF block (as sharp reads it: "Exif\0\0" then TIFF) points to a GPS directory: tag
 * 0x8825 among its first directory's entries.
 * @param {Buffer} exif
 */
export function exifHasGps(exif) {
  const tiff = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.subarray(6) : exif;
  if (tiff.length < 8) return false;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (/** @type {number} */ at) =>
    little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at);
  const u32 = (/** @type {number} */ at) =>
    little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at);
  const directory = u32(4);
  if (directory + 2 > tiff.length) return false;
  const entries = u16(directory);
  for (let index = 0; index < entries; index += 1) {
    const at = directory + 2 + index * 12;
    if (at + 2 > tiff.length) return false;
    if (u16(at) === 0x8825) return true;
  }
  return false;
}

/**
 * The average red less blue of the top and the bottom tenth of the picture (sRGB, 0-255): an
 * upright fixture photo reads positive at the top and negative at the bottom.
 * @param {Buffer} bytes
 */
export async function redLessBlue(bytes) {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const band = Math.max(1, Math.round(info.height / 10));
  const average = (/** @type {number} */ from) => {
    let sum = 0;
    for (let y = from; y < from + band; y += 1)
      for (let x = 0; x < info.width; x += 1) {
        const at = (y * info.width + x) * info.channels;
        sum += (data[at] ?? 0) - (data[at + 2] ?? 0);
      }
    return sum / (band * info.width);
  };
  return { top: average(0), bottom: average(info.height - band) };
}

/**
 * How much redder the top must be than the bottom for a photo to count as upright: a turned one
 * reads the same at both ends (its gradient runs across), an upside-down one bluer at the top. The
 * ends, not their signs: a cut around a face may leave skin, not blue, at the bottom.
 */
export const UPRIGHT_MARGIN = 80;
export const isUpright = (/** @type {{ top: number, bottom: number }} */ reading) =>
  reading.top - reading.bottom > UPRIGHT_MARGIN;
