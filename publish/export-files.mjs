// The export as a deploy sees it: every file with its sha256 and size, the class that decides when it
// is uploaded, and which files a host never receives (the other hosts' configuration, the content
// status the build leaves for this command, GitHub Pages' marker).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  CONTENT_STATUS_FILE,
  FILE_FOR_SERVER,
  HOST_ONLY_FILES,
  PAGES_ONLY_FILES,
} from '../build/postbuild/host-configs.mjs';
import { isFingerprinted } from '../build/postbuild/response-policy.mjs';
import { SITE_VERSION_FILE } from '../lib/admin/site-version.mjs';

/** The manifest this command keeps in DEPLOY_PATH; hidden, so no shipped host config serves it. */
export const MANIFEST_FILE = '.deploy-manifest.json';

/**
 * When a file goes up, in the contract's order: a page's chunks before the data and loader naming
 * them, those before the HTML that loads them, the host's own config (its CSP allows the new
 * pages' inline scripts) right after the HTML, and the commit the export is built from last of all:
 * the editor takes it as proof that the save is live (lib/admin/site-version.mjs).
 * @typedef {'fingerprinted' | 'asset' | 'route-data' | 'html' | 'host-config' | 'site-version'} FileClass
 */
export const CLASS_ORDER = /** @type {const} */ ([
  'fingerprinted',
  'asset',
  'route-data',
  'html',
  'host-config',
  'site-version',
]);

/**
 * @typedef {object} ExportFile
 * @property {string} path relative to the export, with '/' (no leading slash)
 * @property {string} sha256 hex
 * @property {number} size bytes
 * @property {FileClass} kind
 */

/** @typedef {'apache' | 'nginx' | 'caddy' | 'none'} Server */

/** Route data and loaders: Next's flight data of each route and the after-paint loader. */
const ROUTE_DATA = /(^|\/)(index\.txt|__next\.[^/]*\.txt|after-paint\.js)$/;

/**
 * @param {string} relativePath
 * @param {Server} server
 * @returns {FileClass}
 */
export function classify(relativePath, server) {
  if (isFingerprinted(`/${relativePath}`)) return 'fingerprinted';
  if (relativePath === SITE_VERSION_FILE) return 'site-version';
  if (server !== 'none' && relativePath === FILE_FOR_SERVER[server]) return 'host-config';
  if (relativePath.endsWith('.html')) return 'html';
  if (ROUTE_DATA.test(relativePath)) return 'route-data';
  return 'asset';
}

/**
 * Files of the export this server never receives: every host's config but its own, the files only
 * GitHub Pages reads, the build's content status, and a manifest should one be in the folder.
 * @param {Server} server
 * @returns {Set<string>}
 */
export function filesNotUploaded(server) {
  const own = server === 'none' ? null : FILE_FOR_SERVER[server];
  return new Set([
    ...HOST_ONLY_FILES.filter((file) => file !== own),
    ...PAGES_ONLY_FILES,
    CONTENT_STATUS_FILE,
    MANIFEST_FILE,
  ]);
}

/**
 * @param {string} dir
 * @param {string} [root]
 * @returns {string[]} relative '/'-separated paths of every file under dir, sorted
 */
function walk(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full, root);
      return entry.isFile() ? [path.relative(root, full).split(path.sep).join('/')] : [];
    })
    .sort();
}

/** @param {Buffer} bytes */
export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Every file this server receives, hashed and classified.
 * @param {string} outDir
 * @param {Server} server
 * @returns {ExportFile[]}
 */
export function exportFiles(outDir, server) {
  const skipped = filesNotUploaded(server);
  return walk(outDir)
    .filter((file) => !skipped.has(file))
    .map((file) => {
      const bytes = readFileSync(path.join(outDir, file));
      return {
        path: file,
        sha256: sha256(bytes),
        size: bytes.length,
        kind: classify(file, server),
      };
    });
}

/** One id per export: the hash of its file list, so the same export deployed twice is one build. */
export function buildId(/** @type {ExportFile[]} */ files) {
  return sha256(Buffer.from(files.map((file) => `${file.path}\0${file.sha256}\n`).join(''))).slice(
    0,
    16,
  );
}
