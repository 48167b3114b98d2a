// Runs Next's scripts after the page's first contentful paint has reached the screen, instead of
// as soon as they arrive. Every page is complete, usable HTML without JavaScript (the menu works
// through :target, links are links, the form shows its other routes), so hydration can wait: on a
// slow phone the text paints first, and neither the scripts' download nor their evaluation
// competes with it: they download once the page's own bytes are in, and run after the paint.
// Next's own low-priority script preloads go too, since the parser found them at once. Runs
// after the compile-hints step (70), which reads the original tags, and before the CSP step (90),
// which hashes the inline scripts that remain.
// The page's React Server Components payload leaves the HTML too (build/postbuild/flight-data.mjs):
// it doubled the page's size, and nothing reads it before hydration. The loader fetches the copy
// the export already writes next to the page and hands it to Next before the chunks run.
// The loader is a file of its own next to the page (<route>/after-paint.js; the 404 page's is
// /_not-found/after-paint.js), loaded async: inline, its 2 KB pushed the larger pages' HTML past
// the 14.6 KB a server sends in its first round trip (TCP's initial window of ten segments),
// which cost them a round trip before the first paint. Next's start entry for the Turbopack
// runtime (an inline script after the page, different on each route: about 190 bytes gzipped and
// one more hash in the header policy) moves into the loader too: nothing reads it before the
// runtime runs.
// The page's loader tag, the loader and the flight data carry one build id, Next's own
// (build/postbuild/build-id.mjs): the loader starts the app only when the three agree
// (docs/build-consistency.md).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import { LOADER_INPUTS } from '../after-paint-loader-inputs.mjs';
import { assertSameBuild, nextBuildId } from '../build-id.mjs';
import { flightDataOutOfPage } from '../flight-data.mjs';
import { withoutWebFontHint } from './60-web-font-when-cached.mjs';
import { htmlFiles } from '../html-files.mjs';
import {
  CHUNK_PRELOAD,
  CHUNK_SCRIPT,
  REACT_DOM_MODULE,
  REGISTERING_CHUNK,
  RUNTIME_CHUNK,
  TURBOPACK_START,
} from '../next-output-shapes.mjs';

/** The loader's readable source (build/postbuild/after-paint-loader.js). */
export const loaderScript = () =>
  readFileSync(fileURLToPath(new URL('../after-paint-loader.js', import.meta.url)), 'utf8');

/**
 * Runs the loader, readable, with the page's values, as the page's file runs it minified: the
 * unit tests call it.
 * @param {string[]} chunks
 * @param {string} runtime
 * @param {string} flightData
 * @param {object} turbopackStart
 * @param {string} build
 * @param {number[][]} warmUp
 */
export function loadAfterFirstPaint(chunks, runtime, flightData, turbopackStart, build, warmUp) {
  return new Function(...LOADER_INPUTS, loaderScript())(
    chunks,
    runtime,
    flightData,
    turbopackStart,
    build,
    warmUp,
  );
}

/**
 * The loader's script as the body of a function of LOADER_INPUTS, minified as ES5 (names shortened, comments and spaces gone): the
 * loader is on every page's critical path and counts in its script budget, where its readable
 * source is about a third larger gzipped. Terser, the minifier webpack
 * and Next have long used, rather than our own regexes: it renames safely.
 */
export async function minifiedLoader() {
  // As a module's default export: a bare function expression would be dropped as unused.
  const { code } = await minify(
    `export default function (${LOADER_INPUTS.join(', ')}) {\n${loaderScript()}\n}`,
    {
      ecma: 5,
      module: true,
      compress: { passes: 2 },
      mangle: true,
    },
  );
  const body = code?.match(/^export default (function[\s\S]*?);?$/)?.[1];
  if (!body)
    throw new Error(
      `scripts-after-paint: terser did not return the loader as one function: ${code?.slice(0, 80)}`,
    );
  return `(${body})`;
}

/**
 * The loader file's text: the minified loader (`loader`) run with this page's chunks, runtime,
 * flight data URL, Turbopack start entry, the build's id and the module lists to evaluate first.
 */
export function loaderSource(
  loader,
  { chunks, runtime, turbopackStart },
  flightData,
  buildId,
  warmUp,
) {
  return `${loader}(${JSON.stringify(chunks)},${JSON.stringify(runtime)},${JSON.stringify(flightData)},${turbopackStart},${JSON.stringify(buildId)},${JSON.stringify(warmUp)});\n`;
}

/**
 * What the loader evaluates before the app starts, one list per task: React DOM's entry modules
 * among the page's chunks, each on its own, in the order the chunks list them. Throws when there
 * is none: after a Next upgrade, compare REACT_DOM_MODULE with a fresh export.
 * @param {string} outDir
 * @param {string[]} chunks
 * @returns {number[][]}
 */
export function reactDomWarmUp(outDir, chunks) {
  const ids = chunks.flatMap((chunk) =>
    [...readFileSync(path.join(outDir, chunk), 'utf8').matchAll(REACT_DOM_MODULE.pattern)].map(
      (match) => Number(match[1]),
    ),
  );
  if (ids.length === 0)
    throw new Error(
      `scripts-after-paint: no ${REACT_DOM_MODULE.name} in ${chunks.join(', ')}; compare with build/postbuild/next-output-shapes.mjs`,
    );
  return ids.map((id) => [id]);
}

/** The page's loader tag: an async script from its file, carrying the build's id (data-build). */
export const loaderTag = (loaderUrl, buildId) =>
  `<script src="${loaderUrl}" async="" data-build="${buildId}"></script>`;

/** Any page's loader tag, as loaderTag writes it (the CSP step accepts it by this form). */
export const LOADER_TAG =
  /<script src="(?:\/[\w-]+)*\/after-paint\.js" async="" data-build="[\w-]+"><\/script>/;

/** Where the page's loader file goes: next to its flight data (<route>/after-paint.js). */
export const loaderPath = (flightData) => flightData.replace(/index\.txt$/, 'after-paint.js');

/**
 * The page (its inline flight data already taken out) with its async chunk scripts, their
 * preloads and Turbopack's start entry replaced by one async script in <head>, the loader at
 * `loaderUrl`, which carries the build's id (data-build, what the loader checks); its start-up chunks: the Turbopack runtime, and the others in order; and the start
 * entry's JSON. In <head>, the parser finds the loader
 * at once and it downloads beside the stylesheet; before </body>, it would be requested only once
 * the whole page has been parsed, and the chunks would wait for it.
 */
export function scriptsAfterPaint(html, loaderUrl, buildId) {
  const sources = [...html.matchAll(CHUNK_SCRIPT.pattern)].map(
    (match) => /** @type {string} */ (match[1]),
  );
  if (sources.length === 0)
    throw new Error('scripts-after-paint: a page with flight data but no Next chunk');
  const runtimes = sources.filter((source) => RUNTIME_CHUNK.pattern.test(source));
  if (runtimes.length !== 1)
    throw new Error(
      `scripts-after-paint: expected one ${RUNTIME_CHUNK.name} among ${sources.join(', ')}; compare with build/postbuild/next-output-shapes.mjs`,
    );
  const start = html.match(TURBOPACK_START.pattern);
  if (!start)
    throw new Error(
      `scripts-after-paint: no ${TURBOPACK_START.name} in the page; compare with build/postbuild/next-output-shapes.mjs`,
    );
  const page = html
    .replace(CHUNK_SCRIPT.pattern, '')
    .replace(CHUNK_PRELOAD.pattern, '')
    .replace(TURBOPACK_START.pattern, '')
    .replace('</head>', `${loaderTag(loaderUrl, buildId)}</head>`);
  return {
    html: page,
    runtime: /** @type {string} */ (runtimes[0]),
    chunks: sources.filter((source) => source !== runtimes[0]),
    turbopackStart: /** @type {string} */ (start[1]),
  };
}

/**
 * Throws unless every chunk the loader appends before the data is in place only registers its
 * modules: one that ran code at once could start the app, or read the data, too early.
 */
export function assertOnlyRegister(outDir, chunks) {
  for (const chunk of chunks) {
    const source = readFileSync(path.join(outDir, chunk), 'utf8');
    if (!REGISTERING_CHUNK.pattern.test(source))
      throw new Error(
        `scripts-after-paint: ${chunk} is not a ${REGISTERING_CHUNK.name}; compare with build/postbuild/next-output-shapes.mjs`,
      );
  }
}

export default async function deferHydration({ outDir }) {
  const pages = htmlFiles(outDir);
  const loader = await minifiedLoader();
  const buildId = nextBuildId(outDir);
  const loaders = new Map(); // loader URL -> source (404.html and its copies share one)
  let before = 0;
  let after = 0;
  const registering = new Set();
  for (const file of pages) {
    const original = readFileSync(file, 'utf8');
    const { html, url } = flightDataOutOfPage(outDir, path.relative(outDir, file), original);
    assertSameBuild(readFileSync(path.join(outDir, url), 'utf8'), url, buildId);
    const loaderUrl = loaderPath(url);
    const final = scriptsAfterPaint(html, loaderUrl, buildId);
    final.chunks.forEach((chunk) => registering.add(chunk));
    const source = loaderSource(loader, final, url, buildId, reactDomWarmUp(outDir, final.chunks));
    if (loaders.has(loaderUrl) && loaders.get(loaderUrl) !== source)
      throw new Error(`scripts-after-paint: two pages with different chunks share ${loaderUrl}`);
    loaders.set(loaderUrl, source);
    before += Buffer.byteLength(original);
    after += Buffer.byteLength(final.html);
    writeFileSync(file, final.html);
  }
  assertOnlyRegister(outDir, registering);
  for (const [url, source] of loaders) writeFileSync(path.join(outDir, url), source);
  // After every page's check against its file (the 404 page's copies share one): the data
  // without the web font's preload hint (60-web-font-when-cached.mjs says why).
  let hints = 0;
  for (const url of loaders.keys()) {
    const file = path.join(outDir, url.replace(/after-paint\.js$/, 'index.txt'));
    const data = readFileSync(file, 'utf8');
    const stripped = withoutWebFontHint(data);
    if (stripped !== data) hints += 1;
    writeFileSync(file, stripped);
  }
  console.log(
    `postbuild scripts-after-paint: ${pages.length} pages hydrate after the first contentful paint, ` +
      `their chunks and flight data downloaded once the page's own bytes are in, loader ${loader.length} B minified, all of build ${buildId} (HTML ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB; ` +
      `web font hint taken out of ${hints} of ${loaders.size} flight data files)`,
  );
}
