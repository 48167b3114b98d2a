// The first day of a shared host, when the practice's domain does not point at it yet: setup's
// probe run while the site's address does not resolve, then doctor, then `npm run deploy`, to an
// Apache that grants .htaccess the `FileInfo` class alone (the full .htaccess answers 500 there).
// Setup names the checks it skipped and writes no DEPLOY_HTACCESS; doctor names what is missing
// and what it could not check; the deploy sends no .htaccess it did not prove, so `/` answers 200;
// and once the address reaches the server, the next deploy proves and sends the `basic` form.
// Pure-FTPd (plain FTP, as such hosts offer), Apache, the GitHub REST stand-in and a stand-in relay
// (its root answers 200), on the ports after the deploy suite's own (dayOnePorts).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startApache } from '../host-servers.mjs';
import { startGitHubApi } from '../setup/github-api-stand-in.mjs';
import { portOpen, runNode } from './processes.mjs';
import { startPureFtpd } from './pure-ftpd.mjs';

/** A name no DNS resolves (RFC 2606): the domain not pointed at the host yet. */
const UNRESOLVED_SITE = 'https://consultorio-sin-dominio.invalid';
const REPO = 'consultorio/sitio';

/** The ports of this scenario: 14 after the deploy suite's first 31. @param {number} base */
export const dayOnePorts = (base) => ({
  ftp: base + 31,
  passive: /** @type {[number, number]} */ ([base + 32, base + 41]),
  web: base + 42,
  github: base + 43,
  relay: base + 44,
});

/** @param {string} url */
const statusOf = async (url) => (await fetch(url, { redirect: 'manual' })).status;

/** A relay whose root answers 200, as publish/auth-relay/ does once it has its OAuth App. @param {number} port */
async function startRelay(port) {
  const server = createServer((_request, response) => response.end('ok'));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @param {{ base: number, exportDir: string }} options
 * @returns {Promise<{ name: string, problems: string[] }[]>}
 */
export async function proveDayOne({ base, exportDir }) {
  const ports = dayOnePorts(base);
  for (const port of [ports.ftp, ports.web, ports.github, ports.relay])
    if (await portOpen(port)) throw new Error(`el puerto ${port} ya está en uso (¿otra prueba?)`);
  // Apache's user reads the FTP account's web root inside it.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-day-one-'));
  chmodSync(dir, 0o755);
  const password = randomBytes(12).toString('base64url');
  const token = `github_pat_${randomBytes(16).toString('hex')}`;
  /** @type {Array<() => unknown>} */
  const stops = [() => rmSync(dir, { recursive: true, force: true })];
  /** @type {{ name: string, problems: string[] }[]} */
  const checks = [];
  try {
    const ftp = await startPureFtpd({
      dir: path.join(dir, 'ftp'),
      port: ports.ftp,
      passive: ports.passive,
      user: 'sitio',
      password,
    });
    stops.push(ftp.stop);
    const web = await startApache(ftp.home, ports.web, {
      allowOverride: 'FileInfo',
      name: 'apache-day-one',
    });
    stops.push(web.stop);
    const github = await startGitHubApi({ port: ports.github, repo: REPO, token });
    stops.push(github.close);
    const relay = await startRelay(ports.relay);
    stops.push(relay.stop);
    const host = {
      DEPLOY_TARGET: 'ftp',
      DEPLOY_HOST: '127.0.0.1',
      DEPLOY_PORT: String(ports.ftp),
      DEPLOY_USER: 'sitio',
      DEPLOY_PASSWORD: password,
      DEPLOY_PATH: '/',
      DEPLOY_FTP_PLAIN_OK: '1',
    };
    const day = { ftp, web, github, relay, host, token, exportDir };
    for (const [name, body] of steps) {
      const problems = await body(day).catch((/** @type {Error} */ error) => [
        error.stack ?? String(error),
      ]);
      checks.push({ name, problems });
      console.log(`  ${problems.length ? '✗' : '✓'} día uno: ${name}`);
      for (const problem of problems) console.log(`      ${problem.replace(/\n/g, '\n      ')}`);
    }
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
  }
  return checks;
}

/**
 * @typedef {{ ftp: Awaited<ReturnType<typeof startPureFtpd>>, web: { origin: string }, github: Awaited<ReturnType<typeof startGitHubApi>>, relay: { origin: string }, host: { DEPLOY_TARGET: string, DEPLOY_HOST: string, DEPLOY_PORT: string, DEPLOY_USER: string, DEPLOY_PASSWORD: string, DEPLOY_PATH: string, DEPLOY_FTP_PLAIN_OK: string }, token: string, exportDir: string }} Day
 */

/** @type {[string, (day: Day) => Promise<string[]>][]} */
const steps = [
  [
    'setup dice qué comprobaciones omitió con la dirección sin resolver, y no escribe DEPLOY_HTACCESS',
    async ({ host, relay, exportDir }) => {
      const { DEPLOY_PASSWORD, DEPLOY_FTP_PLAIN_OK } = host;
      const run = await runNode(
        [
          'publish/setup.mjs',
          '--yes',
          '--print',
          '--host-kind',
          'ftp',
          '--host',
          host.DEPLOY_HOST,
          '--port',
          host.DEPLOY_PORT,
          '--user',
          host.DEPLOY_USER,
          '--path',
          host.DEPLOY_PATH,
          '--site-url',
          UNRESOLVED_SITE,
          '--auth-url',
          relay.origin,
          '--dir',
          exportDir,
        ],
        { DEPLOY_PASSWORD, DEPLOY_FTP_PLAIN_OK },
      );
      const problems = [];
      const said = `${run.stdout}\n${run.stderr}`;
      if (run.code !== 0) problems.push(`setup terminó con ${run.code}`);
      for (const skipped of [
        /no se comprobó qué forma del \.htaccess acepta el servidor \(DEPLOY_HTACCESS\): el nombre consultorio-sin-dominio\.invalid .*npm run deploy la comprueba en cada publicación/,
        /no se comprobó que el servicio de inicio de sesión entregue el acceso a la dirección del sitio: .*npm run doctor lo comprueba/,
      ])
        if (!skipped.test(said)) problems.push(`setup no dijo ${skipped}`);
      if (/DEPLOY_HTACCESS\s*=/.test(said))
        problems.push('setup escribió DEPLOY_HTACCESS sin probarla');
      return problems.length > 0 ? [...problems, said] : [];
    },
  ],
  [
    'doctor nombra la dirección que falta y las comprobaciones que no pudo hacer, sin «Todo listo»',
    async ({ host, relay, github, token }) => {
      const run = await runNode(['publish/doctor.mjs'], {
        ...host,
        GITHUB_ACTIONS: 'true',
        GITHUB_REPOSITORY: REPO,
        GITHUB_TOKEN: token,
        GITHUB_API_URL: github.url,
        SITE_URL: UNRESOLVED_SITE,
        DECAP_AUTH_URL: relay.origin,
      });
      const problems = [];
      const lines = run.stderr.trim().split('\n').filter(Boolean);
      if (run.code !== 1 || lines.length !== 1 || !/no existe en el DNS/.test(lines[0] ?? ''))
        problems.push(`código ${run.code}; se espera una frase sobre el DNS del sitio`);
      for (const skipped of [
        /- forma del \.htaccess que carga el servidor: no se revisa \(la dirección del sitio no responde .*publica sin \.htaccess/,
        /- servicio de inicio de sesión: no se revisa \(.*no se comprobó que entregue el acceso al sitio/,
        /✓ acceso al servidor/,
      ])
        if (!skipped.test(run.stdout)) problems.push(`doctor no dijo ${skipped}`);
      if (/Todo listo/.test(run.stdout)) problems.push('doctor dijo «Todo listo»');
      return problems.length > 0 ? [...problems, run.stdout, run.stderr] : [];
    },
  ],
  [
    'npm run deploy sin poder comprobar el .htaccess no envía ninguno, lo dice, y / responde 200',
    async ({ host, ftp, web, exportDir }) => {
      const run = await runNode(['publish/deploy.mjs'], {
        ...host,
        SITE_URL: UNRESOLVED_SITE,
        DEPLOY_DIR: exportDir,
        DEPLOY_ALLOW_EXAMPLES: '1',
      });
      const problems = [];
      if (run.code !== 0) problems.push(`deploy terminó con ${run.code}`);
      if (!/AVISO: \.htaccess: no se envía \.htaccess \(forma none/.test(run.stdout))
        problems.push('deploy no dijo que envía la forma none');
      if (existsSync(path.join(ftp.home, '.htaccess')))
        problems.push('hay un .htaccess en el servidor');
      if (existsSync(path.join(ftp.home, 'comprobacion-publicacion')))
        problems.push('la carpeta de prueba quedó en el servidor');
      const status = await statusOf(`${web.origin}/`);
      if (status !== 200) problems.push(`/ respondió ${status}`);
      return problems.length > 0 ? [...problems, run.stdout, run.stderr] : [];
    },
  ],
  [
    'con la dirección ya en el servidor, npm run deploy prueba las formas y envía basic (full da 500), y / responde 200',
    async ({ host, ftp, web, exportDir }) => {
      const run = await runNode(['publish/deploy.mjs'], {
        ...host,
        SITE_URL: web.origin,
        DEPLOY_DIR: exportDir,
        DEPLOY_ALLOW_EXAMPLES: '1',
      });
      const problems = [];
      if (run.code !== 0) problems.push(`deploy terminó con ${run.code}`);
      if (
        !/\.htaccess: se envía .*\(forma basic\), comprobado .*\(full: 500, basic: 200\)/.test(
          run.stdout,
        )
      )
        problems.push('deploy no dijo que comprobó y envía la forma basic');
      const served = path.join(ftp.home, '.htaccess');
      const text = existsSync(served) ? readFileSync(served, 'utf8') : '';
      if (!/Header always set Content-Security-Policy/.test(text) || /ExpiresActive/.test(text))
        problems.push('el .htaccess del servidor no es la forma basic');
      if (existsSync(path.join(ftp.home, 'comprobacion-publicacion')))
        problems.push('la carpeta de prueba quedó en el servidor');
      const status = await statusOf(`${web.origin}/`);
      if (status !== 200) problems.push(`/ respondió ${status}`);
      return problems.length > 0 ? [...problems, run.stdout, run.stderr] : [];
    },
  ],
];
