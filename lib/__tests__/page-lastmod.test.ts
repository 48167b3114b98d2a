/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageLastModified, pageSourceFiles, routeFile } from '../page-lastmod.mjs';

describe('page lastmod', () => {
  it('finds the files a page is made of: route, layout, what they import, the facts files', () => {
    const files = pageSourceFiles('/servicios');
    expect(routeFile('/')).toBe('app/(es)/page.tsx');
    expect(files).toEqual(
      expect.arrayContaining([
        'app/(es)/servicios/page.tsx',
        'app/(es)/layout.tsx',
        'components/pages/services-page.tsx',
        'content/services.ts',
        'lib/structured-data/services.ts',
        'content/consultorio.yml',
      ]),
    );
    expect(files).not.toContain('app/(es)/contacto/page.tsx');
  });

  it('makes a service page of the one service route and its own file; /servicios/ of every service file', () => {
    // Two of the practice's service files, whichever they are.
    const [one, other] = readdirSync('content/servicios')
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -3));
    expect(routeFile(`/servicios/${one}/`)).toBe('app/(es)/servicios/[slug]/page.tsx');
    const files = pageSourceFiles(`/servicios/${one}/`);
    expect(files).toEqual(
      expect.arrayContaining([
        'app/(es)/servicios/[slug]/page.tsx',
        `content/servicios/${one}.md`,
        'content/consultorio.yml',
      ]),
    );
    expect(files).not.toContain(`content/servicios/${other}.md`);
    expect(pageSourceFiles('/servicios/')).toEqual(
      expect.arrayContaining([`content/servicios/${one}.md`, `content/servicios/${other}.md`]),
    );
  });

  it('dates a page by the newest commit touching those files, not by the build', () => {
    const files = pageSourceFiles('/contacto');
    const expected = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], {
      encoding: 'utf8',
    }).trim();
    expect(pageLastModified('/contacto')).toBe(expected);
    expect(expected).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('falls back to the committed date map without git history', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'page-dates-'));
    try {
      mkdirSync(path.join(root, 'app'));
      mkdirSync(path.join(root, 'content'));
      mkdirSync(path.join(root, 'lib'), { recursive: true });
      writeFileSync(path.join(root, 'app', 'page.tsx'), "import x from '@/content/x';\n");
      writeFileSync(path.join(root, 'content', 'x.ts'), 'export default 1;\n');
      writeFileSync(path.join(root, 'content', 'consultorio.yml'), 'brand: x\n');
      expect(pageSourceFiles('/', root)).toEqual([
        'app/page.tsx',
        'content/consultorio.yml',
        'content/x.ts',
      ]);
      expect(pageLastModified('/', root)).toBeUndefined();
      writeFileSync(
        path.join(root, 'lib', 'page-dates.json'),
        JSON.stringify({ '/': '2026-01-02T03:04:05+00:00' }),
      );
      expect(pageLastModified('/', root)).toBe('2026-01-02T03:04:05+00:00');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds a page in its route group, with the layouts above it, and an English service page by its Spanish file', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'page-groups-'));
    const write = (file: string, text = 'export default 1;\n') => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    try {
      write('app/(es)/page.tsx');
      write('app/(es)/layout.tsx');
      write('app/(en)/en/layout.tsx');
      write('app/(en)/en/services/[slug]/page.tsx');
      write('content/consultorio.yml', 'brand: x\n');
      write('content/servicios/catarata.md', '---\n');
      write('content/servicios/glaucoma.md', '---\n');
      expect(routeFile('/', root)).toBe('app/(es)/page.tsx');
      expect(pageSourceFiles('/', root)).toEqual(
        expect.arrayContaining(['app/(es)/page.tsx', 'app/(es)/layout.tsx']),
      );
      const english = pageSourceFiles('/en/services/cataract/', root, '/servicios/catarata/');
      expect(english).toEqual(
        expect.arrayContaining([
          'app/(en)/en/services/[slug]/page.tsx',
          'app/(en)/en/layout.tsx',
          'content/servicios/catarata.md',
        ]),
      );
      expect(english).not.toContain('content/servicios/glaucoma.md');
      write(
        'lib/page-dates.json',
        JSON.stringify({ '/servicios/catarata': '2026-03-04T05:06:07+00:00' }),
      );
      expect(pageLastModified('/en/services/cataract/', root, '/servicios/catarata/')).toBe(
        '2026-03-04T05:06:07+00:00',
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
