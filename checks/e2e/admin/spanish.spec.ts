import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseServiceFile } from '../../../content/facts/load-services';
import { editorPlace } from '../../../content/facts/editor-place';
import {
  consultorioSchema,
  preguntasSchema,
  testimoniosSchema,
} from '../../../content/facts/schema';
import { decapConfig, editorFiles } from '../../../lib/admin/decap-config';
import { EDITOR_WORDS, NAMES_OF_THINGS } from './editor-words';
import { closeEditorSuite, openEditorSuite, siteOrigin, type EditorSuite } from './harness';
import { startingFacts } from './starting-facts';

/**
 * The editor speaks Mexican Spanish only: on a 390 px phone, every screen the practice reaches
 * (the sign-in, each section, each data file with every group and list item open, a service with
 * its text editor, the selects, the date picker and the photo library) shows no text and no
 * accessible name (visible text, aria-label, title, placeholder, alt) but the practice's own data,
 * the generated configuration's labels, hints and options, the place names the editor gives list
 * items (content/facts/editor-place.ts) and the allow-list of the editor's words (editor-words.ts).
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let suite: EditorSuite | undefined;

test.beforeAll(async () => {
  test.setTimeout(360_000);
  suite = await openEditorSuite({ rebuild: 'when-missing' });
});

test.afterAll(() => closeEditorSuite(suite));

const facts = startingFacts;
const services = readdirSync('content/servicios')
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({
    slug: name.slice(0, -3),
    ...parseServiceFile(name, readFileSync(path.join('content/servicios', name), 'utf8')),
  }));

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every string and number of a value, and every path to a value inside it. */
function leaves(
  value: unknown,
  at: (string | number)[] = [],
  out = { texts: [] as string[], paths: [] as (string | number)[][] },
) {
  if (at.length > 0) out.paths.push(at);
  if (typeof value === 'string' || typeof value === 'number') out.texts.push(String(value));
  else if (Array.isArray(value)) value.forEach((item, index) => leaves(item, [...at, index], out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, [...at, key], out);
  return out;
}

/** The configuration's words: labels, hints, descriptions, options. */
function configWords(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => configWords(item, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (
        typeof item === 'string' &&
        ['label', 'label_singular', 'hint', 'description'].includes(key)
      )
        out.push(item);
      // A pattern's message: [regex, message].
      else if (key === 'pattern' && Array.isArray(item)) out.push(String(item[1]));
      else configWords(item, out);
    }
  return out;
}

function allowedTexts(): Set<string> {
  const allowed = new Set<string>([...NAMES_OF_THINGS, ...configWords(decapConfig)]);
  const files = [
    [consultorioSchema, facts.consultorio],
    [testimoniosSchema, facts.testimonios],
    [preguntasSchema, facts.preguntas],
  ] as const;
  for (const [schema, data] of files) {
    const { texts, paths } = leaves(data);
    texts.forEach((text) => allowed.add(text));
    for (const at of paths) editorPlace(schema, data, at)?.forEach((step) => allowed.add(step));
  }
  for (const service of services) {
    leaves(service.data).texts.forEach((text) => allowed.add(text));
    allowed.add(service.slug);
  }
  allowed.add(new URL(facts.consultorio.siteUrl).host);
  return new Set([...allowed].filter((text) => typeof text === 'string').map(normalize));
}

/** Compared in lower case: Decap writes a list's label in lower case after its count ("3 horarios de atención"). */
const ALLOWED = new Set(
  [...allowedTexts(), ...EDITOR_WORDS.filter((word) => !/\{#?\}/.test(word))].map((text) =>
    text.toLowerCase(),
  ),
);
/** "Agregar {}" → /^agregar (.+)$/, whose (.+) must be allowed; {#} is a number. */
const PATTERNS = EDITOR_WORDS.filter((word) => /\{#?\}/.test(word)).map(
  (word) =>
    new RegExp(
      `^${word
        .toLowerCase()
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{#\}/g, '\\d+')
        .replace(/\{\}/g, '(.+)')}$`,
    ),
);

function isAllowed(text: string): boolean {
  const lower = text.toLowerCase();
  if (ALLOWED.has(lower) || /^[\d\s.,:;%+$()«»›·/\-–—#…×←]*$/.test(text)) return true;
  return PATTERNS.some((pattern) => {
    const parts = pattern.exec(lower)?.slice(1);
    return parts !== undefined && parts.every(isAllowed);
  });
}

/** The texts and accessible names on screen: visible text (outside what the practice types), aria-label, title, placeholder, alt. */
function wordsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('script, style, noscript, [contenteditable="true"], textarea')) continue;
      // A paragraph with marks inside (a hint quoting «<ciudades>») is read whole.
      const block = parent.closest('p, li, label') ?? parent;
      if (shown(parent)) found.push((block as HTMLElement).innerText ?? node.textContent);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      if (!shown(element) && !element.matches('[role="button"], button, a, input, img')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
        if (element.getAttribute(name)) found.push(element.getAttribute(name)!);
    }
    for (const title of document.querySelectorAll('svg title')) found.push(title.textContent ?? '');
    return found;
  });
}

async function expectSpanish(page: Page, screen: string) {
  const words = [
    ...new Set((await wordsOnScreen(page)).map((text) => text.replace(/\s+/g, ' ').trim())),
  ];
  expect
    .soft(
      words.filter((text) => text && !isAllowed(text)),
      `words not allowed on ${screen}`,
    )
    .toEqual([]);
}

/**
 * Opens the closed groups (their button says «Mostrar») and list items (their summary shows), a
 * level at a time, each clicked once: a list's own button opens or closes all its items at once.
 */
async function openEverything(page: Page) {
  for (let level = 0; level < 6; level++) {
    const groups = await page
      .locator('[data-testid="expand-button"][aria-label="Mostrar"]')
      .filter({ visible: true })
      .elementHandles();
    for (const group of groups) if (await group.isVisible()) await group.click();
    const items = await page
      .locator('[class*="NestedObjectLabel"]')
      .filter({ visible: true })
      .elementHandles();
    for (const item of items) {
      if (!(await item.isVisible())) continue;
      await (
        await item.evaluateHandle((label) =>
          (label as Element).previousElementSibling!.querySelector('button')!,
        )
      )
        .asElement()!
        .click();
    }
    if (groups.length + items.length === 0) return;
  }
}

/** A text each file's editor shows once its data is in: its first item's line. */
const FIRST_LINE: Record<string, string | undefined> = {
  consultorio: facts.consultorio.practices[0]!.facility,
  testimonios: facts.testimonios.testimonials[0]?.name,
  preguntas: facts.preguntas.faqs[0]?.question.es,
};

async function openFile(page: Page, file: string) {
  // As the practice goes: the section, then the file (a jump from one file straight to another
  // leaves Decap showing the first one's data under the second's fields).
  await page.goto(`${siteOrigin}/admin/#/collections/datos`);
  const label = editorFiles.find((entry) => entry.name === file)!.label;
  await page.getByRole('link', { name: label }).click();
  await expect(page.getByText('Cambios guardados', { exact: false }).first()).toBeVisible();
  const line = FIRST_LINE[file];
  if (line) await expect(page.getByText(line, { exact: false }).first()).toBeVisible();
}

test('every screen of the editor, at 390 px, speaks Spanish only', async ({ page }) => {
  test.setTimeout(240_000);
  page.context().setDefaultTimeout(20_000);
  // Leaving a file with unsaved changes asks first: the question is the editor's words too.
  const questions: string[] = [];
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${siteOrigin}/admin/`);
  await page.evaluate(() => localStorage.clear());
  // The screen before the configuration arrives (Decap speaks its "en" locale then), held on screen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/admin/config.yml', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText('Cargando el editor…')).toBeVisible();
  await expectSpanish(page, 'the loading screen');
  release();
  const signIn = page.getByRole('button', { name: 'Iniciar sesión' });
  await expect(signIn).toBeVisible();
  await expectSpanish(page, 'the sign-in screen');
  await signIn.click();
  await expect(page.getByRole('link', { name: 'Testimonios' })).toBeVisible();
  await expectSpanish(page, 'the sections');

  for (const file of ['consultorio', 'testimonios', 'preguntas']) {
    await openFile(page, file);
    await openEverything(page);
    await expectSpanish(page, `«${file}» opened`);
  }

  // A select's menu, a new list item and its date picker.
  await openFile(page, 'consultorio');
  await page.getByRole('button', { name: /Agregar cierre/i }).click();
  await expectSpanish(page, 'a new closure');
  const select = page
    .getByLabel('Consultorios que cierran', { exact: true })
    .filter({ visible: true })
    .first();
  await select.click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectSpanish(page, 'a select’s menu');
  await page.keyboard.press('Escape');
  await page
    .getByLabel('Primer día cerrado', { exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await expectSpanish(page, 'the date picker');
  // Saving it empty: the fields' messages and the notice say what is missing, in Spanish.
  await page.getByRole('button', { name: 'Publicar' }).click();
  const now = page.getByRole('menuitem', { name: 'Publicar ahora' });
  if (await now.isVisible().catch(() => false)) await now.click();
  await expect(page.getByText(/^Falta llenar/).first()).toBeVisible();
  await expectSpanish(page, 'a refused save');

  // The account's menu.
  await page.getByRole('button', { name: 'Tu cuenta' }).click();
  await expect(page.getByText('Cerrar sesión')).toBeVisible();
  await expectSpanish(page, 'the account’s menu');
  await page.keyboard.press('Escape');

  // The photo library, from the portrait's field.
  await openFile(page, 'consultorio');
  await openEverything(page);
  await page.getByRole('button', { name: 'Elegir una foto' }).first().click();
  await expect(page.getByText('Subir una foto').first()).toBeVisible();
  await expectSpanish(page, 'the photo library');
  await page.keyboard.press('Escape');

  // The services, and one service with its text editor's toolbar.
  await page.goto(`${siteOrigin}/admin/#/collections/servicios`);
  const first = services.find((service) => !service.data.hidden) ?? services[0]!;
  await expect(page.getByRole('link', { name: first.data.title }).first()).toBeVisible();
  await expectSpanish(page, 'the services');
  await page.getByRole('link', { name: first.data.title }).first().click();
  // The page's text (the English one is in «Versión en inglés», closed until opened).
  await expect(
    page.locator('[contenteditable="true"]').filter({ visible: true }).first(),
  ).toBeVisible();
  await openEverything(page);
  await expectSpanish(page, `the service «${first.data.title}»`);
  const icon = page.getByLabel('Icono', { exact: true }).filter({ visible: true }).first();
  await icon.click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectSpanish(page, 'the icons’ menu');
  expect(questions.length, 'leaving a changed file asked first').toBeGreaterThan(0);
  expect(
    questions.map(normalize).filter((question) => !isAllowed(question)),
    'the questions asked',
  ).toEqual([]);
});
