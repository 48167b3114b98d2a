// Doctor's check of the .htaccess an Apache host gets: which form the server loads, proven through
// the site's address (publish/htaccess-proof.mjs), against DEPLOY_HTACCESS when it is set (the
// deploy sends that form without proving it again). While the address does not answer, the check
// cannot run, and says what the deploy does meanwhile (publish/htaccess-choice.mjs).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { htaccess } from '../../build/postbuild/host-configs.mjs';
import { HTACCESS_FORMS } from '../htaccess-forms.mjs';
import { isDeployTarget } from '../setup/options.mjs';
import { proveOnHost } from '../setup/probe-host.mjs';
import { SetupError } from '../setup/problem.mjs';
import { hostUnreachable } from './checks.mjs';
import { settingPlace } from './places.mjs';

const APACHE_TARGETS = ['ftp', 'ftps', 'sftp'];

/** The .htaccess the deploy would send: the built one, or the one the build writes. @param {Record<string, string>} settings */
function builtHtaccess(settings) {
  const built = path.join(settings.DEPLOY_DIR ?? 'out', '.htaccess');
  return existsSync(built) ? readFileSync(built, 'utf8') : htaccess([]);
}

/**
 * @param {import('./checks.mjs').Repository} repository
 * @param {{ siteUrl: string | undefined, loginWorks: boolean }} host
 * @returns {Promise<import('./checks.mjs').CheckResult>}
 */
export async function htaccessCheck(repository, { siteUrl, loginWorks }) {
  const settings = repository.settings;
  const server = settings.DEPLOY_SERVER ?? 'apache';
  if (!isDeployTarget(repository.kind) || !APACHE_TARGETS.includes(repository.kind))
    return { problems: [], notApplicable: `${repository.kind} no usa .htaccess` };
  if (server !== 'apache') return { problems: [], notApplicable: `${server} no lee .htaccess` };
  const why = hostUnreachable(repository);
  if (why) return { problems: [], skipped: why };
  if (!loginWorks) return { problems: [], skipped: 'sin acceso al servidor (arriba)' };
  const set = /** @type {import('../htaccess-forms.mjs').HtaccessForm | undefined} */ (
    settings.DEPLOY_HTACCESS
  );
  if (!siteUrl)
    return {
      problems: [],
      skipped: set
        ? `la dirección del sitio no responde (arriba); npm run deploy envía la forma ${set} de DEPLOY_HTACCESS`
        : 'la dirección del sitio no responde (arriba); mientras no responda, npm run deploy publica sin .htaccess (que cualquier Apache acepta) y lo comprueba de nuevo en cada publicación',
    };
  let proof;
  try {
    proof = await proveOnHost(settings, siteUrl, builtHtaccess(settings));
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    return { problems: [`${error.message} (al probar el .htaccess en el servidor)`] };
  }
  if ('unreachable' in proof && proof.refusedAlready)
    return {
      problems: [
        `${proof.unreachable}: el servidor rechaza el .htaccess que ya hay en DEPLOY_PATH, y todo el sitio responde 500; bórralo una vez con el administrador de archivos del proveedor${set ? ` y quita la variable DEPLOY_HTACCESS ${settingPlace(repository, 'DEPLOY_HTACCESS')}, para que npm run deploy compruebe la forma` : ''}`,
      ],
    };
  // The address shows another server: the domain may still point at the old host (the site is
  // uploaded before it moves), or DEPLOY_PATH is not the folder it serves; the deploy then sends
  // no .htaccess (or DEPLOY_HTACCESS's form), so nothing breaks either way.
  if ('unreachable' in proof)
    return {
      problems: [],
      skipped: `${proof.unreachable}: la dirección del sitio no muestra todavía la carpeta DEPLOY_PATH "${settings.DEPLOY_PATH ?? ''}" de este servidor; si ya debería, la variable DEPLOY_PATH ${settingPlace(repository, 'DEPLOY_PATH')} debe ser la carpeta que la sirve (p. ej. public_html). Mientras tanto npm run deploy ${set ? `envía la forma ${set} de DEPLOY_HTACCESS` : 'publica sin .htaccess'}`,
    };
  const answers = proof.answers.length > 0 ? ` (respondió ${proof.answers.join(', ')})` : '';
  if (set && HTACCESS_FORMS.indexOf(set) < HTACCESS_FORMS.indexOf(proof.form))
    return {
      problems: [
        `DEPLOY_HTACCESS vale ${set} y el servidor no carga esa forma${answers}: con ella todo el sitio respondería 500; debe ser ${proof.form} (la variable DEPLOY_HTACCESS ${settingPlace(repository, 'DEPLOY_HTACCESS')}), o quítala para que npm run deploy la compruebe en cada publicación`,
      ],
    };
  return {
    problems: [],
    note: `el servidor carga la forma ${proof.form}${answers}; npm run deploy ${set ? `envía la forma ${set} (DEPLOY_HTACCESS)` : 'la comprueba y la envía'}`,
  };
}
