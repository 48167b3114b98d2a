// Foreground servers started and stopped by their own PID, and the per-session processes they fork
// (pure-ftpd and sshd each fork one child per connection): a test cuts a deploy by killing those.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';

/** Resolves true when something accepts TCP connections on 127.0.0.1:port. */
export function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

/**
 * Spawns `command` in the foreground and resolves once `port` accepts connections.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ port: number, env?: Record<string, string>, timeoutMs?: number }} options
 */
export async function launch(name, command, args, { port, env = {}, timeoutMs = 15_000 }) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = /** @type {number} */ (child.pid);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const started = Date.now();
  while (!(await portOpen(port))) {
    if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${name} no abrió el puerto ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { name, pid, port, output: () => output, stop };
}

/** PIDs whose parent is `pid` (from /proc). */
export function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 is the parent PID; the command name (field 2) may hold spaces, so split after ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while we read.
    }
  }
  return children;
}

/** Kills every session process a server forked (its direct children); returns how many. */
export function killSessions(serverPid) {
  const sessions = childrenOf(serverPid);
  for (const pid of sessions) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return sessions.length;
}

/** Runs a command, throwing with its output when it fails. */
export function run(command, args, { input, env } = /** @type {{ input?: string, env?: Record<string, string> }} */ ({})) {
  const result = spawnSync(command, args, { input, env: env ? { ...process.env, ...env } : process.env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`falló ${command} ${args.join(' ')}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Debian packages installed when their binary is missing (needs root or sudo), as checks/host-servers.mjs does. */
export function ensurePackages(/** @type {Record<string, string>} */ binaryToPackage) {
  const missing = Object.entries(binaryToPackage)
    .filter(([binary]) => !existsSync(binary))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  console.log(`Instalando ${missing.join(' ')} desde los paquetes de Debian…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  // Another agent may hold apt's lock: wait and retry.
  for (let attempt = 0; ; attempt += 1) {
    const result = spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), 'install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env: { ...process.env, ...env } });
    if (result.status === 0) return;
    if (attempt >= 20) throw new Error(`no se pudo instalar ${missing.join(' ')}`);
    spawnSync('sleep', ['15']);
  }
}
