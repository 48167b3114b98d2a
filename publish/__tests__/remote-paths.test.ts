/** @jest-environment node */
import { MANIFEST_FILE } from '../export-files.mjs';
import { DeployError } from '../errors.mjs';
import { parseManifest } from '../manifest.mjs';
import { checkManifestPaths, pathInside, unsafePathReason } from '../remote-paths.mjs';
import { runDeploy } from '../run-deploy.mjs';
import { FakeServer, filesOf, makeExport } from '../testing/fake-server';

/** Keys a manifest written by anyone could hold, none of them a path of the site's folder. */
const UNSAFE = [
  '../fuera.txt',
  'a/../../fuera.txt',
  'servicios/..',
  '..',
  '/etc/passwd',
  '//servidor/x',
  'a\\..\\..\\fuera.txt',
  'a\u0000b',
  'a\n::error::b',
  'a//b.txt',
  './a.txt',
  'a/./b.txt',
  'servicios/',
  '',
];

describe('unsafePathReason', () => {
  it('accepts the paths an export has', () => {
    for (const key of [
      'index.html',
      'servicios/index.html',
      '_next/static/chunks/a.js',
      '.htaccess',
      'a..b/c...txt',
    ])
      expect({ key, reason: unsafePathReason(key) }).toEqual({ key, reason: null });
  });
  it('refuses absolute paths, "..", backslashes, control characters and paths not normalized', () => {
    for (const key of UNSAFE)
      expect({ key, reason: unsafePathReason(key) }).toEqual({ key, reason: expect.any(String) });
  });
});

describe('a manifest naming a path outside the folder', () => {
  const manifest = (files: Record<string, unknown>) =>
    JSON.stringify({ version: 1, files, builds: [] });

  it('is refused with one Spanish sentence naming the path, printed on one line', () => {
    for (const key of UNSAFE) {
      const refusal = (() => {
        try {
          parseManifest(
            manifest({ 'index.html': { sha256: 'x', size: 1 }, [key]: { sha256: 'x', size: 1 } }),
          );
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(DeployError);
      const message = (refusal as Error).message;
      expect(message).toMatch(
        new RegExp(
          `^No se pudo publicar: el manifiesto del servidor \\(${MANIFEST_FILE.replace('.', '\\.')}\\) nombra la ruta ".*", que .+; no se subió ni borró nada: .+\\.$`,
        ),
      );
      expect(message.split(/\r\n|\r|\n/)).toHaveLength(1);
    }
  });

  it('stops the deploy before anything is sent or deleted', async () => {
    const dir = makeExport({ 'servicios/index.html': 'servicios' });
    const server = new FakeServer();
    server.files.set(
      MANIFEST_FILE,
      manifest({
        '../fuera.txt': { sha256: 'x', size: 1 },
        'viejo/index.html': { sha256: 'y', size: 1 },
      }),
    );
    const before = server.files.get(MANIFEST_FILE);
    await expect(
      runDeploy({ transport: server.transport(dir), files: filesOf(dir), log: () => {} }),
    ).rejects.toThrow(/nombra la ruta "\.\.\/fuera\.txt", que sube de carpeta/);
    expect(server.sent).toEqual([]);
    expect(server.deleted).toEqual([]);
    expect(server.manifestWrites).toBe(0);
    expect(server.files.get(MANIFEST_FILE)).toBe(before);
  });

  it('checks only the keys: a manifest of export paths passes', () => {
    expect(() =>
      checkManifestPaths({ 'index.html': {}, 'servicios/index.html': {} }),
    ).not.toThrow();
  });
});

describe('pathInside (every target resolves the path it deletes through it)', () => {
  it('gives the path inside the folder', () => {
    expect(pathInside('/home/sitio/public_html', 'servicios/index.html')).toBe(
      '/home/sitio/public_html/servicios/index.html',
    );
    expect(pathInside('/', '_next/static/a.js')).toBe('/_next/static/a.js');
  });
  it('refuses, in Spanish, any path that resolves outside it or is not a path of the folder', () => {
    for (const key of UNSAFE)
      expect(() => pathInside('/home/sitio/public_html', key)).toThrow(
        /^No se pudo publicar: se negó a borrar ".*": queda fuera de la carpeta del sitio \(DEPLOY_PATH\)\.$/,
      );
  });
});
