/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkExport } from '../content-status.mjs';
import { SITE_VERSION_FILE } from '../../lib/admin/site-version.mjs';
import { MANIFEST_FILE, classify, exportFiles, filesNotUploaded } from '../export-files.mjs';
import { parseManifest } from '../manifest.mjs';
import { GRACE_MS, planDeploy } from '../plan.mjs';
import { runDeploy } from '../run-deploy.mjs';
import { FakeServer, filesOf, makeExport } from '../testing/fake-server';

const made: string[] = [];
const exportOf = (files: Record<string, string>) => {
  const dir = makeExport(files);
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const quiet = () => {};
const deploy = (
  server: FakeServer,
  dir: string,
  now = new Date('2026-01-01T00:00:00Z'),
  batchSize = 3,
) =>
  runDeploy({ transport: server.transport(dir, batchSize), files: filesOf(dir), now, log: quiet });

/** Build A and build B: B changes one chunk, one page's data and HTML, adds a page, drops one. */
const buildA = {
  '_next/static/chunks/a1.js': 'chunk a1',
  '_next/static/chunks/shared.js': 'shared',
  'index.txt': 'flight A',
  'after-paint.js': 'loader A',
  'servicios/index.html': 'servicios A',
  'servicios/index.txt': 'servicios flight A',
  'viejo/index.html': 'removed in B',
  'og/inicio.png': 'png',
  '.htaccess': 'apache A',
  _headers: 'netlify',
  '.nginx-csp.conf': 'nginx',
  '.nojekyll': '',
  '.content-status.json': '{"pending":[]}',
};
const buildB = {
  ...Object.fromEntries(
    Object.entries(buildA).filter(
      ([file]) => !['_next/static/chunks/a1.js', 'viejo/index.html'].includes(file),
    ),
  ),
  '_next/static/chunks/b1.js': 'chunk b1',
  'index.txt': 'flight B',
  'index.html': '<!doctype html> B',
  'nuevo/index.html': 'new in B',
  '.htaccess': 'apache B',
};

describe('what a deploy sends', () => {
  it('classifies fingerprinted files, route data and loaders, other assets, HTML and the host config', () => {
    expect(classify('_next/static/chunks/x.js', 'apache')).toBe('fingerprinted');
    expect(classify('servicios/index.txt', 'apache')).toBe('route-data');
    expect(classify('__next._tree.txt', 'apache')).toBe('route-data');
    expect(classify('contacto/__next.__PAGE__.txt', 'apache')).toBe('route-data');
    expect(classify('contacto/after-paint.js', 'apache')).toBe('route-data');
    expect(classify('robots.txt', 'apache')).toBe('asset');
    expect(classify('og/inicio.png', 'apache')).toBe('asset');
    expect(classify('404.html', 'apache')).toBe('html');
    expect(classify('.htaccess', 'apache')).toBe('host-config');
    expect(classify('.nginx-csp.conf', 'nginx')).toBe('host-config');
    expect(classify(SITE_VERSION_FILE, 'apache')).toBe('site-version');
    expect(classify(SITE_VERSION_FILE, 'none')).toBe('site-version');
  });

  it('sends a photo of a new build before the HTML that names it, and keeps the previous build’s photo as it keeps its chunks', async () => {
    expect(classify('fotos/3f2a9c41d07be812.avif', 'apache')).toBe('fingerprinted');
    const withPhoto = (photo: string) => ({
      ...buildA,
      [`fotos/${photo}.avif`]: `avif ${photo}`,
      'index.html': `<img src="/fotos/${photo}.avif">`,
    });
    const server = new FakeServer();
    await deploy(server, exportOf(withPhoto('aaaaaaaaaaaaaaaa')));
    server.sent = [];
    await deploy(server, exportOf(withPhoto('bbbbbbbbbbbbbbbb')), new Date('2026-01-02T00:00:00Z'));
    expect(server.sent.indexOf('fotos/bbbbbbbbbbbbbbbb.avif')).toBeLessThan(
      server.sent.indexOf('index.html'),
    );
    expect(server.sent[0]).toBe('fotos/bbbbbbbbbbbbbbbb.avif');
    // A page of the first build, still open or cached, still finds its photo.
    expect(server.files.has('fotos/aaaaaaaaaaaaaaaa.avif')).toBe(true);
    expect(server.deleted).not.toContain('fotos/aaaaaaaaaaaaaaaa.avif');
  });

  it("uploads each server's own config only, never the other hosts', the content status or a manifest", () => {
    expect([...filesNotUploaded('apache')].sort()).toEqual(
      [
        '.caddy-csp',
        '.content-status.json',
        MANIFEST_FILE,
        '.nginx-csp.conf',
        '.nojekyll',
        '_headers',
      ].sort(),
    );
    expect(filesNotUploaded('nginx').has('.htaccess')).toBe(true);
    expect(filesNotUploaded('nginx').has('.nginx-csp.conf')).toBe(false);
    expect(filesNotUploaded('caddy').has('.caddy-csp')).toBe(false);
    expect(filesNotUploaded('none').has('.htaccess')).toBe(true);
    const names = exportFiles(exportOf(buildA), 'apache').map((file) => file.path);
    expect(names).toContain('.htaccess');
    expect(names).not.toContain('_headers');
    expect(names).not.toContain('.content-status.json');
  });

  it("sends chunks first, then data, loaders and other files, then HTML and the server's config", async () => {
    const server = new FakeServer();
    await deploy(server, exportOf(buildA));
    expect(server.sent).toEqual([
      '_next/static/chunks/a1.js',
      '_next/static/chunks/shared.js',
      'og/inicio.png',
      'after-paint.js',
      'index.txt',
      'servicios/index.txt',
      'index.html',
      'servicios/index.html',
      'viejo/index.html',
      '.htaccess',
    ]);
  });

  it('sends the commit the export is built from last, once everything it speaks for is up', async () => {
    const server = new FakeServer();
    await deploy(server, exportOf({ ...buildA, [SITE_VERSION_FILE]: `${'a'.repeat(40)}\n` }));
    expect(server.sent.at(-1)).toBe(SITE_VERSION_FILE);
    expect(server.sent.at(-2)).toBe('.htaccess');
  });

  it('sends only what changed, by content hash, and deletes last, keeping the previous chunks', async () => {
    const server = new FakeServer();
    await deploy(server, exportOf(buildA));
    server.sent = [];
    const log: string[] = [];
    const dirB = exportOf(buildB);
    const result = await runDeploy({
      transport: server.transport(dirB),
      files: filesOf(dirB),
      now: new Date('2026-01-02T00:00:00Z'),
      log: (line) => log.push(line),
    });
    expect(server.sent).toEqual([
      '_next/static/chunks/b1.js',
      'index.txt',
      'index.html',
      'nuevo/index.html',
      '.htaccess',
    ]);
    expect(server.deleted).toEqual(['viejo/index.html']);
    expect(server.files.has('_next/static/chunks/a1.js')).toBe(true);
    expect(result).toEqual({ sent: 5, bytes: expect.any(Number), deleted: 1, unchanged: 5 });
    expect(log.at(-1)).toMatch(
      /^publicado: 5 archivos enviados \(\d+ bytes\), 1 borrados, 5 sin cambios$/,
    );
    expect(log.filter((line) => /^\d\/4 /.test(line))).toHaveLength(4);
  });

  it('never compares modification times: the same bytes written again are not sent', async () => {
    const server = new FakeServer();
    const dir = exportOf(buildA);
    await deploy(server, dir);
    server.sent = [];
    writeFileSync(path.join(dir, 'index.txt'), 'flight A'); // new mtime, same bytes
    await deploy(server, dir);
    expect(server.sent).toEqual([]);
  });
});

describe('grace period', () => {
  const manifestWith = (removedAt: string | undefined, builds: string[][]) =>
    parseManifest(
      JSON.stringify({
        version: 1,
        files: {
          '_next/static/chunks/old.js': {
            sha256: 'x',
            size: 1,
            ...(removedAt ? { removedAt } : {}),
          },
        },
        builds: builds.map((fingerprinted, index) => ({
          id: `b${index}`,
          deployedAt: '2026-01-01T00:00:00Z',
          fingerprinted,
        })),
      }),
    );
  const files = filesOf(makeExport({}));
  const now = new Date('2026-03-01T00:00:00Z');
  const longAgo = new Date(now.getTime() - GRACE_MS - 1).toISOString();
  const recently = new Date(now.getTime() - GRACE_MS + 60_000).toISOString();

  it('keeps a chunk removed less than seven days ago', () => {
    expect(planDeploy(files, manifestWith(recently, [[], []]), now).kept).toEqual([
      '_next/static/chunks/old.js',
    ]);
  });
  it('keeps a chunk of one of the two previous builds, however old', () => {
    expect(
      planDeploy(files, manifestWith(longAgo, [['_next/static/chunks/old.js'], []]), now).kept,
    ).toHaveLength(1);
  });
  it('deletes it once it is older than seven days and in neither previous build', () => {
    const plan = planDeploy(
      files,
      manifestWith(longAgo, [['_next/static/chunks/old.js'], [], []]),
      now,
    );
    expect(plan.deletions).toEqual(['_next/static/chunks/old.js']);
  });
  it('never keeps a page, data or loader of an earlier build', () => {
    const manifest = parseManifest(
      JSON.stringify({
        version: 1,
        files: { 'viejo/index.txt': { sha256: 'x', size: 1 } },
        builds: [],
      }),
    );
    expect(planDeploy(files, manifest, now).deletions).toEqual(['viejo/index.txt']);
  });
  it('a chunk leaves for good after two more builds and seven days', async () => {
    const server = new FakeServer();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await deploy(server, exportOf(buildA), day(1));
    await deploy(server, exportOf(buildB), day(2));
    const buildC = { ...buildB, '_next/static/chunks/b1.js': 'chunk c1' };
    await deploy(server, exportOf(buildC), day(3));
    expect(server.files.has('_next/static/chunks/a1.js')).toBe(true);
    await deploy(server, exportOf({ ...buildC, 'index.txt': 'flight D' }), day(20));
    expect(server.files.has('_next/static/chunks/a1.js')).toBe(false);
  });
});

describe('rollback and resume', () => {
  it('deploying A, then B, then A again serves A exactly (plus B chunks for the grace period)', async () => {
    const server = new FakeServer();
    const dirA = exportOf(buildA);
    await deploy(server, dirA);
    const servedA = server.site();
    await deploy(server, exportOf(buildB));
    await deploy(server, dirA);
    const site = server.site();
    expect(
      Object.fromEntries(
        Object.entries(site).filter(([file]) => file !== '_next/static/chunks/b1.js'),
      ),
    ).toEqual(servedA);
    expect(Object.keys(site).filter((file) => !(file in servedA))).toEqual([
      '_next/static/chunks/b1.js',
    ]);
  });

  it('a run cut mid-way resumes without sending again what arrived', async () => {
    const server = new FakeServer();
    const dir = exportOf(buildA);
    server.failAfter = 5;
    await expect(deploy(server, dir)).rejects.toThrow(/FIN/);
    expect(server.deleted).toEqual([]);
    const arrived = [...server.sent];
    server.sent = [];
    await deploy(server, dir);
    // The batch in flight when it broke (3 files a batch here) is sent again; what a finished batch carried is not.
    expect(server.sent.filter((file) => arrived.slice(0, 3).includes(file))).toEqual([]);
    expect(server.sent.length).toBeLessThan(10);
    expect(server.site()).toEqual(
      Object.fromEntries(filesOf(dir).map((file) => [file.path, expect.any(String)])),
    );
  });

  it('a file in flight when a run broke is sent again even by a rollback to its old content', async () => {
    const server = new FakeServer();
    const dirA = exportOf(buildA);
    await deploy(server, dirA);
    const servedA = server.site();
    // B's third upload (index.txt, after its chunk and before its HTML) breaks mid-way.
    server.failAfter = server.sent.length + 1;
    await expect(deploy(server, exportOf(buildB))).rejects.toThrow();
    server.files.set('index.txt', 'half of flight B'); // what a server may hold after the cut
    await deploy(server, dirA);
    const site = server.site();
    for (const [file, text] of Object.entries(servedA)) expect(site[file]).toBe(text);
  });

  it('writes the manifest as it goes, not only at the end', async () => {
    const server = new FakeServer();
    await deploy(server, exportOf(buildA), undefined, 2);
    expect(server.manifestWrites).toBeGreaterThanOrEqual(6);
  });
});

describe('--dry-run', () => {
  it('lists what it would send and delete, and changes nothing', async () => {
    const server = new FakeServer();
    await deploy(server, exportOf(buildA));
    const before = new Map(server.files);
    const log: string[] = [];
    const dirB = exportOf(buildB);
    await runDeploy({
      transport: server.transport(dirB),
      files: filesOf(dirB),
      dryRun: true,
      log: (line) => log.push(line),
    });
    expect(server.files).toEqual(before);
    expect(log).toContain('subir _next/static/chunks/b1.js');
    expect(log).toContain('borrar viejo/index.html');
    expect(log.at(-1)).toMatch(
      /^simulación: 5 archivos por enviar \(\d+ bytes\), 1 por borrar, 5 sin cambios$/,
    );
  });
});

describe('example data', () => {
  const withStatus = (pending: string[] | null) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'publish-status-'));
    made.push(dir);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    if (pending) writeFileSync(path.join(dir, '.content-status.json'), JSON.stringify({ pending }));
    return dir;
  };
  it('refuses an export built with example data', () => {
    expect(() => checkExport(withStatus(['consultorio.yml: brand (ejemplo)']), false)).toThrow(
      /^No se pudo publicar: el sitio se construyó con 1 datos de ejemplo.*DEPLOY_ALLOW_EXAMPLES=1.*\.$/,
    );
  });
  it('allows it with DEPLOY_ALLOW_EXAMPLES=1, with a warning', () => {
    expect(checkExport(withStatus(['x']), true)).toMatch(/AVISO/);
  });
  it('accepts a production export', () => {
    expect(checkExport(withStatus([]), false)).toBeNull();
  });
  it('refuses an export that does not say (not built by npm run build)', () => {
    expect(() => checkExport(withStatus(null), true)).toThrow(/no dice si usa datos de ejemplo/);
  });
});

describe('an unreadable manifest', () => {
  it('sends everything again and deletes nothing, with a warning', async () => {
    const server = new FakeServer();
    const dir = exportOf(buildA);
    await deploy(server, dir);
    server.files.set(MANIFEST_FILE, '{"version":1,"files":{"ind');
    server.files.set('a-mano.txt', 'uploaded by hand');
    server.sent = [];
    const log: string[] = [];
    await runDeploy({
      transport: server.transport(dir),
      files: filesOf(dir),
      log: (line) => log.push(line),
    });
    expect(log[0]).toMatch(/^AVISO: el manifiesto del servidor .* no se puede leer/);
    expect(server.sent).toHaveLength(filesOf(dir).length);
    expect(server.deleted).toEqual([]);
    expect(parseManifest(server.files.get(MANIFEST_FILE) ?? null).builds).toHaveLength(1);
  });
});
