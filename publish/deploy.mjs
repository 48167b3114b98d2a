// `npm run deploy [-- --dry-run]`: publishes the export (out/, or DEPLOY_DIR) to DEPLOY_TARGET.
// docs/publishing.md describes the settings, the order and the manifest. Output in Spanish: one line
// per phase and a summary; on failure exit 1 and one sentence on stderr, never a stack trace.
import { printable } from '../lib/printable.mjs';
import { checkExport } from './content-status.mjs';
import { DeployError, spanishMessage } from './errors.mjs';
import { exportFiles } from './export-files.mjs';
import { runDeploy } from './run-deploy.mjs';
import { readSettings } from './settings.mjs';

/** Said by every deploy over plain FTP (allowed only with DEPLOY_FTP_PLAIN_OK=1). */
const PLAIN_FTP_WARNING =
  'AVISO: DEPLOY_TARGET=ftp envía la contraseña y los archivos sin cifrar: cualquiera en la red puede leerlos; cambia a ftps o sftp en cuanto el hospedaje lo ofrezca.';

/**
 * @param {import('./settings.mjs').Settings} settings
 * @param {{ log: (line: string) => void, warn: (line: string) => void }} io
 * @returns {Promise<import('./run-deploy.mjs').Transport>}
 */
async function transportFor(settings, io) {
  switch (settings.target) {
    case 'ftp':
    case 'ftps':
      return (await import('./targets/ftp.mjs')).ftpTransport(settings, io);
    case 'sftp':
      return (await import('./targets/sftp.mjs')).sftpTransport(settings, io);
    case 'rsync':
      return (await import('./targets/rsync.mjs')).rsyncTransport(settings, io);
    case 's3':
      return (await import('./targets/s3.mjs')).s3Transport(settings, io);
  }
}

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
    const files = exportFiles(settings.outDir, settings.server);
    transport = await transportFor(settings, io);
    io.log(
      `${argv.includes('--dry-run') ? 'simulando la publicación' : 'publicando'} de ${settings.outDir} (${files.length} archivos) en ${settings.target}${settings.host ? ` ${settings.host}:${settings.port}` : ` s3://${settings.s3?.bucket}`}`,
    );
    await runDeploy({ transport, files, dryRun: argv.includes('--dry-run'), log: io.log });
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
  }
}

main(process.argv.slice(2), process.env).then((code) => {
  process.exitCode = code;
});
