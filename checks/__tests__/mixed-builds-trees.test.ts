/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CASES, assemble, kindOf } from '../mixed-builds/trees.mjs';

describe('mixed-builds: the folders that mix two builds', () => {
  let dir: string;
  const write = (build: string, relative: string, text = `${build}:${relative}`) => {
    const file = path.join(dir, build, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const read = (relative: string) => readFileSync(path.join(dir, 'mixed', relative), 'utf8');
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'mixed-trees-'));
    for (const build of ['a', 'b']) {
      for (const relative of [
        'index.html',
        'index.txt',
        'after-paint.js',
        'contacto/index.html',
        'contacto/index.txt',
        'contacto/after-paint.js',
        'robots.txt',
        '_headers',
        'admin/index.html',
      ])
        write(build, relative);
      write(build, `_next/static/chunks/${build}-only.js`);
      write(build, '_next/static/chunks/shared.js', 'same');
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('tells each kind of file apart', () => {
    expect(['index.html', 'contacto/index.html', '404.html'].map(kindOf)).toEqual([
      'html',
      'html',
      'html',
    ]);
    expect(['after-paint.js', '_not-found/after-paint.js'].map(kindOf)).toEqual([
      'loader',
      'loader',
    ]);
    expect(['index.txt', 'contacto/index.txt', '__next._tree.txt'].map(kindOf)).toEqual([
      'data',
      'data',
      'data',
    ]);
    expect(
      ['_next/static/chunks/x.js', '_next/static/media/f.woff2', 'fotos/3f2a9c41d07be812.avif'].map(
        kindOf,
      ),
    ).toEqual(['static', 'static', 'static']);
    expect(['robots.txt', '_headers', 'icon.svg'].map(kindOf)).toEqual(['rest', 'rest', 'rest']);
  });

  it("takes each kind from its build, the rest with the HTML, both builds' chunks, and leaves the editor out", () => {
    const mixCase = CASES.find(
      (candidate) => candidate.name === 'old HTML on new loaders and data',
    )!;
    const deleted = assemble(path.join(dir, 'mixed'), mixCase, {
      a: path.join(dir, 'a'),
      b: path.join(dir, 'b'),
    });
    expect(read('contacto/index.html')).toBe('a:contacto/index.html');
    expect(read('contacto/after-paint.js')).toBe('b:contacto/after-paint.js');
    expect(read('contacto/index.txt')).toBe('b:contacto/index.txt');
    expect(read('robots.txt')).toBe('a:robots.txt');
    expect(read('_next/static/chunks/a-only.js')).toBe('a:_next/static/chunks/a-only.js');
    expect(read('_next/static/chunks/b-only.js')).toBe('b:_next/static/chunks/b-only.js');
    expect(() => statSync(path.join(dir, 'mixed', 'admin'))).toThrow();
    expect(deleted).toEqual([]);
  });

  it("names the chunks it deleted when only one build's are kept", () => {
    const mixCase = CASES.find((candidate) => candidate.name === 'old page, its chunks deleted')!;
    const deleted = assemble(path.join(dir, 'mixed'), mixCase, {
      a: path.join(dir, 'a'),
      b: path.join(dir, 'b'),
    });
    expect(read('index.html')).toBe('a:index.html');
    expect(read('_next/static/chunks/shared.js')).toBe('same');
    expect(deleted).toEqual(['/_next/static/chunks/a-only.js']);
  });

  it('has the two whole builds as the control, and every other case mixes', () => {
    const whole = CASES.filter((mixCase) => !mixCase.mixed);
    expect(whole.map(({ html, loader, data }) => [html, loader, data])).toEqual([
      ['a', 'a', 'a'],
      ['b', 'b', 'b'],
    ]);
    for (const mixCase of CASES.filter((candidate) => candidate.mixed)) {
      const builds = new Set([
        mixCase.html,
        mixCase.loader,
        mixCase.data,
        ...mixCase.static.split('+'),
      ]);
      expect(builds.size).toBe(2);
    }
  });
});
