/** @jest-environment node */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { htaccess } from '../../build/postbuild/host-configs.mjs';
import { proveHtaccess } from '../htaccess-proof.mjs';

/**
 * A host as the proof meets it: a transport that copies files into `root`, and a web server over
 * `root` that answers 500 wherever a .htaccess (in the folder or above it) holds a directive this
 * host refuses, as Apache does for an override class it does not grant.
 */
function host(refused: RegExp) {
  const root = mkdtempSync(path.join(tmpdir(), 'proof-host-'));
  const dir = mkdtempSync(path.join(tmpdir(), 'proof-export-'));
  const transport = {
    batchSize: 1,
    readManifest: async () => null,
    writeManifest: async () => {},
    upload: async (files: { path: string }[]) => {
      for (const file of files) {
        mkdirSync(path.dirname(path.join(root, file.path)), { recursive: true });
        copyFileSync(path.join(dir, file.path), path.join(root, file.path));
      }
    },
    remove: async (paths: string[]) => {
      for (const file of paths) rmSync(path.join(root, file), { force: true });
    },
    removeFolder: async (folder: string) => rmSync(path.join(root, folder), { recursive: true }),
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const folder = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const configs = [path.join(root, '.htaccess'), path.join(root, folder, '.htaccess')];
    if (configs.some((file) => existsSync(file) && refused.test(readFileSync(file, 'utf8'))))
      return response.writeHead(500).end('Internal Server Error');
    const page = path.join(root, folder, 'index.html');
    if (!existsSync(page)) return response.writeHead(404).end();
    response.end(readFileSync(page));
  });
  return {
    root,
    dir,
    transport,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => {
      server.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const built = htaccess([]);
const prove = (site: ReturnType<typeof host>, siteUrl: string) =>
  proveHtaccess({
    transport: site.transport,
    dir: site.dir,
    folder: 'comprobacion',
    siteUrl,
    htaccessText: built,
    forms: ['full', 'basic'],
    log: () => {},
  });

describe('the .htaccess proof', () => {
  it('keeps the richest form that answers 200, and leaves no probe behind', async () => {
    // FileInfo alone: mod_expires' directives (Indexes) are refused.
    const site = host(/ExpiresActive/);
    try {
      const proof = await prove(site, await site.start());
      expect(proof).toEqual({ form: 'basic', answers: ['full: 500', 'basic: 200'] });
      expect(existsSync(path.join(site.root, 'comprobacion'))).toBe(false);
    } finally {
      site.stop();
    }
  });

  it('proves full where every directive loads, and none where the server refuses both', async () => {
    const granting = host(/^$/);
    const refusing = host(/Header|ExpiresActive/);
    try {
      expect(await prove(granting, await granting.start())).toMatchObject({ form: 'full' });
      expect(await prove(refusing, await refusing.start())).toEqual({
        form: 'none',
        answers: ['full: 500', 'basic: 500'],
      });
    } finally {
      granting.stop();
      refusing.stop();
    }
  });

  it('says the site is out of reach when its address does not show the probe page', async () => {
    const site = host(/ExpiresActive/);
    try {
      await site.start();
      const proof = await prove(site, 'http://127.0.0.1:9');
      expect(proof).toMatchObject({ refusedAlready: false });
      expect('unreachable' in proof && proof.unreachable).toMatch(/no responde/);
      expect(existsSync(path.join(site.root, 'comprobacion'))).toBe(false);
    } finally {
      site.stop();
    }
  });

  it('tells a .htaccess already on the server that answers 500 by itself', async () => {
    const site = host(/ExpiresActive/);
    try {
      writeFileSync(path.join(site.root, '.htaccess'), built);
      const proof = await prove(site, await site.start());
      expect(proof).toMatchObject({ refusedAlready: true });
    } finally {
      site.stop();
    }
  });
});
