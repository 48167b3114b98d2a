// `npm run setup [-- flags]`: from a clone to a configured publish. Asks which host the site goes
// to and walks that host's route only, trying each answer as it is given and asking again, in
// place, the answers a failure rests on (publish/setup/); then says what it will change in the
// repository's variables and secrets, changes it through GitHub's API once confirmed, and ends
// with doctor's verdict on it (or prints it all, --print). Every answer but a secret can come from
// a flag, and any from the environment (publish/setup/options.mjs). Esc goes back one question,
// Ctrl+C cancels. Safe to run again: what is right stays as it is.
import * as clack from '@clack/prompts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { htaccess } from '../build/postbuild/host-configs.mjs';
import { DEPLOY_ENVIRONMENT, WORKFLOW_SETTINGS } from '../build/postbuild/workflow-settings.mjs';
import { EDITOR_SETTINGS } from './settings.mjs';
import { printLines } from './setup/changes.mjs';
import { cloneDefaultBranch } from './setup/environment-route.mjs';
import { hostRoute } from './setup/host-route.mjs';
import { HOST_KINDS, isDeployTarget, readOptions } from './setup/options.mjs';
import { GoBack, REPOSITORY_SETTINGS_PAGE, SetupError, reasonOf } from './setup/problem.mjs';
import { relaySkipped, skippedLine } from './setup/probe-host.mjs';
import { prompter } from './setup/prompter.mjs';
import { relayRoute } from './setup/relay-route.mjs';
import { writeRepository } from './setup/repository-route.mjs';
import { siteAddressProblems, siteUrlOf, siteUrlSource } from './setup/site-address.mjs';
import { usageText } from './setup/usage.mjs';
import { doctorVerdict } from './setup/verdict.mjs';

const HOST_LABELS = {
  ftps: 'Hospedaje compartido por FTPS (FTP cifrado)',
  ftp: 'Hospedaje compartido por FTP sin cifrar (solo si no ofrece FTPS ni SFTP)',
  sftp: 'Hospedaje por SFTP',
  rsync: 'Servidor propio (rsync por SSH; nginx o Caddy)',
  s3: 'Amazon S3 + CloudFront',
  'github-pages': 'GitHub Pages',
  netlify: 'Netlify',
  'cloudflare-pages': 'Cloudflare Pages',
};

/** The next step of docs/going-live.md once doctor says everything is ready. */
export const NEXT_STEP =
  'Siguiente: git add -A && git commit -m "Datos del consultorio" && git push; el flujo revisa todo otra vez y publica el sitio (docs/going-live.md)';

/** The .htaccess the probe tries: the built one, or the one the build would write. @param {string} outDir */
const htaccessText = (outDir) => {
  const built = path.join(outDir, '.htaccess');
  return existsSync(built) ? readFileSync(built, 'utf8') : htaccess([]);
};

/**
 * The repository's settings this route needs, from the answers.
 * @param {Record<string, string>} values
 * @param {import('./setup/options.mjs').HostKind} kind
 */
export function desiredSettings(values, kind) {
  const sources = {
    ...(isDeployTarget(kind) ? WORKFLOW_SETTINGS : {}),
    ...(kind === 'netlify' ? {} : EDITOR_SETTINGS),
  };
  return Object.entries(sources)
    .filter(([name]) => values[name] !== undefined && values[name] !== '')
    .map(([name, source]) => ({
      name,
      source: /** @type {'vars' | 'secrets'} */ (source),
      value: /** @type {string} */ (values[name]),
    }));
}

/**
 * The host's kind, its route and the relay's: every answer tried as it is given.
 * @param {import('./setup/prompter.mjs').Prompter} ask
 */
async function askRoutes(ask) {
  const answer = await ask.ask('SETUP_HOST_KIND', {
    message: '¿Dónde se publica el sitio?',
    options: HOST_KINDS.map((value) => ({ value, label: HOST_LABELS[value] })),
    ...(ask.values.DEPLOY_TARGET ? { initial: ask.values.DEPLOY_TARGET } : {}),
  });
  if (!HOST_KINDS.includes(/** @type {any} */ (answer)))
    throw new SetupError(`el hospedaje "${answer}" no es ninguno de ${HOST_KINDS.join(', ')}`);
  const kind = /** @type {import('./setup/options.mjs').HostKind} */ (answer);
  const siteUrl = siteUrlOf(ask.values);
  const siteIssues = await siteAddressProblems(siteUrl, siteUrlSource(ask.values));
  for (const issue of siteIssues) ask.warn(`${issue} (npm run doctor lo vuelve a revisar)`);
  const site =
    siteIssues.length === 0 && siteUrl ? { siteUrl, siteOrigin: new URL(siteUrl).origin } : {};
  if (site.siteUrl) ask.step(`dirección del sitio ${site.siteUrl}: https con certificado válido`);
  // A check the address is needed for is skipped while it does not answer, and said so.
  const siteIssue = siteIssues.join('; ') || undefined;
  if (isDeployTarget(kind))
    await hostRoute(ask, kind, {
      ...site,
      siteIssue,
      htaccessText: htaccessText(ask.values.DEPLOY_DIR ?? 'out'),
    });
  if (kind !== 'netlify') await relayRoute(ask, site);
  if (kind !== 'netlify' && siteIssue) ask.warn(skippedLine(relaySkipped(siteIssue)));
  return kind;
}

/**
 * The settings printed for a developer who sets them by hand, and the step that follows.
 * @param {import('./setup/prompter.mjs').Prompter} ask
 * @param {import('./setup/options.mjs').HostKind} kind
 * @param {boolean} showSecrets
 */
function printSettings(ask, kind, showSecrets) {
  const byWorkflow = isDeployTarget(kind) || kind === 'github-pages';
  const where = byWorkflow
    ? REPOSITORY_SETTINGS_PAGE.split(',')[0]
    : `las variables de entorno del sitio en ${HOST_LABELS[kind]}`;
  const environment = isDeployTarget(kind)
    ? { name: DEPLOY_ENVIRONMENT, branch: cloneDefaultBranch() }
    : undefined;
  const desired = desiredSettings(ask.values, kind);
  console.log(
    printLines(desired, /** @type {string} */ (where), environment, { showSecrets }).join('\n'),
  );
  return byWorkflow
    ? 'Siguiente: pon estos valores en GitHub y corre npm run doctor; cuando diga «Todo listo para publicar.», git push (docs/going-live.md)'
    : `Siguiente: pon estas variables en ${HOST_LABELS[kind]} y sigue docs/going-live.md`;
}

/**
 * Every question, the repository's change and doctor's verdict; the last line and the exit code.
 * @param {import('./setup/prompter.mjs').Prompter} ask
 * @param {{ print: boolean, showSecrets: boolean }} options
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<[string, number]>}
 */
async function configure(ask, options, env) {
  const kind = await askRoutes(ask);
  if (options.print || kind === 'netlify' || kind === 'cloudflare-pages')
    return [printSettings(ask, kind, options.showSecrets), 0];
  await writeRepository(ask, desiredSettings(ask.values, kind), kind);
  const say = ask.interactive
    ? { log: (/** @type {string} */ line) => clack.log.info(line), error: clack.log.error }
    : { log: console.log, error: console.error };
  ask.step('revisión de npm run doctor sobre el repositorio:');
  if (await doctorVerdict(ask.values, env, say)) return [NEXT_STEP, 0];
  return ['Corrige lo que dice la revisión y vuelve a correr npm run setup (o npm run doctor).', 1];
}

/**
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
export async function setup(argv, env) {
  let interactive = false;
  try {
    const options = readOptions(argv, env);
    if (options.help) return (console.log(usageText()), 0);
    interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY) && !options.yes;
    const ask = prompter({ interactive, yes: options.yes, values: options.values });
    if (interactive) clack.intro('Publicar el sitio: configuración (Esc: volver; Ctrl+C: salir)');
    for (;;) {
      try {
        const [last, code] = await configure(ask, options, env);
        if (interactive) clack.outro(last);
        else console.log(last);
        return code;
      } catch (error) {
        // Esc on a question of an earlier part: walk the parts again; answers given stay.
        if (!(error instanceof GoBack)) throw error;
      }
    }
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    const sentence = `No se terminó la configuración: ${reasonOf(error)}.`;
    if (interactive) clack.cancel(sentence);
    else console.error(sentence);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  setup(process.argv.slice(2), process.env).then((code) => {
    process.exitCode = code;
  });
