/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flightDataOutOfPage, flightDataPath, takeFlightData } from '../flight-data.mjs';
import deferHydration from '../steps/80-scripts-after-paint.mjs';
import { STARTUP_CHUNK_EXAMPLE } from '../next-output-shapes.mjs';

// Two pieces as Next writes them: JSON string literals, with a non-ASCII character and an escaped quote.
const BUILD = 'juJg4dEkBFrIEapLQhzF8';
const PIECES = [
  '1:"$Sreact.fragment"\n2:["$","h1",null,{"children":"Cirugía"}]\n',
  `0:{"P":null,"b":"${BUILD}"}\n`,
];
const BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const push = (piece: string) => `<script>self.__next_f.push([1,${JSON.stringify(piece)}])</script>`;
const CHUNK = '<script src="/_next/static/chunks/a.js" async=""></script>';
const RUNTIME = '<script src="/_next/static/chunks/turbopack-r.js" async=""></script>';
const LD = '<script type="application/ld+json">{"@type":"Physician"}</script>';
const START =
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1]});</script>';

const page = (pieces = PIECES) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${CHUNK}${RUNTIME}</head><body><h1>Cirugía</h1>${LD}${BOOTSTRAP}${pieces.map(push).join('')}${START}</body></html>`;

describe('takeFlightData', () => {
  it('takes the bootstrap and every piece out, and joins the pieces in order', () => {
    const { html, data } = takeFlightData(page());
    expect(data).toBe(PIECES.join(''));
    expect(html).not.toContain('__next_f');
    expect(html).toContain(LD); // the JSON-LD stays in the HTML, for crawlers
    expect(html).toContain('<h1>Cirugía</h1>');
  });

  it('fails when Next writes no bootstrap, no piece, or a piece of another kind', () => {
    expect(() => takeFlightData(page().replace(BOOTSTRAP, ''), 'x.html')).toThrow(
      /x\.html: expected one __next_f bootstrap/,
    );
    expect(() => takeFlightData(page([]))).toThrow(/no self\.__next_f\.push/);
    const binary = page().replace(
      '</body>',
      '<script>self.__next_f.push([3,"AAEC"])</script></body>',
    );
    expect(() => takeFlightData(binary)).toThrow(/another kind/);
  });
});

describe('flightDataPath', () => {
  it('is the index.txt next to each page, and the not-found route for the 404 page', () => {
    expect(flightDataPath('index.html')).toBe('/index.txt');
    expect(flightDataPath(path.join('servicios', 'index.html'))).toBe('/servicios/index.txt');
    expect(flightDataPath('404.html')).toBe('/_not-found/index.txt');
    expect(flightDataPath('404/index.html')).toBe('/_not-found/index.txt');
    expect(flightDataPath('_not-found/index.html')).toBe('/_not-found/index.txt');
    expect(() => flightDataPath('otra.html')).toThrow(/no flight data file/);
  });
});

describe('the after-paint step over an export', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'flight-'));
    mkdirSync(path.join(dir, 'servicios'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts only a .txt file identical to the inline data, byte for byte', () => {
    writeFileSync(path.join(dir, 'servicios/index.txt'), PIECES.join(''));
    expect(flightDataOutOfPage(dir, 'servicios/index.html', page()).url).toBe(
      '/servicios/index.txt',
    );
    writeFileSync(
      path.join(dir, 'servicios/index.txt'),
      PIECES.join('').replace('Cirugía', 'Cirugia'),
    );
    expect(() => flightDataOutOfPage(dir, 'servicios/index.html', page())).toThrow(/differs/);
    rmSync(path.join(dir, 'servicios/index.txt'));
    expect(() => flightDataOutOfPage(dir, 'servicios/index.html', page())).toThrow(/missing/);
  });

  it('writes pages without inline flight data, and their loader file, which fetches it', async () => {
    writeFileSync(path.join(dir, 'servicios/index.html'), page());
    writeFileSync(path.join(dir, 'servicios/index.txt'), PIECES.join(''));
    mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    writeFileSync(path.join(dir, '_next/static/chunks/a.js'), STARTUP_CHUNK_EXAMPLE);
    mkdirSync(path.join(dir, `_next/static/${BUILD}`));
    writeFileSync(path.join(dir, `_next/static/${BUILD}/_buildManifest.js`), '');
    jest.spyOn(console, 'log').mockImplementation(() => {});
    await deferHydration({ outDir: dir });
    const html = readFileSync(path.join(dir, 'servicios/index.html'), 'utf8');
    expect(html).not.toContain('self.__next_f.push(');
    expect(html).not.toContain(CHUNK);
    expect(html).not.toContain(RUNTIME);
    expect(html).toContain(
      `<meta charSet="utf-8"/><script src="/servicios/after-paint.js" async="" data-build="${BUILD}"></script></head>`,
    );
    expect(html).not.toContain('TURBOPACK');
    expect(readFileSync(path.join(dir, 'servicios/after-paint.js'), 'utf8')).toMatch(
      /\}\)\(\["\/_next\/static\/chunks\/a\.js"\],"\/_next\/static\/chunks\/turbopack-r\.js","\/servicios\/index\.txt",\{"otherChunks":\[\],"runtimeModuleIds":\[1\]\},"juJg4dEkBFrIEapLQhzF8",\[\[88014\]\]\);\n$/,
    );
  });
});
