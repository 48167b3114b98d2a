// The mixed exports the mixed-builds test serves: each is a folder of hard links to the files of
// two builds, A and B, chosen by kind, as a host can serve them while an upload runs, after an
// atomic deploy to a page loaded before it, or from a cache (docs/build-consistency.md).
import { existsSync, linkSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { isFingerprinted } from '../../build/postbuild/response-policy.mjs';

/**
 * What a file of an export is, for mixing: `html` (the pages), `loader` (<route>/after-paint.js),
 * `data` (the flight data: <route>/index.txt and Next's other .txt payloads), `static`
 * (fingerprinted: _next/static/, the photos in fotos/) or `rest` (robots.txt, icons, host files: they go with the HTML).
 */
export function kindOf(relative) {
  const name = relative.split(path.sep).join('/');
  if (isFingerprinted(`/${name}`)) return 'static';
  if (name.endsWith('.html')) return 'html';
  if (name.endsWith('/after-paint.js') || name === 'after-paint.js') return 'loader';
  if (name.endsWith('.txt') && name !== 'robots.txt') return 'data';
  return 'rest';
}

/** Every file under `dir`, relative, except the editor's folder (admin/: no public page). */
export function filesOf(dir, sub = '') {
  return readdirSync(path.join(dir, sub)).flatMap((name) => {
    const relative = path.join(sub, name);
    if (relative === 'admin') return [];
    return statSync(path.join(dir, relative)).isDirectory() ? filesOf(dir, relative) : [relative];
  });
}

/**
 * The served folders. `html`, `loader` and `data` name the build each kind comes from; `rest`
 * follows the HTML. `static` is `a+b` (a deploy that keeps the previous build's fingerprinted
 * files, as `npm run deploy`'s upload order does) or one build's alone (the other's deleted).
 * `mixed` is false for the two whole builds, the control.
 */
export const CASES = [
  { name: 'build A whole', html: 'a', loader: 'a', data: 'a', static: 'a', mixed: false },
  { name: 'build B whole', html: 'b', loader: 'b', data: 'b', static: 'b', mixed: false },
  {
    name: 'new HTML on old loaders and data',
    html: 'b',
    loader: 'a',
    data: 'a',
    static: 'a+b',
    mixed: true,
  },
  {
    name: 'old HTML on new loaders and data',
    html: 'a',
    loader: 'b',
    data: 'b',
    static: 'a+b',
    mixed: true,
  },
  { name: 'new flight data alone', html: 'a', loader: 'a', data: 'b', static: 'a+b', mixed: true },
  {
    name: 'old page, its chunks deleted',
    html: 'a',
    loader: 'a',
    data: 'a',
    static: 'b',
    mixed: true,
  },
  {
    name: 'old HTML on a new deploy, old chunks deleted',
    html: 'a',
    loader: 'b',
    data: 'b',
    static: 'b',
    mixed: true,
  },
];

/**
 * Builds the folder for `mixCase` under `root` from the exports `dirs` ({ a, b }), as hard links.
 * Returns the URL paths of the fingerprinted files either build had and this folder lacks (what a
 * browser may be refused with a 404).
 */
export function assemble(root, mixCase, dirs) {
  rmSync(root, { recursive: true, force: true });
  const from = {
    html: mixCase.html,
    loader: mixCase.loader,
    data: mixCase.data,
    rest: mixCase.html,
  };
  const files = { a: filesOf(dirs.a), b: filesOf(dirs.b) };
  const placed = new Set();
  const place = (build, relative) => {
    if (placed.has(relative)) return;
    const target = path.join(root, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    linkSync(path.join(dirs[build], relative), target);
    placed.add(relative);
  };
  for (const build of /** @type {const} */ (['a', 'b'])) {
    for (const relative of files[build]) {
      const kind = kindOf(relative);
      if (kind === 'static' ? mixCase.static.split('+').includes(build) : from[kind] === build)
        place(build, relative);
    }
  }
  const deleted = [...new Set([...files.a, ...files.b])]
    .filter((relative) => kindOf(relative) === 'static' && !placed.has(relative))
    .map((relative) => `/${relative.split(path.sep).join('/')}`);
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error(`mixed-builds: ${mixCase.name}: no index.html assembled`);
  return deleted;
}
