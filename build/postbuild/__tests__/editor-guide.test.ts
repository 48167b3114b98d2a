import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_CONTENT_SECURITY_POLICY } from '../admin-response-policy.mjs';
import { EDITOR_GUIDE_SOURCE, editorGuidePage } from '../editor-guide.mjs';
import editorGuide from '../steps/20-editor-guide.mjs';

const guide =
  '# Cómo actualizar tu sitio\n\n**Entrar.** Abre `/admin/` y pulsa **Iniciar sesión**.\n\n[El sitio](/) y [correo](mailto:a@b.mx).\n';

describe('the practice’s guide as /admin/ayuda/', () => {
  it('is a Spanish page with the editor’s policy, noindex, no script, and the guide’s heading as h1 and title', () => {
    const html = editorGuidePage(guide);
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${ADMIN_CONTENT_SECURITY_POLICY}">`,
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>Cómo actualizar tu sitio · Ayuda del editor</title>');
    expect(html).toContain('<h1>Cómo actualizar tu sitio</h1>');
    expect(html).toContain('<p><strong>Entrar.</strong> Abre <code>/admin/</code>');
    expect(html).toContain('<link rel="stylesheet" href="/admin/guia.css">');
    expect(html).toContain('<a href="/admin/">');
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('refuses raw HTML, naming the file', () => {
    expect(() => editorGuidePage(`${guide}\n<div onclick="x()">hola</div>\n`)).toThrow(
      /docs\/guia-del-editor\.md: raw HTML/,
    );
    expect(() => editorGuidePage(`${guide}\nTexto <b>en negritas</b>.\n`)).toThrow(/raw HTML/);
  });

  it('refuses a link relative to the repository, which would be dead under /admin/ayuda/', () => {
    expect(() => editorGuidePage(`${guide}\nVer [la revisión](revision-legal.md).\n`)).toThrow(
      /the link "revision-legal\.md" would be dead at \/admin\/ayuda\//,
    );
  });

  it('refuses a link to a script, a data document, plain HTTP or another host', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,x',
      'http://ejemplo.mx/',
      '//ejemplo.mx/x',
      '/\\ejemplo.mx/x',
    ]) {
      expect(() => editorGuidePage(`${guide}\nVer [esto](${href}).\n`)).toThrow(/is unsafe/);
    }
    expect(() => editorGuidePage(`${guide}\nVer <http://ejemplo.mx/>.\n`)).toThrow(/is unsafe/);
    expect(
      editorGuidePage(
        `${guide}\nVer [el editor](/admin/), [arriba](#inicio) y [SEP](https://www.gob.mx/).\n`,
      ),
    ).toContain('<a href="/admin/">el editor</a>');
  });

  it('needs the guide to start with its one # heading', () => {
    expect(() => editorGuidePage('Texto.\n\n# Título\n')).toThrow(
      /starts with its one "#" heading/,
    );
    expect(() => editorGuidePage(`${guide}\n# Otro título\n`)).toThrow(/found 2/);
  });

  it('renders the project’s own guide', () => {
    const html = editorGuidePage(readFileSync(EDITOR_GUIDE_SOURCE, 'utf8'));
    expect(html).toContain('<h1>Cómo actualizar tu sitio</h1>');
    expect(html).toContain('<strong>Publicar.</strong>');
  });
});

describe('post-build step 20: writes the guide into the export', () => {
  let outDir: string;
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  function fakeExport(withStylesheet: boolean) {
    outDir = mkdtempSync(path.join(tmpdir(), 'guide-step-'));
    mkdirSync(path.join(outDir, 'admin'));
    if (withStylesheet) writeFileSync(path.join(outDir, 'admin', 'guia.css'), '');
    writeFileSync(path.join(outDir, 'guia.md'), guide);
  }

  it('writes admin/ayuda/index.html from the Markdown file', () => {
    fakeExport(true);
    editorGuide({ outDir, source: path.join(outDir, 'guia.md') });
    expect(readFileSync(path.join(outDir, 'admin', 'ayuda', 'index.html'), 'utf8')).toContain(
      '<h1>Cómo actualizar tu sitio</h1>',
    );
  });

  it('fails when the stylesheet did not reach the export', () => {
    fakeExport(false);
    expect(() => editorGuide({ outDir, source: path.join(outDir, 'guia.md') })).toThrow(
      /public\/admin\/guia\.css/,
    );
  });
});
