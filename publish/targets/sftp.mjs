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
import { DeployError, codeOf } from '../errors.mjs';
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
  [2, 3, 'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'].includes(
    codeOf(error),
  ) ||
  (error instanceof Error &&
    /authentication methods failed|verification failed/i.test(error.message));

/**
 * @param {import('../settings.mjs').Settings} settings
 * @param {{ warn: (line: string) => void }} io where a retry is said
 * @returns {import('../run-deploy.mjs').Transport}
 */
export function sftpTransport(settings, io) {
  /** @type {({ client: SftpClient, socket: import('node:net').Socket } | null)[]} */
  const pool = Array.from({ length: settings.connections }, () => null);
  /** @type {string | null} */
  let base = null;
  const folders = new Set();
  /** @type {import('./known-hosts.mjs').HostKeyVerdict | null} */
  let refusedKey = null;
  let posixRename = true;
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
    // Its default global listeners print to the console; a dropped connection shows up instead as
    // the next call's failure, which is retried.
    const client = new SftpClient('publicar', { error: () => {}, end: () => {}, close: () => {} });
    const socket = connect({ host: settings.host, port: settings.port });
    socket.on('error', () => {});
    // Each file is a handful of small request/reply round trips (open, write, close, stat,
    // rename). With Nagle's algorithm on (ssh2 leaves it on), a request written in two pieces waits
    // for the server's delayed ACK before its second piece goes: 44 ms per round trip on the test's
    // servers, 38 s for 301 files on one machine.
    socket.setNoDelay(true);
    pool[slot] = { client, socket };
    try {
      await withDeadline(
        timeoutMs,
        'conexión y acceso',
        () =>
          client.connect({
            sock: socket,
            host: settings.host,
            port: settings.port,
            username: settings.user,
            password: settings.password,
            privateKey: settings.key,
            readyTimeout: timeoutMs,
            retries: 0,
            hostVerifier: (/** @type {Buffer} */ key) => {
              const verdict = checkHostKey(
                /** @type {string} */ (settings.knownHosts),
                settings.host,
                settings.port,
                key,
              );
              if (verdict !== 'match') refusedKey = verdict;
              return verdict === 'match';
            },
          }),
        () => socket.destroy(),
      );
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

  /** @param {string} relative */
  const remote = (relative) => path.posix.join(/** @type {string} */ (base), relative);

  /**
   * @param {SftpClient} client
   * @param {string} target
   * @param {string | Buffer} source a local path or the bytes
   * @param {() => void} progress
   */
  async function put(client, target, source, progress) {
    const folder = path.posix.dirname(target);
    if (!folders.has(folder)) {
      await client.mkdir(folder, true);
      folders.add(folder);
      progress();
    }
    const temporary = path.posix.join(folder, `.${path.posix.basename(target)}.subiendo`);
    // fastPut's step comes with each chunk the server acknowledged.
    if (typeof source === 'string') await client.fastPut(source, temporary, { step: progress });
    else await client.put(source, temporary);
    progress();
    // A write refused mid-way (a full disk) can leave a short file without the put failing: check the
    // size before the rename puts it in place.
    const expected = typeof source === 'string' ? statSync(source).size : source.length;
    const { size } = await client.stat(temporary);
    progress();
    if (size !== expected)
      throw Object.assign(new Error(`${temporary}: ${size} de ${expected} bytes escritos`), {
        code: 4,
      });
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
  }

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
    async upload(files) {
      let next = 0;
      const worker = async (/** @type {number} */ slot) => {
        for (let file = files[next++]; file; file = files[next++]) {
          await onConnection(
            slot,
            (client, progress) =>
              put(client, remote(file.path), path.join(settings.outDir, file.path), progress),
            file.path,
          );
        }
      };
      await runWorkers(
        pool.map((_, slot) => () => worker(slot)),
        () => {
          watch.end();
          for (const slot of pool.keys()) drop(slot);
        },
      );
    },
    async remove(paths) {
      for (const file of paths) {
        // Resolved and checked before the server is asked: a path outside the folder is no retry.
        const target = pathInside(/** @type {string} */ (base), file);
        await onConnection(0, (client) => client.delete(target, true), file);
      }
    },
    async removeFolder(folder) {
      const target = pathInside(/** @type {string} */ (base), folder);
      await onConnection(0, (client) => client.rmdir(target), folder);
    },
    async close() {
      watch.end();
      // A goodbye to a server that answers, then the connection closes whatever it does.
      await Promise.all(
        pool.map(async (entry, slot) => {
          if (!entry) return;
          const goodbye = new Promise((resolve) => setTimeout(resolve, GOODBYE_MS).unref());
          await Promise.race([entry.client.end().catch(() => {}), goodbye]);
          drop(slot);
        }),
      );
    },
  };
}
