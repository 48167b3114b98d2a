import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { expect, type Locator, type Page } from '@playwright/test';
import { parseServiceFile } from '../../../content/facts/load-services';
import { siteOrigin } from './harness';

/**
 * The practice's steps in the editor on a phone, with taps (phone.spec.ts, pairs.spec.ts), and
 * how a save is read back: the lines it changed in a file, by git.
 */

export async function openEditor(page: Page) {
  await page.goto(`${siteOrigin}/admin/`);
  const signIn = page.getByRole('button', { name: 'Iniciar sesión' });
  const collections = page.getByRole('link', { name: 'Consultorio: datos, horarios y cierres' });
  await expect(signIn.or(collections).first()).toBeVisible();
  if (await signIn.isVisible()) await signIn.tap();
  await expect(collections).toBeVisible();
}

export async function openEntry(page: Page, name: string | RegExp) {
  await page.getByRole('link', { name }).first().tap();
  await expect(page.getByText('Cambios guardados', { exact: false }).first()).toBeVisible();
}

export const visible = (locator: Locator) => locator.filter({ visible: true });
export const field = (page: Page, label: string) =>
  visible(page.getByLabel(label, { exact: true })).first();

export async function type(input: Locator, value: string) {
  await input.tap();
  await input.press('ControlOrMeta+A');
  await input.press('Delete');
  await input.pressSequentially(value);
  await expect(input).toHaveValue(value);
}

/** Scrolls `locator` to the middle of the screen, where a select's menu opens without moving. */
export async function centre(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

export async function tapItem(page: Page, summary: string) {
  const toggle = page.getByRole('button', { name: `Mostrar u ocultar «${summary}»` }).first();
  await toggle.scrollIntoViewIfNeeded();
  await toggle.tap();
}

/** Opens a group of fields (Decap's object widget) by its label: its «Mostrar» button. */
export async function tapGroup(page: Page, label: RegExp) {
  const heading = page.locator('label').filter({ hasText: label, visible: true }).first();
  await heading.scrollIntoViewIfNeeded();
  await heading
    .locator('xpath=../following-sibling::div[1]')
    .getByRole('button', { name: 'Mostrar' })
    .first()
    .tap();
}

/** The services with a page, by file name, as the editor's list names them (their title). */
export function visibleServices(dir = 'content/servicios') {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      name,
      ...parseServiceFile(name, readFileSync(path.join(dir, name), 'utf8')),
    }))
    .filter((service) => !service.data.hidden)
    .map((service) => ({ slug: service.name.slice(0, -3), title: service.data.title, service }));
}

/** A data file's values as the schema reads them: an empty value is null, keys in order. */
function normal(value: unknown): unknown {
  if (value === '') return null;
  if (Array.isArray(value)) return value.map(normal);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normal((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/**
 * The lines a save changed in a YAML text, by git: both versions written out the same way
 * (normal()), since Decap writes YAML its own way (quotes, order, comments) on a file's first save.
 */
export function changedLines(before: string, after: string): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-diff-'));
  const [a, b] = [path.join(dir, 'a'), path.join(dir, 'b')];
  writeFileSync(a, stringify(normal(parse(before))));
  writeFileSync(b, stringify(normal(parse(after))));
  const run = spawnSync('git', ['diff', '--no-index', '--unified=0', a, b], { encoding: 'utf8' });
  return run.stdout.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line));
}

/**
 * A YAML text's save changed exactly the lines that `change`, applied to its values before it,
 * changes (and some); returns them.
 */
export function expectChange<T>(before: string, after: string, change: (data: T) => void) {
  const intended = parse(before) as T;
  change(intended);
  const lines = changedLines(before, stringify(intended));
  expect(lines.length, 'the intended change changes lines').toBeGreaterThan(0);
  expect(changedLines(before, after)).toEqual(lines);
  return lines;
}
