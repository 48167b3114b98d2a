// The manifest kept on the server (MANIFEST_FILE in DEPLOY_PATH): what each file there holds, by
// sha256, and the last builds deployed. It is the only thing a deploy compares with (never a
// modification time), and it is rewritten as the upload goes, so an interrupted deploy resumes.
//
// A file being sent is first written as in flight (sha256 null): whatever the server holds at that
// path is then unknown and is sent again by the next run, even if the next run is a rollback to
// the content the manifest had before.
//
// Its keys are paths of the site's folder (publish/remote-paths.mjs): one that is absolute, climbs
// out with "..", or is not normalized stops the deploy before anything is sent or deleted.

import { checkManifestPaths } from './remote-paths.mjs';

/**
 * @typedef {object} ManifestFile
 * @property {string | null} sha256 null while the file is in flight
 * @property {number} size
 * @property {string} [removedAt] ISO time the file left the deployed export (kept for the grace period)
 */

/**
 * @typedef {object} ManifestBuild
 * @property {string} id
 * @property {string} deployedAt ISO time
 * @property {string[]} fingerprinted the build's fingerprinted files (`_next/static/`, `fotos/`)
 */

/**
 * @typedef {object} Manifest
 * @property {1} version
 * @property {Record<string, ManifestFile>} files
 * @property {ManifestBuild[]} builds the last builds deployed, oldest first
 */

/** Builds remembered: the current one and the two before it, whose chunks stay for the grace period. */
export const BUILDS_KEPT = 3;

/** The manifest on the server cannot be read (cut short, or written by something else). */
export class ManifestError extends Error {}

/** @returns {Manifest} */
export const emptyManifest = () => ({ version: 1, files: {}, builds: [] });

/**
 * @param {string | null} text the manifest as read from the server, null when there is none
 * @returns {Manifest}
 */
export function parseManifest(text) {
  if (text === null || text.trim() === '') return emptyManifest();
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ManifestError('no es JSON');
  }
  if (
    !data ||
    data.version !== 1 ||
    typeof data.files !== 'object' ||
    data.files === null ||
    !Array.isArray(data.builds)
  )
    throw new ManifestError('formato desconocido');
  // Readable, but naming a path outside the site's folder: refused (DeployError), nothing sent.
  checkManifestPaths(data.files);
  return data;
}

/** @param {Manifest} manifest */
export const serializeManifest = (manifest) => `${JSON.stringify(manifest, null, 1)}\n`;

/**
 * Records a deployed build, the same export deployed again counting once (as the latest).
 * @param {Manifest} manifest
 * @param {ManifestBuild} build
 */
export function recordBuild(manifest, build) {
  manifest.builds = [...manifest.builds.filter((known) => known.id !== build.id), build].slice(
    -BUILDS_KEPT,
  );
}
