// The second build of the same site that several checks share, out-variant/: what the next save
// would publish. It differs from out/ where each check needs it:
// - the first practice's last opening window covers one more day (withChangedHours), so a page's
//   text differs on every page;
// - the form posts to a contact endpoint (VARIANT_ENDPOINT) and retries after 50 ms, so a client
//   chunk differs and the form's delivery can be tested against a receiver there.
// test:e2e:endpoint and test:engines send the form to it, test:mixed-builds mixes its files with
// out/'s, test:deploy publishes it over out/. It is built once for each build of out/ (it records
// out/'s build id), under a lock, so checks running side by side wait for one build and share it.
// Usage: node checks/variant-build.mjs (builds it unless current).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, stringify } from 'yaml';
import { nextBuildId } from '../postbuild/build-id.mjs';
import { acquireLock, releaseLock } from '../scripts/build-lock.mjs';

export const VARIANT_DIR = 'out-variant';
export const VARIANT_ENDPOINT = 'http://127.0.0.1:4599/contacto';
const CACHE = path.resolve('.cache/variant');
const LOCK = path.join(CACHE, 'lock');
/** Names the build of out/ the variant was made beside. */
const STAMP = 'variant-of.txt';

/**
 * The changed fact, in the practice's own data: the first practice's last opening window that
 * does not cover every day also covers the first weekday it misses (its hours show on every
 * page's footer and on /contacto/).
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

/** A copy of content/'s facts with the changed hours; returns its folder. */
function changedFacts() {
  const facts = path.join(CACHE, 'facts');
  rmSync(facts, { recursive: true, force: true });
  mkdirSync(facts, { recursive: true });
  // The practice's own files: its data, its services and its photos (not the code beside them).
  for (const name of readdirSync('content')) {
    if (name.endsWith('.yml') || name === 'servicios' || name === 'fotos') cpSync(path.join('content', name), path.join(facts, name), { recursive: true });
  }
  writeFileSync(path.join(facts, 'consultorio.yml'), withChangedHours(readFileSync(path.join('content', 'consultorio.yml'), 'utf8')));
  return facts;
}

/** @param {string} facts @returns {Promise<number | null>} */
function build(facts) {
  const env = {
    ...process.env,
    FACTS_DIR: facts,
    NEXT_DIST_DIR: VARIANT_DIR,
    NEXT_PUBLIC_CONTACT_ENDPOINT: VARIANT_ENDPOINT,
    NEXT_PUBLIC_QUERY_RETRY_BASE_MS: '50',
  };
  const child = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  return new Promise((resolve) => child.on('close', resolve));
}

/**
 * Resolves once out-variant/ is the variant of the current out/, building it when it is not.
 * @param {(message: string) => void} [log]
 * @returns {Promise<{ dir: string, endpoint: string, built: boolean, ms: number }>}
 */
export async function ensureVariantBuild(log = console.log) {
  if (!existsSync(path.join('out', 'index.html'))) throw new Error('no hay out/: ejecuta npm run build primero');
  const of = nextBuildId('out');
  const started = Date.now();
  await acquireLock(LOCK, log);
  try {
    const stamp = path.join(VARIANT_DIR, STAMP);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === of) return { dir: VARIANT_DIR, endpoint: VARIANT_ENDPOINT, built: false, ms: 0 };
    log(`variant: building ${VARIANT_DIR}/ beside out/ (${of})…`);
    rmSync(VARIANT_DIR, { recursive: true, force: true });
    const code = await build(changedFacts());
    if (code !== 0 || !existsSync(path.join(VARIANT_DIR, 'index.html'))) throw new Error(`la variante (${VARIANT_DIR}/) no se construyó`);
    writeFileSync(stamp, of);
    return { dir: VARIANT_DIR, endpoint: VARIANT_ENDPOINT, built: true, ms: Date.now() - started };
  } finally {
    releaseLock(LOCK);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureVariantBuild().then(
    ({ built, ms }) => console.log(built ? `variant: built in ${(ms / 1000).toFixed(0)} s` : `variant: ${VARIANT_DIR}/ is current`),
    (error) => {
      console.error(`variant: ${error.message}`);
      process.exit(1);
    },
  );
}
