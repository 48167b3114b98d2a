// @ts-check
// The paths a deploy writes and deletes on the server: relative to DEPLOY_PATH, '/'-separated, as
// publish/export-files.mjs gives them and the manifest keeps them. The manifest is a file on the
// server that anyone with access to it can write: a key that is absolute, climbs out with "..", or
// is not written as the export writes paths ("a//b", "./a", "a\b", NUL or another control
// character) is refused before anything is sent, and every delete checks again, at the path it
// resolves, that it stays inside the site's folder.
import path from 'node:path';
import { printable } from '../lib/printable.mjs';
import { DeployError } from './errors.mjs';
import { MANIFEST_FILE } from './export-files.mjs';

/**
 * Why `key` is no path of the site's folder, or null when it is one: a relative, normalized
 * '/'-separated path with no empty, "." or ".." segment, no backslash and no control character.
 * @param {string} key
 * @returns {string | null}
 */
export function unsafePathReason(key) {
  if (typeof key !== 'string' || key === '') return 'está vacía';
  if (key.startsWith('/')) return 'es absoluta';
  if (key.includes('\\')) return 'lleva una barra invertida';
  if (/[\u0000-\u001f\u007f-\u009f]/.test(key)) return 'lleva un carácter de control';
  const segments = key.split('/');
  if (segments.includes('..')) return 'sube de carpeta con ".."';
  if (segments.includes('.') || segments.includes('')) return 'no está normalizada';
  return null;
}

/**
 * The server's manifest, refused when one of its files is no path of the site's folder: a deploy
 * that went on would delete it wherever it points.
 * @param {Record<string, unknown>} files the manifest's `files`
 */
export function checkManifestPaths(files) {
  for (const key of Object.keys(files)) {
    const reason = unsafePathReason(key);
    if (reason)
      throw new DeployError(
        `el manifiesto del servidor (${MANIFEST_FILE}) nombra la ruta ${printable(key)}, que ${reason}; no se subió ni borró nada: revisa ese archivo en DEPLOY_PATH, o bórralo y el siguiente despliegue lo escribe de nuevo`,
      );
  }
}

/**
 * The absolute remote path of `relative` inside `base`, or a DeployError when it would be outside:
 * every target resolves the path it deletes through this.
 * @param {string} base the site's folder on the server, absolute
 * @param {string} relative
 */
export function pathInside(base, relative) {
  const full = path.posix.resolve(base, relative);
  const folder = base.endsWith('/') ? base : `${base}/`;
  if (unsafePathReason(relative) !== null || !full.startsWith(folder))
    throw new DeployError(
      `se negó a borrar ${printable(relative)}: queda fuera de la carpeta del sitio (DEPLOY_PATH)`,
    );
  return full;
}
