import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decapConfigYaml } from '../../../lib/admin/decap-config-yaml';
import { publishStatusSettings } from '../../../lib/admin/publish-status';
import { SITE_VERSION_FILE } from '../../../lib/admin/site-version.mjs';
import { EDITOR_FILES } from '../../../build/postbuild/editor-files.mjs';
import { FIRST_COMMIT } from './github-stand-in';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  FOREIGN_PORT,
  githubOrigin,
  RELAY_INSPECTOR_PORT,
  RELAY_PORT,
  relayOrigin,
  siteOrigin,
  SITE_PORT,
} from './ports';

/** A post-build step as build/postbuild/run.mjs runs it: in Node, with this environment (the policy reads DECAP_API_ROOT). */
function runStep(step: string, outDir: string, env: NodeJS.ProcessEnv = process.env): void {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const step = await import('./build/postbuild/steps/${step}'); step.default({ outDir: ${JSON.stringify(outDir)} });`,
    ],
    { encoding: 'utf8', env },
  );
  if (run.status !== 0) throw new Error(`build/postbuild/steps/${step} failed:\n${run.stderr}`);
}

/**
 * The editor as the build writes it, for this test's settings (checks/playwright.config.ts, auth suite, sets
 * DECAP_AUTH_URL, DECAP_API_ROOT, DECAP_REPO before these modules load): /admin/config.yml and
 * /admin/publish-status.json from the same functions the build's routes call, /admin/index.html
 * (with its CSP) and Decap's bundle from the build's own post-build step, the editor's own scripts
 * and style, and /commit.txt from the build's step, as built by GitHub Actions from the branch's
 * first commit. The public pages are not built: the editor needs none of them, and a whole build
 * takes minutes here.
 */
export function assembleEditor(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'auth-editor-'));
  mkdirSync(path.join(outDir, 'admin'));
  writeFileSync(path.join(outDir, 'admin', 'config.yml'), decapConfigYaml());
  writeFileSync(
    path.join(outDir, 'admin', 'publish-status.json'),
    JSON.stringify(publishStatusSettings()),
  );
  for (const name of EDITOR_FILES) {
    mkdirSync(path.dirname(path.join(outDir, 'admin', name)), { recursive: true });
    copyFileSync(path.join('public', 'admin', name), path.join(outDir, 'admin', name));
  }
  copyFileSync(path.join('public', 'icon.svg'), path.join(outDir, 'icon.svg'));
  // build/scripts/serve.mjs answers a missing path with the export's 404.html (and cannot without one).
  writeFileSync(
    path.join(outDir, '404.html'),
    '<!doctype html><html lang="es"><meta charset="utf-8"><title>No encontrada</title><p>Esta página no existe.</p></html>\n',
  );
  runStep('06-site-version.mjs', outDir, { ...process.env, GITHUB_SHA: FIRST_COMMIT.sha });
  runStep('10-admin-editor.mjs', outDir);
  return outDir;
}

/** What the served site says it was built from, as a deploy leaves it (the test plays the deploy). */
export function serveCommit(outDir: string, sha: string): void {
  writeFileSync(path.join(outDir, SITE_VERSION_FILE), `${sha}\n`);
}

/** AUTH_E2E_BUILD=full: the whole `npm run build` into out-auth/ instead (minutes; the same editor). */
export const FULL_BUILD = process.env.AUTH_E2E_BUILD === 'full';

/** The editor to serve: assembled (default) or a whole build; a folder this test removes afterwards. */
export function prepareEditor(): string {
  if (!FULL_BUILD) return assembleEditor();
  const build = spawnSync('npm', ['run', 'build'], {
    env: { ...process.env, NEXT_DIST_DIR: 'out-auth' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0)
    throw new Error(`npm run build failed:\n${`${build.stdout}\n${build.stderr}`.slice(-3000)}`);
  return path.resolve('out-auth');
}

function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  what: string,
  timeoutMs: number,
): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start:\n${output}`)),
      timeoutMs,
    );
    const check = (chunk: Buffer) => {
      // wrangler colours its lines even into a pipe.
      output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with code ${code}:\n${output}`));
    });
  });
}

/**
 * The relay in Cloudflare's runtime, started as a developer starts it: `npm run auth:dev`
 * (wrangler dev, workerd), pointed at the GitHub stand-in and trusting the editor's site only.
 * In a process group of its own (npm, wrangler, workerd), stopped as one by stop().
 */
export async function startRelay(): Promise<ChildProcess> {
  const child = spawn('npm', ['run', 'auth:dev'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      AUTH_PORT: String(RELAY_PORT),
      AUTH_INSPECTOR_PORT: String(RELAY_INSPECTOR_PORT),
      GITHUB_CLIENT_ID: CLIENT_ID,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      GITHUB_URL: githubOrigin,
      ALLOWED_ORIGINS: siteOrigin,
    },
  });
  await startedOrStopped(
    child,
    waitForOutput(
      child,
      /Ready on http:\/\/127\.0\.0\.1/,
      'wrangler dev (npm run auth:dev)',
      90_000,
    ),
  );
  return child;
}

/** The editor's site, served by the project's own static server. */
export async function startSite(outDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['build/scripts/serve.mjs', outDir], {
    detached: true,
    env: { ...process.env, PORT: String(SITE_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await startedOrStopped(child, waitForOutput(child, /http:\/\//, 'the static server', 20_000));
  return child;
}

/**
 * A site that is not the practice's, on another origin: it opens the relay's popup exactly as
 * Decap does, answers the handshake, and keeps pushing "authorizing:github" at the popup with
 * targetOrigin '*' as an attacker would. Every message it receives lands in window.received.
 * Any other path it is asked for (a redirect the relay should never make) is recorded.
 */
export const FOREIGN_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Otro sitio</title></head>
<body><button id="open" type="button">Abrir inicio de sesión</button>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    window.received.push({ origin: event.origin, data: String(event.data) });
    if (event.data === 'authorizing:github') event.source.postMessage(event.data, event.origin);
  });
  document.getElementById('open').addEventListener('click', () => {
    const popup = window.open('${relayOrigin}/auth?provider=github&site_id=otro&scope=public_repo', 'Netlify Authorization', 'width=960,height=600');
    setInterval(() => { try { popup.postMessage('authorizing:github', '*'); } catch {} }, 100);
  });
</script></body></html>`;

export async function startForeignSite(): Promise<{ server: Server; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return response.end(FOREIGN_PAGE);
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(FOREIGN_PORT, '127.0.0.1', resolve));
  return { server, requests };
}

/** Stops a child's whole process group (it was started detached, as its group's leader), and waits. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

/** Waits for a process to be ready; one that never gets there is stopped, not left behind. */
async function startedOrStopped(child: ChildProcess, ready: Promise<void>): Promise<void> {
  try {
    await ready;
  } catch (error) {
    await stop(child);
    throw error;
  }
}

export const closeServer = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/** The relay's cache for this port (wrangler's bundle and state): the test leaves nothing behind. */
export function removeRelayCache(): void {
  rmSync(path.resolve('.cache', `auth-relay-${RELAY_PORT}`), { recursive: true, force: true });
}
