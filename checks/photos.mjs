// @ts-check
// The photo check: the other practice's export, with a phone-like photo in every photo field
// (checks/other-practice-export.mjs, built once for this check and the swap check), then
// - every file of its /fotos/: no EXIF, GPS, XMP, ICC or IPTC, at most 100 KB, upright, and no
//   upload exported as it was sent;
// - every page's HTML within the budget every page is held to (checks/perf/html-weight.mjs): the most
//   photos a practice can show still fit the first round trip;
// - Chromium (Playwright, checks/playwright.config.ts, suite photos: a DPR 3 phone and a laptop);
// - Firefox (WebDriver BiDi) and WebKit (WebKitWebDriver), through the engines suite's drivers
//   (build/scripts/firefox.mjs, build/scripts/webkit.mjs), at 390 and 1280 px: each photo upright, AVIF or
//   WebP, sized for its box, the only file loaded for it (checks/photo-probe.mjs), and nothing
//   moving when the files arrive (the photos held back by a server of this check, the boxes read,
//   then read again once released).
// PHOTOS_PORT (default 4740) and the four after it are its ports. Prints each check and the counts.
import '../build/prebuild/typescript-imports.mjs';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { launchFirefox } from '../build/scripts/firefox.mjs';
import { launchWebkit } from '../build/scripts/webkit.mjs';
import { isUpright, metadataIn, redLessBlue } from './photo-bytes.mjs';
import { otherPracticeExport } from './other-practice-export.mjs';
import {
  PAGE_LOADED,
  PAGE_STYLED,
  PHOTO_BOXES,
  PHOTO_FILES_LOADED,
  PHOTO_PROBE,
  judgeLoadedFiles,
  judgePhotos,
  layoutShifts,
} from './photo-probe.mjs';
import { PHOTO_URL_PREFIX } from '../lib/photo-files.mjs';
import { knownContentTypes } from '../build/postbuild/response-policy.mjs';
import { startStaticServer } from '../build/scripts/static-server.mjs';

const PORT = Number(process.env.PHOTOS_PORT ?? 4740);
// The pipeline and the fixture import the slots' TypeScript: imported once the hooks above are in place.
const { MAX_BYTES } = await import('../build/prebuild/photo-pipeline.mjs');
const { expectedPhotos } = await import('./photo-practice.mjs');
/** @type {[number, number][]} */
const VIEWPORTS = [
  [390, 844],
  [1280, 800],
];

const results = { passed: 0, failed: 0 };
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `url` by the page's own navigation and resolves once its HTML is parsed, without waiting
 * for its load event, which a page whose photos are held back never fires (the WebKit session
 * waits for nothing itself: see its launch below). The page left behind is marked, so a script
 * that still runs there is never taken for the new page.
 * @param {any} driver
 * @param {string} url
 */
async function openPage(driver, url) {
  await driver.evaluate(
    `(window.photoCheckLeaving = true, location.assign(${JSON.stringify(url)}), true)`,
  );
  const opened = `!window.photoCheckLeaving && location.href === ${JSON.stringify(url)} && document.readyState !== 'loading'`;
  const started = Date.now();
  // A script sent while the navigation replaces the page fails: it is sent again.
  while (!(await driver.evaluate(opened).catch(() => false))) {
    if (Date.now() - started > 20_000) throw new Error(`${url} no terminó de cargar su HTML`);
    await sleep(100);
  }
}
/**
 * @param {string} name
 * @param {() => Promise<string | void> | string | void} fn resolves to a detail, throws on failure
 */
async function check(name, fn) {
  const started = Date.now();
  try {
    const detail = await fn();
    results.passed += 1;
    console.log(`✓ ${name}${detail ? ` (${detail})` : ''} ${Date.now() - started} ms`);
  } catch (error) {
    results.failed += 1;
    console.log(`✗ ${name}: ${/** @type {Error} */ (error).message}`);
  }
}
const fail = (/** @type {string[]} */ problems) => {
  if (problems.length > 0) throw new Error(problems.join('; '));
};

/**
 * The export on HTTP, with every /fotos/ request held until `release()` (and held again after `hold()`).
 * @param {string} dir
 * @param {number} port
 */
async function startHeldServer(dir, port) {
  let held = true;
  /** @type {(() => void)[]} */
  let waiting = [];
  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, urlPath);
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory())
      file = path.join(file, 'index.html');
    const send = () => {
      if (!statSync(file, { throwIfNoEntry: false })?.isFile()) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {
        'Content-Type':
          knownContentTypes[path.extname(file).slice(1)] ?? 'application/octet-stream',
      });
      createReadStream(file).pipe(response);
    };
    if (held && urlPath.startsWith(PHOTO_URL_PREFIX)) waiting.push(send);
    else send();
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    origin: `http://localhost:${port}`,
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const send of waiting) send();
      waiting = [];
    },
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

const started = Date.now();
const { outDir, factsDir } = await otherPracticeExport();

// The files themselves, as any visitor can fetch them.
const photoDir = path.join(outDir, PHOTO_URL_PREFIX);
const files = readdirSync(photoDir);
await check(
  `${files.length} archivos de ${photoDir}: sin metadatos, ≤ ${MAX_BYTES / 1000} KB, derechos`,
  async () => {
    const problems = [];
    for (const name of files) {
      const bytes = readFileSync(path.join(photoDir, name));
      const found = await metadataIn(bytes);
      if (found.length > 0) problems.push(`${name} lleva ${found.join(', ')}`);
      if (!name.endsWith('.jpg') && bytes.length > MAX_BYTES)
        problems.push(`${name} pesa ${bytes.length} bytes`);
      if (!isUpright(await redLessBlue(bytes))) problems.push(`${name} no está derecha`);
    }
    fail(problems);
    return `${files.filter((name) => name.endsWith('.avif')).length} AVIF, ${files.filter((name) => name.endsWith('.webp')).length} WebP, ${files.filter((name) => name.endsWith('.jpg')).length} JPEG`;
  },
);
await check('ninguna foto subida está en la exportación tal como se subió', () => {
  const hash = (/** @type {string} */ file) =>
    createHash('sha256').update(readFileSync(file)).digest('hex');
  const uploads = new Set(
    readdirSync(path.join(factsDir, 'fotos')).map((name) =>
      hash(path.join(factsDir, 'fotos', name)),
    ),
  );
  const exported = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(outDir, name))
    .filter((file) => statSync(file).isFile());
  fail(
    exported
      .filter((file) => uploads.has(hash(file)))
      .map((file) => `${file} es una foto tal como se subió`),
  );
  return `${uploads.size} fotos subidas, ${exported.length} archivos exportados`;
});

// Every page's HTML with every photo field filled: within the first round trip and the number of
// elements every page is held to (checks/perf/html-weight.mjs prints each page's figures).
await check(
  'el HTML de cada página, con todas las fotos, cabe en el primer viaje de ida y vuelta (checks/perf/html-weight.mjs)',
  () => {
    const run = spawnSync(process.execPath, ['checks/perf/html-weight.mjs', outDir], {
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`checks/perf/html-weight.mjs terminó con ${run.status}`);
  },
);

// Chromium, through Playwright.
await check('Chromium (Playwright): checks/e2e/photos/', () => {
  const run = spawnSync('npx', ['playwright', 'test', '--config', 'checks/playwright.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, E2E_SUITE: 'photos', NEXT_DIST_DIR: outDir, PHOTOS_PORT: String(PORT) },
  });
  if (run.status !== 0) throw new Error(`playwright terminó con ${run.status}`);
});

// Firefox and WebKit, one after the other (each is a browser and, for WebKit, a display).
const pages = Object.entries(expectedPhotos());
const site = await startStaticServer(outDir, PORT + 1);
const held = await startHeldServer(outDir, PORT + 2);
try {
  for (const [engine, launch] of /** @type {const} */ ([
    ['Firefox', () => launchFirefox()],
    // WebKitWebDriver would otherwise hold every command after a navigation until the page's
    // load event, which the box check's held-back photos keep from firing.
    [
      'WebKit',
      () => launchWebkit({ port: PORT + 3, display: `:${PORT + 4}`, pageLoadStrategy: 'none' }),
    ],
  ])) {
    /** @type {any} */
    let driver = null;
    await check(`${engine}: arranca`, async () => {
      driver = await launch();
      return driver.version;
    });
    if (!driver) continue;
    // The photo files each page lists as loaded: a browser shows a file it had on an earlier page
    // from its memory without listing it, but one that lists none at all is not being read.
    let listed = 0;
    try {
      for (const [width, height] of VIEWPORTS) {
        await driver.setViewport(width, height);
        for (const [route, alts] of pages) {
          await check(
            `${engine} ${route} @${width}: cada foto derecha, AVIF o WebP, a la medida de su caja, un solo archivo`,
            async () => {
              await openPage(driver, site.origin + route);
              await driver.evaluate(PAGE_LOADED);
              const readings = await driver.evaluate(PHOTO_PROBE);
              const loaded = await driver.evaluate(PHOTO_FILES_LOADED);
              listed += loaded.length;
              fail([
                ...judgePhotos(readings, alts),
                ...judgeLoadedFiles(loaded, readings, { earlierPages: true }),
              ]);
              return [...new Set(readings.map((reading) => reading.format))].join(', ');
            },
          );
          await check(
            `${engine} ${route} @${width}: la caja de cada foto no cambia al llegar su archivo`,
            async () => {
              held.hold();
              await openPage(driver, held.origin + route);
              if (!(await driver.evaluate(PAGE_STYLED)))
                throw new Error('las hojas de estilo o las fuentes no llegaron');
              const before = await driver.evaluate(PHOTO_BOXES);
              held.release();
              await driver.evaluate(PHOTO_PROBE);
              fail(layoutShifts(before, await driver.evaluate(PHOTO_BOXES)));
            },
          );
        }
      }
      await check(
        `${engine}: la lista de archivos cargados (Resource Timing) nombra las fotos`,
        () => {
          if (listed === 0) throw new Error('ninguna página listó un archivo de foto');
          return `${listed} archivos`;
        },
      );
    } finally {
      await driver.close();
    }
  }
} finally {
  site.stop();
  await held.stop();
}

console.log(
  `photos: ${results.passed} passed, ${results.failed} failed in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(results.failed > 0 ? 1 : 0);
