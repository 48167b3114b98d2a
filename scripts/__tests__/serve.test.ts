/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../static-server.mjs';
import { tempExportEachTest } from '../__fixtures__/temp-export';

describe('scripts/serve.mjs', () => {
  const exportDir = tempExportEachTest('serve-');

  it("answers a missing path with the export's 404.html and status 404", async () => {
    writeFileSync(path.join(exportDir(), '404.html'), '<!doctype html><title>404</title>');
    const server = await startStaticServer(exportDir());
    try {
      const response = await fetch(`${server.origin}/no-existe/`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<title>404</title>');
    } finally {
      server.stop();
    }
  });

  it('without 404.html, answers a plain 404 and keeps serving (it used to crash on the missing file)', async () => {
    const server = await startStaticServer(exportDir());
    try {
      const missing = await fetch(`${server.origin}/no-existe/`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toMatch(/^404: \/no-existe\/ no existe/);
      const home = await fetch(`${server.origin}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>Inicio</title>');
    } finally {
      server.stop();
    }
  });
});
