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
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

/**
 * A foreground server that a test can treat as a host's admin would: restart it (the daemon stopped
 * by its PID, its sessions killed with it, down for a moment, started again on the same port), stop
 * it for good, or freeze it with its sessions (SIGSTOP: connections stay open, nothing answers).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ port: number }} options
 */
export async function launchRestartable(name, command, args, { port }) {
  let server = await launch(name, command, args, { port });
  /** @type {number[]} the processes frozen by `freeze`, thawed by `thaw` */
  let frozen = [];
  const thaw = () => {
    for (const pid of frozen) signal(pid, 'SIGCONT');
    frozen = [];
  };
  const down = async () => {
    thaw();
    killSessions(server.pid);
    await server.stop();
  };
  return {
    name,
    port,
    get pid() {
      return server.pid;
    },
    output: () => server.output(),
    killSessions: () => killSessions(server.pid),
    /** Stops the daemon and its sessions; `up` starts it again. */
    down,
    up: async () => {
      server = await launch(name, command, args, { port });
    },
    /** Stops the daemon and its sessions, waits `downMs`, starts it again. */
    restart: async (/** @type {number} */ downMs) => {
      await down();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      server = await launch(name, command, args, { port });
    },
    /**
     * Freezes the daemon and every process of its sessions now (sshd's monitor, its unprivileged
     * child that speaks SFTP, the rsync it runs); returns how many sessions.
     */
    freeze: () => {
      const sessions = childrenOf(server.pid);
      frozen = [server.pid, ...sessions.flatMap((pid) => [pid, ...descendantsOf(pid)])];
      for (const pid of frozen) signal(pid, 'SIGSTOP');
      return sessions.length;
    },
    thaw,
    stop: async () => {
      thaw();
      await server.stop();
    },
  };
}

/** Sends `name` to `pid`, which may have ended. @param {number} pid @param {NodeJS.Signals} name */
function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
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

/** Every process under `pid`, children first. @param {number} pid @returns {number[]} */
function descendantsOf(pid) {
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
}

/**
 * Kills every session a server forked, each with its processes (sshd's unprivileged child serves
 * SFTP on its own once the monitor above it is gone); returns how many sessions.
 */
export function killSessions(serverPid) {
  const sessions = childrenOf(serverPid);
  for (const pid of sessions.flatMap((session) => [session, ...descendantsOf(session)]))
    signal(pid, 'SIGKILL');
  return sessions.length;
}

/** Runs a command, throwing with its output when it fails. */
export function run(
  command,
  args,
  { input, env } = /** @type {{ input?: string, env?: Record<string, string> }} */ ({}),
) {
  const result = spawnSync(command, args, {
    input,
    env: env ? { ...process.env, ...env } : process.env,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`falló ${command} ${args.join(' ')}:\n${result.stdout}${result.stderr}`);
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
    const result = spawnSync(
      sudo[0] ?? 'apt-get',
      [
        ...sudo.slice(1),
        ...(sudo.length ? ['apt-get'] : []),
        'install',
        '-y',
        '-qq',
        '--no-install-recommends',
        ...missing,
      ],
      { stdio: 'inherit', env: { ...process.env, ...env } },
    );
    if (result.status === 0) return;
    if (attempt >= 20) throw new Error(`no se pudo instalar ${missing.join(' ')}`);
    spawnSync('sleep', ['15']);
  }
}

/**
 * Runs a node script with `env` alone (and PATH, HOME), as npm or a CI job would, and collects
 * its output.
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
export function runNode(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      env: /** @type {NodeJS.ProcessEnv} */ (
        /** @type {unknown} */ ({
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          ...env,
        })
      ),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
