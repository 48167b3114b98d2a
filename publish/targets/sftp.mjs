// SFTP through ssh2-sftp-client (over ssh2, pure JavaScript): the host key checked against
// DEPLOY_KNOWN_HOSTS before any password or key is sent, login by password or by DEPLOY_KEY, a few
// connections in parallel, each opened again when the server drops it or restarts, each failed
// transfer retried (retry.mjs). A file goes up under a hidden temporary name and replaces the old
// one with OpenSSH's posix-rename (atomic); a server without that extension gets delete-then-rename.
//
// ssh2 times only the handshake: an SFTP request whose reply never comes waits for ever. So every
// wait runs under our deadline (DEPLOY_TIMEOUT without progress; a transfer's acknowledged chunks
// are progress), and the deploy opens each TCP connection itself so that it can close it at any
// moment: ssh2's own end() waits for the server to close its side, which a stopped server never does.
import { statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import { DeployError, codeOf, isUnreachable } from '../errors.mjs';
import { MANIFEST_FILE } from '../export-files.mjs';
import { pathInside } from '../remote-paths.mjs';
import { withDeadline } from './deadline.mjs';
import { checkHostKey, hostKeyReason } from './known-hosts.mjs';
import { ServerWatch, whileConnecting, withRetries } from './retry.mjs';
import { runWorkers } from './workers.mjs';

/** How long a finished deploy waits for the server to acknowledge its goodbye before closing anyway. */
const GOODBYE_MS = 1000;

/** Refusals: bad login, host key, no such host, permission (SFTP 3), no such folder (SFTP 2). */
const isFinal = (/** @type {unknown} */ error) =>
  error instanceof DeployError ||
  [2, 3].includes(codeOf(error)) ||
  isUnreachable(error) ||
  (error instanceof Error &&
    /authentication methods failed|verification failed/i.test(error.message));

/**
 * @typedef {{ client: SftpClient, socket: import('node:net').Socket }} SftpConnection
 * @typedef {object} SftpConnections
 * @property {(SftpConnection | null)[]} pool one entry per connection slot
 * @property {ServerWatch} watch
 * @property {<T>(slot: number, work: (client: SftpClient, progress: () => void) => Promise<T>, file?: string) => Promise<T>} onConnection
 * @property {(slot: number) => void} drop closes connection `slot` at once
 * @property {(relative: string) => string} remote the absolute remote path of an export path
 * @property {(relative: string) => string} inside the same, checked as inside the folder
 */

/**
 * A TCP connection the deploy owns (so that it can close it at any moment) and an SFTP client
 * that speaks over it.
 * @param {import('../settings.mjs').Settings} settings
 * @returns {SftpConnection}
 */
function openSocket(settings) {
  // Its default global listeners print to the console; a dropped connection shows up instead as
  // the next call's failure, which is retried.
  const client = new SftpClient('publicar', { error: () => {}, end: () => {}, close: () => {} });
  const socket = connect({ host: settings.host, port: settings.port });
  socket.on('error', () => {});
  // Each file is a handful of small request/reply round trips (open, write, close, stat,
  // rename). With Nagle's algorithm on (ssh2 leaves it on), a request written in two pieces waits
  // for the server's delayed ACK before its second piece goes, once per round trip.
  socket.setNoDelay(true);
  return { client, socket };
}

/**
 * Logs in over `socket`, the host key checked against DEPLOY_KNOWN_HOSTS first; the verdict on a
 * refused key is handed to `onRefusedKey`.
 * @param {import('../settings.mjs').Settings} settings
 * @param {SftpConnection} connection
 * @param {(verdict: import('./known-hosts.mjs').HostKeyVerdict) => void} onRefusedKey
 */
const logIn = (settings, { client, socket }, onRefusedKey) =>
  withDeadline(
    settings.timeoutMs,
    'conexión y acceso',
    () =>
      client.connect({
        sock: socket,
        host: settings.host,
        port: settings.port,
        username: settings.user,
        password: settings.password,
        privateKey: settings.key,
        readyTimeout: settings.timeoutMs,
        retries: 0,
        hostVerifier: (/** @type {Buffer} */ key) => {
          const verdict = checkHostKey(
            /** @type {string} */ (settings.knownHosts),
            settings.host,
            settings.port,
            key,
          );
          if (verdict !== 'match') onRefusedKey(verdict);
          return verdict === 'match';
        },
      }),
    () => socket.destroy(),
  );

/**
 * The pool of logged-in connections, each opened on first use and again after it dropped.
 * @param {import('../settings.mjs').Settings} settings
 * @param {{ warn: (line: string) => void }} io
 * @returns {SftpConnections}
 */
function sftpConnections(settings, io) {
  /** @type {(SftpConnection | null)[]} */
  const pool = Array.from({ length: settings.connections }, () => null);
  /** @type {string | null} */
  let base = null;
  /** @type {import('./known-hosts.mjs').HostKeyVerdict | null} */
  let refusedKey = null;
  const timeoutMs = settings.timeoutMs;
  const watch = new ServerWatch({
    timeoutMs,
    context: {
      host: settings.host,
      port: settings.port,
      target: settings.target,
      auth: settings.password ? 'password' : 'key',
    },
  });

  /** @param {number} slot */
  async function connection(slot) {
    const existing = pool[slot];
    if (existing) return existing.client;
    watch.checkNotEnding();
    const opened = openSocket(settings);
    const { client, socket } = opened;
    pool[slot] = opened;
    try {
      await logIn(settings, opened, (verdict) => (refusedKey = verdict));
      if (base === null) {
        const home = await withDeadline(
          timeoutMs,
          'cwd',
          () => client.cwd(),
          () => socket.destroy(),
        );
        base = path.posix.resolve(home, settings.remotePath || '.');
      }
      watch.answered();
    } catch (error) {
      drop(slot);
      if (refusedKey)
        throw new DeployError(hostKeyReason(refusedKey, settings.host, settings.port));
      throw whileConnecting(error);
    }
    return client;
  }

  /** Closes connection `slot` at once (a stalled server never answers a goodbye). @param {number} slot */
  const drop = (slot) => {
    pool[slot]?.socket.destroy();
    pool[slot] = null;
  };

  /**
   * Runs `work` on connection `slot` under the deadline (moved on by `progress`), opening the
   * connection again after it dropped, as retry.mjs allows.
   * @template T
   * @param {number} slot
   * @param {(client: SftpClient, progress: () => void) => Promise<T>} work
   * @param {string} [file]
   */
  const onConnection = (slot, work, file) =>
    withRetries(
      async () => {
        const client = await connection(slot);
        const socket = pool[slot]?.socket;
        return withDeadline(
          timeoutMs,
          file ?? 'orden SFTP',
          (progress) => work(client, progress),
          () => socket?.destroy(),
        );
      },
      { isFinal, watch, onRetry: () => drop(slot), file, warn: io.warn },
    );

  return {
    pool,
    watch,
    onConnection,
    drop,
    remote: (relative) => path.posix.join(/** @type {string} */ (base), relative),
    // Resolved and checked before the server is asked: a path outside the folder is no retry.
    inside: (relative) => pathInside(/** @type {string} */ (base), relative),
  };
}

/**
 * Writes `source` to `temporary` and checks its size: a write refused mid-way (a full disk) can
 * leave a short file without the put failing.
 * @param {SftpClient} client
 * @param {string} temporary
 * @param {string | Buffer} source a local path or the bytes
 * @param {() => void} progress
 */
async function writeWhole(client, temporary, source, progress) {
  // fastPut's step comes with each chunk the server acknowledged.
  if (typeof source === 'string') await client.fastPut(source, temporary, { step: progress });
  else await client.put(source, temporary);
  progress();
  const expected = typeof source === 'string' ? statSync(source).size : source.length;
  const { size } = await client.stat(temporary);
  progress();
  if (size !== expected)
    throw Object.assign(new Error(`${temporary}: ${size} de ${expected} bytes escritos`), {
      code: 4,
    });
}

/**
 * Puts a file in place: under a hidden temporary name, then posix-rename over the old one, or
 * delete-then-rename on a server without that extension.
 */
function sftpUploader() {
  const folders = new Set();
  let posixRename = true;

  /**
   * @param {SftpClient} client
   * @param {string} target
   * @param {string | Buffer} source a local path or the bytes
   * @param {() => void} progress
   */
  return async function put(client, target, source, progress) {
    const folder = path.posix.dirname(target);
    if (!folders.has(folder)) {
      await client.mkdir(folder, true);
      folders.add(folder);
      progress();
    }
    const temporary = path.posix.join(folder, `.${path.posix.basename(target)}.subiendo`);
    await writeWhole(client, temporary, source, progress);
    if (posixRename) {
      try {
        await client.posixRename(temporary, target);
        return;
      } catch (error) {
        if (codeOf(error) === 3) throw error;
        posixRename = false;
      }
    }
    await client.delete(target, true);
    progress();
    await client.rename(temporary, target);
  };
}

/**
 * Uploads `files` over every connection of the pool, each taking the next file.
 * @param {SftpConnections} connections
 * @param {ReturnType<typeof sftpUploader>} put
 * @param {string} outDir
 * @param {{ path: string }[]} files
 */
async function uploadAll(connections, put, outDir, files) {
  let next = 0;
  const worker = async (/** @type {number} */ slot) => {
    for (let file = files[next++]; file; file = files[next++]) {
      await connections.onConnection(
        slot,
        (client, progress) =>
          put(client, connections.remote(file.path), path.join(outDir, file.path), progress),
        file.path,
      );
    }
  };
  await runWorkers(
    connections.pool.map((_, slot) => () => worker(slot)),
    () => {
      connections.watch.end();
      for (const slot of connections.pool.keys()) connections.drop(slot);
    },
  );
}

/**
 * Says goodbye to a server that answers, then closes every connection whatever it does.
 * @param {SftpConnections} connections
 */
async function closeAll(connections) {
  connections.watch.end();
  await Promise.all(
    connections.pool.map(async (entry, slot) => {
      if (!entry) return;
      const goodbye = new Promise((resolve) => setTimeout(resolve, GOODBYE_MS).unref());
      await Promise.race([entry.client.end().catch(() => {}), goodbye]);
      connections.drop(slot);
    }),
  );
}

/**
 * @param {import('../settings.mjs').Settings} settings
 * @param {{ warn: (line: string) => void }} io where a retry is said
 * @returns {import('../run-deploy.mjs').Transport}
 */
export function sftpTransport(settings, io) {
  const connections = sftpConnections(settings, io);
  const put = sftpUploader();
  const { onConnection, remote } = connections;
  return {
    batchSize: 24,
    async readManifest() {
      return onConnection(
        0,
        async (client, progress) => {
          if (!(await client.exists(remote(MANIFEST_FILE)))) return null;
          progress();
          const bytes = /** @type {Buffer} */ (await client.get(remote(MANIFEST_FILE)));
          return bytes.toString('utf8');
        },
        MANIFEST_FILE,
      );
    },
    async writeManifest(text) {
      await onConnection(
        0,
        (client, progress) => put(client, remote(MANIFEST_FILE), Buffer.from(text), progress),
        MANIFEST_FILE,
      );
    },
    upload: (files) => uploadAll(connections, put, settings.outDir, files),
    async remove(paths) {
      for (const file of paths) {
        const target = connections.inside(file);
        await onConnection(0, (client) => client.delete(target, true), file);
      }
    },
    async removeFolder(folder) {
      const target = connections.inside(folder);
      await onConnection(0, (client) => client.rmdir(target), folder);
    },
    close: () => closeAll(connections),
  };
}
