// FTP and FTPS (explicit TLS, AUTH TLS on the usual port) through basic-ftp: passive mode only
// (EPSV, then PASV, which works behind NAT), MLSD or LIST as the server offers (we never list: the
// manifest says what is there), a small pool of connections (shared hosts cut more than about 8 per
// IP), a connection dropped by an idle timeout or a server restart is opened again, and a transfer
// that fails mid-way is retried with backoff (retry.mjs). Each file goes up under a hidden temporary
// name and is renamed over the old one, so a half-sent file is never served; a server that refuses
// the rename gets the file under its own name instead (less safe, said once).
//
// Every wait on the server has a deadline, DEPLOY_TIMEOUT without an answer: basic-ftp times each
// command and each transfer's silence itself, but not the TLS handshake of AUTH TLS, so the whole
// login runs under our own deadline, and so does each file's work (moved on by the bytes the data
// connection takes), closing the connection when it passes.
import { Readable, Writable } from 'node:stream';
import path from 'node:path';
import { Client, FTPError } from 'basic-ftp';
import { codeOf, isUnreachable } from '../errors.mjs';
import { MANIFEST_FILE } from '../export-files.mjs';
import { pathInside } from '../remote-paths.mjs';
import { withDeadline } from './deadline.mjs';
import { ServerWatch, withRetries, whileConnecting } from './retry.mjs';
import { runWorkers } from './workers.mjs';
/** Reply codes that say the request itself was refused: retrying cannot help. */
const FINAL_CODES = [530, 532, 550, 552, 553, 452];

/** @param {unknown} error A 421 reply: the server closed or refused the session. */
const refusedSession = (error) => error instanceof FTPError && error.code === 421;

/** @param {unknown} error */
const isFinal = (error) =>
  (error instanceof FTPError && FINAL_CODES.includes(error.code)) ||
  (error instanceof Error && /certificate|self[- ]signed/i.test(error.message)) ||
  isUnreachable(error) ||
  (typeof codeOf(error) === 'string' && /CERT|SIGNED|ALTNAME|ISSUER/.test(codeOf(error)));

/**
 * `progress`, also called as the bytes of a transfer on `client` move.
 * @param {Client} client
 * @param {() => void} progress
 */
function movedByBytes(client, progress) {
  let sent = 0;
  client.trackProgress((info) => {
    if (info.bytesOverall !== sent) progress();
    sent = info.bytesOverall;
  });
  return progress;
}

/**
 * @typedef {object} FtpConnections
 * @property {(Client | null)[]} pool one entry per connection slot
 * @property {ServerWatch} watch
 * @property {<T>(slot: number, work: (client: Client, progress: () => void) => Promise<T>, file?: string) => Promise<T>} onConnection
 * @property {(slot: number) => void} drop closes connection `slot`
 * @property {() => void} dropAll ends the watch and closes every connection
 * @property {(relative: string) => string} remote the absolute remote path of an export path
 * @property {(relative: string) => string} inside the same, checked as inside the folder
 */

/**
 * The pool of logged-in connections, each opened on first use and again after it dropped.
 * @param {import('../settings.mjs').Settings} settings
 * @param {{ warn: (line: string) => void }} io
 * @returns {FtpConnections}
 */
function ftpConnections(settings, io) {
  const secure = settings.target === 'ftps';
  /** @type {string | null} absolute remote folder, known after the first login */
  let base = null;
  /** @type {(Client | null)[]} */
  const pool = Array.from({ length: settings.connections }, () => null);
  const timeoutMs = settings.timeoutMs;
  const watch = new ServerWatch({
    timeoutMs,
    context: {
      host: settings.host,
      port: settings.port,
      target: settings.target,
      auth: 'password',
    },
  });

  /** @param {Client} client */
  const logIn = (client) =>
    withDeadline(
      timeoutMs,
      'conexión y acceso',
      () =>
        client.access({
          host: settings.host,
          port: settings.port,
          user: settings.user,
          password: settings.password,
          secure,
          secureOptions: secure ? { rejectUnauthorized: !settings.ftpsInsecure } : undefined,
        }),
      () => client.close(),
    );

  /** @param {number} slot */
  async function connection(slot) {
    const existing = pool[slot];
    if (existing && !existing.closed) return existing;
    watch.checkNotEnding();
    const client = new Client(timeoutMs);
    pool[slot] = client;
    try {
      await logIn(client);
      if (base === null) {
        const home = await client.pwd();
        base = path.posix.resolve(home, settings.remotePath || '.');
      }
      watch.answered();
    } catch (error) {
      client.close();
      throw whileConnecting(error);
    }
    return client;
  }

  /** @param {number} slot */
  const drop = (slot) => {
    pool[slot]?.close();
    pool[slot] = null;
  };

  /**
   * Runs `work` on connection `slot` under the deadline (moved on by `progress` and by the bytes
   * of a transfer), opening the connection again after it dropped, as retry.mjs allows.
   * @template T
   * @param {number} slot
   * @param {(client: Client, progress: () => void) => Promise<T>} work
   * @param {string} [file]
   */
  const onConnection = (slot, work, file) =>
    withRetries(
      async () => {
        const client = await connection(slot);
        return withDeadline(
          timeoutMs,
          file ?? 'orden FTP',
          (progress) => work(client, movedByBytes(client, progress)),
          () => client.close(),
        );
      },
      { isFinal, watch, onRetry: () => drop(slot), file, warn: io.warn },
    );

  return {
    pool,
    watch,
    onConnection,
    drop,
    dropAll: () => {
      watch.end();
      for (const slot of pool.keys()) drop(slot);
    },
    remote: (relative) => path.posix.join(/** @type {string} */ (base), relative),
    // Resolved and checked before the server is asked: a path outside the folder is no retry.
    inside: (relative) => pathInside(/** @type {string} */ (base), relative),
  };
}

/**
 * Puts a file in place: under a hidden temporary name renamed over the old one, or under its own
 * name on a server that refuses the rename (said once).
 * @param {{ warn: (line: string) => void }} io
 */
function ftpUploader(io) {
  /** Folders known to exist. */
  const folders = new Set();
  /** Whether RNTO over an existing file works here (undefined until tried). */
  let renameWorks = /** @type {boolean | undefined} */ (undefined);

  /**
   * @param {Client} client
   * @param {string} target absolute remote path
   * @param {() => import('node:stream').Readable | string} source
   * @param {() => void} progress
   */
  return async function put(client, target, source, progress) {
    const folder = path.posix.dirname(target);
    if (!folders.has(folder)) {
      await client.ensureDir(folder);
      folders.add(folder);
      progress();
    }
    if (renameWorks !== false) {
      const temporary = path.posix.join(folder, `.${path.posix.basename(target)}.subiendo`);
      await client.uploadFrom(source(), temporary);
      progress();
      try {
        await client.rename(temporary, target);
        renameWorks = true;
        return;
      } catch (error) {
        if (!(error instanceof FTPError) || renameWorks === true) throw error;
        renameWorks = false;
        io.warn(
          `AVISO: el servidor no deja renombrar un archivo sobre otro (${error.code}); cada archivo se sube con su nombre final y por un momento puede servirse a medias.`,
        );
        await client.remove(temporary, true);
      }
    }
    await client.uploadFrom(source(), target);
  };
}

/**
 * The manifest's text on the server, or null when there is none yet.
 * @param {FtpConnections} connections
 */
const readManifest = (connections) =>
  connections.onConnection(
    0,
    async (client) => {
      /** @type {Buffer[]} */
      const chunks = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      try {
        await client.downloadTo(sink, connections.remote(MANIFEST_FILE));
      } catch (error) {
        if (error instanceof FTPError && error.code === 550) return null;
        throw error;
      }
      return Buffer.concat(chunks).toString('utf8');
    },
    MANIFEST_FILE,
  );

/**
 * Uploads `files` over every connection of the pool, each taking the next file in the queue.
 * @param {FtpConnections} connections
 * @param {ReturnType<typeof ftpUploader>} put
 * @param {string} outDir
 * @param {{ path: string }[]} files
 */
async function uploadAll(connections, put, outDir, files) {
  const queue = [...files];
  const worker = async (/** @type {number} */ slot) => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      try {
        await connections.onConnection(
          slot,
          (client, progress) =>
            put(
              client,
              connections.remote(file.path),
              () => path.join(outDir, file.path),
              progress,
            ),
          file.path,
        );
      } catch (error) {
        // A server that allows this user fewer sessions than the pool (Pure-FTPd: "421 5 users
        // (the maximum) are already logged in", another deploy or a session not yet closed)
        // refuses the extra ones: the file goes back to the others, and slot 0 carries on.
        if (slot === 0 || !refusedSession(error)) throw error;
        queue.unshift(file);
        connections.drop(slot);
        return;
      }
    }
  };
  await runWorkers(
    connections.pool.map((_, slot) => () => worker(slot)),
    connections.dropAll,
  );
}

/**
 * @param {import('../settings.mjs').Settings} settings
 * @param {{ log: (line: string) => void, warn: (line: string) => void }} io
 * @returns {import('../run-deploy.mjs').Transport}
 */
export function ftpTransport(settings, io) {
  if (settings.target === 'ftps' && settings.ftpsInsecure)
    io.warn(
      'AVISO: DEPLOY_FTPS_INSECURE=1: no se verifica el certificado del servidor; alguien en la red podría hacerse pasar por él y leer la contraseña y los archivos.',
    );
  const connections = ftpConnections(settings, io);
  const put = ftpUploader(io);
  const { onConnection, remote } = connections;
  return {
    batchSize: 24,
    readManifest: () => readManifest(connections),
    async writeManifest(text) {
      await onConnection(
        0,
        (client, progress) =>
          put(client, remote(MANIFEST_FILE), () => Readable.from([Buffer.from(text)]), progress),
        MANIFEST_FILE,
      );
    },
    upload: (files) => uploadAll(connections, put, settings.outDir, files),
    async remove(paths) {
      for (const file of paths) {
        const target = connections.inside(file);
        await onConnection(0, (client) => client.remove(target, true), file);
      }
    },
    async removeFolder(folder) {
      const target = connections.inside(folder);
      await onConnection(0, (client) => client.removeEmptyDir(target), folder);
    },
    async close() {
      connections.dropAll();
    },
  };
}
