// Carries out a plan through a transport (FTP, SFTP, rsync, S3 or a test's fake), rewriting the
// manifest as it goes: before a batch is sent its files are marked in flight, after it they carry
// their sha256, so a run cut at any point leaves a manifest that says exactly what is known.
// Deletions come last, once every upload succeeded: a failure never leaves a half-deleted site.
import { MANIFEST_FILE, buildId } from './export-files.mjs';
import {
  ManifestError,
  emptyManifest,
  parseManifest,
  recordBuild,
  serializeManifest,
} from './manifest.mjs';
import { PHASES, planDeploy, totalBytes } from './plan.mjs';

/**
 * What each target implements. Paths are relative to DEPLOY_PATH, '/'-separated.
 * @typedef {object} Transport
 * @property {number} batchSize files sent between two manifest writes
 * @property {() => Promise<string | null>} readManifest null when the server has none
 * @property {(text: string) => Promise<void>} writeManifest
 * @property {(files: import('./export-files.mjs').ExportFile[]) => Promise<void>} upload sends every file, each whole or not at all
 * @property {(paths: string[]) => Promise<void>} remove
 * @property {(folder: string) => Promise<void>} [removeFolder] deletes an empty folder (FTP and SFTP keep one a deletion emptied)
 * @property {() => Promise<string[]>} [afterUploads] once every file is up, before deletions (CloudFront's header policies)
 * @property {(sent: number) => Promise<string[]>} [finish] after deletions (CloudFront invalidation, DEPLOY_AFTER); lines to print
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} DeployResult
 * @property {number} sent
 * @property {number} bytes
 * @property {number} deleted
 * @property {number} unchanged
 */

/** For the phase lines (the summary lines keep the contract's fixed shape). @param {number} count */
const archivos = (count) => `${count} ${count === 1 ? 'archivo' : 'archivos'}`;

/** @param {number} bytes */
const bytesText = (bytes) => `${bytes} bytes`;

/**
 * @param {object} options
 * @param {Transport} options.transport
 * @param {import('./export-files.mjs').ExportFile[]} options.files
 * @param {boolean} [options.dryRun]
 * @param {Date} [options.now]
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<DeployResult>}
 */
export async function runDeploy({
  transport,
  files,
  dryRun = false,
  now = new Date(),
  log = console.log,
}) {
  let manifest;
  try {
    manifest = parseManifest(await transport.readManifest());
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    // Without it nothing is known: everything is sent again and nothing deleted, which is safe.
    log(
      `AVISO: el manifiesto del servidor (${MANIFEST_FILE}) no se puede leer (${error.message}); se envía todo de nuevo.`,
    );
    manifest = emptyManifest();
  }
  const plan = planDeploy(files, manifest, now);
  const uploads = plan.phases.flat();
  const result = {
    sent: uploads.length,
    bytes: totalBytes(uploads),
    deleted: plan.deletions.length,
    unchanged: plan.unchanged.length,
  };

  if (dryRun) {
    for (const file of uploads) log(`subir ${file.path}`);
    for (const file of plan.deletions) log(`borrar ${file}`);
    log(
      `simulación: ${result.sent} archivos por enviar (${bytesText(result.bytes)}), ${result.deleted} por borrar, ${result.unchanged} sin cambios`,
    );
    return result;
  }

  const save = () => transport.writeManifest(serializeManifest(manifest));
  const at = now.toISOString();
  // A file back in the export (a rollback) is no longer leaving.
  for (const file of plan.unchanged) {
    const entry = manifest.files[file.path];
    if (entry) delete entry.removedAt;
  }

  for (const [index, phase] of plan.phases.entries()) {
    for (let start = 0; start < phase.length; start += transport.batchSize) {
      const batch = phase.slice(start, start + transport.batchSize);
      for (const file of batch) manifest.files[file.path] = { sha256: null, size: file.size };
      await save();
      await transport.upload(batch);
      for (const file of batch)
        manifest.files[file.path] = { sha256: file.sha256, size: file.size };
    }
    if (phase.length > 0) await save();
    log(
      `${index + 1}/${PHASES.length + 1} ${PHASES[index]?.name}: ${archivos(phase.length)} ${phase.length === 1 ? 'enviado' : 'enviados'} (${bytesText(totalBytes(phase))})`,
    );
  }

  for (const line of (await transport.afterUploads?.()) ?? []) log(line);

  for (const file of plan.kept) {
    const entry = manifest.files[file];
    if (entry) entry.removedAt ??= at;
  }
  for (let start = 0; start < plan.deletions.length; start += transport.batchSize) {
    const batch = plan.deletions.slice(start, start + transport.batchSize);
    await transport.remove(batch);
    for (const file of batch) delete manifest.files[file];
    await save();
  }
  recordBuild(manifest, {
    id: buildId(files),
    deployedAt: at,
    fingerprinted: files.filter((file) => file.kind === 'fingerprinted').map((file) => file.path),
  });
  await save();
  log(
    `${PHASES.length + 1}/${PHASES.length + 1} borrados: ${plan.deletions.length}; ${archivos(plan.kept.length)} de compilaciones anteriores ${plan.kept.length === 1 ? 'se conserva' : 'se conservan'} (periodo de gracia)`,
  );

  for (const line of (await transport.finish?.(result.sent)) ?? []) log(line);
  log(
    `publicado: ${result.sent} archivos enviados (${bytesText(result.bytes)}), ${result.deleted} borrados, ${result.unchanged} sin cambios`,
  );
  return result;
}
