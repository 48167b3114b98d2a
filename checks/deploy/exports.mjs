// The two exports a deploy test publishes: out/ (the build under test) and a second build from the
// same facts with one opening hour changed (the first practice's last window gains a day), written
// once per run to out-deploy-b/. What each host receives of an export, and what really differs between two.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isFingerprinted as isFingerprintedPath } from '../../postbuild/response-policy.mjs';
import { parse, stringify } from 'yaml';

/**
 * The files only some hosts read, and the build's content status for the deploy command: each
 * server type receives its own config and none of the others (the contract). Written out here, not
 * imported from the command, so the test does not share a mistake with what it tests.
 */
export const HOST_ONLY_FILES = ['.htaccess', '_headers', '.nojekyll', '.nginx-csp.conf', '.caddy-csp', '.content-status.json'];
const OWN_HOST_FILE = { apache: '.htaccess', nginx: '.nginx-csp.conf', caddy: '.caddy-csp' };

/**
 * The changed fact, in the practice's own data: the first practice's last opening window that
 * does not cover every day also covers the first weekday it misses (its hours show on every page's footer and on /contacto/).
 * @param {string} source consultorio.yml
 * @returns {string}
 */
export function withChangedHours(source) {
  const data = parse(source);
  /** @type {{ days: number[] }[]} */
  const windows = data.practices[0].openingHours;
  const missing = (/** @type {{ days: number[] }} */ window) => [1, 2, 3, 4, 5, 6, 7].find((day) => !window.days.includes(day));
  const window = windows.findLast((candidate) => missing(candidate) !== undefined);
  if (!window) throw new Error('content/consultorio.yml: practices[0].openingHours: cada horario ya cubre los 7 días; no hay día que agregar');
  window.days = [...window.days, /** @type {number} */ (missing(window))].sort((a, b) => a - b);
  return stringify(data);
}

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

/** Builds the second export into `outDir` from a copy of content/ with the changed fact (resolves when done). */
export async function buildSecondExport(outDir, cacheDir) {
  const facts = path.join(cacheDir, 'facts');
  rmSync(facts, { recursive: true, force: true });
  mkdirSync(facts, { recursive: true });
  for (const name of ['consultorio.yml', 'testimonios.yml', 'preguntas.yml']) cpSync(path.join('content', name), path.join(facts, name));
  cpSync(path.join('content', 'servicios'), path.join(facts, 'servicios'), { recursive: true });
  writeFileSync(path.join(facts, 'consultorio.yml'), withChangedHours(readFileSync(path.join(facts, 'consultorio.yml'), 'utf8')));
  rmSync(outDir, { recursive: true, force: true });
  const build = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, FACTS_DIR: facts, NEXT_DIST_DIR: outDir } });
  const code = await new Promise((resolve) => build.on('close', resolve));
  if (code !== 0 || !existsSync(path.join(outDir, 'index.html'))) throw new Error(`la segunda exportación (${outDir}) no se construyó`);
}
