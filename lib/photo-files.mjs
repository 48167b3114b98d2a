// Where the practice's processed photos live, for the build stage and the product alike: the URL
// folder they are served from, the content-addressed cache the pipeline encodes into, and the
// manifest one build writes before `next build` and its pages read (build/prebuild/photos.mjs,
// content/photos.ts, build/postbuild/steps/07-photos.mjs).
import { createHash } from 'node:crypto';
import path from 'node:path';

/** The site's folder of processed photos. Every name in it is its bytes' hash: fingerprinted, kept a year. */
export const PHOTO_URL_PREFIX = '/fotos/';
/** The pipeline's cache (git-ignored): encoded files by name, and what each source and setting made. */
export const PHOTO_CACHE_DIR = '.cache/photos';

/** The folder of encoded files, named by the hash of their photo's bytes and their width. */
export const photoFilesDir = (root = process.cwd()) => path.join(root, PHOTO_CACHE_DIR, 'files');

/**
 * The manifest of the build writing `distDir` (NEXT_DIST_DIR, else out/): one per export, so two
 * builds of different facts (the swap test's, the editor test's) never read each other's photos.
 * @param {string} [distDir]
 * @param {string} [root]
 */
export function photoManifestFile(
  distDir = process.env.NEXT_DIST_DIR ?? 'out',
  root = process.cwd(),
) {
  const id = createHash('sha256').update(path.resolve(root, distDir)).digest('hex').slice(0, 16);
  return path.join(root, PHOTO_CACHE_DIR, 'manifests', `${id}.json`);
}

/**
 * The manifest's key of one photo: its kind (which sets its shape and sizes), its file and its framing.
 * @param {string} kind
 * @param {string} file absolute path of the source
 * @param {string} focus
 */
export const photoKey = (kind, file, focus) => `${kind}:${focus}:${file}`;
