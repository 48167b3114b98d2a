/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertSameBuild, flightDataBuildId, nextBuildId } from '../build-id.mjs';
import deferHydration from '../steps/80-scripts-after-paint.mjs';
import { FLIGHT_BUILD_ID, STARTUP_CHUNK_EXAMPLE } from '../next-output-shapes.mjs';

const BUILD = 'juJg4dEkBFrIEapLQhzF8';
const OTHER = 'Xq3vT0pLmN8sKd2RwYb7a';
const data = (build: string) =>
  `1:"$Sreact.fragment"\n0:{"P":null,"c":["",""],"S":true,"b":"${build}"}\n2:["$","h1",null,{"children":"Cirugía"}]\n`;
const page = (payload: string) =>
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><h1>Cirugía</h1>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/turbopack-r.js" async=""></script>' +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,${JSON.stringify(payload)}])</script>` +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1]});</script></body></html>';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
  mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
  mkdirSync(path.join(dir, '_next/static/media'));
  writeFileSync(path.join(dir, '_next/static/chunks/a.js'), STARTUP_CHUNK_EXAMPLE);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const buildFolder = (id: string) => {
  mkdirSync(path.join(dir, '_next/static', id));
  writeFileSync(
    path.join(dir, '_next/static', id, '_buildManifest.js'),
    'self.__BUILD_MANIFEST={};',
  );
};

describe("Next's build id", () => {
  it("is the name of the export's one _next/static/<id>/ folder, the one holding _buildManifest.js", () => {
    expect(() => nextBuildId(dir)).toThrow(/found 0/);
    buildFolder(BUILD);
    expect(nextBuildId(dir)).toBe(BUILD);
    buildFolder(OTHER);
    expect(() => nextBuildId(dir)).toThrow(/found 2/);
  });

  it('is the last key of row 0 in the flight data, and nowhere else', () => {
    expect(flightDataBuildId(data(BUILD), '/index.txt')).toBe(BUILD);
    expect(flightDataBuildId(FLIGHT_BUILD_ID.example, 'example')).toBe(FLIGHT_BUILD_ID.captures[0]);
    // A "b" prop of some element in another row is not the build id.
    expect(() =>
      flightDataBuildId('2:["$","p",null,{"b":"x"}]\n0:{"P":null,"S":true}\n', '/x/index.txt'),
    ).toThrow(/\/x\/index\.txt/);
    expect(() => assertSameBuild(data(OTHER), '/index.txt', BUILD)).toThrow(
      `/index.txt carries build id ${OTHER}, the export's _next/static/ folder ${BUILD}`,
    );
  });
});

describe('the after-paint step stamps the build id', () => {
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => {}));

  it("into the page's loader tag and the loader, the id its flight data carries", async () => {
    buildFolder(BUILD);
    writeFileSync(path.join(dir, 'index.html'), page(data(BUILD)));
    writeFileSync(path.join(dir, 'index.txt'), data(BUILD));
    await deferHydration({ outDir: dir });
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(
      `<script src="/after-paint.js" async="" data-build="${BUILD}"></script></head>`,
    );
    expect(readFileSync(path.join(dir, 'after-paint.js'), 'utf8')).toMatch(
      new RegExp(`,"${BUILD}",\\[\\[88014\\]\\]\\);\\n$`),
    );
  });

  it("fails the build when a page's flight data names another build than the export, or none", async () => {
    buildFolder(BUILD);
    writeFileSync(path.join(dir, 'index.html'), page(data(OTHER)));
    writeFileSync(path.join(dir, 'index.txt'), data(OTHER));
    await expect(deferHydration({ outDir: dir })).rejects.toThrow(/\/index\.txt carries build id/);
    const without = data(BUILD).replace(`,"b":"${BUILD}"`, '');
    writeFileSync(path.join(dir, 'index.html'), page(without));
    writeFileSync(path.join(dir, 'index.txt'), without);
    await expect(deferHydration({ outDir: dir })).rejects.toThrow(
      /no build id in the flight data in \/index\.txt/,
    );
  });
});
