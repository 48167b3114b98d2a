// `npm run deploy [-- --dry-run]`: publishes the export (out/, or DEPLOY_DIR) to DEPLOY_TARGET.
// docs/publishing.md describes the settings, the order and the manifest. Output in Spanish: one line
// per phase and a summary; on failure exit 1 and one sentence on stderr, never a stack trace.
import { printable } from '../lib/printable.mjs';
import { checkExport } from './content-status.mjs';
import { DeployError, spanishMessage } from './errors.mjs';
import { exportFiles } from './export-files.mjs';
import { chooseHtaccess } from './htaccess-choice.mjs';
import { runDeploy } from './run-deploy.mjs';
import { readSettings } from './settings.mjs';
import { stagedExport } from './staged-export.mjs';
import { transportFor } from './transports.mjs';

/** Said by every deploy over plain FTP (allowed only with DEPLOY_FTP_PLAIN_OK=1). */
const PLAIN_FTP_WARNING =
  'AVISO: DEPLOY_TARGET=ftp envía la contraseña y los archivos sin cifrar: cualquiera en la red puede leerlos; cambia a ftps o sftp en cuanto el hospedaje lo ofrezca.';

/**
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, env) {
  // Warnings go to stdout with the progress: stderr carries only the one sentence of a failure.
  const io = {
    log: (/** @type {string} */ line) => console.log(line),
    warn: (/** @type {string} */ line) => console.log(line),
  };
  const unknown = argv.filter((arg) => arg !== '--dry-run');
  /** @type {import('./errors.mjs').ErrorContext} */
  let context = {};
  /** @type {import('./run-deploy.mjs').Transport | null} */
  let transport = null;
  /** @type {ReturnType<typeof stagedExport> | null} */
  let staged = null;
  try {
    if (unknown.length > 0)
      throw new DeployError(`opción desconocida ${printable(unknown[0])} (la única es --dry-run)`);
    const settings = readSettings(env);
    context = {
      host: settings.host || undefined,
      port: settings.target === 's3' ? undefined : settings.port,
      target: settings.target,
      auth: settings.password && settings.target !== 'rsync' ? 'password' : 'key',
    };
    // On every deploy, on stderr where a log reader looks for what went wrong.
    if (settings.target === 'ftp') console.error(PLAIN_FTP_WARNING);
    const warning = checkExport(settings.outDir, settings.allowExamples);
    if (warning) io.warn(warning);
    // The form of .htaccess this Apache host loads, proven before it is sent (htaccess-choice.mjs).
    const dryRun = argv.includes('--dry-run');
    const htaccess = dryRun
      ? { form: settings.htaccess, line: '' }
      : await chooseHtaccess(settings, env, io);
    if (htaccess.line) io.log(htaccess.line);
    staged = stagedExport(settings.outDir, htaccess.form);
    const sent = { ...settings, outDir: staged.dir };
    const files = exportFiles(sent.outDir, settings.server);
    transport = await transportFor(sent, io);
    io.log(
      `${dryRun ? 'simulando la publicación' : 'publicando'} de ${settings.outDir} (${files.length} archivos) en ${settings.target}${settings.host ? ` ${settings.host}:${settings.port}` : ` s3://${settings.s3?.bucket}`}`,
    );
    await runDeploy({ transport, files, dryRun, log: io.log });
    return 0;
  } catch (error) {
    const file =
      error && typeof error === 'object' && 'deployFile' in error
        ? String(error.deployFile)
        : undefined;
    console.error(spanishMessage(error, { ...context, file }));
    if (env.DEPLOY_DEBUG === '1') console.error(error);
    return 1;
  } finally {
    await transport?.close().catch(() => {});
    staged?.remove();
  }
}

main(process.argv.slice(2), process.env).then((code) => {
  process.exitCode = code;
});
