// Cross-engine suite: the export in Firefox (WebDriver BiDi via puppeteer-core) and
// WebKit (WebKitWebDriver), at 390x844 and 1280x800, both engines in parallel against
// one server per build. Pages are read from the export. With the endpoint build
// (out-endpoint, from `npm run test:e2e:endpoint`) the form's POST is checked too.
// Prints each check with its time and ends with "N passed, N failed, N skipped".
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { checkContactEndpoint, checkContactWhatsapp, checkNoJs, checkPage, ERROR_COLLECTOR } from './lib/engines/checks.mjs';
import { launchFirefox } from './lib/engines/firefox.mjs';
import { launchWebkit } from './lib/engines/webkit.mjs';
import { NOT_FOUND_PROBE, sitePages } from './lib/site-pages.mjs';
import { startStaticServer } from './static-server.mjs';

const PORT = Number(process.env.ENGINES_PORT ?? 4510);
const ENDPOINT = process.env.E2E_CONTACT_ENDPOINT ?? 'http://127.0.0.1:4599/contacto';
const ENDPOINT_DIR = 'out-endpoint';
const VIEWPORTS = [
  [390, 844],
  [1280, 800],
];

const outDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
const pages = sitePages(outDir);
const contactRoute = pages.find(({ route }) => /^\/contacto\/?$/.test(route))?.route;
const endpointBuilt = existsSync(path.join(ENDPOINT_DIR, 'contacto.html')) || existsSync(path.join(ENDPOINT_DIR, 'contacto', 'index.html'));

/** The contact endpoint's receiver, with a mode and posts per engine (told apart by User-Agent). */
function startReceiver() {
  const modes = new Map();
  const posts = new Map();
  const engineOf = (request) => (/Firefox/.test(request.headers['user-agent'] ?? '') ? 'Firefox' : 'WebKit');
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const engine = engineOf(request);
      posts.get(engine)?.push(JSON.parse(body));
      if (modes.get(engine) === 'fail') return void response.writeHead(500).end('{"ok":false}');
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  const { hostname, port } = new URL(ENDPOINT);
  return new Promise((resolve) =>
    server.listen(Number(port), hostname, () =>
      resolve({
        set: (engine, mode) => {
          modes.set(engine, mode);
          posts.set(engine, []);
        },
        posts: (engine) => posts.get(engine) ?? [],
        stop: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

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
    if (!servers.endpoint) skip('/contacto (endpoint)', `no hay ${ENDPOINT_DIR}/: corre antes npm run test:e2e:endpoint`);
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
const site = await startStaticServer(outDir, PORT);
const endpoint = endpointBuilt ? await startStaticServer(ENDPOINT_DIR, PORT + 1) : null;
const receiver = endpointBuilt ? await startReceiver() : null;
const servers = { site: site.origin, endpoint: endpoint?.origin, receiver };
console.log(`Motores: ${pages.length} páginas de ${outDir}${endpoint ? ` y ${ENDPOINT_DIR}/ (receptor ${ENDPOINT})` : ''}`);
const firefox = Object.assign(() => launchFirefox(), { engineName: 'Firefox' });
const webkit = Object.assign(() => launchWebkit({ port: PORT + 2, display: `:${PORT + 3}` }), { engineName: 'WebKit' });
const serial = process.env.ENGINES_SERIAL === '1';
let results;
try {
  results = serial
    ? [...(await runEngine(firefox, servers)), ...(await runEngine(webkit, servers))]
    : (await Promise.all([runEngine(firefox, servers), runEngine(webkit, servers)])).flat();
} finally {
  site.stop();
  endpoint?.stop();
  await receiver?.stop();
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
