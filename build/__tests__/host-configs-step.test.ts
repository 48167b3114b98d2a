import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import hostConfigs, { exportedUrlPaths } from '../postbuild/50-host-configs.mjs';
import { sitePages } from '../site-pages.mjs';

/** A miniature export laid out as `trailingSlash: true` writes it. */
function fakeExport(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'export-'));
  const files = [
    'index.html',
    '404.html',
    '404/index.html',
    '_not-found/index.html',
    'servicios/index.html',
    'servicios/index.txt',
    'contacto.vcf',
    '_next/static/chunks/a.js',
    '_next/static/media/f.woff2',
  ];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '<html></html>');
  }
  return dir;
}

describe('postbuild 50-host-configs', () => {
  let dir: string;
  beforeEach(() => (dir = fakeExport()));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every file by the URL it is served at, folders by their slash URL', () => {
    expect(exportedUrlPaths(dir)).toEqual([
      '/',
      '/404.html',
      '/404/',
      '/_next/static/chunks/a.js',
      '/_next/static/media/f.woff2',
      '/_not-found/',
      '/contacto.vcf',
      '/servicios/',
      '/servicios/index.txt',
    ]);
  });

  it('writes .htaccess, _headers and .nojekyll into the export', () => {
    hostConfigs({ outDir: dir });
    expect(readFileSync(path.join(dir, '.htaccess'), 'utf8')).toContain(
      'ErrorDocument 404 /404.html',
    );
    const headers = readFileSync(path.join(dir, '_headers'), 'utf8');
    expect(headers).toMatch(/\n\/servicios\/\n  Content-Security-Policy: [^\n]*frame-ancestors 'none'\n  Cache-Control: public, max-age=0, must-revalidate/);
    expect(headers).not.toContain('/_next/static/chunks/a.js');
    expect(existsSync(path.join(dir, '.nojekyll'))).toBe(true);
    // Written files are not listed on a second build.
    expect(exportedUrlPaths(dir)).not.toContain('/_headers');
  });

  it('gives each page its trailing-slash route and keeps one 404 page', () => {
    expect(sitePages(dir)).toEqual([
      { route: '/', file: 'index.html' },
      { route: '/servicios/', file: 'servicios/index.html' },
      { route: '/pagina-que-no-existe', file: '404.html' },
    ]);
  });
});
