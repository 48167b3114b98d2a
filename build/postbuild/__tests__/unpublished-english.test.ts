/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_STATUS_FILE } from '../host-configs.mjs';
import unpublishedEnglish, { ENGLISH_DIR } from '../steps/08-unpublished-english.mjs';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An export with a Spanish page, an English page and the content status the build wrote. */
function exportWith(status: object | null): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'unpublished-english-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, ENGLISH_DIR, 'about'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<html lang="es-MX"></html>');
  writeFileSync(path.join(dir, ENGLISH_DIR, 'about', 'index.html'), '<html lang="en"></html>');
  if (status) writeFileSync(path.join(dir, CONTENT_STATUS_FILE), JSON.stringify(status));
  return dir;
}

describe('post-build step 08: unpublished English pages', () => {
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => {}));

  it('keeps the English pages the facts fill', () => {
    const dir = exportWith({ pending: [], englishSite: true });
    unpublishedEnglish({ outDir: dir });
    expect(existsSync(path.join(dir, ENGLISH_DIR, 'about', 'index.html'))).toBe(true);
  });

  it('removes every English page, and nothing else, when the facts cannot fill them', () => {
    const dir = exportWith({ pending: [], englishSite: false });
    unpublishedEnglish({ outDir: dir });
    expect(existsSync(path.join(dir, ENGLISH_DIR))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
  });

  it('fails the build without the content status, or with one that does not say', () => {
    expect(() => unpublishedEnglish({ outDir: exportWith(null) })).toThrow(/falta/);
    expect(() => unpublishedEnglish({ outDir: exportWith({ pending: [] }) })).toThrow(
      /sin "englishSite"/,
    );
  });
});
