/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { pageLastModified, pageSourceFiles, routeFile } from '../lib/page-lastmod.mjs';

describe('page lastmod', () => {
  it('finds the files a page is made of: route, layout, what they import, the facts files', () => {
    const files = pageSourceFiles('/servicios');
    expect(routeFile('/')).toBe('app/page.tsx');
    expect(files).toEqual(expect.arrayContaining(['app/servicios/page.tsx', 'app/layout.tsx', 'content/services.ts', 'lib/structured-data/services.ts', 'content/consultorio.yml']));
    expect(files).not.toContain('app/contacto/page.tsx');
  });

  it('dates a page by the newest commit touching those files, not by the build', () => {
    const files = pageSourceFiles('/contacto');
    const expected = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], { encoding: 'utf8' }).trim();
    expect(pageLastModified('/contacto')).toBe(expected);
    expect(expected).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
