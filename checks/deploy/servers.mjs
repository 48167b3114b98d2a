// The real servers the deploy is proven against, all on 127.0.0.1, each stopped by its own PID:
// Pure-FTPd for `ftp` and for `ftps` (explicit TLS, certificate from a CA made for the run),
// OpenSSH's sshd with a chrooted SFTP-only user for `sftp`, and another sshd with a shell user for
// `rsync`. Each upload folder is served over HTTP as the host would: Apache reading the uploaded
// .htaccess for ftp/ftps/sftp, nginx with publish/host-configs/nginx.conf for rsync.
//
// `node checks/deploy/servers.mjs` starts them and prints each target's DEPLOY_* settings until
// Ctrl-C (for trying `npm run deploy` by hand). Ports from DEPLOY_TEST_BASE_PORT (default 5030).
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  rmdirSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApache, startNginx } from '../host-servers.mjs';
import { makeCertificates } from './certificates.mjs';
import { ensurePackages, portOpen } from './processes.mjs';
import { startPureFtpd } from './pure-ftpd.mjs';
import { ensureUser, makeKey, mountSmallDisk, removeUser, startSshd } from './sshd.mjs';
import { startThrottle } from './throttle.mjs';

export const TARGETS = /** @type {const} */ (['ftp', 'ftps', 'sftp', 'rsync']);
/**
 * System users made for the SSH targets, named after the run's first port so two runs on other
 * ports never share one (removed at the end; reused if a crashed run left them).
 */
export const sshUsers = (/** @type {number} */ base) => ({
  sftp: `dpsftp${base}`,
  rsync: `dprsync${base}`,
});
/** Where chroots live: ChrootDirectory must be root-owned all the way up, which /tmp is not. */
const SRV_ROOT = '/srv/deploy-test';

/** The ports of a run: 50 from `base`. */
export function deployPorts(base = Number(process.env.DEPLOY_TEST_BASE_PORT ?? 5030)) {
  return {
    ftp: base,
    ftps: base + 1,
    sftp: base + 2,
    rsync: base + 3,
    sftpRelay: base + 4,
    rsyncRelay: base + 5,
    web: { ftp: base + 6, ftps: base + 7, sftp: base + 8, rsync: base + 9 },
    ftpPassive: /** @type {[number, number]} */ ([base + 10, base + 19]),
    ftpsPassive: /** @type {[number, number]} */ ([base + 20, base + 29]),
    /** Nothing listens here: the unreachable host. */
    closed: base + 30,
  };
}

/** Installs what is missing (Debian packages), as the host tests do. */
export function ensureDeployServers() {
  ensurePackages({
    '/usr/sbin/pure-ftpd': 'pure-ftpd',
    '/usr/sbin/sshd': 'openssh-server',
    '/usr/bin/rsync': 'rsync',
    '/usr/sbin/apache2': 'apache2',
    '/usr/sbin/nginx': 'nginx',
    '/usr/bin/lftp': 'lftp',
    '/usr/bin/openssl': 'openssl',
  });
}

/**
 * @typedef {object} DeployTarget
 * @property {string} name                 ftp | ftps | sftp | rsync
 * @property {Record<string, string>} env  the DEPLOY_* settings (plus NODE_EXTRA_CA_CERTS for ftps)
 * @property {string} siteDir              the upload folder on this machine (the web root)
 * @property {string} origin               where the web server serves it
 * @property {Awaited<ReturnType<typeof import('./processes.mjs').launchRestartable>>} daemon  the FTP or SSH server: restart, freeze, down and up
 * @property {() => number} killSessions   kills the server's per-session processes; returns how many
 * @property {() => Promise<void>} afterDeploy  what the host's admin does after an upload (nginx: start or reload)
 * @property {(kilobytesPerSecond: number | null) => Record<string, string>} slow  limits uploads; returns env overrides to use
 * @property {() => void} fillDisk         from now on the upload folder has no room for new files
 * @property {() => void} freeDisk
 * @property {string} [afterTrace]         rsync: the file DEPLOY_AFTER appends to
 */

/**
 * What the targets' servers of one run share: its folders, ports, TLS certificates and the
 * cleanups stop() undoes.
 * @typedef {{ tmp: string, srvRun: string, ports: ReturnType<typeof deployPorts>, certs: ReturnType<typeof makeCertificates> | null, cleanups: Array<() => unknown> }} ServerRun
 */

const password = () => randomBytes(12).toString('base64url');

/**
 * Pure-FTPd for `ftp` or `ftps`, its folder served by Apache reading the uploaded .htaccess.
 * @param {ServerRun} run
 * @param {'ftp' | 'ftps'} name
 * @returns {Promise<DeployTarget>}
 */
async function startFtpTarget({ tmp, ports, certs, cleanups }, name) {
  const secret = password();
  const server = await startPureFtpd({
    dir: path.join(tmp, name),
    port: ports[name],
    passive: name === 'ftp' ? ports.ftpPassive : ports.ftpsPassive,
    tls: name === 'ftps' && certs ? certs : undefined,
    user: 'sitio',
    password: secret,
  });
  cleanups.push(server.stop);
  const web = await startApache(server.home, ports.web[name], {
    allowOverride: 'FileInfo Indexes',
    name: `apache-${name}`,
  });
  cleanups.push(web.stop);
  return {
    name,
    env: {
      DEPLOY_TARGET: name,
      DEPLOY_HOST: '127.0.0.1',
      DEPLOY_PORT: String(ports[name]),
      DEPLOY_USER: 'sitio',
      DEPLOY_PASSWORD: secret,
      DEPLOY_PATH: '/',
      DEPLOY_SERVER: 'apache',
      // As npm run setup leaves it once its probe proved the full form on this Apache.
      DEPLOY_HTACCESS: 'full',
      ...(name === 'ftps' && certs ? { NODE_EXTRA_CA_CERTS: certs.ca } : {}),
      // Plain FTP is proven as the hosts that offer nothing else use it.
      ...(name === 'ftp' ? { DEPLOY_FTP_PLAIN_OK: '1' } : {}),
    },
    siteDir: server.home,
    origin: web.origin,
    daemon: server.server,
    killSessions: server.server.killSessions,
    afterDeploy: async () => {},
    slow: (rate) => (server.limitUpload(rate), {}),
    fillDisk: () => server.limitFiles(readdirRecursiveCount(server.home)),
    freeDisk: () => server.limitFiles(null),
  };
}

/**
 * sshd for `sftp` (a chrooted SFTP-only user, Apache serving its folder) or `rsync` (a shell
 * user, nginx serving its folder), on a small disk of its own, behind a throttling relay.
 * @param {ServerRun} run
 * @param {'sftp' | 'rsync'} name
 * @returns {Promise<DeployTarget>}
 */
async function startSshTarget({ tmp, srvRun, ports, cleanups }, name) {
  const dir = path.join(srvRun, name);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const user = sshUsers(ports.ftp)[name];
  const secret = password();
  const key = makeKey(tmp, `${name}-key`);
  // sftp: the jail is root-owned, the web root inside it the user's; rsync: a home and a site folder.
  const home = name === 'sftp' ? path.join(dir, 'jail') : path.join(dir, 'home');
  mkdirSync(home, { recursive: true, mode: 0o755 });
  const ids = ensureUser(user, {
    home,
    shell: name === 'sftp' ? '/usr/sbin/nologin' : '/bin/sh',
    password: secret,
  });
  cleanups.push(() => removeUser(user));
  if (name === 'rsync') chownSync(home, ids.uid, ids.gid);
  const siteDir = name === 'sftp' ? path.join(home, 'public_html') : path.join(dir, 'site');
  const disk = mountSmallDisk(siteDir, { ...ids, megabytes: 64 });
  cleanups.push(() => disk.unmount());
  const server = await startSshd({
    dir: path.join(dir, 'sshd'),
    port: ports[name],
    user,
    authorizedKey: key.publicLine,
    chroot: name === 'sftp' ? home : undefined,
  });
  cleanups.push(server.stop);
  const relay = await startThrottle(ports[`${name}Relay`], ports[name]);
  cleanups.push(relay.stop);
  // nginx includes the uploaded .nginx-csp.conf, so it starts after the first upload, and is
  // reloaded after each (on a real server DEPLOY_AFTER does it; here the test does, by PID).
  /** @type {{ origin: string, pid?: number, stop: () => Promise<void> } | null} */
  let web = null;
  const startWeb = async () => {
    web =
      name === 'sftp'
        ? await startApache(siteDir, ports.web.sftp, {
            allowOverride: 'FileInfo Indexes',
            name: 'apache-sftp',
          })
        : await startNginx(siteDir, ports.web.rsync);
    cleanups.push(web.stop);
    return web;
  };
  if (name === 'sftp') await startWeb();
  const afterTrace = path.join(home, 'after-trace');
  return {
    name,
    env: {
      DEPLOY_TARGET: name,
      DEPLOY_HOST: '127.0.0.1',
      DEPLOY_PORT: String(ports[name]),
      DEPLOY_USER: user,
      ...(name === 'sftp' ? { DEPLOY_PASSWORD: secret } : {}),
      DEPLOY_KEY: key.privateKey,
      DEPLOY_PATH: name === 'sftp' ? '/public_html' : siteDir,
      DEPLOY_KNOWN_HOSTS: server.knownHostsLine(),
      DEPLOY_SERVER: name === 'sftp' ? 'apache' : 'nginx',
      ...(name === 'sftp' ? { DEPLOY_HTACCESS: 'full' } : {}),
      ...(name === 'rsync' ? { DEPLOY_AFTER: `date +%s.%N >> ${afterTrace}` } : {}),
    },
    siteDir,
    origin: `http://127.0.0.1:${ports.web[name]}`,
    daemon: server.server,
    killSessions: server.server.killSessions,
    afterDeploy: async () => {
      if (name !== 'rsync') return;
      if (!web) await startWeb();
      else await reloadNginx(/** @type {{ pid: number }} */ (web).pid);
    },
    slow: (rate) => {
      relay.setRate(rate ? rate * 1024 : null);
      /** @type {Record<string, string>} */
      const through = {
        DEPLOY_PORT: String(relay.port),
        DEPLOY_KNOWN_HOSTS: server.knownHostsLine(relay.port),
      };
      return rate ? through : {};
    },
    fillDisk: () => disk.shrinkTo(8),
    freeDisk: () => disk.grow(64),
    ...(name === 'rsync' ? { afterTrace, password: secret } : {}),
  };
}

/**
 * Starts the servers of `targets` in parallel; resolves to each target's settings and `stop()`,
 * which stops everything by PID and removes every file, mount and user made for the run.
 * @param {{ targets?: readonly string[], ports?: ReturnType<typeof deployPorts> }} [options]
 */
export async function startDeployServers({ targets = TARGETS, ports = deployPorts() } = {}) {
  if (process.getuid?.() !== 0)
    throw new Error('Las pruebas de publicación necesitan root (usuarios, chroot, mount).');
  ensureDeployServers();
  const listening = [
    ports.ftp,
    ports.ftps,
    ports.sftp,
    ports.rsync,
    ports.sftpRelay,
    ports.rsyncRelay,
    ...Object.values(ports.web),
    ports.closed,
  ];
  for (const port of listening)
    if (await portOpen(port))
      throw new Error(
        `el puerto ${port} ya está en uso (¿otra prueba?); DEPLOY_TEST_BASE_PORT elige otros 50`,
      );
  const runId = `${Date.now().toString(36)}-${process.pid}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'deploy-e2e-'));
  chmodSync(tmp, 0o755);
  const srvRun = path.join(SRV_ROOT, runId);
  /** @type {Array<() => unknown>} undone in reverse order by stop() */
  const cleanups = [() => rmSync(tmp, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`limpieza: ${/** @type {Error} */ (error).message}`);
      }
    }
    cleanups.length = 0;
  };
  /** @type {Record<string, DeployTarget>} */
  const started = {};
  try {
    const certs = targets.includes('ftps') ? makeCertificates(tmp) : null;
    if (targets.includes('sftp') || targets.includes('rsync')) {
      mkdirSync(srvRun, { recursive: true, mode: 0o755 });
      chmodSync(SRV_ROOT, 0o755);
      cleanups.push(() => {
        rmSync(srvRun, { recursive: true, force: true });
        if (readdirSync(SRV_ROOT).length === 0) rmdirSync(SRV_ROOT);
      });
    }

    /** @type {ServerRun} */
    const run = { tmp, srvRun, ports, certs, cleanups };
    const startFtp = async (/** @type {'ftp' | 'ftps'} */ name) => {
      started[name] = await startFtpTarget(run, name);
    };
    const startSsh = async (/** @type {'sftp' | 'rsync'} */ name) => {
      started[name] = await startSshTarget(run, name);
    };
    const starters = {
      ftp: () => startFtp('ftp'),
      ftps: () => startFtp('ftps'),
      sftp: () => startSsh('sftp'),
      rsync: () => startSsh('rsync'),
    };
    const results = await Promise.allSettled(targets.map((name) => starters[name]()));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  return { targets: started, closedPort: ports.closed, stop };
}

/** Reloads nginx by its master's PID (SIGHUP) and waits for the new workers to take over. */
async function reloadNginx(pid) {
  process.kill(pid, 'SIGHUP');
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** Files under `dir` (what Pure-FTPd's quota counts). */
function readdirRecursiveCount(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += readdirRecursiveCount(path.join(dir, entry.name));
    else if (entry.name !== '.ftpquota') count += 1;
  }
  return count;
}

/** A value as bash reads it back, newlines and all ($'…'). */
const shellQuoted = (value) =>
  `$'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const servers = await startDeployServers();
  for (const target of Object.values(servers.targets)) {
    console.log(`\n# ${target.name}: sitio en ${target.siteDir}, servido en ${target.origin}`);
    for (const [name, value] of Object.entries(target.env))
      console.log(`export ${name}=${shellQuoted(value)}`);
  }
  console.log(
    `\n# puerto cerrado (host inalcanzable): ${servers.closedPort}\n# Ctrl-C para parar y borrar todo.`,
  );
  const finish = async () => {
    await servers.stop();
    process.exit(0);
  };
  process.on('SIGINT', finish);
  process.on('SIGTERM', finish);
}
