// rsync over SSH with Debian's `rsync` and `ssh`, for an own server: one rsync pass per batch of the
// plan (so the contract's order holds: chunks, then data and loaders, then HTML), each with
// --checksum (content, never times) and --delay-updates (a pass's files appear together, each
// written whole under a temporary name first). Deletions are one last pass of exactly the plan's
// list (--delete-missing-args from an empty folder): never a --delete of the whole tree, so the
// grace period's chunks and files this command never uploaded stay. The key is written to a 0600
// file in a private temporary folder and DEPLOY_KNOWN_HOSTS to the only known_hosts file ssh reads,
// with StrictHostKeyChecking=yes; both are removed at the end. One SSH connection is shared by every
// pass (ControlMaster), and DEPLOY_AFTER runs over it once the site is complete.
//
// Every wait on the server has a deadline (DEPLOY_TIMEOUT): ssh's ConnectTimeout for the connection
// and key exchange, ServerAliveInterval for a connection that goes silent, rsync's --timeout for a
// transfer that stops moving; and, over all of them, each rsync run is ended when it has shown no
// progress (--info=progress2, which prints as bytes move) for that long, which also bounds the
// login no ssh option times. A pass cut by a restart or a dropped connection is run again (retry.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printable } from '../../lib/printable.mjs';
import { DeployError } from '../errors.mjs';
import { MANIFEST_FILE } from '../export-files.mjs';
import { pathInside } from '../remote-paths.mjs';
import { StalledError } from './deadline.mjs';
import { hostKeyReason } from './known-hosts.mjs';
import { ServerWatch, whileConnecting, withRetries } from './retry.mjs';

/** What a run keeps of its stdout (rsync's progress lines are many; only the end is read). */
const KEPT_OUTPUT = 8192;

/**
 * Runs a command and ends it (SIGKILL) when it has printed nothing for `silentMs`.
 * @param {string} command
 * @param {string[]} args
 * @param {{ silentMs: number, what: string }} deadline
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
function run(command, args, { silentMs, what }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    /** @type {StalledError | null} */
    let stalled = null;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const progress = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = new StalledError(what, silentMs);
        child.kill('SIGKILL');
      }, silentMs);
    };
    progress();
    child.stdout.on('data', (chunk) => {
      stdout = (stdout + chunk).slice(-KEPT_OUTPUT);
      progress();
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      progress();
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(
        /** @type {any} */ (error).code === 'ENOENT'
          ? new DeployError(
              `no está instalado ${command} (en Debian o Ubuntu: apt-get install rsync openssh-client)`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (stalled) reject(stalled);
      else resolve({ code: code ?? 1, stdout, stderr });
    });
  });
}

/** rsync and ssh exit codes of a connection or stream lost mid-way: the pass is tried again. */
const TRANSIENT_CODES = [10, 12, 20, 30, 35, 255];
const REFUSAL =
  /Permission denied|Host key verification failed|Connection refused|Could not resolve|No space left|Name or service not known/i;
/** ssh's words when it could not open the connection at all (the server away or restarting). */
const NOT_CONNECTED =
  /ssh: connect to host|kex_exchange_identification|Connection closed by .* port|banner exchange|Connection refused/i;
/** How many times DEPLOY_TIMEOUT DEPLOY_AFTER may run (a reload is quick; a cache purge may not be). */
const AFTER_TIMEOUTS = 4;

/**
 * A private temporary folder with the key (0600), DEPLOY_KNOWN_HOSTS as the only known_hosts file
 * ssh reads, and an empty folder deletions sync from.
 * @param {import('../settings.mjs').Settings} settings
 */
function writeSecrets(settings) {
  const secrets = mkdtempSync(path.join(os.tmpdir(), 'publicar-'));
  const keyFile = path.join(secrets, 'clave');
  const knownHostsFile = path.join(secrets, 'known_hosts');
  const key = /** @type {string} */ (settings.key).replace(/\r\n/g, '\n').trim();
  writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
  writeFileSync(knownHostsFile, `${/** @type {string} */ (settings.knownHosts).trim()}\n`, {
    mode: 0o600,
  });
  const empty = path.join(secrets, 'vacia');
  mkdirSync(empty);
  return { secrets, keyFile, knownHostsFile, empty };
}

/**
 * Makes each path's folders, empty, inside the folder deletions sync from: with --files-from,
 * rsync sends a path's parent folders too, and one missing there ends the pass with code 24
 * ("file has vanished") before a file inside it is deleted.
 * @param {string} empty
 * @param {string[]} paths
 */
export function emptyParents(empty, paths) {
  for (const file of paths) mkdirSync(path.join(empty, path.dirname(file)), { recursive: true });
}

/**
 * ssh's options: the key alone, the host key checked, every wait bounded, one shared connection.
 * @param {import('../settings.mjs').Settings} settings
 * @param {ReturnType<typeof writeSecrets>} files
 * @param {number} timeoutSeconds
 */
const sshOptionsFor = (settings, { secrets, keyFile, knownHostsFile }, timeoutSeconds) => [
  '-p',
  String(settings.port),
  '-i',
  keyFile,
  '-o',
  'IdentitiesOnly=yes',
  '-o',
  'BatchMode=yes',
  '-o',
  'StrictHostKeyChecking=yes',
  '-o',
  `UserKnownHostsFile=${knownHostsFile}`,
  '-o',
  'GlobalKnownHostsFile=/dev/null',
  '-o',
  `ConnectTimeout=${timeoutSeconds}`,
  // A silent server is given up after about DEPLOY_TIMEOUT: two unanswered probes half of it apart.
  '-o',
  `ServerAliveInterval=${Math.max(1, Math.ceil(timeoutSeconds / 2))}`,
  '-o',
  'ServerAliveCountMax=2',
  '-o',
  'ControlMaster=auto',
  '-o',
  `ControlPath=${path.join(secrets, 'ssh-%C')}`,
  '-o',
  'ControlPersist=120',
  '-o',
  'LogLevel=ERROR',
];

/**
 * Turns a failed rsync or ssh into the error the message mapping reads.
 * @param {import('../settings.mjs').Settings} settings
 * @param {string} what
 * @param {{ code: number, stderr: string }} result
 */
function failure(settings, what, result) {
  const text = result.stderr.trim();
  if (/REVOKED HOST KEY/i.test(text))
    return new DeployError(hostKeyReason('revoked', settings.host, settings.port));
  if (
    /No .* host key is known|Host key verification failed/i.test(text) &&
    !/IDENTIFICATION HAS CHANGED/.test(text)
  )
    return new DeployError(hostKeyReason('unknown', settings.host, settings.port));
  if (/IDENTIFICATION HAS CHANGED/.test(text))
    return new DeployError(hostKeyReason('mismatch', settings.host, settings.port));
  const error = Object.assign(new Error(text || `${what} terminó con el código ${result.code}`), {
    exitCode: result.code,
  });
  return NOT_CONNECTED.test(text) ? whileConnecting(error) : error;
}

/** A refusal, or an exit code of something other than a lost connection; a run our deadline ended is neither. */
const isFinal = (/** @type {unknown} */ error) =>
  error instanceof DeployError ||
  (error instanceof Error &&
    !(error instanceof StalledError) &&
    (REFUSAL.test(error.message) ||
      !TRANSIENT_CODES.includes(/** @type {any} */ (error).exitCode)));

/**
 * One rsync run with `rsyncBase`'s options, tried again as retry.mjs allows.
 * @param {import('../settings.mjs').Settings} settings
 * @param {string[]} rsyncBase
 * @param {ServerWatch} watch
 * @param {{ warn: (line: string) => void }} io
 */
const rsyncRunner =
  (settings, rsyncBase, watch, io) =>
  /**
   * @param {string[]} args
   * @param {string} [file] the one file it writes, when there is one (for the sentences)
   * @param {(result: { code: number, stdout: string, stderr: string }) => boolean} [fine] an exit that is not a failure
   */
  (args, file, fine = (result) => result.code === 0) =>
    withRetries(
      async () => {
        const result = await run('rsync', [...rsyncBase, ...args], {
          silentMs: settings.timeoutMs,
          what: file ?? 'rsync',
        });
        if (!fine(result)) throw failure(settings, 'rsync', result);
        return result;
      },
      { isFinal, watch, file, warn: io.warn },
    );

/**
 * Runs DEPLOY_AFTER over the shared connection once the site is complete.
 * @param {import('../settings.mjs').Settings} settings
 * @param {string[]} sshOptions
 * @param {string} login
 * @returns {Promise<string[]>}
 */
async function runAfter(settings, sshOptions, login) {
  if (!settings.after) return [];
  const after = settings.after;
  const afterMs = AFTER_TIMEOUTS * settings.timeoutMs;
  const result = await run('ssh', [...sshOptions, login, after], {
    silentMs: afterMs,
    what: 'DEPLOY_AFTER',
  }).catch((error) => {
    if (!(error instanceof StalledError)) throw error;
    throw new DeployError(
      `el sitio se subió, pero DEPLOY_AFTER (${printable(after)}) no terminó en ${afterMs / 1000} s en ${settings.host}`,
    );
  });
  if (result.code !== 0) {
    const last = result.stderr.trim().split('\n').pop() ?? '';
    throw new DeployError(
      `el sitio se subió, pero DEPLOY_AFTER (${printable(after)}) terminó con el código ${result.code}${last ? `: ${printable(last)}` : ''}`,
    );
  }
  return [`DEPLOY_AFTER: ${printable(after)} ejecutado en el servidor`];
}

/**
 * @param {import('../settings.mjs').Settings} settings
 * @param {{ warn: (line: string) => void }} io where a retry is said
 * @returns {import('../run-deploy.mjs').Transport}
 */
export function rsyncTransport(settings, io) {
  const files = writeSecrets(settings);
  const { secrets, empty } = files;
  const timeoutMs = settings.timeoutMs;
  const timeoutSeconds = Math.max(1, Math.ceil(timeoutMs / 1000));
  const watch = new ServerWatch({
    timeoutMs,
    context: { host: settings.host, port: settings.port, target: settings.target, auth: 'key' },
  });
  const sshOptions = sshOptionsFor(settings, files, timeoutSeconds);
  // rsync splits -e on spaces; every path here is ours, under os.tmpdir(), without spaces.
  const rsh = ['ssh', ...sshOptions].join(' ');
  const login = `${settings.user}@${settings.host}`;
  const remoteRoot = `${login}:${settings.remotePath ? `${settings.remotePath}/` : ''}`;
  const rsyncBase = [
    '--protect-args',
    `--timeout=${timeoutSeconds}`,
    '--info=progress2',
    '-e',
    rsh,
  ];

  const rsync = rsyncRunner(settings, rsyncBase, watch, io);

  /** @param {string[]} paths */
  const listFile = (paths) => {
    const file = path.join(secrets, 'lista');
    writeFileSync(file, paths.join('\n') + '\n');
    return file;
  };

  return {
    batchSize: 1000,
    async readManifest() {
      const local = path.join(secrets, 'manifiesto-leido');
      const missing = (/** @type {{ code: number, stderr: string }} */ result) =>
        result.code === 23 && /No such file|change_dir/i.test(result.stderr);
      const result = await rsync(
        [`${remoteRoot}${MANIFEST_FILE}`, local],
        MANIFEST_FILE,
        (done) => done.code === 0 || missing(done),
      );
      return missing(result) ? null : readFileSync(local, 'utf8');
    },
    async writeManifest(text) {
      const local = path.join(secrets, MANIFEST_FILE);
      writeFileSync(local, text);
      await rsync(
        ['--mkpath', '--checksum', '--chmod=F0600', local, `${remoteRoot}${MANIFEST_FILE}`],
        MANIFEST_FILE,
      );
    },
    async upload(uploads) {
      await rsync([
        '--mkpath',
        '--checksum',
        '--times',
        '--chmod=D0755,F0644',
        '--delay-updates',
        `--files-from=${listFile(uploads.map((file) => file.path))}`,
        `${path.resolve(settings.outDir)}/`,
        remoteRoot,
      ]);
    },
    async remove(paths) {
      // Each path checked as inside the folder rsync deletes from (DEPLOY_PATH), before any is.
      for (const file of paths) pathInside('/', file);
      emptyParents(empty, paths);
      await rsync([
        '--delete-missing-args',
        `--files-from=${listFile(paths)}`,
        `${empty}/`,
        remoteRoot,
      ]);
    },
    finish: () => runAfter(settings, sshOptions, login),
    async close() {
      watch.end();
      await run('ssh', [...sshOptions, '-O', 'exit', login], {
        silentMs: timeoutMs,
        what: 'ssh -O exit',
      }).catch(() => {});
      rmSync(secrets, { recursive: true, force: true });
    },
  };
}
