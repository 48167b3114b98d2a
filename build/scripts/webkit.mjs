// @ts-check
// WebKitGTK driven by its own WebKitWebDriver (classic WebDriver over HTTP), under
// Xvfb: Debian's MiniBrowser has no headless mode. The protocol is selenium-webdriver's
// (its session, element, actions and error layers, pointed at the driver we start: it
// downloads nothing). Why not puppeteer-core, as for Firefox: WebKitGTK speaks neither CDP
// nor WebDriver BiDi. What stays ours: Xvfb, the narrow GTK chrome, sizing the viewport,
// and recovering a session whose page process was lost.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { By, Capabilities, Key, WebDriver, error as seleniumError } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http/index.js';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function waitForOutput(child, pattern, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${child.spawnfile}: sin respuesta`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      if (pattern.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${child.spawnfile} terminó con código ${code}`)));
  });
}

/** Starts Xvfb on `display` unless a display is given in $DISPLAY. */
async function startDisplay(display) {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: async () => {} };
  const xvfb = spawn('Xvfb', [display, '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  xvfb.on('error', () => {});
  // Xvfb prints nothing when ready; its socket appears instead.
  const socket = `/tmp/.X11-unix/X${display.slice(1)}`;
  for (let i = 0; i < 100 && !existsSync(socket); i += 1)
    await new Promise((r) => setTimeout(r, 50));
  // Stopping waits for the exit, so a next launch on the same display finds it free.
  const exited = new Promise((resolve) => xvfb.once('exit', resolve));
  return {
    display,
    stop: () => {
      xvfb.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * MiniBrowser's toolbar (buttons and address bar) will not let its window be narrower than
 * 447 px, so a "390 px" page would be laid out at 447. A GTK style sheet in a private config
 * directory shrinks the browser's own widgets (the page is drawn by WebKit, not by these
 * GTK widgets), so the window, and the page, can be 390 px wide.
 */
function narrowChromeConfig() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-'));
  const css =
    'entry, button, box, label, image, scale { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.1); }\n';
  for (const gtk of ['gtk-3.0', 'gtk-4.0']) {
    mkdirSync(path.join(dir, gtk));
    writeFileSync(path.join(dir, gtk, 'gtk.css'), css);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts WebKitWebDriver on `port`, drawing on `display` with the GTK settings in `configDir`;
 * keeps the last lines it and MiniBrowser printed, shown when a page's process is lost.
 * @param {number} port
 * @param {string} display
 * @param {string} configDir
 */
function spawnDriver(port, display, configDir) {
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
    env: {
      ...process.env,
      DISPLAY: display,
      XDG_CONFIG_HOME: configDir,
      // Painting on the CPU, without the GL compositor: under Xvfb, GL is Mesa's llvmpipe,
      // whose code is compiled for the host's CPU, so the page process would depend on the
      // machine. The checks read the DOM, not the GPU.
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const output = [];
  const keepOutput = (chunk) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 12));
  };
  driver.stdout.on('data', keepOutput);
  driver.stderr.on('data', keepOutput);
  return { driver, output };
}

/** A new session, asked again while the driver is still starting. */
async function newSession(executor, capabilities) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const session = WebDriver.createSession(executor, capabilities);
      await session.getSession();
      return session;
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(250);
    }
  }
}

// The WebDriver spec scrolls an element into view with behavior "instant", but WebKitWebDriver's
// scroll follows the page's CSS `scroll-behavior: smooth` (globals.css) and checks that the
// element is in view before the animation has moved it there: "element not interactable".
// So every element is first put in view here, instantly, as Chromium's and Firefox's drivers do.
async function elementInView(session, selector) {
  const element = await session.findElement(By.css(selector));
  await session.executeScript(
    "arguments[0].scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })",
    element,
  );
  return element;
}

const same = (a, b) => a[0] === b[0] && a[1] === b[1];
/**
 * Sizes the window so the page's viewport is width x height. The window rect is the outer
 * size, so it grows by the browser's own chrome; and with no window manager, Xvfb applies a
 * size a moment later: the inner size is read until it has changed (or half a second passed)
 * and holds still, then the outer size is corrected by what is missing.
 */
async function sizeWindow(session, width, height) {
  const innerSize = () => session.executeScript('return [innerWidth, innerHeight]');
  let outer = [width, height];
  let inner = await innerSize();
  for (let attempt = 0; attempt < 8 && !same(inner, [width, height]); attempt += 1) {
    const before = inner;
    await session.manage().window().setRect({ width: outer[0], height: outer[1] });
    const asked = Date.now();
    for (let previous = null; Date.now() - asked < 3_000; previous = inner) {
      await sleep(50);
      inner = await innerSize();
      const settled = !same(inner, before) || Date.now() - asked > 500;
      if (settled && previous && same(inner, previous)) break;
    }
    outer = [outer[0] + width - inner[0], outer[1] + height - inner[1]];
  }
  if (!same(inner, [width, height]))
    throw new Error(`la ventana de WebKit quedó en ${inner[0]}x${inner[1]}, no ${width}x${height}`);
}

/** Runs `source` (an expression, possibly a promise) in the page and resolves to its value. */
const evaluateIn = (session, source) =>
  session
    .executeAsyncScript(
      `const done = arguments[arguments.length - 1]; Promise.resolve().then(() => (${source})).then(done, (error) => done({ __error: String(error) }));`,
    )
    .then((value) => {
      if (value && typeof value === 'object' && '__error' in value)
        throw new Error(String(value.__error));
      return value;
    });

/** Closes every window of the session but `mainWindow`, and returns to it. */
async function closeWindowsBut(session, mainWindow) {
  for (const handle of await session.getAllWindowHandles()) {
    if (handle === mainWindow) continue;
    await session.switchTo().window(handle);
    await session.close();
  }
  await session.switchTo().window(mainWindow);
}

/** Ends WebKitWebDriver and resolves once it has exited. @param {import('node:child_process').ChildProcess} driver */
async function stopDriver(driver) {
  const driverExited = new Promise((resolve) =>
    driver.exitCode === null ? driver.once('exit', resolve) : resolve(undefined),
  );
  driver.kill('SIGTERM');
  await driverExited;
}

/**
 * Starts the display, the narrow GTK chrome's config and WebKitWebDriver on `port`, and gives the
 * driver a moment to start (at most a second, or until it prints).
 * @param {number} port
 * @param {string} display
 */
async function startDriver(port, display) {
  const screen = await startDisplay(display);
  const config = narrowChromeConfig();
  const { driver, output } = spawnDriver(port, screen.display, config.dir);
  await Promise.race([waitForOutput(driver, /./, 10_000), new Promise((r) => setTimeout(r, 1000))]);
  return { screen, config, driver, output };
}

/** The session's capabilities: MiniBrowser under automation, its page scripts on or off. */
const miniBrowserCapabilities = (javaScript, pageLoadStrategy) =>
  new Capabilities({
    pageLoadStrategy,
    'webkitgtk:browserOptions': {
      args: ['--automation', ...(javaScript ? [] : ['--enable-javascript-markup=false'])],
    },
  });

/**
 * Launches WebKitWebDriver on `port` and a MiniBrowser session; resolves to the driver interface.
 * Without `javaScript`, MiniBrowser's --enable-javascript-markup=false turns the page's own
 * scripts off while the driver's scripts (execute) still run, as a visitor without JavaScript.
 * `pageLoadStrategy` is WebDriver's: with 'normal' (the default) every command after a navigation
 * waits for the page's load event; with 'none' nothing waits, for a check that holds some of a
 * page's files back (its load event then never fires while it reads the page) and polls for the
 * state it needs itself. ('eager' is no way out: WebKitWebDriver 2.50 then never runs a script.)
 */
export async function launchWebkit({
  port,
  display,
  javaScript = true,
  pageLoadStrategy = 'normal',
}) {
  const { screen, config, driver, output } = await startDriver(port, display);
  const executor = new Executor(new HttpClient(`http://127.0.0.1:${port}`));
  const capabilities = miniBrowserCapabilities(javaScript, pageLoadStrategy);
  const startSession = () => newSession(executor, capabilities);
  // A session ends with its page's web process (a crash, or a hang WebKit gives up on); the
  // driver outlives it, so `recover` starts a new one in place and the checks keep this object.
  let session = await startSession();
  let mainWindow = await session.getWindowHandle();
  let viewport = null;
  const findInView = (selector) => elementInView(session, selector);
  const sizeViewport = (width, height) => sizeWindow(session, width, height);
  return {
    name: 'WebKit',
    version: `WebKitGTK ${(await session.getCapabilities()).getBrowserVersion()}`,
    canPreload: false,
    async newPage() {
      await session.get('about:blank');
    },
    async setViewport(width, height) {
      viewport = [width, height];
      await sizeViewport(width, height);
    },
    /** Whether the session is gone with its page (WebKit answers "invalid session id"). */
    async lostSession() {
      try {
        await session.getCurrentUrl();
        return false;
      } catch (error) {
        return error instanceof seleniumError.NoSuchSessionError;
      }
    },
    /** What the driver and browser printed last, for the report of a lost page. */
    recentOutput: () => output.join(' | '),
    /** A new session in place of a lost one, at the same viewport. */
    async recover() {
      await session.quit().catch(() => {});
      session = await startSession();
      mainWindow = await session.getWindowHandle();
      if (viewport) await sizeViewport(...viewport);
    },
    goto: (url) => session.get(url),
    reload: () => session.navigate().refresh(),
    url: () => session.getCurrentUrl(),
    /** Runs `source` (an expression, possibly a promise) and resolves to its value. */
    evaluate: (source) => evaluateIn(session, source),
    async click(selector) {
      await (await findInView(selector)).click();
    },
    async type(selector, text) {
      const element = await findInView(selector);
      await element.clear();
      await element.sendKeys(text);
    },
    async select(selector, value) {
      await findInView(selector);
      await session.findElement(By.css(`${selector} option[value="${value}"]`)).click();
    },
    async pressEscape() {
      await session.actions().keyDown(Key.ESCAPE).keyUp(Key.ESCAPE).perform();
      await session.actions().clear();
    },
    // WebKitWebDriver's element screenshot of <html> is clipped to the viewport: no full page.
    fullPageScreenshot: false,
    /** Saves a PNG of the viewport. */
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await session.takeScreenshot(), 'base64'));
    },
    windowCount: async () => (await session.getAllWindowHandles()).length,
    closeOtherWindows: () => closeWindowsBut(session, mainWindow),
    async close() {
      await session.quit().catch(() => {});
      await stopDriver(driver);
      await screen.stop();
      config.remove();
    },
  };
}
