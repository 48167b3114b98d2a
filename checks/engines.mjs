// Cross-engine suite: the export in Firefox (WebDriver BiDi via puppeteer-core) and
// WebKit (WebKitWebDriver), at 390x844 and 1280x800, both engines in parallel against
// one server per build. Pages are read from the export. The form's POST is checked against
// the variant build (out-variant/, checks/variant-build.mjs: shared with endpoint, built
// here only when not current) with a receiver at the endpoint baked into it.
// Prints each check with its time, then each engine's counts and time and the total.
// Nothing is skipped: an engine that cannot do a check fails it.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkContactEndpoint,
  checkContactWhatsapp,
  checkMenuBeforeHydration,
  checkNoJs,
  checkPage,
  ERROR_COLLECTOR,
  heldLoader,
} from './engines/checks.mjs';
import { launchFirefox } from '../build/scripts/firefox.mjs';
import { ensureVariantBuild } from './variant-build.mjs';
import { errorCollectorCopy } from './engines/error-collector-copy.mjs';
import { startReceiver } from './engines/receiver.mjs';
import { launchWebkit } from '../build/scripts/webkit.mjs';
import {
  isNotFoundRoute,
  sitePages,
  withSampledServicePages,
} from '../build/postbuild/site-pages.mjs';
import { startStaticServer } from '../build/scripts/static-server.mjs';

const PORT = Number(process.env.ENGINES_PORT ?? 4510);
/** @type {[number, number][]} */
const VIEWPORTS = [
  [390, 844],
  [1280, 800],
];

const outDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
// The service pages sampled: one route renders all 14 (the cheap per-page checks cover every one).
const pages = withSampledServicePages(sitePages(outDir));
const contactRoute = pages.find(({ route }) => /^\/contacto\/?$/.test(route))?.route;

// A page's process lost mid-check (WebKit ends the session) fails that page's checks: a check is
// never repeated into a pass. The log names the page and what the browser printed last, and the
// other pages' checks go on in a new session, so one loss does not hide what else holds.

/**
 * What the checks ask of an engine's driver (build/scripts/firefox.mjs, build/scripts/webkit.mjs).
 * @typedef {{ version: string, canPreload: boolean, preload?: (source: string) => Promise<void>,
 *   setViewport: (width: number, height: number) => Promise<void>, close: () => Promise<void>,
 *   lostSession?: () => Promise<boolean>, recover?: () => Promise<void>, recentOutput?: () => string,
 *   [method: string]: any }} Driver
 * @typedef {((options?: { javaScript?: boolean }) => Promise<Driver>) & { engineName: string }} Launcher
 * @typedef {{ site: string, endpoint?: string, receiver: any, held?: string }} Servers
 */

/**
 * One viewport's checks in one engine: the menu before hydration (narrow viewports), every page,
 * and the contact form's two routes.
 * @param {Driver} driver
 * @param {{ run: (name: string, fn: () => Promise<any>) => Promise<void>, group: (label: string, checks: () => Promise<void>) => Promise<void>, servers: Servers }} context
 * @param {number} width
 * @param {number} height
 */
async function checkAtWidth(driver, { run, group, servers }, width, height) {
  await run(`ventana ${width}x${height}`, () => driver.setViewport(width, height));
  const held = servers.held;
  if (width < 768 && held)
    await group(`/ @${width} antes de hidratar`, () =>
      checkMenuBeforeHydration(driver, run, { origin: held, route: '/' }),
    );
  for (const { route } of pages)
    await group(`${route} @${width}`, () =>
      checkPage(driver, run, {
        origin: servers.site,
        route,
        width,
        isNotFound: isNotFoundRoute(route),
      }),
    );
  if (contactRoute)
    await group(`${contactRoute} @${width} WhatsApp`, () =>
      checkContactWhatsapp(driver, run, { origin: servers.site, contactRoute }),
    );
  const endpoint = servers.endpoint;
  if (contactRoute && endpoint)
    await group(`${contactRoute} @${width} endpoint`, () =>
      checkContactEndpoint(driver, run, {
        origin: endpoint,
        contactRoute,
        receiver: servers.receiver,
      }),
    );
}

/**
 * Runs every check in one engine; resolves to its results.
 * @param {Launcher} launch
 * @param {Servers} servers
 */
async function runEngine(launch, servers) {
  const engine = launch.engineName;
  const results = [];
  /** The pages whose process was lost (their checks failed). */
  const lost = [];
  const log = (line) => console.log(line);
  const tag = engine.padEnd(7);
  const started = Date.now();
  const run = async (name, fn) => {
    const t0 = Date.now();
    try {
      const detail = await fn();
      results.push({ engine, status: 'passed', name, ms: Date.now() - t0 });
      log(`${tag} ✓ ${name}${detail ? ` (${detail})` : ''} ${Date.now() - t0} ms`);
    } catch (error) {
      const { message } = /** @type {Error} */ (error);
      results.push({ engine, status: 'failed', name, detail: message, ms: Date.now() - t0 });
      log(`${tag} ✗ ${name}: ${message} ${Date.now() - t0} ms`);
    }
  };
  /** @type {Driver | null} */
  let driver = /** @type {Driver | null} */ (null);
  /** Runs one page's checks; after a lost page, a new session for the pages after it. */
  const group = async (label, checks) => {
    const from = results.length;
    await checks();
    const failed = results.slice(from).some(({ status }) => status === 'failed');
    const current = driver;
    if (!failed || !current?.lostSession || !current.recover || !(await current.lostSession()))
      return;
    const recover = current.recover;
    lost.push(label);
    log(
      `${tag} ✗ ${label}: se perdió la página (${current.recentOutput?.() || 'sin salida del navegador'})`,
    );
    await run(`${label}: sesión nueva tras perder la página`, () => recover());
  };
  await run('arranca', async () => {
    const launched = await launch();
    driver = launched;
    return launched.version;
  });
  if (!driver) return { engine, results, lost, seconds: (Date.now() - started) / 1000 };
  try {
    if (driver.canPreload && driver.preload) await driver.preload(ERROR_COLLECTOR);
    else
      log(
        `${tag}   (errores de JavaScript: WebDriver clásico no tiene script de precarga; una copia del export carga el recolector antes del primer script)`,
      );
    for (const [width, height] of VIEWPORTS)
      await checkAtWidth(driver, { run, group, servers }, width, height);
    await driver.close();
    driver = null;
    await run('arranca sin JavaScript', async () => {
      driver = await launch({ javaScript: false });
      await driver.setViewport(390, 844);
    });
    if (driver)
      for (const { route } of pages)
        await group(`${route} @390 sin JavaScript`, () =>
          checkNoJs(driver, run, { origin: servers.site, route, width: 390 }),
        );
  } catch (error) {
    // Whatever a check did not catch still ends in the summary, with the other engine's.
    results.push({
      engine,
      status: 'failed',
      name: 'el motor se detuvo',
      detail: /** @type {Error} */ (error).message,
      ms: 0,
    });
    log(`${tag} ✗ el motor se detuvo: ${/** @type {Error} */ (error).message}`);
  } finally {
    await driver?.close().catch(() => {});
  }
  const seconds = (Date.now() - started) / 1000;
  log(`${tag} terminado en ${seconds.toFixed(1)} s`);
  return { engine, results, lost, seconds };
}

const started = Date.now();
const endpointBuild = contactRoute ? await ensureVariantBuild() : null;
const ENDPOINT_DIR = endpointBuild?.dir ?? '';
/** @type {Launcher} */
const firefox = Object.assign((options) => launchFirefox(options), { engineName: 'Firefox' });
/** @type {Launcher} */
const webkit = Object.assign(
  (options) => launchWebkit({ port: PORT + 2, display: `:${PORT + 3}`, ...options }),
  { engineName: 'WebKit' },
);
const serial = process.env.ENGINES_SERIAL === '1';
// Whatever was started is stopped, even when a later server or the receiver fails to start.
const stops = [];
let runs;
try {
  const site = await startStaticServer(outDir, PORT);
  stops.push(site.stop);
  const endpoint = endpointBuild ? await startStaticServer(ENDPOINT_DIR, PORT + 1) : null;
  if (endpoint) stops.push(endpoint.stop);
  const receiver = endpointBuild ? await startReceiver(endpointBuild.endpoint) : null;
  if (receiver) stops.push(receiver.stop);
  /** @type {{ site: string, endpoint: string | undefined, receiver: any, held?: string }} */
  const servers = { site: site.origin, endpoint: endpoint?.origin, receiver };
  // WebKit's pages: copies with the error collector before the first script (see error-collector-copy.mjs).
  /** @type {string[]} */
  const collected = [];
  for (const [dir, port] of [[outDir, PORT + 4], ...(endpoint ? [[ENDPOINT_DIR, PORT + 5]] : [])]) {
    const copy = errorCollectorCopy(dir, ERROR_COLLECTOR);
    stops.push(copy.remove);
    const server = await startStaticServer(copy.dir, port);
    stops.push(server.stop);
    collected.push(server.origin);
  }
  // Both engines' held copy: the collector copy again, each page's after-paint loader waiting
  // for the check's signal (checkMenuBeforeHydration), so the menu can be used before hydration.
  const held = errorCollectorCopy(outDir, ERROR_COLLECTOR);
  stops.push(held.remove);
  const loaders = readdirSync(held.dir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => path.basename(name) === 'after-paint.js',
  );
  for (const name of loaders) {
    const file = path.join(held.dir, name);
    writeFileSync(file, heldLoader(readFileSync(file, 'utf8')));
  }
  const heldServer = await startStaticServer(held.dir, PORT + 6);
  stops.push(heldServer.stop);
  servers.held = heldServer.origin;
  const webkitServers = {
    site: collected[0] ?? '',
    endpoint: collected[1],
    receiver,
    held: heldServer.origin,
  };
  console.log(
    `Motores: ${pages.length} páginas de ${outDir}` +
      (endpointBuild
        ? ` y /contacto de ${ENDPOINT_DIR}/ (${endpointBuild.built ? 'recién construido' : 'reutilizado'}, receptor en ${endpointBuild.endpoint})`
        : ''),
  );
  const only = process.env.ENGINES?.toLowerCase().split(',');
  /** @type {[Launcher, Servers][]} */
  const engines = [
    [firefox, servers],
    [webkit, webkitServers],
  ];
  const chosen = engines.filter(
    ([launch]) => !only || only.includes(launch.engineName.toLowerCase()),
  );
  runs = [];
  if (serial) for (const [launch, on] of chosen) runs.push(await runEngine(launch, on));
  else runs = await Promise.all(chosen.map(([launch, on]) => runEngine(launch, on)));
} finally {
  for (const stop of stops.reverse()) await stop();
}

const count = (results, status) => results.filter((result) => result.status === status).length;
const all = runs.flatMap((run) => run.results);
for (const failure of all.filter((result) => result.status === 'failed'))
  console.log(`FALLÓ: ${failure.engine}: ${failure.name}: ${failure.detail}`);
for (const { engine, results, lost, seconds } of runs) {
  const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a), results[0]);
  console.log(
    `${engine.padEnd(7)} ${count(results, 'passed')} passed, ${count(results, 'failed')} failed en ${seconds.toFixed(1)} s` +
      (slowest ? ` (la más lenta: ${slowest.name}, ${slowest.ms} ms)` : '') +
      (lost.length ? `; páginas perdidas: ${lost.join(', ')}` : ''),
  );
}
console.log(
  `Motores: ${count(all, 'passed')} passed, ${count(all, 'failed')} failed en ${((Date.now() - started) / 1000).toFixed(1)} s${serial ? ' (uno tras otro)' : ' (en paralelo)'}`,
);
process.exit(count(all, 'failed') ? 1 : 0);
