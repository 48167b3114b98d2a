// rsync over SSH with Debian's `rsync` and `ssh`, for an own server: one rsync pass per batch of the
// plan (so the contract's order holds: chunks, then data and loaders, then HTML), each with
// --checksum (content, never times) and --delay-updates (a pass's files appear together, each
// written whole under a temporary name first). Deletions are one last pass of exactly the plan's
// list (--delete-missing-args from an empty folder): never a --delete of the whole tree, so the
// grace period's chunks and files this command never uploaded stay. The key is written to a 0600
// file in a private temporary folder and DEPLOY_KNOWN_HOSTS to the only known_hosts file ssh reads,
// with StrictHostKeyChecking=yes; both are removed at the end. One SSH connection is shared by every
// pass (ControlMaster), and DEPLOY_AFTER runs over it once the site is complete.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeployError } from '../errors.mjs';
import { MANIFEST_FILE } from '../export-files.mjs';
import { hostKeyReason } from './known-hosts.mjs';
import { withRetries } from './retry.mjs';

/**
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      reject(
        /** @type {any} */ (error).code === 'ENOENT'
          ? new DeployError(
              `no está instalado ${command} (en Debian o Ubuntu: apt-get install rsync openssh-client)`,
            )
          : error,
      ),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** rsync and ssh exit codes of a connection or stream lost mid-way: the pass is tried again. */
const TRANSIENT_CODES = [10, 12, 20, 30, 35, 255];
const REFUSAL =
  /Permission denied|Host key verification failed|Connection refused|Could not resolve|No space left|Name or service not known/i;

/**
 * @param {import('../settings.mjs').Settings} settings
 * @param {{ warn: (line: string) => void }} io where a retry is said
 * @returns {import('../run-deploy.mjs').Transport}
 */
export function rsyncTransport(settings, io) {
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

  const sshOptions = [
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
    'ConnectTimeout=20',
    '-o',
    'ServerAliveInterval=15',
    '-o',
    'ControlMaster=auto',
    '-o',
    `ControlPath=${path.join(secrets, 'ssh-%C')}`,
    '-o',
    'ControlPersist=120',
    '-o',
    'LogLevel=ERROR',
  ];
  // rsync splits -e on spaces; every path here is ours, under os.tmpdir(), without spaces.
  const rsh = ['ssh', ...sshOptions].join(' ');
  const login = `${settings.user}@${settings.host}`;
  const remoteRoot = `${login}:${settings.remotePath ? `${settings.remotePath}/` : ''}`;
  const rsyncBase = ['--protect-args', '-e', rsh];

  /** Turns a failed rsync or ssh into the error the message mapping reads. */
  const failure = (
    /** @type {string} */ what,
    /** @type {{ code: number, stderr: string }} */ result,
  ) => {
    const text = result.stderr.trim();
    if (
      /No .* host key is known|Host key verification failed/i.test(text) &&
      !/IDENTIFICATION HAS CHANGED/.test(text)
    )
      return new DeployError(hostKeyReason('unknown', settings.host, settings.port));
    if (/IDENTIFICATION HAS CHANGED/.test(text))
      return new DeployError(hostKeyReason('mismatch', settings.host, settings.port));
    return Object.assign(new Error(text || `${what} terminó con el código ${result.code}`), {
      exitCode: result.code,
    });
  };
  const isFinal = (/** @type {unknown} */ error) =>
    error instanceof DeployError ||
    (error instanceof Error &&
      (REFUSAL.test(error.message) ||
        !TRANSIENT_CODES.includes(/** @type {any} */ (error).exitCode)));

  /** @param {string[]} args */
  const rsync = (args) =>
    withRetries(
      async () => {
        const result = await run('rsync', [...rsyncBase, ...args]);
        if (result.code !== 0) throw failure('rsync', result);
        return result;
      },
      {
        isFinal,
        warn: io.warn,
        context: { host: settings.host, port: settings.port, target: settings.target, auth: 'key' },
      },
    );

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
      const result = await run('rsync', [...rsyncBase, `${remoteRoot}${MANIFEST_FILE}`, local]);
      if (result.code === 23 && /No such file|change_dir/i.test(result.stderr)) return null;
      if (result.code !== 0) throw failure('rsync', result);
      return readFileSync(local, 'utf8');
    },
    async writeManifest(text) {
      const local = path.join(secrets, MANIFEST_FILE);
      writeFileSync(local, text);
      await rsync([
        '--mkpath',
        '--checksum',
        '--chmod=F0600',
        local,
        `${remoteRoot}${MANIFEST_FILE}`,
      ]);
    },
    async upload(files) {
      await rsync([
        '--mkpath',
        '--checksum',
        '--times',
        '--chmod=D0755,F0644',
        '--delay-updates',
        `--files-from=${listFile(files.map((file) => file.path))}`,
        `${path.resolve(settings.outDir)}/`,
        remoteRoot,
      ]);
    },
    async remove(paths) {
      await rsync([
        '--delete-missing-args',
        `--files-from=${listFile(paths)}`,
        `${empty}/`,
        remoteRoot,
      ]);
    },
    async finish() {
      if (!settings.after) return [];
      const result = await run('ssh', [...sshOptions, login, settings.after]);
      if (result.code !== 0) {
        const last = result.stderr.trim().split('\n').pop() ?? '';
        throw new DeployError(
          `el sitio se subió, pero DEPLOY_AFTER («${settings.after}») terminó con el código ${result.code}${last ? `: ${last}` : ''}`,
        );
      }
      return [`DEPLOY_AFTER: «${settings.after}» ejecutado en el servidor`];
    },
    async close() {
      await run('ssh', [...sshOptions, '-O', 'exit', login]).catch(() => {});
      rmSync(secrets, { recursive: true, force: true });
    },
  };
}
