// The second build of the same site that several checks share, out-variant/: what the next save
// would publish. It differs from out/ where each check needs it:
// - the first practice's last opening window covers one more day (withChangedHours), so a page's
//   text differs on every page;
// - the form posts to a contact endpoint (VARIANT_ENDPOINT) and retries after 50 ms, so a client
//   chunk differs and the form's delivery can be tested against a receiver there;
// - one service's English version is removed (withoutEnglish), as a practice that deletes it would:
//   its English page leaves the site, the sitemap and the language links, and the build says why.
// endpoint and engines send the form to it, mixed-builds mixes its files with
// out/'s, deploy publishes it over out/. It is built once for all of them (checks/shared-export.mjs).
// endpoint and engines both start their receiver at the endpoint: they never run side
// by side.
// Usage: node checks/variant-build.mjs (builds it unless current).
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, stringify } from 'yaml';
import { sharedExport } from './shared-export.mjs';
import { withdrawnEnglishService, withoutEnglish } from './withdrawn-english.mjs';

export const VARIANT_DIR = 'out-variant';
export const VARIANT_ENDPOINT = 'http://127.0.0.1:4599/contacto';

/**
 * The changed fact, in the practice's own data: the first practice's last opening window also
 * covers the first weekday that no window covers yet (its hours show on every page's footer and
 * on /contacto/). A day no window covers keeps the hours apart, as the schema requires.
 * @param {string} source consultorio.yml
 * @returns {string}
 */
export function withChangedHours(source) {
  const data = parse(source);
  /** @type {{ days: number[] }[]} */
  const windows = data.practices[0].openingHours;
  const free = [1, 2, 3, 4, 5, 6, 7].find((day) => windows.every((w) => !w.days.includes(day)));
  const window = windows.at(-1);
  if (free === undefined || !window)
    throw new Error(
      'content/consultorio.yml: practices[0].openingHours: el consultorio abre los 7 días; no hay día que agregar',
    );
  window.days = [...window.days, free].sort((a, b) => a - b);
  return stringify(data);
}

/** Writes into `folder` the practice's own files (its data, services and photos), with the changed hours. @param {string} folder */
function writeChangedFacts(folder) {
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync('content')) {
    if (name.endsWith('.yml') || name === 'servicios' || name === 'fotos')
      cpSync(path.join('content', name), path.join(folder, name), { recursive: true });
  }
  writeFileSync(
    path.join(folder, 'consultorio.yml'),
    withChangedHours(readFileSync(path.join('content', 'consultorio.yml'), 'utf8')),
  );
  const service = path.join(folder, 'servicios', `${withdrawnEnglishService()}.md`);
  writeFileSync(service, withoutEnglish(readFileSync(service, 'utf8')));
}

/**
 * Resolves once out-variant/ is built from the current sources (checks/shared-export.mjs).
 * @param {(message: string) => void} [log]
 * @returns {Promise<{ dir: string, endpoint: string, built: boolean, ms: number }>}
 */
export async function ensureVariantBuild(log = console.log) {
  const { built, ms } = await sharedExport({
    dir: VARIANT_DIR,
    facts: '.cache/variant-facts',
    writeFacts: writeChangedFacts,
    env: { NEXT_PUBLIC_CONTACT_ENDPOINT: VARIANT_ENDPOINT, NEXT_PUBLIC_QUERY_RETRY_BASE_MS: '50' },
    log: (line) => log(`variant: ${line}`),
  });
  return { dir: VARIANT_DIR, endpoint: VARIANT_ENDPOINT, built, ms };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureVariantBuild().then(
    () => {},
    (error) => {
      console.error(`variant: ${error.message}`);
      process.exit(1);
    },
  );
}
