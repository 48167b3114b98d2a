import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway export (an index.html only), made before each test of the calling describe block
 * and removed after it. Returns a getter: the folder is new for every test.
 */
export function tempExportEachTest(prefix: string): () => string {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Inicio</title>');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}
