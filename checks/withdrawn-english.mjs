// @ts-check
// The service whose English version the variant build (checks/variant-build.mjs) removes, as a
// practice that deletes it would, and that removal; the endpoint suite checks what it does to the
// site (checks/e2e/english-withdrawn.spec.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { SAMPLED_SERVICE_PAGES } from '../build/postbuild/site-pages.mjs';

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * The service whose English the variant removes: the first service file with an English version
 * whose page no suite samples (build/postbuild/site-pages.mjs), so every sampled page stays.
 * @param {string} dir the services' folder
 * @returns {string} its Spanish slug
 */
export function withdrawnEnglishService(dir = path.join('content', 'servicios')) {
  const slug = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => name.slice(0, -3))
    .find(
      (name) =>
        !SAMPLED_SERVICE_PAGES.es.includes(`/servicios/${name}/`) &&
        parse(FRONT_MATTER.exec(readFileSync(path.join(dir, `${name}.md`), 'utf8'))?.[1] ?? '')?.en,
    );
  if (!slug) throw new Error(`${dir}: ningún servicio no muestreado tiene versión en inglés`);
  return slug;
}

/**
 * A service file without its English version (`en:` and everything under it).
 * @param {string} source
 * @returns {string}
 */
export function withoutEnglish(source) {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error('el archivo del servicio no tiene encabezado (---)');
  const data = parse(match[1] ?? '');
  delete data.en;
  return `---\n${stringify(data)}---\n${source.slice(match[0].length)}`;
}
