// Compares what a host holds and serves with an export: every file on the server's disk byte for
// byte, every public file through the web server over HTTP, dot-files (.htaccess, the CSP include,
// the deploy's manifest) present where needed but never served, other hosts' files absent.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isFingerprinted } from './exports.mjs';
import { fetchStaleSafe } from '../stale-connection-fetch.mjs';

/** Files the host may hold besides the export: the deploy's manifest, Pure-FTPd's quota file. */
const SERVER_FILES = new Set(['.deploy-manifest.json', '.ftpquota']);

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

function diskFiles(dir) {
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file).split(path.sep).join('/'), sha256(readFileSync(file)));
  }
  return files;
}

/** The URL a file is requested at: a page's index.html at its folder URL, as visitors ask for it. */
const urlOf = (file) => '/' + file.replace(/(^|\/)index\.html$/, '$1');
const isDotFile = (file) => file.split('/').some((part) => part.startsWith('.'));

async function mapLimit(items, limit, work) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

/**
 * Problems found comparing the host with `expected` (uploadedFiles of the export). Files a
 * previous export had under _next/static/ may stay (the grace period) when listed in `graceFrom`.
 * With `accept`, a file may also hold that export's version (a failed deploy of it), but none of
 * `expected` may be missing or partial, and nothing foreign may be there.
 * @param {{ siteDir: string, origin: string }} target
 * @param {Map<string, { size: number, sha256: string }>} expected
 * @param {{ graceFrom?: Map<string, { sha256: string }>[], accept?: Map<string, { sha256: string }> }} [options]
 */
export async function siteProblems(target, expected, { graceFrom = [], accept } = {}) {
  const problems = [];
  /** @type {string[]} */
  const leftovers = [];
  const onDisk = diskFiles(target.siteDir);
  for (const [file, { sha256: hash }] of expected) {
    const found = onDisk.get(file);
    if (!found) problems.push(`falta en el servidor: ${file}`);
    else if (found !== hash && found !== accept?.get(file)?.sha256)
      problems.push(`distinto en el servidor: ${file}`);
  }
  for (const file of onDisk.keys()) {
    if (expected.has(file) || SERVER_FILES.has(file)) continue;
    if (
      isFingerprinted(file) &&
      graceFrom.some((files) => files.get(file)?.sha256 === onDisk.get(file))
    )
      continue;
    // A failed deploy of `accept` may leave its new files, even one cut short by a full disk: no
    // page of the export in place names them.
    if (accept?.has(file)) continue;
    // And hidden leftovers of a failed upload (a temporary name): never served, checked below.
    if (accept && isDotFile(file)) {
      leftovers.push(file);
      continue;
    }
    problems.push(`sobra en el servidor: ${file}`);
  }
  if (!onDisk.has('.deploy-manifest.json'))
    problems.push('no está el manifiesto .deploy-manifest.json');
  else {
    try {
      JSON.parse(readFileSync(path.join(target.siteDir, '.deploy-manifest.json'), 'utf8'));
    } catch {
      problems.push(
        'el manifiesto .deploy-manifest.json quedó ilegible: el próximo despliegue no sabrá qué hay',
      );
    }
  }
  const served = [
    ...expected.keys(),
    ...[...SERVER_FILES].filter((file) => onDisk.has(file)),
    ...leftovers,
  ];
  const httpProblems = await mapLimit(served, 8, async (file) => {
    // Each target's site is an Apache: a connection it was closing is used again, as a browser would.
    const response = await fetchStaleSafe(target.origin + urlOf(file), { redirect: 'manual' });
    const body = Buffer.from(await response.arrayBuffer());
    if (isDotFile(file)) return response.status === 200 ? `se sirve por HTTP: ${file}` : null;
    if (response.status !== 200) return `HTTP ${response.status} en ${urlOf(file)}`;
    const hash = sha256(body);
    if (hash !== expected.get(file)?.sha256 && hash !== accept?.get(file)?.sha256)
      return `se sirve distinto: ${urlOf(file)}`;
    if (file.endsWith('.html') && !/<\/html>\s*$/.test(body.toString('utf8')))
      return `HTML incompleto: ${urlOf(file)}`;
    return null;
  });
  problems.push(...httpProblems.filter((problem) => problem !== null));
  return Object.assign(problems, { leftovers });
}

/** The raw bytes a host serves at a page URL. */
export async function servedText(origin, url) {
  const response = await fetchStaleSafe(origin + url);
  return response.ok ? response.text() : '';
}
