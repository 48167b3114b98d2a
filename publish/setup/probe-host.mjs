// Tries the host's answers as setup gets them, with the deploy's own transports: the login, a test
// upload and deletion in DEPLOY_PATH, and, on Apache, which form of the site's .htaccess the server
// accepts: a probe page is fetched over the site's address with each form beside it, and a 500
// means the server refuses that form (publish/htaccess-forms.mjs).
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeployError, spanishMessage } from '../errors.mjs';
import { htaccessForm } from '../htaccess-forms.mjs';
import { readSettings } from '../settings.mjs';
import { transportFor } from '../transports.mjs';
import { SetupError } from './problem.mjs';

/** The folder the probe uploads into, inside DEPLOY_PATH (not hidden: .htaccess hides dot-paths). */
export const PROBE_FOLDER = 'comprobacion-setup';
const DEPLOY_PREFIX = new DeployError('').message.replace(/\.$/, '');
const quiet = { log: () => {}, warn: () => {} };

/** The deploy's sentence as a clause. @param {unknown} error @param {object} context */
const clause = (error, context) =>
  spanishMessage(error, context).slice(DEPLOY_PREFIX.length).replace(/\.$/, '');

/**
 * Runs `work` on a transport made from `values`, with `dir` as the export; a failure becomes the
 * deploy's own sentence, as a SetupError.
 * @template T
 * @param {Record<string, string>} values
 * @param {string} dir
 * @param {(transport: import('../run-deploy.mjs').Transport, settings: import('../settings.mjs').Settings) => Promise<T>} work
 */
async function withTransport(values, dir, work) {
  /** @type {import('../errors.mjs').ErrorContext} */
  let context = {};
  let transport = null;
  try {
    const settings = readSettings({ ...values, DEPLOY_DIR: dir, DEPLOY_CONNECTIONS: '1' });
    context = {
      host: settings.host || undefined,
      port: settings.target === 's3' ? undefined : settings.port,
      target: settings.target,
      auth: settings.password && settings.target !== 'rsync' ? 'password' : 'key',
    };
    transport = await transportFor(settings, quiet);
    return await work(transport, settings);
  } catch (error) {
    if (error instanceof SetupError) throw error;
    throw new SetupError(clause(error, context));
  } finally {
    await transport?.close().catch(() => {});
  }
}

/** The login alone (reading the deploy's manifest): null when it works, else the clause. @param {Record<string, string>} values */
export async function loginProblem(values) {
  const dir = mkdtempSync(path.join(tmpdir(), 'setup-login-'));
  try {
    await withTransport(values, dir, (transport) => transport.readManifest());
    return null;
  } catch (error) {
    return /** @type {Error} */ (error).message;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {string} dir @param {string} file @param {string} text */
function probeFile(dir, file, text) {
  const bytes = Buffer.from(text);
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return /** @type {import('../export-files.mjs').ExportFile} */ ({
    path: file,
    sha256,
    size: bytes.length,
    kind: 'html',
  });
}

/** @param {string} url */
async function fetchStatus(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: String(/** @type {any} */ (error)?.cause?.code ?? error) };
  }
}

/**
 * A 500 before the probe's own .htaccess is there: the server already refuses what DEPLOY_PATH
 * holds, most likely a .htaccess an earlier upload left, which applies to every folder below it.
 * @param {string} probeUrl
 */
const refusedAlready = (probeUrl) =>
  `${probeUrl} responde 500 aun sin el .htaccess de prueba: el servidor rechaza el .htaccess que ya hay en DEPLOY_PATH; bórralo una vez (con el administrador de archivos del proveedor) y vuelve a correr npm run setup, que elige la forma que el servidor acepta (DEPLOY_HTACCESS)`;

/**
 * The test upload and deletion, and on Apache the .htaccess probe when the site's address and the
 * built .htaccess are known.
 * @param {Record<string, string>} values
 * @param {{ siteUrl?: string, htaccessText?: string, log: (line: string) => void }} options
 * @returns {Promise<{ htaccess?: import('../htaccess-forms.mjs').HtaccessForm }>}
 */
export async function probeUpload(values, { siteUrl, htaccessText, log }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'setup-probe-'));
  const token = randomBytes(12).toString('hex');
  const page = probeFile(
    dir,
    `${PROBE_FOLDER}/index.html`,
    `<!doctype html><title>npm run setup</title><p>${token}</p>\n`,
  );
  const htaccessPath = `${PROBE_FOLDER}/.htaccess`;
  try {
    return await withTransport(values, dir, async (transport, settings) => {
      const sent = [page.path];
      try {
        await transport.upload([page]);
        log(
          `subida de prueba: ${PROBE_FOLDER}/index.html en ${settings.remotePath || 'la carpeta de inicio'}`,
        );
        if (settings.server !== 'apache' || !siteUrl || !htaccessText) return {};
        const probeUrl = new URL(
          `${PROBE_FOLDER}/`,
          siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`,
        ).href;
        const plain = await fetchStatus(probeUrl);
        if (plain.status === 500) throw new SetupError(refusedAlready(probeUrl));
        if (plain.status !== 200 || !plain.text.includes(token))
          throw new SetupError(
            `${probeUrl} no muestra la página de prueba subida a DEPLOY_PATH "${values.DEPLOY_PATH ?? ''}" (respondió ${plain.status || plain.text}); DEPLOY_PATH debe ser la carpeta que sirve la dirección del sitio (p. ej. public_html)`,
          );
        sent.push(htaccessPath);
        for (const form of /** @type {const} */ (['full', 'basic'])) {
          const text = /** @type {string} */ (htaccessForm(htaccessText, form));
          await transport.upload([probeFile(dir, htaccessPath, text)]);
          const answer = await fetchStatus(probeUrl);
          log(`.htaccess ${form}: el servidor respondió ${answer.status}`);
          if (answer.status === 200 && answer.text.includes(token)) return { htaccess: form };
        }
        return { htaccess: 'none' };
      } finally {
        await transport.remove(sent);
        // The upload made the folder; left empty, it would stay on the server.
        await transport.removeFolder?.(PROBE_FOLDER);
        log('borrado de prueba: hecho');
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
