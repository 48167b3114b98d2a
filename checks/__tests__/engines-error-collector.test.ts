/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COLLECTOR_PATH,
  errorCollectorCopy,
  withCollector,
} from '../engines/error-collector-copy.mjs';

const TAG = `<script src="${COLLECTOR_PATH}"></script>`;

describe('engines suite: the error collector for WebKit', () => {
  it('goes before the first script, so it sees that script’s errors', () => {
    const html =
      '<html><head><meta charset="utf-8"><script>boom()</script></head><body><script src="/a.js"></script></body></html>';
    expect(withCollector(html)).toBe(
      `<html><head><meta charset="utf-8">${TAG}<script>boom()</script></head><body><script src="/a.js"></script></body></html>`,
    );
  });

  it('goes at the end of head in a page without scripts', () => {
    expect(withCollector('<html><head><title>x</title></head><body></body></html>')).toBe(
      `<html><head><title>x</title>${TAG}</head><body></body></html>`,
    );
  });

  it('copies the export with the collector in every page and leaves the original alone', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'engines-collector-'));
    mkdirSync(path.join(dir, 'contacto'));
    const page = '<html><head></head><body><script>x</script></body></html>';
    writeFileSync(path.join(dir, 'contacto', 'index.html'), page);
    writeFileSync(path.join(dir, '404.html'), page);
    const copy = errorCollectorCopy(dir, 'window.__collector = true');
    try {
      expect(readFileSync(path.join(copy.dir, 'contacto', 'index.html'), 'utf8')).toContain(TAG);
      expect(readFileSync(path.join(copy.dir, '404.html'), 'utf8')).toContain(TAG);
      expect(readFileSync(path.join(copy.dir, COLLECTOR_PATH), 'utf8')).toContain(
        'window.__collector = true',
      );
      expect(readFileSync(path.join(dir, 'contacto', 'index.html'), 'utf8')).toBe(page);
    } finally {
      copy.remove();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(existsSync(copy.dir)).toBe(false);
  });
});
