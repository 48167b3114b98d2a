/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { isUpright, metadataIn, redLessBlue } from '../../../checks/photo-bytes.mjs';
import { phoneLikeJpeg } from '../../../checks/photo-practice.mjs';
import {
  PHOTO_KINDS,
  PHOTO_SLOTS,
  avifByteCap,
  encodeWidths,
  fallbackWidths,
  heightFor,
  wantedWidths,
} from '../../../lib/photo-slots';
import {
  MAX_BYTES,
  NAME_HASH_LENGTH,
  cacheFolders,
  isHeic,
  processPhoto,
  processPhotos,
} from '../photo-pipeline.mjs';

/**
 * The photo pipeline on photos it makes itself: a phone's (sideways, with an orientation tag and a
 * GPS block) comes out upright, cut to its shape, at its slots' widths, without a byte of
 * metadata, cached by content; each bad input a practice can upload ends in one sentence naming
 * the field and the file, or is made right.
 */

// Encoding AVIF takes a while on a busy two-core machine.
jest.setTimeout(60_000);

let root: string;
const FIELD = 'content/consultorio.yml: doctor.portrait.src';

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'photo-pipeline-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Kind = keyof typeof PHOTO_KINDS;
function photoOf(
  name: string,
  bytes: Buffer,
  kind: Kind = 'portrait',
  focus = 'automatico' as const,
) {
  const file = path.join(root, name);
  writeFileSync(file, bytes);
  return { kind, field: FIELD, file, focus, key: `${kind}:${focus}:${file}` };
}
const fileOf = (name: string) => readFileSync(path.join(cacheFolders(root).files, name));
/** The sentence a bad photo ends in. */
async function problemOf(name: string, bytes: Buffer) {
  const { photos, problems } = await processPhotos([photoOf(name, bytes)], { root });
  expect(Object.keys(photos)).toEqual([]);
  expect(problems).toHaveLength(1);
  return problems[0]!;
}
const small = (options: { seed: number; orientation?: 1 | 3 | 6 | 8; portrait?: boolean }) =>
  phoneLikeJpeg({ ...options, long: 800, short: 600 });

describe('a phone photo', () => {
  it('carries what a phone writes: turned storage, its orientation tag, GPS', async () => {
    const bytes = await small({ seed: 1, orientation: 6 });
    const meta = await sharp(bytes).metadata();
    expect(meta.orientation).toBe(6);
    expect([meta.width, meta.height]).toEqual([800, 600]);
    expect(await metadataIn(bytes)).toEqual(expect.arrayContaining(['EXIF', 'GPS']));
    // Stored sideways: read as stored, its top and bottom are neither red nor blue.
    expect(isUpright(await redLessBlue(bytes))).toBe(false);
  });

  it.each([6, 3, 8, 1] as const)(
    'with orientation %i comes out upright, square, at the portrait slots’ widths, with no metadata',
    async (orientation) => {
      const use = photoOf(
        `retrato-${orientation}.jpg`,
        await small({ seed: 2, orientation, portrait: true }),
      );
      const entry = await processPhoto(use, { root });
      const slots = PHOTO_KINDS.portrait.slots.map((slot) => PHOTO_SLOTS[slot]);
      const widths = encodeWidths(slots, 600);
      expect(entry.avif.map((file) => file.width)).toEqual(widths);
      // WebP only for browsers without AVIF: the one file each slot's <img> names.
      expect(entry.webp.map((file) => file.width)).toEqual(fallbackWidths(slots, widths));
      expect(entry.webp.length).toBeLessThan(entry.avif.length);
      expect([entry.width, entry.height]).toEqual([widths.at(-1), widths.at(-1)]);
      for (const file of [...entry.avif, ...entry.webp, entry.jpeg]) {
        const bytes = fileOf(file.name);
        const meta = await sharp(bytes).metadata();
        expect([meta.width, meta.height]).toEqual([file.width, file.height]);
        expect(meta.width).toBe(meta.height);
        expect(await metadataIn(bytes)).toEqual([]);
        expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
        expect(isUpright(await redLessBlue(bytes))).toBe(true);
      }
      expect((await sharp(fileOf(entry.avif[0]!.name)).metadata()).format).toBe('heif');
      expect((await sharp(fileOf(entry.webp[0]!.name)).metadata()).format).toBe('webp');
      expect((await sharp(fileOf(entry.jpeg.name)).metadata()).format).toBe('jpeg');
    },
  );

  it('is cut 4:3 for a place and never made wider than its cut', async () => {
    // A 600x800 upright photo cut 4:3 is 600 px wide: the card's 1344 px is not made.
    const entry = await processPhoto(
      photoOf('lugar.jpg', await small({ seed: 3, orientation: 6, portrait: true }), 'place'),
      { root },
    );
    expect(Math.max(...entry.avif.map((file) => file.width))).toBe(600);
    for (const file of entry.avif) expect(file.height).toBe(heightFor('landscape', file.width));
    expect(entry.jpeg.width).toBe(600);
  });

  it("is named by one hash of all its files' bytes and each file's width, and an unchanged photo is not encoded again", async () => {
    const bytes = await small({ seed: 4 });
    const encoded: string[] = [];
    const first = await processPhoto(photoOf('a.jpg', bytes), {
      root,
      onEncode: (use) => encoded.push(use.file),
    });
    const again = await processPhoto(photoOf('b.jpg', bytes), {
      root,
      onEncode: (use) => encoded.push(use.file),
    });
    expect(encoded).toEqual([path.join(root, 'a.jpg')]);
    expect(again).toEqual(first);
    const prefix = first.jpeg.name.slice(0, NAME_HASH_LENGTH);
    for (const file of first.avif) expect(file.name).toBe(`${prefix}-${file.width}.avif`);
    for (const file of first.webp) expect(file.name).toBe(`${prefix}-${file.width}.webp`);
    expect(first.jpeg.name).toMatch(
      new RegExp(`^[0-9a-f]{${NAME_HASH_LENGTH}}-${first.jpeg.width}\\.jpg$`),
    );
    // Another framing is another result.
    const framed = await processPhoto(
      { ...photoOf('c.jpg', bytes), focus: 'abajo' as never },
      { root, onEncode: (use) => encoded.push(use.file) },
    );
    expect(encoded).toHaveLength(2);
    expect(framed.avif[0]!.name).not.toBe(first.avif[0]!.name);
    expect(framed.jpeg.name.slice(0, NAME_HASH_LENGTH)).not.toBe(prefix);
  });

  it('encodes a photo that can be the largest paint (a service’s) within its bits per pixel in AVIF, and its WebP within the byte limit', async () => {
    const bytes = await small({ seed: 7, orientation: 1, portrait: false });
    const entry = await processPhoto(photoOf('servicio.jpg', bytes, 'service'), { root });
    const slots = PHOTO_KINDS.service.slots.map((slot) => PHOTO_SLOTS[slot]);
    expect(entry.avif.map((file) => file.width)).toEqual(encodeWidths(slots, 800));
    for (const file of entry.avif)
      expect(fileOf(file.name).length).toBeLessThanOrEqual(
        avifByteCap(slots, 'landscape', file.width, MAX_BYTES),
      );
    // The cap is tighter than the byte limit at every width the slot takes from a phone.
    expect(
      entry.avif.every(
        (file) => avifByteCap(slots, 'landscape', file.width, MAX_BYTES) < MAX_BYTES,
      ),
    ).toBe(true);
    for (const file of entry.webp) expect(fileOf(file.name).length).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('steps its quality down until every file fits the byte limit', async () => {
    const bytes = await small({ seed: 5, orientation: 1, portrait: false });
    const loose = await processPhoto(photoOf('loose.jpg', bytes, 'place'), { root });
    const largest = (entry: typeof loose) => fileOf(entry.webp.at(-1)!.name).length;
    const limit = Math.round(largest(loose) * 0.6);
    const tight = await processPhoto(photoOf('tight.jpg', bytes, 'place'), {
      root,
      maxBytes: limit,
    });
    expect(largest(tight)).toBeLessThanOrEqual(limit);
  });
});

describe('what a practice may upload', () => {
  it('names a file that is not there', async () => {
    const { problems } = await processPhotos(
      [
        {
          kind: 'portrait',
          field: FIELD,
          file: path.join(root, 'fotos/no-esta.jpg'),
          focus: 'automatico',
          key: 'x',
        },
      ],
      { root },
    );
    expect(problems).toEqual([
      `${FIELD}: no existe el archivo ${path.relative(process.cwd(), path.join(root, 'fotos/no-esta.jpg'))}; súbelo de nuevo desde el editor o corrige el nombre.`,
    ]);
  });

  it('names a file that is not an image', async () => {
    expect(
      await problemOf('notas.jpg', Buffer.from('Lista de pendientes del consultorio\n')),
    ).toMatch(
      new RegExp(
        `^${FIELD}: .*notas\\.jpg no es una imagen \\(JPG, PNG, WebP o AVIF\\); sube la foto de nuevo\\.$`,
      ),
    );
  });

  it('names a photo cut short', async () => {
    const whole = await small({ seed: 6 });
    expect(await problemOf('cortada.jpg', whole.subarray(0, Math.round(whole.length / 2)))).toMatch(
      /cortada\.jpg está dañada o incompleta \(quizá se cortó al subirla\); súbela de nuevo\.$/,
    );
  });

  it('names an iPhone HEIC, whatever its name says', async () => {
    // An iPhone's HEIC opens with an ISO-BMFF ftyp box of brand heic (HEVC inside, which sharp cannot decode).
    const ftyp = Buffer.alloc(24);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypheic', 4, 'latin1');
    ftyp.write('mif1heic', 16, 'latin1');
    const heic = Buffer.concat([ftyp, Buffer.alloc(512, 7)]);
    expect(isHeic(heic)).toBe(true);
    expect(await problemOf('IMG_0412.jpg', heic)).toMatch(
      /IMG_0412\.jpg es una foto del iPhone en un formato que el sitio no puede leer; en el iPhone elige Ajustes › Cámara › Formatos › Más compatible, y súbela de nuevo\.$/,
    );
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .avif()
      .toBuffer();
    expect(isHeic(avif)).toBe(false);
  });

  it('makes a CMYK JPEG right: sRGB, upright', async () => {
    const cmyk = await sharp(await small({ seed: 7, orientation: 1, portrait: true }))
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const entry = await processPhoto(photoOf('cmyk.jpg', cmyk), { root });
    const out = await sharp(fileOf(entry.avif.at(-1)!.name)).metadata();
    expect([out.channels, out.space]).toEqual([3, 'srgb']);
    expect(isUpright(await redLessBlue(fileOf(entry.webp.at(-1)!.name)))).toBe(true);
  });

  it('makes a 16-bit PNG with transparency right: 8 bits, its JPEG on white', async () => {
    const png = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 4,
        background: { r: 200, g: 40, b: 40, alpha: 0.4 },
      },
    })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(png).metadata()).depth).toBe('ushort');
    const entry = await processPhoto(photoOf('transparente.png', png, 'place'), { root });
    expect((await sharp(fileOf(entry.webp[0]!.name)).metadata()).depth).toBe('uchar');
    const jpeg = await sharp(fileOf(entry.jpeg.name)).raw().toBuffer();
    // 40% of red over white.
    expect([...jpeg.subarray(0, 3)].map((value) => Math.round(value / 10))).toEqual([23, 17, 17]);
  });

  it('makes a 50-megapixel panorama right: cut 4:3, no wider than its slots', async () => {
    const panorama = await sharp({
      create: { width: 14_200, height: 3_550, channels: 3, background: '#5a7' },
    })
      .jpeg()
      .toBuffer();
    const entry = await processPhoto(photoOf('panorama.jpg', panorama, 'place'), { root });
    // The widest a place is drawn: a practice's card at 3x.
    const widest = Math.max(
      ...PHOTO_KINDS.place.slots.flatMap((slot) => wantedWidths(PHOTO_SLOTS[slot])),
    );
    expect(entry.width).toBe(widest);
    expect(entry.height).toBe(heightFor('landscape', widest));
  }, 60_000);
});
