/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from '../static-server.mjs';
import { tempExportEachTest } from '../__fixtures__/temp-export';
import { leavesSite, openRedirectProbes, rawGet } from '../../../checks/open-redirect-probes.mjs';

describe('build/scripts/serve.mjs', () => {
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

  it('without 404.html, answers a plain 404 and keeps serving', async () => {
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

  it('answers a path that names another host with 404, never a Location off the site', async () => {
    mkdirSync(path.join(exportDir(), 'servicios'));
    writeFileSync(
      path.join(exportDir(), 'servicios', 'index.html'),
      '<!doctype html><title>S</title>',
    );
    const server = await startStaticServer(exportDir());
    try {
      const origin = server.origin.replace('localhost', '127.0.0.1');
      for (const target of openRedirectProbes('servicios')) {
        const { status, location } = await rawGet(origin, target);
        expect({ target, status, offSite: leavesSite(location, origin, target) }).toEqual({
          target,
          status: 404,
          offSite: false,
        });
      }
      // The folder itself still gets its slash.
      expect(await rawGet(origin, '/servicios?a=1')).toEqual({
        status: 301,
        location: '/servicios/?a=1',
      });
    } finally {
      server.stop();
    }
  });
});
