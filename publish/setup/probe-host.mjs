// Tries the host's answers as setup gets them, with the deploy's own transports: the login, a test
// upload and deletion in DEPLOY_PATH, and, on Apache, which form of the site's .htaccess the server
// accepts (publish/htaccess-proof.mjs). A check that cannot run yet (the site's address does not
// answer) comes back as skipped, with its reason and what runs it later.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeployError, spanishMessage } from '../errors.mjs';
import { probeUrlOf, proveHtaccess } from '../htaccess-proof.mjs';
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

/**
 * A check setup could not run yet, what it needs and what runs it later.
 * @typedef {{ check: string, reason: string, later: string }} SkippedCheck
 */

/** The line setup prints for a check it skipped. @param {SkippedCheck} skipped */
export const skippedLine = ({ check, reason, later }) =>
  `no se comprobó ${check}: ${reason}; ${later}`;

/**
 * The .htaccess probe, when it cannot run: the site's address does not answer with a valid
 * certificate yet (a domain not pointed at the host, a certificate not issued).
 * @param {string} siteIssue why the address does not answer
 * @returns {SkippedCheck}
 */
export const htaccessSkipped = (siteIssue) => ({
  check: 'qué forma del .htaccess acepta el servidor (DEPLOY_HTACCESS)',
  reason: siteIssue,
  later:
    'npm run doctor la comprueba en cuanto la dirección responda, y npm run deploy la comprueba en cada publicación (mientras no pueda, publica sin .htaccess, que cualquier Apache acepta)',
});

/**
 * The relay's trust check, when it cannot run: whether the relay hands the editor's sign-in to
 * the site's origin needs that origin to answer.
 * @param {string} siteIssue
 * @returns {SkippedCheck}
 */
export const relaySkipped = (siteIssue) => ({
  check: 'que el servicio de inicio de sesión entregue el acceso a la dirección del sitio',
  reason: siteIssue,
  later: 'npm run doctor lo comprueba en cuanto la dirección responda',
});

/**
 * A 500 before the probe's own .htaccess is there: the server already refuses what DEPLOY_PATH
 * holds, most likely a .htaccess an earlier upload left, which applies to every folder below it.
 * @param {string} probeUrl
 */
const refusedAlready = (probeUrl) =>
  `${probeUrl} responde 500 aun sin el .htaccess de prueba: el servidor rechaza el .htaccess que ya hay en DEPLOY_PATH; bórralo una vez (con el administrador de archivos del proveedor) y vuelve a correr npm run setup, que elige la forma que el servidor acepta (DEPLOY_HTACCESS)`;

/**
 * The test upload and deletion, and on Apache the .htaccess probe when the site's address and the
 * built .htaccess are known; a probe that cannot run yet is returned as skipped, with its reason.
 * @param {Record<string, string>} values
 * @param {{ siteUrl?: string, siteIssue?: string, htaccessText?: string, log: (line: string) => void }} options
 * @returns {Promise<{ htaccess?: import('../htaccess-forms.mjs').HtaccessForm, skipped: SkippedCheck[] }>}
 */
export async function probeUpload(values, { siteUrl, siteIssue, htaccessText, log }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'setup-probe-'));
  try {
    return await withTransport(values, dir, async (transport, settings) => {
      const where = settings.remotePath || 'la carpeta de inicio';
      if (settings.server !== 'apache' || !htaccessText || !siteUrl) {
        const page = probeFile(dir, `${PROBE_FOLDER}/index.html`, 'npm run setup\n');
        await transport.upload([page]);
        log(`subida de prueba: ${page.path} en ${where}`);
        await transport.remove([page.path]);
        await transport.removeFolder?.(PROBE_FOLDER);
        log('borrado de prueba: hecho');
        const skipped = settings.server === 'apache' && htaccessText && !siteUrl;
        return {
          skipped: skipped ? [htaccessSkipped(siteIssue ?? 'falta la dirección del sitio')] : [],
        };
      }
      log(`subida de prueba: ${PROBE_FOLDER}/index.html en ${where}`);
      const proof = await proveHtaccess({
        transport,
        dir,
        folder: PROBE_FOLDER,
        siteUrl,
        htaccessText,
        forms: ['full', 'basic'],
        log,
      });
      log('borrado de prueba: hecho');
      if (!('unreachable' in proof)) return { htaccess: proof.form, skipped: [] };
      const probeUrl = probeUrlOf(siteUrl, PROBE_FOLDER);
      if (proof.refusedAlready) throw new SetupError(refusedAlready(probeUrl));
      throw new SetupError(
        `${proof.unreachable}, y no muestra la página de prueba subida a DEPLOY_PATH "${values.DEPLOY_PATH ?? ''}"; DEPLOY_PATH debe ser la carpeta que sirve la dirección del sitio (p. ej. public_html), y la dirección debe apuntar a este servidor`,
      );
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Which form of .htaccess the host loads, proven through the site's address (npm run doctor's
 * check); a login or upload failure is the deploy's own sentence, as a SetupError.
 * @param {Record<string, string>} values
 * @param {string} siteUrl
 * @param {string} htaccessText
 * @returns {Promise<import('../htaccess-proof.mjs').HtaccessProof>}
 */
export async function proveOnHost(values, siteUrl, htaccessText) {
  const dir = mkdtempSync(path.join(tmpdir(), 'doctor-probe-'));
  try {
    return await withTransport(values, dir, (transport) =>
      proveHtaccess({
        transport,
        dir,
        folder: 'comprobacion-doctor',
        siteUrl,
        htaccessText,
        forms: ['full', 'basic'],
        log: () => {},
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {string} dir @param {string} file @param {string} text */
function probeFile(dir, file, text) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
  return /** @type {import('../export-files.mjs').ExportFile} */ ({
    path: file,
    sha256: createHash('sha256').update(text).digest('hex'),
    size: Buffer.byteLength(text),
    kind: 'html',
  });
}
