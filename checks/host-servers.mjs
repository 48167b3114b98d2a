// Serves an export through real web servers, each with the configuration shipped for it: nginx with
// deploy/nginx.conf, Apache reading only out/.htaccess, Caddy with deploy/Caddyfile, and Python's
// http.server with none. Each listens on 127.0.0.1 and is stopped by its own PID.
// Used by the host tests (checks/hosts.mjs) and the repeat-visit figures (perf/repeat.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    .filter((name) => !onPath(binaries[name]))
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
  run(['apt-get', 'update', '-qq']);
  // --no-install-recommends; the packages' services are not started by us (we run our own instances).
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]);
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

/** Spawns a server in the foreground; resolves once its port accepts connections. */
async function launch(name, command, args, { port, env, tmp, log }) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    await waitForPort(port, child, name);
  } catch (error) {
    child.kill('SIGTERM');
    const logText = log && existsSync(log) ? readFileSync(log, 'utf8') : '';
    throw new Error(`${error.message}\n${output}${logText}`);
  }
  return {
    name,
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

const tempDir = (name) => mkdtempSync(path.join(os.tmpdir(), `host-${name}-`));
const isRoot = () => process.getuid?.() === 0;

/** nginx with deploy/nginx.conf, its root and port filled in, in a main config of its own. */
export async function startNginx(siteDir, port) {
  const tmp = tempDir('nginx');
  const server = readFileSync('deploy/nginx.conf', 'utf8')
    .replace('root SITE_ROOT;', `root ${path.resolve(siteDir)};`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
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

/** Apache as shared hosting runs it: a bare server whose only site configuration is out/.htaccess. */
export async function startApache(siteDir, port) {
  const tmp = tempDir('apache');
  const modules = [
    'mpm_event',
    'unixd',
    'authz_core',
    'mime',
    'dir',
    'alias',
    'headers',
    'expires',
    'filter',
    'deflate',
    'brotli',
  ];
  const root = path.resolve(siteDir);
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
      '  AllowOverride All',
      '  Require all granted',
      '</Directory>',
      '',
    ].join('\n'),
  );
  // -X: one process in the foreground.
  return launch('apache', binaries.apache, ['-f', path.join(tmp, 'httpd.conf'), '-X'], {
    port,
    tmp,
    log: `${tmp}/error.log`,
    env: { APACHE_RUN_DIR: tmp, APACHE_LOCK_DIR: tmp, APACHE_LOG_DIR: tmp },
  });
}

/** Caddy with deploy/Caddyfile; only its documented placeholders (address, root, admin port) are set. */
export async function startCaddy(siteDir, port, adminPort) {
  const tmp = tempDir('caddy');
  mkdirSync(path.join(tmp, 'home'));
  return launch(
    'caddy',
    binaries.caddy,
    ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
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
 * Ports from HOSTS_BASE_PORT (default 4380): nginx +0, Apache +1, Caddy +2 (admin +3), Python +4.
 */
export function hostPorts(base = Number(process.env.HOSTS_BASE_PORT ?? 4380)) {
  return { nginx: base, apache: base + 1, caddy: base + 2, caddyAdmin: base + 3, python: base + 4 };
}

/** Starts the named servers over `siteDir`; resolves to their handles. */
export async function startServers(names, siteDir, ports = hostPorts()) {
  ensureServers(names);
  const starters = {
    nginx: () => startNginx(siteDir, ports.nginx),
    apache: () => startApache(siteDir, ports.apache),
    caddy: () => startCaddy(siteDir, ports.caddy, ports.caddyAdmin),
    python: () => startPython(siteDir, ports.python),
  };
  const started = [];
  try {
    for (const name of names) started.push(await starters[name]());
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw error;
  }
  return started;
}
