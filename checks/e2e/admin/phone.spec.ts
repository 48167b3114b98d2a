import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, test, type Page } from '@playwright/test';
import { parseFactsFile } from '../../../content/facts/load';
import { parseServiceFile } from '../../../content/facts/load-services';
import { editorFields } from '../../../content/facts/editor-fields';
import { fillSummary } from '../../../content/facts/list-summary.mjs';
import {
  consultorioSchema,
  openingWindowSchema,
  testimoniosSchema,
  type Consultorio,
} from '../../../content/facts/schema';
import { phoneLikeJpeg } from '../../photo-practice.mjs';
import {
  closeEditorSuite,
  openEditorSuite,
  readData,
  readService,
  siteOrigin,
  type EditorSuite,
} from './harness';
import { measure, phoneSelectors } from './phone-measure';
import {
  centre,
  expectChange,
  field,
  openEditor,
  openEntry,
  tapGroup,
  tapItem,
  type,
  visible,
  visibleServices,
} from './phone-steps';
import { PHONE, startingFacts } from './starting-facts';

/**
 * The editor on a phone (390 × 844, touch), as the practice uses it: every collection's first
 * screen and every open picker has no control under 24 × 24 px (44 px tall for add, publish and
 * choose a photo), none covered, nothing scrolling sideways; and her tasks, done with taps, change
 * exactly the lines they mean to. With EDITOR_SCREENS=1 each step is saved to docs/editor-screens/.
 */

test.describe.configure({ mode: 'serial' });
test.use(PHONE);

const SCREENS_DIR = path.resolve('docs/editor-screens');
const SELECTORS = phoneSelectors();
const matched = new Set<string>();
let suite: EditorSuite | undefined;
let repo: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  suite = await openEditorSuite({ rebuild: 'when-missing' });
  repo = suite.repo;
});

test.afterAll(() => closeEditorSuite(suite));

const original = startingFacts;

/** Saves the screen as docs/editor-screens/<name>.png when EDITOR_SCREENS=1 (at 1 px per CSS pixel). */
async function screen(page: Page, name: string) {
  if (process.env.EDITOR_SCREENS !== '1') return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  // Once Decap's fades and slides have ended.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished)),
  );
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), scale: 'css' });
}

/** Measures the screen (phone-measure.ts) and expects no problem. */
async function expectFits(page: Page, where: string, within?: string, waitForNotices = true) {
  // Decap's notice of a save («Entrada guardada») lies over the toolbar for a few seconds.
  if (waitForNotices) await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  const result = await measure(page, SELECTORS, within);
  for (const selector of result.matched) matched.add(selector);
  expect(result.controls, `${where}: controls measured`).toBeGreaterThan(0);
  expect(result.problems, where).toEqual([]);
}

/** Measures the entry's form from its top to its end, a screen at a time. */
async function expectFormFits(page: Page, where: string) {
  const pane = page.locator('[class*="-EditorContainer"] [class*="-ControlPaneContainer"]').first();
  const scroller = pane.locator('xpath=..');
  const height = await scroller.evaluate((box) => box.scrollHeight);
  for (let top = 0; ; top += 600) {
    await scroller.evaluate((box, top) => box.scrollTo(0, top), top);
    await expectFits(page, `${where}, ${top} px down`);
    if (top + 600 >= height) break;
  }
  await scroller.evaluate((box) => box.scrollTo(0, 0));
}

/** Publicar → Publicar ahora, measuring the menu, then the notice of the save. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar' }).tap();
  const now = page.getByRole('menuitem', { name: 'Publicar ahora' });
  await expect(now).toBeVisible();
  await expectFits(page, 'the publish menu', '[class*="-ToolbarSectionMain"]');
  await now.tap();
  await expect(page.getByText('Cambios guardados', { exact: false }).first()).toBeVisible();
  // The notice slides in from the side: measured once it is in place.
  const notice = page.locator('.Toastify__toast').first();
  await expect
    .poll(async () => {
      const box = await notice.boundingBox();
      return !!box && box.x >= 0 && box.x + box.width <= 390;
    })
    .toBe(true);
  await expectFits(page, 'the notice of the save', '.Toastify__toast', false);
}

test('every collection’s first screen fits the phone: controls large enough, none covered', async ({
  page,
}) => {
  page.context().setDefaultTimeout(30_000);
  await openEditor(page);
  await screen(page, '01-colecciones');
  await expectFits(page, 'Datos del sitio');
  await page.getByRole('link', { name: 'Servicios' }).first().tap();
  await expect(page.getByRole('link', { name: /./ }).nth(5)).toBeVisible();
  await expectFits(page, 'Servicios');
  for (const entry of [
    'Consultorio: datos, horarios y cierres',
    'Testimonios',
    'Preguntas frecuentes',
  ]) {
    await page.goto(`${siteOrigin}/admin/#/collections/datos`);
    await openEntry(page, entry);
    await expectFormFits(page, entry);
  }
  await page.goto(`${siteOrigin}/admin/#/collections/servicios`);
  const service = visibleServices()[0]!;
  await openEntry(page, service.title);
  await expectFormFits(page, service.title);
});

/** The practice's window that includes Saturday (day 6), in the first practice that has one. */
const saturday = (() => {
  for (const [p, practice] of original.consultorio.practices.entries()) {
    const index = practice.openingHours.findIndex((window) => window.days.includes(6));
    if (index >= 0) return { p, index, practice, window: practice.openingHours[index]! };
  }
  throw new Error('content/consultorio.yml: no practice opens on Saturday');
})();
const newClosing = saturday.window.closes === '14:00' ? '15:00' : '14:00';

/** 24 to 26 December of this year (next year from the 27th on). */
const christmas = (() => {
  const today = new Date();
  const year =
    today.getMonth() === 11 && today.getDate() > 26 ? today.getFullYear() + 1 : today.getFullYear();
  return { starts: `${year}-12-24`, ends: `${year}-12-26` };
})();

/** A new testimonial; the editor makes its identifier from the name (public/admin/identifiers.js). */
const newTestimonial = {
  name: 'Rosa M.',
  id: 'rosa-m',
  text: 'Me atendieron a tiempo y me explicaron todo con paciencia.',
};

test('the practice’s tasks, with taps: each save changes exactly the lines it means to', async ({
  page,
}) => {
  test.setTimeout(300_000);
  page.context().setDefaultTimeout(30_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openEditor(page);
  await openEntry(page, 'Consultorio: datos, horarios y cierres');
  await screen(page, '02-consultorio');

  // Saturday's closing time; first a time that does not exist, refused in Spanish.
  let before = readData(repo, 'consultorio.yml');
  await tapItem(page, saturday.practice.facility);
  await tapItem(
    page,
    fillSummary(editorFields.get(openingWindowSchema)!.summary!, saturday.window),
  );
  const closes = field(page, 'Cierra');
  await type(closes, '25:00');
  await page.getByRole('button', { name: 'Publicar' }).tap();
  await page.getByRole('menuitem', { name: 'Publicar ahora' }).tap();
  await expect(
    page.getByText('Cierra: debe ser una hora de 00:00 a 23:59, por ejemplo 17:30.').first(),
  ).toBeVisible();
  await closes.scrollIntoViewIfNeeded();
  await screen(page, '03-hora-que-no-existe');
  expect(readData(repo, 'consultorio.yml'), 'nothing saved with 25:00').toBe(before);
  await type(closes, newClosing);
  await screen(page, '04-cierre-del-sabado');
  await publish(page);
  const hours = expectChange<Consultorio>(before, readData(repo, 'consultorio.yml'), (data) => {
    data.practices[saturday.p]!.openingHours[saturday.index]!.closes = newClosing;
  });
  expect(hours).toHaveLength(2);

  // The days select, open: its options.
  const days = field(page, 'Días');
  await centre(days);
  await days.tap();
  await expect(page.getByRole('option').first()).toBeVisible();
  await screen(page, '05-lista-de-dias');
  await expectFits(page, 'the days, open', '[class*="-menu"]');
  await page.keyboard.press('Escape');

  // A closure from 24 to 26 December, for the first practice.
  before = readData(repo, 'consultorio.yml');
  const add = page.getByRole('button', { name: 'Agregar cierre' });
  await add.scrollIntoViewIfNeeded();
  await add.tap();
  // Near the bottom of the screen: the list opens and scrolls into view, and the tap's own mouse
  // events, which land on an option now under the finger, choose nothing (select-tap.js).
  const practices = field(page, 'Consultorios que cierran');
  await practices.scrollIntoViewIfNeeded();
  await practices.tap();
  const practice = original.consultorio.practices[0]!;
  const option = page.getByRole('option', {
    name: `${practice.facility} (${practice.address.town})`,
  });
  await expect(option).toBeVisible();
  await expect(
    practices
      .locator('xpath=ancestor::div[contains(@class, "-control")][1]')
      .locator('[class*="-multiValue"]'),
    'no practice chosen by the tap that opened the list',
  ).toHaveCount(0);
  await screen(page, '06-consultorios-que-cierran');
  await expectFits(page, 'the practices, open', '[class*="-menu"]');
  await option.tap();
  // A select of several stays open for more: closed as the days' was.
  await page.keyboard.press('Escape');
  // One tap never empties it: each chosen value keeps its own ×, and react-select's "clear all" ×
  // (the first of its two indicators) is not shown (editor.css).
  const indicators = practices
    .locator('xpath=ancestor::div[contains(@class, "-control")][1]')
    .locator('[class*="-indicatorContainer"]');
  await expect(indicators).toHaveCount(2);
  await expect(indicators.first(), 'the select’s “clear all” ×').toBeHidden();
  await expect(indicators.last(), 'the select’s arrow').toBeVisible();
  const first = field(page, 'Primer día cerrado');
  await first.scrollIntoViewIfNeeded();
  await expectFits(page, 'the closure’s dates');
  await first.fill(christmas.starts);
  await field(page, 'Último día cerrado').fill(christmas.ends);
  const reason = field(page, 'Motivo');
  await centre(reason);
  await reason.tap();
  await expect(page.getByRole('option', { name: 'Día festivo' })).toBeVisible();
  await screen(page, '07-motivo');
  await expectFits(page, 'the reasons, open', '[class*="-menu"]');
  await page.getByRole('option', { name: 'Día festivo' }).tap();
  await screen(page, '08-cierre-de-navidad');
  await publish(page);
  expectChange<Consultorio>(before, readData(repo, 'consultorio.yml'), (data) => {
    data.closures.unshift({
      practices: [practice.id],
      starts: christmas.starts,
      ends: christmas.ends,
      reason: 'dia-festivo',
    });
  });

  // The doctor's portrait from a 12-megapixel phone photo, in the image picker.
  before = readData(repo, 'consultorio.yml');
  const photo = path.join(tmpdir(), 'IMG_20261124_093012.jpg');
  writeFileSync(photo, await phoneLikeJpeg({ seed: 7, orientation: 6, portrait: true }));
  for (const group of [/^Médico$/, /^Fotografía/]) await tapGroup(page, group);
  const choose = page.getByRole('button', { name: 'Elegir una foto' }).first();
  await choose.scrollIntoViewIfNeeded();
  await expectFits(page, 'the portrait field');
  await choose.tap();
  const library = page.locator('[role="dialog"]:has(.nc-fileUploadButton)');
  await expect(library).toHaveCSS('opacity', '1');
  await screen(page, '09-imagenes');
  await expectFits(page, 'the image picker', '[role="dialog"]:has(.nc-fileUploadButton)');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByText('Subir una foto', { exact: true }).tap(),
  ]);
  await chooser.setFiles(photo);
  await page.getByRole('button', { name: 'Usar la elegida' }).tap();
  await expect(library).toHaveCount(0);
  await screen(page, '10-retrato');
  await publish(page);
  const src = parseFactsFile(
    'consultorio.yml',
    readData(repo, 'consultorio.yml'),
    consultorioSchema,
  ).doctor.portrait?.src;
  expect(src).toMatch(/^fotos\/img_20261124_093012\.jpg$/i);
  expectChange<Consultorio>(before, readData(repo, 'consultorio.yml'), (data) => {
    data.doctor.portrait = parse(readData(repo, 'consultorio.yml')).doctor.portrait;
  });

  // A testimonial added, and the last of the old ones removed, after the question.
  await page.goto(`${siteOrigin}/admin/#/collections/datos`);
  await openEntry(page, 'Testimonios');
  before = readData(repo, 'testimonios.yml');
  await page.getByRole('button', { name: 'Agregar testimonio' }).tap();
  await type(field(page, 'Nombre del paciente'), newTestimonial.name);
  const unit = original.consultorio.practices.at(-1)!;
  const where = field(page, 'Consultorio donde se atendió');
  await centre(where);
  await where.locator('xpath=ancestor::div[contains(@class, "-control")][1]').tap();
  await page.getByRole('option', { name: `${unit.facility} (${unit.address.town})` }).tap();
  const consent = field(page, 'Fecha de la autorización por escrito');
  await consent.scrollIntoViewIfNeeded();
  await consent.fill(new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Publicar' }).tap();
  await page.getByRole('menuitem', { name: 'Publicar ahora' }).tap();
  // The patient's words left out: refused in Spanish, nothing saved.
  await expect(page.getByText('Falta llenar «Testimonio».').first()).toBeVisible();
  await screen(page, '11-testimonio-sin-texto');
  expect(readData(repo, 'testimonios.yml'), 'nothing saved without the words').toBe(before);
  await type(field(page, 'Testimonio'), newTestimonial.text);
  const old = original.testimonios.testimonials.at(-1)!;
  // The item's buttons are named by its line in the list (editor.js), the schema's summary filled.
  const oldLine = fillSummary(
    editorFields.get(testimoniosSchema.shape.testimonials)!.summary!,
    old,
  );
  const remove = page.getByRole('button', { name: `Quitar «${oldLine}»` });
  await remove.scrollIntoViewIfNeeded();
  await remove.tap();
  const question = page.getByRole('dialog', { name: '¿Borrar este testimonio?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText(old.name);
  await screen(page, '12-borrar-testimonio');
  await expectFits(page, 'the question before removing', 'dialog[open]');
  await question.getByRole('button', { name: 'Cancelar' }).tap();
  await expect(remove).toBeVisible();
  await remove.tap();
  await question.getByRole('button', { name: 'Borrar' }).tap();
  await expect(remove).toHaveCount(0);
  await publish(page);
  const testimonios = parseFactsFile(
    'testimonios.yml',
    readData(repo, 'testimonios.yml'),
    testimoniosSchema,
  );
  expect(testimonios.testimonials.map((item) => item.id)).toEqual([
    newTestimonial.id,
    ...original.testimonios.testimonials.slice(0, -1).map((item) => item.id),
  ]);

  // A sentence of the first service page's recovery text.
  const { slug, title, service } = visibleServices()[0]!;
  const sentence = service.sections.recuperacion.split('.')[0]!;
  const addition = ' Te llamo al día siguiente.';
  await page.goto(`${siteOrigin}/admin/#/collections/servicios`);
  await openEntry(page, title);
  const paragraph = visible(
    page.locator('[contenteditable="true"]').getByText(sentence, { exact: false }),
  ).first();
  await centre(paragraph);
  await paragraph.tap();
  // The caret to the paragraph's end (End goes to the end of a wrapped line on a narrow screen).
  await paragraph.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let last: Node | null = null;
    while (walker.nextNode()) last = walker.currentNode;
    if (last) document.getSelection()?.collapse(last, last.textContent?.length ?? 0);
  });
  await page.keyboard.type(addition);
  await screen(page, '13-texto-del-servicio');
  const beforeService = readService(repo, slug);
  await publish(page);
  const saved = parseServiceFile(`${slug}.md`, readService(repo, slug));
  expect(saved.data, 'the front matter keeps its values').toEqual(service.data);
  const bodyLines = (text: string) => text.slice(text.indexOf('\n---', 4)).split('\n');
  const removed = bodyLines(beforeService).filter(
    (line) => !bodyLines(readService(repo, slug)).includes(line),
  );
  const added = bodyLines(readService(repo, slug)).filter(
    (line) => !bodyLines(beforeService).includes(line),
  );
  expect(removed, 'one line of the text changes').toHaveLength(1);
  expect(added).toHaveLength(1);
  expect(added[0]).toBe(`${removed[0]}${addition}`);
  expect(
    errors.filter((message) => message !== 'undefined'),
    'page errors',
  ).toEqual([]);
});

test('every selector of editor.css for narrow screens matched an element on some screen', () => {
  expect(SELECTORS.length).toBeGreaterThan(10);
  expect(SELECTORS.filter((selector) => !matched.has(selector))).toEqual([]);
});
