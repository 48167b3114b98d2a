import { expect, test, type Page } from '@playwright/test';
import type { z } from 'zod';
import { editorFields } from '../../../content/facts/editor-fields';
import { englishGapLines } from '../../../content/facts/english-status';
import { fillSummary } from '../../../content/facts/list-summary.mjs';
import { faqSchema, preguntasSchema } from '../../../content/facts/schema';
import { serviceEditorSchema, serviceEnglishSchema } from '../../../content/facts/service-schema';
import {
  closeEditorSuite,
  openEditorSuite,
  readService,
  siteOrigin,
  type EditorSuite,
} from './harness';
import { measure } from './phone-measure';
import {
  centre,
  expectChange,
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
 * The English beside the Spanish in the editor: a word the practice writes in both languages (a
 * question) shows its two halves side by side on a wide screen and stacked, the Spanish first, on
 * a phone (editor.css, whose rule finds the halves by Decap's `es-field-N` / `en-field-N` ids);
 * and on a phone she writes a service's English summary in its «Versión en inglés» with taps, and
 * the save changes that line alone.
 */

test.describe.configure({ mode: 'serial' });

let suite: EditorSuite | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  suite = await openEditorSuite({ rebuild: 'when-missing' });
});

test.afterAll(() => closeEditorSuite(suite));

function labelOf(schema: z.ZodType): string {
  const label = editorFields.get(schema)?.label;
  if (!label) throw new Error('a field of the schema has no editor label');
  return label;
}

/** A label's text as Decap shows it: the schema's label, then « (opcional)» when it is optional. */
const startsWith = (text: string) => new RegExp('^' + text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const question = faqSchema.shape.question;
const HALVES = [labelOf(question.shape.es), labelOf(question.shape.en)] as const;
const firstFaq = startingFacts.preguntas.faqs[0]!;
const faqLine = fillSummary(editorFields.get(preguntasSchema.shape.faqs)!.summary!, firstFaq);

/** The boxes of the first question's Spanish and English halves (each its label and its field). */
async function halves(page: Page) {
  const box = async (label: string) => {
    const heading = visible(page.locator('label').filter({ hasText: startsWith(label) })).first();
    await heading.scrollIntoViewIfNeeded();
    const found = await heading.locator('xpath=../..').boundingBox();
    if (!found) throw new Error(`the field «${label}» has no box`);
    return found;
  };
  return [await box(HALVES[0]), await box(HALVES[1])] as const;
}

test.describe('on a laptop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a question’s Spanish and English stand side by side', async ({ page }) => {
    await page.goto(`${siteOrigin}/admin/`);
    const signIn = page.getByRole('button', { name: 'Iniciar sesión' });
    const collections = page.getByRole('link', { name: 'Preguntas frecuentes' });
    await expect(signIn.or(collections).first()).toBeVisible();
    if (await signIn.isVisible()) await signIn.click();
    await collections.click();
    await page
      .getByRole('button', { name: `Mostrar u ocultar «${faqLine}»` })
      .first()
      .click();
    const [spanish, english] = await halves(page);
    expect(Math.abs(english.y - spanish.y), 'their tops line up').toBeLessThan(1);
    expect(english.x, 'the English right of the Spanish').toBeGreaterThanOrEqual(
      spanish.x + spanish.width,
    );
  });
});

test.describe('on a phone (390 × 844, touch)', () => {
  test.use(PHONE);

  test('a question’s Spanish and English stack, the Spanish first, within the screen', async ({
    page,
  }) => {
    page.context().setDefaultTimeout(30_000);
    await openEditor(page);
    await openEntry(page, 'Preguntas frecuentes');
    await tapItem(page, faqLine);
    const [spanish, english] = await halves(page);
    expect(english.y, 'the English under the Spanish').toBeGreaterThanOrEqual(
      spanish.y + spanish.height,
    );
    expect(Math.abs(english.x - spanish.x), 'one above the other').toBeLessThan(1);
    expect((await measure(page, [])).problems).toEqual([]);
  });

  test('the status names each page the site does not publish in English, and what it lacks', async ({
    page,
  }) => {
    page.context().setDefaultTimeout(30_000);
    await openEditor(page);
    const english = page.locator('.editor-status-english');
    if (englishGapLines.length === 0) {
      await expect(english).toHaveCount(0);
      return;
    }
    await page.getByRole('button', { name: 'Ver el estado completo' }).tap();
    const summary = english.locator('summary');
    await summary.tap();
    await expect(english.locator('li')).toHaveText([...englishGapLines]);
    // However long the list, the line that closes it stays on the screen, under the toolbar.
    const box = (await summary.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect((await measure(page, [])).problems).toEqual([]);
    await summary.tap();
    await expect(english.locator('ul')).toBeHidden();
  });

  test('she writes a service’s English summary with taps; the save changes that line alone', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    page.context().setDefaultTimeout(30_000);
    const { slug, title } = visibleServices()[0]!;
    const summary = 'A short English summary, written on a phone.';
    await openEditor(page);
    await page.goto(`${siteOrigin}/admin/#/collections/servicios`);
    await openEntry(page, title);
    await tapGroup(page, startsWith(labelOf(serviceEditorSchema.shape.en)));
    const input = visible(
      page.getByLabel(startsWith(labelOf(serviceEnglishSchema.shape.summary))),
    ).first();
    await centre(input);
    await type(input, summary);
    expect((await measure(page, [])).problems, 'the English group fits the phone').toEqual([]);
    const before = readService(suite!.repo, slug);
    await page.getByRole('button', { name: 'Publicar' }).tap();
    await page.getByRole('menuitem', { name: 'Publicar ahora' }).tap();
    await expect(page.getByText('Cambios guardados', { exact: false }).first()).toBeVisible();
    await expect.poll(() => readService(suite!.repo, slug)).not.toBe(before);
    const after = readService(suite!.repo, slug);
    expectChange<{ en?: { summary?: string } | null }>(
      frontMatter(before),
      frontMatter(after),
      (data) => {
        data.en = { ...data.en, summary };
      },
    );
    expect(body(after), 'the page’s text stays as it was').toBe(body(before));
  });
});

/** A service file's front matter (between its two `---` lines) and its text (after them). */
const frontMatter = (file: string) => file.slice(4, file.indexOf('\n---', 4));
const body = (file: string) => file.slice(file.indexOf('\n---', 4) + 4);
