// What a deploy sends, keeps and deletes: a pure function of the export and the server's manifest.
// Sent: every file whose sha256 differs from the manifest's (or that the manifest lacks), in the
// contract's order (publish/export-files.mjs, CLASS_ORDER). Deleted, last: files the manifest
// knows that the export no longer has, except fingerprinted files still in their grace period, so
// a page opened before the deploy can still load its chunks. Files the manifest never knew (put
// there by hand or by another tool) are never touched.
import { CLASS_ORDER } from './export-files.mjs';
import { isFingerprinted as isFingerprintedPath } from '../build/postbuild/response-policy.mjs';

/** A fingerprinted file removed from the export stays at least this long. */
export const GRACE_MS = 7 * 24 * 60 * 60 * 1000;
/** …and as long as one of this many previous builds named it. */
export const GRACE_BUILDS = 2;

/**
 * The contract's phases, each a list of classes uploaded in that order.
 * @type {{ name: string, kinds: import('./export-files.mjs').FileClass[] }[]}
 */
export const PHASES = [
  { name: 'archivos con huella (_next/static y fotos)', kinds: ['fingerprinted'] },
  { name: 'datos y cargadores de cada ruta, y demás archivos', kinds: ['asset', 'route-data'] },
  {
    name: 'páginas HTML y configuración del servidor',
    kinds: ['html', 'host-config', 'site-version'],
  },
];

/**
 * @typedef {object} Plan
 * @property {import('./export-files.mjs').ExportFile[][]} phases files to send, one list per PHASES entry
 * @property {import('./export-files.mjs').ExportFile[]} unchanged
 * @property {string[]} deletions
 * @property {string[]} kept fingerprinted files of earlier builds left for the grace period
 */

/** @param {string} file */
const isFingerprinted = (file) => isFingerprintedPath(`/${file}`);

/**
 * @param {import('./export-files.mjs').ExportFile[]} files the export, as exportFiles gives it
 * @param {import('./manifest.mjs').Manifest} manifest the server's
 * @param {Date} now
 * @returns {Plan}
 */
export function planDeploy(files, manifest, now) {
  const changed = files.filter((file) => manifest.files[file.path]?.sha256 !== file.sha256);
  const unchanged = files.filter((file) => manifest.files[file.path]?.sha256 === file.sha256);
  const rank = (/** @type {import('./export-files.mjs').ExportFile} */ file) =>
    CLASS_ORDER.indexOf(file.kind);
  const phases = PHASES.map(({ kinds }) =>
    changed
      .filter((file) => kinds.includes(file.kind))
      .sort((a, b) => rank(a) - rank(b) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  );

  const inExport = new Set(files.map((file) => file.path));
  const recentBuilds = new Set(
    manifest.builds.slice(-GRACE_BUILDS).flatMap((build) => build.fingerprinted),
  );
  const deletions = [];
  const kept = [];
  for (const [file, entry] of Object.entries(manifest.files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (inExport.has(file)) continue;
    const inGrace =
      isFingerprinted(file) &&
      (recentBuilds.has(file) ||
        !entry.removedAt ||
        now.getTime() - Date.parse(entry.removedAt) < GRACE_MS);
    (inGrace ? kept : deletions).push(file);
  }
  return { phases, unchanged, deletions, kept };
}

/** @param {import('./export-files.mjs').ExportFile[]} files */
export const totalBytes = (files) => files.reduce((sum, file) => sum + file.size, 0);
