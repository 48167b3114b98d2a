import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { parseFactsFile } from '../../../content/facts/load';
import { consultorioSchema } from '../../../content/facts/schema';
import { isUpright, metadataIn, redLessBlue } from '../../photo-bytes.mjs';
import { phoneLikeJpeg } from '../../photo-practice.mjs';
import {
  closeEditorSuite,
  openEditorSuite,
  readData,
  siteOrigin,
  type EditorSuite,
} from './harness';
import { PHONE } from './starting-facts';

/**
 * The portrait set from a phone, as the practice would: on a 390 px screen, the editor's image
 * field, a 12-megapixel photo straight from the camera (sideways with its orientation tag, with a
 * GPS block). Decap's media_processing shrinks it in the browser before it is committed: the file
 * decap-server writes is a JPEG 1600 px wide, upright, of hundreds of kilobytes, with no EXIF,
 * GPS, XMP or IPTC, and the data file names it.
 */

test.describe.configure({ mode: 'serial' });
test.use(PHONE);

let suite: EditorSuite | undefined;
let repo: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The editor is the same page in every build of these files: the export the suite's other spec
  // built serves, built here when missing.
  suite = await openEditorSuite({ rebuild: 'when-missing' });
  repo = suite.repo;
});

test.afterAll(() => closeEditorSuite(suite));

test('a phone photo set as the portrait is committed shrunk, upright and without metadata', async ({
  page,
}) => {
  page.context().setDefaultTimeout(30_000);
  const photo = path.join(tmpdir(), 'IMG_20260412_101522.jpg');
  const original = await phoneLikeJpeg({ seed: 41, orientation: 6, portrait: true });
  writeFileSync(photo, original);
  expect(await metadataIn(original)).toEqual(expect.arrayContaining(['EXIF', 'GPS']));

  await page.goto(`${siteOrigin}/admin/`);
  const signIn = page.getByRole('button', { name: 'Iniciar sesión' });
  const entry = page.getByRole('link', { name: 'Consultorio: datos, horarios y cierres' });
  await expect(signIn.or(entry).first()).toBeVisible();
  if (await signIn.isVisible()) await signIn.click();
  await entry.click();
  await expect(page.getByText('Cambios guardados', { exact: false }).first()).toBeVisible();

  // Médico → Fotografía, both collapsed groups: Decap's toggle is the "Mostrar" button after each one's label.
  for (const group of [/^Médico$/, /^Fotografía/]) {
    const label = page.locator('label').filter({ hasText: group, visible: true }).first();
    await label
      .locator('xpath=../following-sibling::div[1]')
      .getByRole('button', { name: 'Mostrar' })
      .first()
      .click();
  }
  await page.getByRole('button', { name: 'Elegir una foto' }).first().click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByText('Subir una foto', { exact: true }).click(),
  ]);
  await chooser.setFiles(photo);
  await page.getByRole('button', { name: 'Usar la elegida' }).click();
  await page.screenshot({
    path: test.info().outputPath('campo-fotografia-390.png'),
    fullPage: false,
  });

  // In Decap's simple publish mode, Publicar opens a menu whose first item saves.
  await page.getByRole('button', { name: 'Publicar' }).click();
  await page.getByRole('menuitem', { name: 'Publicar ahora' }).click();
  await expect(page.getByText('Cambios guardados', { exact: false }).first()).toBeVisible();

  const facts = parseFactsFile(
    'consultorio.yml',
    readData(repo, 'consultorio.yml'),
    consultorioSchema,
  );
  const src = facts.doctor.portrait?.src ?? '';
  expect(src).toMatch(/^fotos\/img_20260412_101522\.jpg$/i);
  const saved = readFileSync(path.join(repo, 'content', src));
  const meta = await sharp(saved).metadata();
  expect(meta.format).toBe('jpeg');
  // Upright as the phone meant it (taller than wide), 1600 px wide, hundreds of kilobytes.
  expect([meta.width, meta.height]).toEqual([1600, 2133]);
  expect(isUpright(await redLessBlue(saved))).toBe(true);
  // Hundreds of kilobytes where the phone's file was megabytes.
  expect(original.length).toBeGreaterThan(2_000_000);
  expect(saved.length).toBeLessThan(1_000_000);
  // Nothing the camera wrote: Chromium's canvas encoder adds only its sRGB colour profile (ICC),
  // which says nothing of who or where; the build strips that too before anything is served.
  expect((await metadataIn(saved)).filter((kind) => kind !== 'ICC')).toEqual([]);
  test
    .info()
    .annotations.push({ type: 'bytes', description: `${original.length} → ${saved.length}` });
});
