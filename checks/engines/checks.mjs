// The cross-engine checks, written once against a small driver interface
// (build/scripts/firefox.mjs, build/scripts/webkit.mjs): goto, evaluate, click, type, select, pressEscape,
// windowCount, closeOtherWindows, setViewport, newPage, preload.
export const MENU_BUTTON = 'button[aria-controls="menu-movil"]';
const HYDRATION_LIMIT_MS = 5_000;

/** Collects window errors from the first script on (installed as a preload script where the driver can). */
export const ERROR_COLLECTOR = `(() => {
  if (window.__engineErrors) return;
  window.__engineErrors = [];
  addEventListener('error', (event) => window.__engineErrors.push(String(event.message || event.error)));
  addEventListener('unhandledrejection', (event) => window.__engineErrors.push('unhandledrejection: ' + String(event.reason)));
})()`;

/** Records the URL of every window.open, still calling the browser's own (same task, same gesture). */
const OPEN_RECORDER = `(() => {
  if (window.__opened) return true;
  window.__opened = [];
  const open = window.open.bind(window);
  window.open = (...args) => { window.__opened.push(String(args[0])); return open(...args); };
  return true;
})()`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `expression` in the page until it is truthy; throws with `what` after `timeoutMs`. */
async function waitFor(driver, expression, what, timeoutMs = 5_000) {
  const started = Date.now();
  for (;;) {
    const value = await driver.evaluate(expression);
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} (tras ${timeoutMs} ms)`);
    await sleep(50);
  }
}

/** Milliseconds from the `load` event to hydration (the menu link became a button), polled every 10 ms. */
const HYDRATION_TIME = `new Promise((resolve) => {
  const loadEnd = () => performance.getEntriesByType('navigation')[0]?.loadEventEnd || 0;
  const started = performance.now();
  const tick = () => {
    if (document.querySelector('${MENU_BUTTON}') && loadEnd() > 0) return resolve(Math.max(0, Math.round(performance.now() - loadEnd())));
    if (performance.now() - started > ${HYDRATION_LIMIT_MS + 2_000}) return resolve(null);
    setTimeout(tick, 10);
  };
  tick();
})`;

export const sampleFields = {
  name: 'María José Ñúñez',
  phone: '311 123 4567',
  email: 'maria.jose@example.com',
  service: 'catarata',
  message: 'Hola, ¿podrían revisar a mi niña? Dice que ve borroso.',
};
const field = (name) => `form [name="${name}"]`;
const fieldValues = `Object.fromEntries(['name','phone','email','service','message'].map((n) => [n, document.querySelector('form [name="' + n + '"]').value]))`;

async function fillForm(driver) {
  for (const name of ['name', 'phone', 'email', 'message'])
    await driver.type(field(name), sampleFields[name]);
  await driver.select(field('service'), sampleFields.service);
}

async function expectValues(driver, expected) {
  const values = await driver.evaluate(fieldValues);
  for (const [name, value] of Object.entries(expected)) {
    if (values[name] !== value) throw new Error(`${name}: "${values[name]}" en vez de "${value}"`);
  }
}

/** Waits for the page's hydration and fails on a late one or on a collected error. */
async function loadPage(driver, url) {
  await driver.goto(url);
  // WebKitWebDriver's get can return while a navigation started by the previous check is still
  // ending (after a menu link to /, say): wait until this page is the one loaded.
  const { pathname } = new URL(url);
  await waitFor(
    driver,
    `location.pathname === ${JSON.stringify(pathname)} && document.readyState === 'complete'`,
    `${pathname} no terminó de cargar`,
  );
  // Without a preload script the page itself loads the collector (checks/engines/error-collector-copy.mjs).
  if (!(await driver.evaluate('Array.isArray(window.__engineErrors)')))
    throw new Error('el recolector de errores no corrió antes de los scripts de la página');
  const ms = await driver.evaluate(HYDRATION_TIME);
  if (ms === null || ms > HYDRATION_LIMIT_MS)
    throw new Error(`sin hidratación en ${HYDRATION_LIMIT_MS} ms tras load`);
  return ms;
}

async function expectNoErrors(driver) {
  const errors = await driver.evaluate('window.__engineErrors || []');
  if (errors.length) throw new Error(errors.join(' | '));
}

/** Every check of one page at one viewport, recorded through `run(name, fn)`. */
export async function checkPage(driver, run, { origin, route, width, isNotFound }) {
  const url = origin + route;
  const at = `${route} @${width}`;
  let hydrated = false;
  await run(`${at} carga e hidrata en ≤ 5 s tras load`, async () => {
    const ms = await loadPage(driver, url);
    hydrated = true;
    return `${ms} ms`;
  });
  if (!hydrated) return;
  await run(`${at} h1 y secciones de main`, async () => {
    const { h1, sections } = await driver.evaluate(
      `({ h1: document.querySelectorAll('h1').length, sections: document.querySelectorAll('main section, main h2').length })`,
    );
    if (h1 !== 1) throw new Error(`${h1} h1`);
    if (!isNotFound && sections < 1) throw new Error('main sin secciones');
    return `${sections} secciones/h2`;
  });
  await run(`${at} pie con el año actual`, async () => {
    const year = String(new Date().getFullYear());
    const text = await driver.evaluate(`document.querySelector('footer')?.textContent ?? ''`);
    if (!text.includes(`© ${year}`) && !text.includes(year))
      throw new Error(`el pie no dice ${year}`);
  });
  if (width < 768) {
    await run(`${at} menú: botón, aria-expanded, Escape y elegir un enlace`, async () => {
      const expanded = `document.querySelector('${MENU_BUTTON}').getAttribute('aria-expanded')`;
      await driver.click(MENU_BUTTON);
      await waitFor(driver, `${expanded} === 'true'`, 'el botón no abre el menú');
      await driver.pressEscape();
      await waitFor(driver, `${expanded} === 'false'`, 'Escape no cierra el menú');
      await driver.click(MENU_BUTTON);
      await waitFor(driver, `${expanded} === 'true'`, 'el botón no vuelve a abrir el menú');
      // A link to another page, and wait until it is there: a navigation still under way would
      // otherwise land after the next check's own (in WebKit, /contacto/ then gives way to /).
      const href = await driver.evaluate(
        `[...document.querySelectorAll('#menu-movil a[href]')].map((a) => a.getAttribute('href')).find((h) => new URL(h, location.href).pathname !== location.pathname)`,
      );
      if (!href) throw new Error('el menú no tiene enlaces a otras páginas');
      const pathname = new URL(href, url).pathname;
      await driver.click(`#menu-movil a[href="${href}"]`);
      await waitFor(
        driver,
        `document.querySelector('${MENU_BUTTON}')?.getAttribute('aria-expanded') === 'false'`,
        'elegir un enlace no cierra el menú',
      );
      await waitFor(
        driver,
        `location.pathname === ${JSON.stringify(pathname)} && document.readyState === 'complete'`,
        `el enlace no llevó a ${pathname}`,
      );
      return `a ${pathname}`;
    });
  }
  await run(`${at} sin errores de JavaScript`, () => expectNoErrors(driver));
}

/**
 * The after-paint loader (<route>/after-paint.js) of a page served from the held copy (engines.mjs
 * serves one) wrapped so that it runs only when the check says so: until then the page is its
 * exported HTML, as on a slow phone before the chunks have arrived.
 */
export const heldLoader = (source) =>
  `(function (run) { if (window.__releaseScripts === true) run(); else window.__releaseScripts = run; })(function () {\n${source}});\n`;
const RELEASE_SCRIPTS = `(() => { const run = window.__releaseScripts; window.__releaseScripts = true; if (typeof run === 'function') run(); return typeof run; })()`;

/** The phone menu opened through its link before hydration stays open after it, and closes on Escape. */
export async function checkMenuBeforeHydration(driver, run, { origin, route }) {
  const at = `${route} @390`;
  await run(`${at} menú abierto antes de hidratar sigue abierto después`, async () => {
    await driver.goto(origin + route);
    const before = await driver.evaluate(
      `({ button: !!document.querySelector('${MENU_BUTTON}'), link: !!document.querySelector('header a[href="#menu-movil"]'), held: typeof window.__releaseScripts })`,
    );
    if (before.button || !before.link || before.held !== 'function')
      throw new Error(`la página no estaba retenida: ${JSON.stringify(before)}`);
    await driver.click('header a[href="#menu-movil"]');
    const panelShown = `getComputedStyle(document.getElementById('menu-movil')).display !== 'none'`;
    await waitFor(
      driver,
      `location.hash === '#menu-movil' && ${panelShown}`,
      'el enlace no abre el menú (:target)',
    );
    if ((await driver.evaluate(RELEASE_SCRIPTS)) !== 'function')
      throw new Error('no se pudieron soltar los scripts');
    await waitFor(
      driver,
      `!!document.querySelector('${MENU_BUTTON}')`,
      'sin hidratación tras soltar los scripts',
      10_000,
    );
    const expanded = `document.querySelector('${MENU_BUTTON}').getAttribute('aria-expanded')`;
    await waitFor(
      driver,
      `${expanded} === 'true' && ${panelShown}`,
      'el menú se cerró o no dice aria-expanded="true"',
    );
    await sleep(300);
    if (!(await driver.evaluate(`${expanded} === 'true' && ${panelShown}`)))
      throw new Error('el menú se cerró solo tras hidratar');
    await driver.pressEscape();
    await waitFor(
      driver,
      `${expanded} === 'false' && !(${panelShown}) && location.hash === ''`,
      'Escape no cierra el menú ni quita #menu-movil',
    );
    await expectNoErrors(driver);
  });
}

/** /contacto in the default build: open-now badges, draft, WhatsApp inside the tap. */
export async function checkContactWhatsapp(driver, run, { origin, contactRoute }) {
  const url = origin + contactRoute;
  await run(`${contactRoute} insignias de abierto ahora`, async () => {
    await loadPage(driver, url);
    // The badges are far below the first screen: the check scrolls to one card after the other,
    // as a patient would, and reads each card's badge there.
    const cards = `[...document.querySelectorAll('main article[id]')]`;
    const badges = `[...document.querySelectorAll('main p')].filter((p) => /^(Abierto ahora|Cerrado)/.test(p.textContent.trim())).length`;
    const total = await driver.evaluate(`${cards}.length`);
    if (total < 2) throw new Error(`${total} consultorio(s), se esperaban 2`);
    for (let card = 0; card < total; card += 1) {
      await driver.evaluate(`${cards}[${card}].scrollIntoView()`);
      await waitFor(driver, `${badges} > ${card}`, `sin insignia en el consultorio ${card + 1}`);
    }
    return `${await driver.evaluate(badges)} insignias`;
  });
  await run(`${contactRoute} el borrador sobrevive a recargar`, async () => {
    await driver.evaluate('localStorage.clear()');
    await loadPage(driver, url);
    await fillForm(driver);
    await driver.reload();
    await driver.evaluate(HYDRATION_TIME);
    await waitFor(
      driver,
      `document.querySelector('${field('message')}').value !== ''`,
      'el borrador no volvió',
    );
    await expectValues(driver, sampleFields);
  });
  await run(
    `${contactRoute} enviar abre WhatsApp en otra ventana con los campos (borrador restaurado, sin enfocar)`,
    async () => {
      await driver.closeOtherWindows();
      const before = await driver.windowCount();
      await driver.evaluate(OPEN_RECORDER);
      await driver.click('form button[type="submit"]');
      const opened = await waitFor(
        driver,
        'window.__opened.length && window.__opened',
        'no se llamó a window.open',
      );
      const target = new URL(opened[0]);
      if (target.host !== 'wa.me') throw new Error(`abrió ${target.href}`);
      const text = target.searchParams.get('text') ?? '';
      for (const value of [
        sampleFields.name,
        sampleFields.phone,
        sampleFields.email,
        sampleFields.message,
      ]) {
        if (!text.includes(value)) throw new Error(`falta "${value}" en el mensaje`);
      }
      await sleep(500);
      const after = await driver.windowCount();
      const stayed = new URL(await driver.url()).pathname;
      await driver.closeOtherWindows();
      if (after <= before) throw new Error('el navegador bloqueó la ventana nueva');
      if (!stayed.startsWith(contactRoute.replace(/\/$/, '')))
        throw new Error(`la pestaña del sitio se fue a ${stayed}`);
      await expectValues(driver, sampleFields);
    },
  );
  await run(`${contactRoute} sin errores de JavaScript`, () => expectNoErrors(driver));
}

/** /contacto in the endpoint build: posts to the receiver; a 500 keeps every value. */
export async function checkContactEndpoint(driver, run, { origin, contactRoute, receiver }) {
  const url = origin + contactRoute;
  await run(`${contactRoute} (endpoint) envía al receptor y vacía el formulario`, async () => {
    receiver.set(driver.name, 'ok');
    await loadPage(driver, url);
    await driver.evaluate('localStorage.clear()');
    await fillForm(driver);
    await driver.click('form button[type="submit"]');
    const started = Date.now();
    while (!receiver.posts(driver.name).length) {
      if (Date.now() - started > 5_000) throw new Error('el receptor no recibió nada');
      await sleep(50);
    }
    const { sentAt, page, ...fields } = receiver.posts(driver.name)[0];
    for (const [name, value] of Object.entries(sampleFields))
      if (fields[name] !== value) throw new Error(`${name} llegó como "${fields[name]}"`);
    await waitFor(
      driver,
      `document.body.textContent.includes('Mensaje enviado')`,
      'sin aviso de enviado',
    );
    await expectValues(driver, { name: '', phone: '', email: '', service: '', message: '' });
    return `página ${page}, ${sentAt}`;
  });
  await run(`${contactRoute} (endpoint) un 500 conserva cada valor`, async () => {
    receiver.set(driver.name, 'fail');
    await loadPage(driver, url);
    await fillForm(driver);
    await driver.click('form button[type="submit"]');
    await waitFor(
      driver,
      `document.body.textContent.includes('No pudimos enviar tu mensaje')`,
      'sin aviso de error',
      10_000,
    );
    await expectValues(driver, sampleFields);
    return `${receiver.posts(driver.name).length} intentos`;
  });
  await run(`${contactRoute} (endpoint) sin errores de JavaScript`, () => expectNoErrors(driver));
}

/** Without JavaScript: content visible, no dead links, every contact route (as checks/e2e/nojs.spec.ts). */
export async function checkNoJs(driver, run, { origin, route, width }) {
  await run(`${route} @${width} sin JavaScript`, async () => {
    await driver.goto(origin + route);
    const result = await driver.evaluate(`(() => {
      const hidden = [...document.querySelectorAll('main *')]
        .filter((e) => !e.closest('.sr-only, [hidden], [aria-hidden="true"], template, noscript'))
        .filter((e) => { const s = getComputedStyle(e); return (s.opacity === '0' || s.visibility === 'hidden') && e.textContent.trim() !== ''; }).length;
      const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
      const dead = hrefs.filter((h) => h === '' || h === '#' || h.startsWith('javascript:')).length;
      const routes = ['a[href^="tel:+52"]', 'a[href^="https://wa.me/"]', 'a[href^="mailto:"]'].filter((s) => !document.querySelector(s));
      const h1 = document.querySelector('h1');
      return { hidden, dead, routes, links: hrefs.length, h1: !!h1 && h1.getBoundingClientRect().height > 0, hydrated: !!document.querySelector('${MENU_BUTTON}') };
    })()`);
    if (result.hydrated) throw new Error('JavaScript seguía activo');
    if (!result.h1) throw new Error('sin h1 visible');
    if (result.hidden)
      throw new Error(`${result.hidden} bloques ocultos hasta que corra un script`);
    if (result.dead) throw new Error(`${result.dead} enlaces muertos`);
    if (result.routes.length) throw new Error(`faltan ${result.routes.join(', ')}`);
    return `${result.links} enlaces`;
  });
}
