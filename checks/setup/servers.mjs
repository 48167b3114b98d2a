// The real parts `npm run setup` and `npm run doctor` are proven against, on 127.0.0.1, each
// stopped by its own PID: Pure-FTPd (a cPanel-like account), three Apaches serving its web root
// as three kinds of shared host grant .htaccess (`FileInfo Indexes`, `FileInfo` alone,
// `AuthConfig` alone), each behind an https front with a certificate from the run's own CA (the
// site's address must be https), the GitHub REST stand-in, and the sign-in relay in wrangler dev
// (`npm run auth:dev`); and OpenSSH's sshd with a chrooted SFTP account whose web root another
// Apache serves behind its own https front. Ports from SETUP_TEST_BASE_PORT (default 5500), 30.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, rmdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:https';
import path from 'node:path';
import { startApache } from '../host-servers.mjs';
import { makeCertificates } from '../deploy/certificates.mjs';
import { portOpen } from '../deploy/processes.mjs';
import { startPureFtpd } from '../deploy/pure-ftpd.mjs';
import { ensureDeployServers } from '../deploy/servers.mjs';
import { ensureUser, removeUser, startSshd } from '../deploy/sshd.mjs';
import { startGitHubApi } from './github-api-stand-in.mjs';

export const REPO = 'consultorio/sitio';
/** How each Apache grants .htaccess, and the form `npm run setup` should find for it. */
export const APACHES = /** @type {const} */ ([
  { name: 'full', allowOverride: 'FileInfo Indexes', form: 'full' },
  { name: 'fileinfo', allowOverride: 'FileInfo', form: 'basic' },
  { name: 'authconfig', allowOverride: 'AuthConfig', form: 'none' },
]);

export function setupPorts(base = Number(process.env.SETUP_TEST_BASE_PORT ?? 5500)) {
  return {
    ftp: base,
    ftpPassive: /** @type {[number, number]} */ ([base + 1, base + 10]),
    web: { full: base + 11, fileinfo: base + 12, authconfig: base + 13 },
    front: { full: base + 14, fileinfo: base + 15, authconfig: base + 16 },
    github: base + 17,
    relay: base + 18,
    relayInspector: base + 19,
    /** Nothing listens here: the host that does not answer. */
    closed: base + 20,
    sftp: base + 21,
    sftpWeb: base + 22,
    sftpFront: base + 23,
  };
}

/** Where SFTP jails live: ChrootDirectory must be root-owned all the way up, which /tmp is not. */
const SRV_ROOT = '/srv/setup-test';

/**
 * A shared host's SFTP account: a jailed user with a password, its web root served by Apache.
 * @param {ReturnType<typeof setupPorts>} ports
 * @param {Array<() => unknown>} cleanups
 */
async function startSftp(ports, cleanups) {
  const run = path.join(SRV_ROOT, `${Date.now().toString(36)}-${process.pid}`);
  mkdirSync(run, { recursive: true, mode: 0o755 });
  chmodSync(SRV_ROOT, 0o755);
  cleanups.push(() => {
    rmSync(run, { recursive: true, force: true });
    if (readdirSync(SRV_ROOT).length === 0) rmdirSync(SRV_ROOT);
  });
  const user = `stsftp${ports.ftp}`;
  const password = randomBytes(12).toString('base64url');
  const jail = path.join(run, 'jail');
  mkdirSync(jail, { mode: 0o755 });
  const ids = ensureUser(user, { home: jail, shell: '/usr/sbin/nologin', password });
  cleanups.push(() => removeUser(user));
  const siteDir = path.join(jail, 'public_html');
  mkdirSync(siteDir, { mode: 0o755 });
  spawnSync('chown', [`${ids.uid}:${ids.gid}`, siteDir]);
  const sshd = await startSshd({
    dir: path.join(run, 'sshd'),
    port: ports.sftp,
    user,
    authorizedKey: '',
    chroot: jail,
  });
  cleanups.push(sshd.stop);
  return { user, password, port: ports.sftp, siteDir, knownHosts: sshd.knownHostsLine() };
}

/** An https front for an http server: what a host's TLS terminator does. */
function startTlsFront(
  /** @type {number} */ port,
  /** @type {{ cert: string, key: string }} */ certs,
  /** @type {number} */ backend,
) {
  const server = createServer(
    { cert: readFileSync(certs.cert), key: readFileSync(certs.key) },
    (incoming, outgoing) => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: backend,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: `127.0.0.1:${backend}` },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => {
        outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(upstream);
    },
  );
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** `npm run auth:dev` (wrangler dev) trusting `siteOrigins`, in its own process group. */
async function startRelay(
  /** @type {ReturnType<typeof setupPorts>} */ ports,
  /** @type {string[]} */ siteOrigins,
  /** @type {number} */ githubPort,
) {
  const child = spawn('npm', ['run', 'auth:dev'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      AUTH_PORT: String(ports.relay),
      AUTH_INSPECTOR_PORT: String(ports.relayInspector),
      GITHUB_CLIENT_ID: 'Iv1.setup-test',
      GITHUB_CLIENT_SECRET: randomBytes(16).toString('hex'),
      GITHUB_URL: `http://127.0.0.1:${githubPort}`,
      ALLOWED_ORIGINS: siteOrigins.join(','),
    },
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    rmSync(path.resolve('.cache', `auth-relay-${ports.relay}`), { recursive: true, force: true });
  };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`wrangler dev no arrancó:\n${output}`)),
      120_000,
    );
    const read = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      if (/Ready on http:\/\/127\.0\.0\.1/.test(output)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`wrangler dev terminó (${code}):\n${output}`)));
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { origin: `http://127.0.0.1:${ports.relay}`, stop };
}

/**
 * Apache over a web root, granting `apache.allowOverride`, behind an https front; its address.
 * @param {string} root
 * @param {(typeof APACHES)[number]} apache
 * @param {number} webPort
 * @param {number} frontPort
 * @param {{ cert: string, key: string }} certs
 * @param {Array<() => unknown>} cleanups
 */
async function startSite(root, apache, webPort, frontPort, certs, cleanups) {
  const web = await startApache(root, webPort, {
    allowOverride: apache.allowOverride,
    name: `apache-setup-${apache.name}-${webPort}`,
  });
  cleanups.push(web.stop);
  const front = /** @type {import('node:https').Server} */ (
    await startTlsFront(frontPort, certs, webPort)
  );
  cleanups.push(() => new Promise((resolve) => front.close(resolve)));
  return `https://127.0.0.1:${frontPort}`;
}

/**
 * Starts everything; `stop()` stops it all by PID and removes what the run made.
 * @param {string} tmp a folder of this run
 */
export async function startSetupServers(tmp, ports = setupPorts()) {
  ensureDeployServers();
  for (const port of [
    ports.ftp,
    ...Object.values(ports.web),
    ...Object.values(ports.front),
    ports.github,
    ports.relay,
    ports.closed,
    ports.sftp,
    ports.sftpWeb,
    ports.sftpFront,
  ])
    if (await portOpen(port))
      throw new Error(`el puerto ${port} ya está en uso; SETUP_TEST_BASE_PORT elige otros 30`);
  /** @type {Array<() => unknown>} */
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve(cleanup()).catch((error) =>
        console.error(`limpieza: ${error.message}`),
      );
    cleanups.length = 0;
  };
  try {
    const certs = makeCertificates(tmp);
    const password = randomBytes(12).toString('base64url');
    const ftp = await startPureFtpd({
      dir: path.join(tmp, 'ftp'),
      port: ports.ftp,
      passive: ports.ftpPassive,
      user: 'sitio',
      password,
    });
    cleanups.push(ftp.stop);
    /** @type {Record<string, string>} */
    const sites = {};
    for (const apache of APACHES)
      sites[apache.name] = await startSite(
        ftp.home,
        apache,
        ports.web[apache.name],
        ports.front[apache.name],
        certs,
        cleanups,
      );
    const sftp = await startSftp(ports, cleanups);
    const sftpSite = await startSite(
      sftp.siteDir,
      APACHES[0],
      ports.sftpWeb,
      ports.sftpFront,
      certs,
      cleanups,
    );
    const token = `github_pat_${randomBytes(16).toString('hex')}`;
    const github = await startGitHubApi({ port: ports.github, repo: REPO, token });
    cleanups.push(github.close);
    const relay = await startRelay(ports, [...Object.values(sites), sftpSite], ports.github);
    cleanups.push(relay.stop);
    return {
      certs,
      ftp: { home: ftp.home, password, port: ports.ftp },
      sftp: { ...sftp, site: sftpSite },
      sites,
      plainSite: `http://127.0.0.1:${ports.web.full}`,
      github,
      token,
      relay,
      closedPort: ports.closed,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
