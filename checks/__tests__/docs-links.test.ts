/**
 * @jest-environment node
 */
// The link check runs as npm runs it (a Node process: remark is ES modules only), over small
// document sets written to a temporary folder, so each kind of broken link is shown failing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const checker = path.join(__dirname, '..', 'docs-links.mjs');

function runCheck(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    const run = spawnSync(process.execPath, [checker, 'README.md', 'docs'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { code: run.status, output: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const guide = '# Guía\n\n## Publicar\n\nTexto.\n';

describe('docs (remark-validate-links)', () => {
  it('passes when every file and heading exists, and counts the links it checked', () => {
    const result = runCheck({
      'README.md':
        '# Sitio\n\n- [Guía](docs/guia.md#publicar)\n- [Arriba](#sitio)\n- [Fuera](https://example.com/x)\n',
      'docs/guia.md': guide,
    });
    expect(result.output).toContain(
      'docs: 2 Markdown files, 2 relative links and anchors, 0 broken',
    );
    expect(result.code).toBe(0);
  });

  it('fails on an anchor whose heading is missing in another document', () => {
    const result = runCheck({
      'README.md': '# Sitio\n\n[Guía](docs/guia.md#publicar-ahora)\n',
      'docs/guia.md': guide,
    });
    expect(result.output).toMatch(/Cannot find heading for `#publicar-ahora`/);
    expect(result.output).toContain('1 broken (FAILED)');
    expect(result.code).toBe(1);
  });

  it('fails on an anchor whose heading is missing in the same document', () => {
    const result = runCheck({
      'README.md': '# Sitio\n\n[Abajo](#no-existe)\n',
      'docs/guia.md': guide,
    });
    expect(result.output).toMatch(/Cannot find heading for `#no-existe`/);
    expect(result.code).toBe(1);
  });

  it('fails on a link to a file that does not exist', () => {
    const result = runCheck({
      'README.md': '# Sitio\n\n[Guía](docs/guia-vieja.md)\n',
      'docs/guia.md': guide,
    });
    expect(result.output).toMatch(/Cannot find file `docs\/guia-vieja.md`/);
    expect(result.code).toBe(1);
  });

  it("passes on the project's own documents", () => {
    const run = spawnSync(process.execPath, [checker], {
      cwd: path.join(__dirname, '..', '..'),
      encoding: 'utf8',
    });
    expect(run.stdout).toMatch(
      /docs: \d+ Markdown files, \d+ relative links and anchors, 0 broken\n/,
    );
    expect(run.status).toBe(0);
  });
});
