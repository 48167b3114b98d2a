// The two exports a deploy test publishes, out/ and the variant build (checks/variant-build.mjs):
// what each host receives of an export, and what really differs between two.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isFingerprinted as isFingerprintedPath } from '../../build/postbuild/response-policy.mjs';

/**
 * The files only some hosts read, and the build's content status for the deploy command: each
 * server type receives its own config and none of the others (the contract). Written out here, not
 * imported from the command, so the test does not share a mistake with what it tests.
 */
export const HOST_ONLY_FILES = [
  '.htaccess',
  '_headers',
  '.nojekyll',
  '.nginx-csp.conf',
  '.caddy-csp',
  '.content-status.json',
];
const OWN_HOST_FILE = { apache: '.htaccess', nginx: '.nginx-csp.conf', caddy: '.caddy-csp' };

/** Every file of an export: relative path → { size, sha256 }. */
export function exportFiles(dir) {
  /** @type {Map<string, { size: number, sha256: string }>} */
  const files = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    files.set(path.relative(dir, file).split(path.sep).join('/'), {
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  return files;
}

/** What a host running `server` receives of an export: all but the other hosts' files. */
export function uploadedFiles(dir, server) {
  const files = exportFiles(dir);
  for (const name of HOST_ONLY_FILES) if (name !== OWN_HOST_FILE[server]) files.delete(name);
  return files;
}

/** The fingerprinted files (Next's, the photos'), which the deploy keeps for a grace period instead of deleting. */
export const isFingerprinted = (file) => isFingerprintedPath(`/${file}`);

/**
 * What a deploy of `next` over `previous` must do: the files to send (new or changed content),
 * their bytes, the files to delete (gone and not fingerprinted) and the files left as they are.
 */
export function plannedChanges(previous, next) {
  const sent = [...next].filter(([file, { sha256 }]) => previous.get(file)?.sha256 !== sha256);
  const deleted = [...previous.keys()].filter((file) => !next.has(file) && !isFingerprinted(file));
  return {
    sent: sent.map(([file]) => file),
    bytes: sent.reduce((total, [, { size }]) => total + size, 0),
    deleted,
    unchanged: next.size - sent.length,
  };
}
