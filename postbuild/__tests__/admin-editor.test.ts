import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_CONTENT_SECURITY_POLICY } from '../admin-response-policy.mjs';
import adminEditor from '../steps/10-admin-editor.mjs';

/** An export as Next leaves it for this step: admin/config.yml from the route, admin/editor.* from public/. */
function fakeExport(files = ['config.yml', 'publish-status.json', 'editor.js', 'editor.css', 'publish-status.js']) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'admin-step-'));
  mkdirSync(path.join(outDir, 'admin'));
  for (const name of files) writeFileSync(path.join(outDir, 'admin', name), '');
  return outDir;
}

describe('post-build step 10: the editor page and Decap bundle', () => {
  let outDir: string;
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes /admin/index.html with its own policy, noindex, and Decap before editor.js; copies the bundle', () => {
    outDir = fakeExport();
    adminEditor({ outDir });
    const html = readFileSync(path.join(outDir, 'admin', 'index.html'), 'utf8');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${ADMIN_CONTENT_SECURITY_POLICY}">`);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">');
    expect(html.indexOf('/admin/decap-cms.js')).toBeLessThan(html.indexOf('/admin/editor.js'));
    expect(html.indexOf('/admin/editor.js')).toBeLessThan(html.indexOf('/admin/publish-status.js'));
    // The publishing status: a polite live region, named, empty and hidden until someone signs in.
    expect(html).toContain('<div id="estado-publicacion" class="editor-status" role="status" aria-label="Publicación" hidden></div>');
    // The practice's guide, in a landmark of its own, named in Spanish, saying it opens a new tab.
    expect(html).toContain(
      '<nav class="editor-help" aria-label="Ayuda"><a href="/admin/ayuda/" target="_blank" rel="noopener">Ayuda<span class="editor-help-hint"> (se abre en otra pestaña)</span></a></nav>',
    );
    expect(html).not.toContain('/_next/');
    expect(existsSync(path.join(outDir, 'admin', 'decap-cms.js'))).toBe(true);
    expect(existsSync(path.join(outDir, 'admin', 'decap-cms.js.map'))).toBe(false);
  });

  it('fails when Next did not export the configuration or the status settings', () => {
    outDir = fakeExport(['publish-status.json', 'editor.js', 'editor.css', 'publish-status.js']);
    expect(() => adminEditor({ outDir })).toThrow(/admin\/config\.yml/);
    rmSync(outDir, { recursive: true, force: true });
    outDir = fakeExport(['config.yml', 'editor.js', 'editor.css', 'publish-status.js']);
    expect(() => adminEditor({ outDir })).toThrow(/admin\/publish-status\.json/);
  });

  it("fails when one of the editor's own files is missing", () => {
    outDir = fakeExport(['config.yml', 'publish-status.json', 'editor.js', 'editor.css']);
    expect(() => adminEditor({ outDir })).toThrow(/public\/admin\/publish-status\.js/);
  });
});
