// `npm run deploy [-- --dry-run]`: publishes the export (out/, or DEPLOY_DIR) to DEPLOY_TARGET.
// docs/publishing.md describes the settings, the order and the manifest. Output in Spanish: one line
// per phase and a summary; on failure exit 1 and one sentence on stderr, never a stack trace.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_STATUS_FILE } from '../postbuild/host-configs.mjs';
import { DeployError, spanishMessage } from './errors.mjs';
import { exportFiles } from './export-files.mjs';
import { runDeploy } from './run-deploy.mjs';
import { readSettings } from './settings.mjs';

/**
 * Refuses an export that is not one, or that the build says still shows example data.
 * @param {string} outDir
 * @param {boolean} allowExamples
 * @returns {string | null} a warning to print when examples are allowed
 */
export function checkExport(outDir, allowExamples) {
  if (!existsSync(path.join(outDir, 'index.html')))
    throw new DeployError(`no hay una exportación en ${outDir} (falta index.html): ejecuta npm run build primero`);
  const statusFile = path.join(outDir, CONTENT_STATUS_FILE);
  if (!existsSync(statusFile))
    throw new DeployError(
      `la exportación en ${outDir} no dice si usa datos de ejemplo (falta ${CONTENT_STATUS_FILE}): vuelve a construirla con npm run build`,
    );
  /** @type {{ pending: string[] }} */
  const status = JSON.parse(readFileSync(statusFile, 'utf8'));
  if (status.pending.length === 0) return null;
  if (!allowExamples)
    throw new DeployError(
      `el sitio se construyó con ${status.pending.length} datos de ejemplo o pendientes (el primero: ${status.pending[0]}); corrígelos y construye con STRICT_CONTENT=1, o usa DEPLOY_ALLOW_EXAMPLES=1 para un sitio de pruebas`,
    );
  return `AVISO: DEPLOY_ALLOW_EXAMPLES=1: se publica un sitio con ${status.pending.length} datos de ejemplo o pendientes.`;
}

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
  const io = { log: (/** @type {string} */ line) => console.log(line), warn: (/** @type {string} */ line) => console.error(line) };
  const unknown = argv.filter((arg) => arg !== '--dry-run');
  /** @type {import('./errors.mjs').ErrorContext} */
  let context = {};
  /** @type {import('./run-deploy.mjs').Transport | null} */
  let transport = null;
  try {
    if (unknown.length > 0) throw new DeployError(`opción desconocida ${unknown[0]} (la única es --dry-run)`);
    const settings = readSettings(env);
    context = {
      host: settings.host || undefined,
      port: settings.target === 's3' ? undefined : settings.port,
      target: settings.target,
      auth: settings.password && settings.target !== 'rsync' ? 'password' : 'key',
    };
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
    const file = error && typeof error === 'object' && 'deployFile' in error ? String(error.deployFile) : undefined;
    io.warn(spanishMessage(error, { ...context, file }));
    if (env.DEPLOY_DEBUG === '1') console.error(error);
    return 1;
  } finally {
    await transport?.close().catch(() => {});
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
