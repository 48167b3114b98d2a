// wrangler, which deploys the sign-in relay (publish/auth-relay/) as a Cloudflare Worker, run by
// setup: its output read to name the real cause of a failure, and its login run with the terminal
// handed over (wrangler opens the browser and waits for the developer there).
import { spawnSync } from 'node:child_process';

const CONFIG = ['--config', 'publish/auth-relay/wrangler.toml'];
export const WORKERS_PAGE = 'https://dash.cloudflare.com/?to=/:account/workers-and-pages';

/**
 * @typedef {{ status: number | null, output: string }} WranglerRun
 * @typedef {(args: string[], input?: string) => WranglerRun} WranglerRunner
 */

/** Runs `npx wrangler …` with its output read (and `input` on its stdin). @type {WranglerRunner} */
export function runWrangler(args, input) {
  const run = spawnSync('npx', ['--no-install', 'wrangler', ...args, ...CONFIG], {
    encoding: 'utf8',
    input: input ?? '',
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  const missing = run.error ? `${run.error.message}\n` : '';
  return { status: run.status, output: `${missing}${run.stdout ?? ''}${run.stderr ?? ''}` };
}

/**
 * `npx wrangler login` with the terminal handed over: whatever reads stdin here stops first.
 * @returns {boolean} whether it signed in
 */
export function loginWrangler() {
  if (process.stdin.isTTY) process.stdin.setRawMode(false);
  process.stdin.pause();
  const run = spawnSync('npx', ['--no-install', 'wrangler', 'login'], { stdio: 'inherit' });
  return run.status === 0;
}

/** wrangler's lines that say it has no Cloudflare login. */
const NOT_LOGGED_IN =
  /Not logged in|You are not authenticated|wrangler login|Authentication error|\[code: 10000\]/i;
/** wrangler's line when the account has no workers.dev subdomain and it cannot ask for one. */
const NO_SUBDOMAIN = /register a workers\.dev subdomain/i;

/** The line of wrangler's output that says what failed. @param {string} output */
export function wranglerErrorLine(output) {
  const lines = output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    lines.find((line) => /\[ERROR\]|^Error:|^✘/.test(line)) ??
    lines.at(-1) ??
    'sin mensaje'
  ).replace(/^✘\s*/, '');
}

/**
 * What a failed run of wrangler means, and its fix.
 * @param {string[]} args
 * @param {WranglerRun} run
 * @returns {{ kind: 'login' | 'subdomain' | 'other', clause: string }}
 */
export function wranglerFailure(args, run) {
  const command = `wrangler ${args.join(' ')}`;
  if (NO_SUBDOMAIN.test(run.output))
    return {
      kind: 'subdomain',
      clause: `${command}: la cuenta de Cloudflare aún no tiene subdominio workers.dev, y wrangler no lo registra cuando no habla con una terminal; abre una vez la página de Workers en el panel (${WORKERS_PAGE}), que lo registra, y vuelve a intentarlo`,
    };
  if (NOT_LOGGED_IN.test(run.output))
    return {
      kind: 'login',
      clause: `${command}: wrangler no ha iniciado sesión en Cloudflare; npx wrangler login lo hace (abre el navegador)`,
    };
  if (/ENOENT|could not determine executable|command not found/i.test(run.output))
    return {
      kind: 'other',
      clause: `${command}: wrangler no está instalado (es una dependencia opcional de publish/auth-relay/); corre npm install con Node 20 o más nuevo y sin --omit=optional`,
    };
  return {
    kind: 'other',
    clause: `${command} falló (código ${run.status}): «${wranglerErrorLine(run.output)}»`,
  };
}

/** Whether wrangler has a Cloudflare login (`wrangler whoami`). @param {WranglerRunner} run */
export function wranglerLoggedIn(run) {
  const result = run(['whoami']);
  return result.status === 0 && !NOT_LOGGED_IN.test(result.output);
}
