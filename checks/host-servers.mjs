// Serves an export through real web servers, each with the configuration shipped for it: nginx with
// publish/host-configs/nginx.conf, Apache reading only out/.htaccess (under any AllowOverride and module set),
// Caddy with publish/host-configs/Caddyfile, Cloudflare's own emulator (wrangler pages dev) reading out/_headers,
// and Python's http.server with none. Each listens on 127.0.0.1 and is stopped by its own PID.
// Used by the host tests (checks/hosts.mjs) and the repeat-visit figures (checks/perf/repeat.mjs).
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const APACHE_MODULES = '/usr/lib/apache2/modules';

/** Debian package that provides each server's binary. */
export const serverPackages = {
  nginx: 'nginx',
  apache: 'apache2',
  caddy: 'caddy',
  python: 'python3',
};
const binaries = {
  nginx: '/usr/sbin/nginx',
  apache: '/usr/sbin/apache2',
  caddy: '/usr/bin/caddy',
  python: 'python3',
};

function onPath(binary) {
  return binary.startsWith('/')
    ? existsSync(binary)
    : spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;
}

/** Installs the Debian packages of the servers that are missing (needs root or sudo), as ensure-chromium.sh does. */
export function ensureServers(names) {
  const missing = names
    .filter((name) => name in binaries && !onPath(binaries[name]))
    .map((name) => serverPackages[name]);
  if (missing.length === 0) return;
  console.log(`Instalando ${missing.join(' ')} desde los paquetes de Debian…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const result = spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`falló: ${args.join(' ')}`);
  };
  run(['apt-get', '-o', 'DPkg::Lock::Timeout=600', 'update', '-qq']);
  // --no-install-recommends; the packages' services are not started by us (we run our own instances).
  run([
    'apt-get',
    '-o',
    'DPkg::Lock::Timeout=600',
    'install',
    '-y',
    '-qq',
    '--no-install-recommends',
    ...missing,
  ]);
}

async function waitForPort(port, child, name, timeoutMs = 15_000) {
  const started = Date.now();
  let exited = null;
  child.once('exit', (code) => (exited = code));
  while (Date.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`${name} terminó con código ${exited}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} no abrió el puerto ${port}`);
}

/**
 * Spawns a server in the foreground; resolves once its port accepts connections. With `group`, the
 * server gets a process group of its own and stopping ends the whole group (wrangler runs workerd).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ port: number, tmp: string, env?: Record<string, string>, log?: string, group?: boolean, timeoutMs?: number, cwd?: string }} options
 */
async function launch(name, command, args, { port, env, tmp, log, group = false, timeoutMs, cwd }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  const pid = /** @type {number} */ (child.pid);
  /** @param {NodeJS.Signals} name */
  const signal = (name) => (group ? process.kill(-pid, name) : child.kill(name));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    await waitForPort(port, child, name, timeoutMs);
  } catch (error) {
    signal('SIGTERM');
    const logText = log && existsSync(log) ? readFileSync(log, 'utf8') : '';
    throw new Error(`${/** @type {Error} */ (error).message}\n${output}${logText}`);
  }
  return {
    name,
    pid,
    origin: `http://127.0.0.1:${port}`,
    /** What the server printed so far, and its error log. */
    output: () => output + (log && existsSync(log) ? readFileSync(log, 'utf8') : ''),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        signal('SIGTERM');
        await exited;
      }
      if (group) {
        // The leader is gone; end what it started (workerd) and wait until none is left.
        const alive = () => {
          try {
            process.kill(-pid, 0);
            return true;
          } catch {
            return false;
          }
        };
        if (alive()) process.kill(-pid, 'SIGKILL');
        for (let tries = 0; alive() && tries < 50; tries += 1)
          await new Promise((resolve) => setTimeout(resolve, 100));
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

const tempDir = (name) => mkdtempSync(path.join(os.tmpdir(), `host-${name}-`));
const isRoot = () => process.getuid?.() === 0;

/** Whether every folder from / down to `dir` lets other users in (mode o+x), and `dir` lists (o+r). */
function openToOthers(dir) {
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  return parts.every((_, index) => {
    const mode = statSync(path.sep + parts.slice(0, index + 1).join(path.sep)).mode;
    return (mode & 0o001) !== 0 && (index < parts.length - 1 || (mode & 0o004) !== 0);
  });
}

/**
 * Apache started by root serves as www-data, which cannot read a clone under a private folder
 * (root's home is 0700 on Debian): then it serves a copy, in a folder of `tmp` opened to others.
 */
function readableByWebUser(siteDir, tmp) {
  if (openToOthers(siteDir)) return siteDir;
  const copy = path.join(tmp, 'site');
  cpSync(siteDir, copy, { recursive: true });
  chmodSync(tmp, 0o755);
  spawnSync('chmod', ['-R', 'a+rX', copy]);
  return copy;
}

/** nginx with publish/host-configs/nginx.conf, its root and port filled in, in a main config of its own. */
export async function startNginx(siteDir, port) {
  const server = readFileSync('publish/host-configs/nginx.conf', 'utf8')
    .replaceAll('SITE_ROOT', path.resolve(siteDir))
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  return startNginxServer(server, port);
}

/**
 * nginx serving one `server { … }` block that listens on 127.0.0.1:`port`, in a main config and a
 * prefix of its own (a temporary folder, removed when it stops).
 * @param {string} server
 * @param {number} port
 */
export async function startNginxServer(server, port) {
  const tmp = tempDir('nginx');
  writeFileSync(path.join(tmp, 'site.conf'), server);
  writeFileSync(
    path.join(tmp, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      ...(isRoot() ? ['user root;'] : []),
      `pid ${tmp}/nginx.pid;`,
      `error_log ${tmp}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log off;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${tmp}/${kind};`,
      ),
      `  include ${tmp}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  return launch(
    'nginx',
    binaries.nginx,
    ['-p', tmp, '-c', path.join(tmp, 'nginx.conf'), '-e', `${tmp}/error.log`],
    {
      port,
      tmp,
      log: `${tmp}/error.log`,
    },
  );
}

/** The modules a shared host usually has; a setting may leave some out. */
export const APACHE_MODULES_LOADED = [
  'mpm_event',
  'unixd',
  'authz_core',
  'mime',
  'dir',
  'autoindex',
  'alias',
  'headers',
  'expires',
  'filter',
  'deflate',
  'brotli',
];

/**
 * Apache as shared hosting runs it: a bare server whose only site configuration is out/.htaccess,
 * read under `allowOverride` (the classes the host grants), with `without` modules left out.
 * Directory listings are on, as in Debian's default site: .htaccess must turn them off itself.
 */
/**
 * @param {string} siteDir
 * @param {number} port
 * @param {{ allowOverride?: string, without?: string[], name?: string }} [options]
 */
export async function startApache(
  siteDir,
  port,
  { allowOverride = 'All', without = [], name = 'apache' } = {},
) {
  const tmp = tempDir('apache');
  const modules = APACHE_MODULES_LOADED.filter((name) => !without.includes(name));
  const root = isRoot() ? readableByWebUser(path.resolve(siteDir), tmp) : path.resolve(siteDir);
  writeFileSync(
    path.join(tmp, 'httpd.conf'),
    [
      `ServerRoot ${tmp}`,
      'ServerName 127.0.0.1',
      `Listen 127.0.0.1:${port}`,
      `PidFile ${tmp}/httpd.pid`,
      `ErrorLog ${tmp}/error.log`,
      `DefaultRuntimeDir ${tmp}`,
      ...modules
        .filter((name) => existsSync(`${APACHE_MODULES}/mod_${name}.so`))
        .map((name) => `LoadModule ${name}_module ${APACHE_MODULES}/mod_${name}.so`),
      // Apache refuses to serve as root: when started by root it drops to Debian's web user.
      ...(isRoot() ? ['User www-data', 'Group www-data'] : []),
      'TypesConfig /etc/mime.types',
      `DocumentRoot "${root}"`,
      '<Directory />',
      '  AllowOverride None',
      '  Require all denied',
      '</Directory>',
      `<Directory "${root}">`,
      '  Options Indexes FollowSymLinks',
      `  AllowOverride ${allowOverride}`,
      '  Require all granted',
      '</Directory>',
      '',
    ].join('\n'),
  );
  // -X: one process in the foreground.
  return launch(name, binaries.apache, ['-f', path.join(tmp, 'httpd.conf'), '-X'], {
    port,
    tmp,
    log: `${tmp}/error.log`,
    env: { APACHE_RUN_DIR: tmp, APACHE_LOCK_DIR: tmp, APACHE_LOG_DIR: tmp },
  });
}

/** Caddy with publish/host-configs/Caddyfile; only its documented placeholders (address, root, admin port) are set. */
export async function startCaddy(siteDir, port, adminPort) {
  const tmp = tempDir('caddy');
  mkdirSync(path.join(tmp, 'home'));
  return launch(
    'caddy',
    binaries.caddy,
    ['run', '--config', 'publish/host-configs/Caddyfile', '--adapter', 'caddyfile'],
    {
      port,
      tmp,
      env: {
        SITE_ADDRESS: `http://127.0.0.1:${port}`,
        SITE_ROOT: path.resolve(siteDir),
        CADDY_ADMIN: `127.0.0.1:${adminPort}`,
        HOME: path.join(tmp, 'home'),
        XDG_DATA_HOME: path.join(tmp, 'home'),
        XDG_CONFIG_HOME: path.join(tmp, 'home'),
      },
    },
  );
}

/** Where wrangler starts, so that the .wrangler/ folder it writes lands under .cache/. */
function wranglerWorkDir() {
  const dir = path.resolve('.cache/wrangler');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The compatibility date wrangler runs the Pages runtime at: one its bundled workerd supports. */
const WRANGLER_COMPATIBILITY_DATE = '2026-04-01';

/**
 * Cloudflare Pages as its own emulator serves it: `wrangler pages dev` over the export, reading its
 * _headers as Pages does. Nothing reaches the network: no telemetry, no update check (the banner
 * is off), no download of the Request.cf object, no remote bindings; state in a temporary folder.
 */
export async function startWrangler(siteDir, port, inspectorPort) {
  const tmp = tempDir('wrangler');
  mkdirSync(path.join(tmp, 'home'));
  return launch(
    'wrangler',
    process.execPath,
    [
      path.resolve('node_modules/wrangler/bin/wrangler.js'),
      'pages',
      'dev',
      path.resolve(siteDir),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      path.join(tmp, 'state'),
      '--compatibility-date',
      WRANGLER_COMPATIBILITY_DATE,
      '--show-interactive-dev-session=false',
      '--live-reload=false',
    ],
    {
      port,
      tmp,
      group: true,
      timeoutMs: 60_000,
      // wrangler keeps its build output in .wrangler/ under the folder it starts in: a cache
      // folder, not the working tree (.cache/ is ignored by git).
      cwd: wranglerWorkDir(),
      env: {
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        CI: 'true',
        HOME: path.join(tmp, 'home'),
        XDG_CONFIG_HOME: path.join(tmp, 'home'),
        WRANGLER_LOG_PATH: path.join(tmp, 'logs'),
      },
    },
  );
}

/** Python's http.server with no configuration at all. */
export async function startPython(siteDir, port) {
  const tmp = tempDir('python');
  return launch(
    'python',
    'python3',
    [
      '-m',
      'http.server',
      String(port),
      '--bind',
      '127.0.0.1',
      '--directory',
      path.resolve(siteDir),
    ],
    {
      port,
      tmp,
    },
  );
}

/**
 * Ports from HOSTS_BASE_PORT (default 4380): nginx +0, Apache +1, Caddy +2 (admin +3), Python +4,
 * wrangler +5 (inspector +6); the Apache matrix takes +10 onwards.
 */
export function hostPorts(base = Number(process.env.HOSTS_BASE_PORT ?? 4380)) {
  return {
    nginx: base,
    apache: base + 1,
    caddy: base + 2,
    caddyAdmin: base + 3,
    python: base + 4,
    wrangler: base + 5,
    wranglerInspector: base + 6,
    apacheMatrix: base + 10,
  };
}

/** Starts the named servers over `siteDir`; resolves to their handles. */
export async function startServers(names, siteDir, ports = hostPorts()) {
  ensureServers(names);
  const starters = {
    nginx: () => startNginx(siteDir, ports.nginx),
    apache: () => startApache(siteDir, ports.apache),
    caddy: () => startCaddy(siteDir, ports.caddy, ports.caddyAdmin),
    python: () => startPython(siteDir, ports.python),
    wrangler: () => startWrangler(siteDir, ports.wrangler, ports.wranglerInspector),
  };
  // All at once (wrangler takes seconds to start); on any failure, stop those that did start.
  const results = await Promise.allSettled(names.map((name) => starters[name]()));
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((server) => server.stop()));
    throw failed.reason;
  }
  return started;
}
