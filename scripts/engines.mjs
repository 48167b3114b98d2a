// Cross-engine suite: the export in Firefox (WebDriver BiDi via puppeteer-core) and
// WebKit (WebKitWebDriver), at 390x844 and 1280x800, both engines in parallel against
// one server per build. Pages are read from the export. The form's POST is checked against
// the endpoint build (out-endpoint/, from `npm run test:e2e:endpoint`, built here only when
// missing) with a receiver at the endpoint baked into it.
// Prints each check with its time and ends with "N passed, N failed, N skipped".
import path from 'node:path';
import { checkContactEndpoint, checkContactWhatsapp, checkNoJs, checkPage, ERROR_COLLECTOR } from './lib/engines/checks.mjs';
import { launchFirefox } from './lib/engines/firefox.mjs';
import { ensureEndpointBuild } from './lib/engines/endpoint-build.mjs';
import { startReceiver } from './lib/engines/receiver.mjs';
import { launchWebkit } from './lib/engines/webkit.mjs';
import { NOT_FOUND_PROBE, sitePages } from './lib/site-pages.mjs';
import { startStaticServer } from './static-server.mjs';

const PORT = Number(process.env.ENGINES_PORT ?? 4510);
// Only used to build out-endpoint/ when it is missing; an existing build's own endpoint wins.
const ENDPOINT = process.env.E2E_CONTACT_ENDPOINT ?? `http://127.0.0.1:${PORT + 9}/contacto`;
const ENDPOINT_DIR = 'out-endpoint';
const VIEWPORTS = [
  [390, 844],
  [1280, 800],
];

const outDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
const pages = sitePages(outDir);
const contactRoute = pages.find(({ route }) => /^\/contacto\/?$/.test(route))?.route;

/** Runs every check in one engine; resolves to its results. */
async function runEngine(launch, servers) {
  const results = [];
  const log = (line) => console.log(line);
  let driver;
  const started = Date.now();
  try {
    driver = await launch();
  } catch (error) {
    results.push({ status: 'failed', name: 'arranque', detail: error.message });
    log(`✗ ${launch.engineName}: no arrancó: ${error.message}`);
    return results;
  }
  const tag = driver.name.padEnd(7);
  log(`${tag} ${driver.version}, listo en ${Date.now() - started} ms`);
  const run = async (name, fn) => {
    const t0 = Date.now();
    try {
      const detail = await fn();
      results.push({ status: 'passed', name });
      log(`${tag} ✓ ${name}${detail ? ` (${detail})` : ''} ${Date.now() - t0} ms`);
    } catch (error) {
      results.push({ status: 'failed', name, detail: error.message });
      log(`${tag} ✗ ${name}: ${error.message} ${Date.now() - t0} ms`);
    }
  };
  const skip = (name, reason) => {
    results.push({ status: 'skipped', name, detail: reason });
    log(`${tag} - ${name}: omitida: ${reason}`);
  };
  try {
    if (driver.canPreload) await driver.preload(ERROR_COLLECTOR);
    else log(`${tag}   (errores de JavaScript: recogidos desde load; WebDriver clásico no tiene script de precarga)`);
    for (const [width, height] of VIEWPORTS) {
      await driver.setViewport(width, height);
      for (const { route } of pages) await checkPage(driver, run, { origin: servers.site, route, width, isNotFound: route === NOT_FOUND_PROBE });
      if (contactRoute) await checkContactWhatsapp(driver, run, { origin: servers.site, contactRoute, width });
      if (contactRoute && servers.endpoint) await checkContactEndpoint(driver, run, { origin: servers.endpoint, contactRoute, receiver: servers.receiver });
    }
    if (driver.name === 'Firefox') {
      await driver.close();
      driver = await launchFirefox({ javaScript: false });
      await driver.setViewport(390, 844);
      for (const { route } of pages) await checkNoJs(driver, run, { origin: servers.site, route, width: 390 });
    } else {
      skip('sin JavaScript', 'WebKitWebDriver no permite desactivar JavaScript (no hay capacidad ni preferencia para ello)');
    }
  } finally {
    await driver.close().catch(() => {});
  }
  log(`${tag} terminado en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return results;
}

const started = Date.now();
const endpointBuild = contactRoute ? ensureEndpointBuild(ENDPOINT_DIR, ENDPOINT) : null;
const firefox = Object.assign(() => launchFirefox(), { engineName: 'Firefox' });
const webkit = Object.assign(() => launchWebkit({ port: PORT + 2, display: `:${PORT + 3}` }), { engineName: 'WebKit' });
const serial = process.env.ENGINES_SERIAL === '1';
// Whatever was started is stopped, even when a later server or the receiver fails to start.
const stops = [];
let results;
try {
  const site = await startStaticServer(outDir, PORT);
  stops.push(site.stop);
  const endpoint = endpointBuild ? await startStaticServer(ENDPOINT_DIR, PORT + 1) : null;
  if (endpoint) stops.push(endpoint.stop);
  const receiver = endpointBuild ? await startReceiver(endpointBuild.endpoint) : null;
  if (receiver) stops.push(receiver.stop);
  const servers = { site: site.origin, endpoint: endpoint?.origin, receiver };
  console.log(
    `Motores: ${pages.length} páginas de ${outDir}` +
      (endpointBuild ? ` y /contacto de ${ENDPOINT_DIR}/ (${endpointBuild.built ? 'recién construido' : 'reutilizado'}, receptor en ${endpointBuild.endpoint})` : ''),
  );
  results = serial
    ? [...(await runEngine(firefox, servers)), ...(await runEngine(webkit, servers))]
    : (await Promise.all([runEngine(firefox, servers), runEngine(webkit, servers)])).flat();
} finally {
  for (const stop of stops) await stop();
}

const count = (status) => results.filter((result) => result.status === status).length;
for (const failure of results.filter((result) => result.status === 'failed')) console.log(`FALLÓ: ${failure.name}: ${failure.detail}`);
const skipped = results.filter((result) => result.status === 'skipped');
console.log(
  `Motores: ${count('passed')} passed, ${count('failed')} failed, ${skipped.length} skipped` +
    (skipped.length ? ` (${skipped.map((s) => `${s.name}: ${s.detail}`).join('; ')})` : '') +
    ` en ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(count('failed') ? 1 : 0);
