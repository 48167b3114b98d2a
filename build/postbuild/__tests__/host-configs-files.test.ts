import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportScriptHashes, pageUrls, writeHostFiles } from '../host-files.mjs';
import { CSP_FILES } from '../host-configs.mjs';
import { sitePages } from '../site-pages.mjs';

/** A miniature export laid out as `trailingSlash: true` writes it. */
function fakeExport(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'export-'));
  const page = `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-boot='; object-src 'none'"/></head></html>`;
  const files: Record<string, string> = {
    'index.html': page,
    '404.html': page,
    '404/index.html': page,
    '_not-found/index.html': page,
    'servicios/index.html': page.replace("'sha256-boot='", "'sha256-boot=' 'sha256-other='"),
    'servicios/index.txt': '',
    'admin/index.html': page.replace("'sha256-boot='", "'sha256-admin='"),
    'contacto.vcf': '',
    '_next/static/chunks/a.js': '',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('host files written by the CSP step', () => {
  let dir: string;
  beforeEach(() => (dir = fakeExport()));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists every public page by the URL it is served at, the editor aside', () => {
    expect(pageUrls(dir)).toEqual(['/', '/404.html', '/404/', '/_not-found/', '/servicios/']);
  });

  it('reads the header policy’s hashes from the pages’ meta policies, the editor’s aside', () => {
    expect(exportScriptHashes(dir)).toEqual(["'sha256-boot='", "'sha256-other='"]);
    writeFileSync(path.join(dir, 'index.html'), '<html></html>');
    expect(() => exportScriptHashes(dir)).toThrow(/index\.html has no CSP meta/);
  });

  it('writes .htaccess, _headers, the nginx and Caddy CSP lines and .nojekyll, with the given script hashes', () => {
    const hashes = exportScriptHashes(dir);
    writeHostFiles(dir, hashes, {} as NodeJS.ProcessEnv);
    const htaccess = readFileSync(path.join(dir, '.htaccess'), 'utf8');
    expect(htaccess).toContain('ErrorDocument 404 /404.html');
    const headers = readFileSync(path.join(dir, '_headers'), 'utf8');
    const csp = headers.match(/\n\/servicios\/\n {2}Content-Security-Policy: ([^\n]*)\n/)?.[1];
    expect(csp).toContain(`script-src 'self' ${hashes.join(' ')};`);
    expect(htaccess).toContain(`Header always set Content-Security-Policy "${csp}"`);
    expect(readFileSync(path.join(dir, CSP_FILES.nginx), 'utf8')).toContain(
      `set $site_csp "${csp}";`,
    );
    expect(readFileSync(path.join(dir, CSP_FILES.caddy), 'utf8')).toContain(
      `header @site Content-Security-Policy "${csp}"`,
    );
    expect(existsSync(path.join(dir, '.nojekyll'))).toBe(true);
  });

  it('gives each page its trailing-slash route and keeps one 404 page', () => {
    expect(sitePages(dir)).toEqual([
      { route: '/', file: 'index.html' },
      { route: '/servicios/', file: 'servicios/index.html' },
      { route: '/pagina-que-no-existe', file: '404.html' },
    ]);
  });
});
