// `npm run setup [-- flags]`: from a clone to a configured publish. Asks which host the site goes
// to and walks that host's route only, trying each answer as it is given (publish/setup/); then
// says what it will change in the repository's variables and secrets, and changes it through
// GitHub's API once confirmed (or prints it all, --print). Every answer can come from a flag or the
// environment (publish/setup/options.mjs). Safe to run again: what is right stays as it is.
import * as clack from '@clack/prompts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { htaccess } from '../build/postbuild/host-configs.mjs';
import { TOKEN_PAGE, originRepo } from './doctor/repository.mjs';
import { workflowBranchProblems } from './doctor/workflow-branch.mjs';
import { DEPLOY_ENVIRONMENT, WORKFLOW_SETTINGS } from '../build/postbuild/workflow-settings.mjs';
import { EDITOR_SETTINGS } from './settings.mjs';
import { planChanges, printLines, summaryLines } from './setup/changes.mjs';
import { environmentUnchanged } from './setup/environment-plan.mjs';
import {
  applyEnvironment,
  cloneDefaultBranch,
  duplicateLines,
  readEnvironment,
} from './setup/environment-route.mjs';
import { TOKEN_PERMISSIONS, gitHubApi } from './setup/github-api.mjs';
import { hostRoute } from './setup/host-route.mjs';
import { HOST_KINDS, isDeployTarget, readOptions } from './setup/options.mjs';
import {
  CancelledError,
  REPOSITORY_SETTINGS_PAGE,
  SetupError,
  reasonOf,
} from './setup/problem.mjs';
import { relaySkipped, skippedLine } from './setup/probe-host.mjs';
import { prompter } from './setup/prompter.mjs';
import { relayRoute } from './setup/relay-route.mjs';
import { siteAddressProblems, siteUrlOf, siteUrlSource } from './setup/site-address.mjs';

const HOST_LABELS = {
  ftp: 'Hospedaje compartido por FTP',
  ftps: 'Hospedaje compartido por FTPS (FTP cifrado)',
  sftp: 'Hospedaje por SFTP',
  rsync: 'Servidor propio (rsync por SSH; nginx o Caddy)',
  s3: 'Amazon S3 + CloudFront',
  'github-pages': 'GitHub Pages',
  netlify: 'Netlify',
  'cloudflare-pages': 'Cloudflare Pages',
};

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

/** The token's page and permissions, said when setup asks for it. @param {string} repo */
const tokenNote = (repo) =>
  [
    `Crea un token en ${TOKEN_PAGE}`,
    `  Repository access: Only select repositories → ${repo}`,
    `  Permissions → Repository: ${TOKEN_PERMISSIONS}`,
    '  (Metadata: Read-only se añade solo). Setup no lo guarda.',
  ].join('\n');

/**
 * Writes the variables, and the Environment and its secrets, once confirmed.
 * @param {import('./setup/github-api.mjs').GitHubApi} api
 * @param {import('./setup/changes.mjs').Change[]} changes
 * @param {import('./setup/environment-route.mjs').EnvironmentRead | null} environment
 * @param {string[]} duplicates repository secrets the Environment's replace
 */
async function applyChanges(api, changes, environment, duplicates) {
  if (environment) await applyEnvironment(environment);
  const secrets = changes.filter((change) => change.source === 'secrets');
  const key = environment && secrets.length > 0 ? await environment.calls.publicKey() : null;
  for (const change of changes) {
    if (change.action === 'sin cambios') continue;
    if (change.source === 'secrets' && environment && key)
      await environment.calls.setSecret(change.name, change.value, key);
    else await api.setVariable(change.name, change.value);
  }
  for (const name of duplicates) await api.deleteSecret(name);
}

/**
 * Writes the settings to the repository once the developer has seen the summary.
 * @param {import('./setup/prompter.mjs').Prompter} ask
 * @param {ReturnType<typeof desiredSettings>} desired
 * @param {import('./setup/options.mjs').HostKind} kind
 */
async function writeRepository(ask, desired, kind) {
  const values = ask.values;
  const repo =
    values.GITHUB_REPOSITORY ??
    originRepo() ??
    (await ask.ask('GITHUB_REPOSITORY', {
      message: 'Repositorio de GitHub (usuario/repositorio)',
    }));
  if (!values.GITHUB_TOKEN) ask.note(tokenNote(repo), 'Token de GitHub para escribir los valores');
  const token = await ask.ask('GITHUB_TOKEN', { message: 'Token de GitHub', secret: true });
  const api = gitHubApi({ apiUrl: values.GITHUB_API_URL, token, repo });
  const { default_branch: branch } = await api.repository();
  const workflow = isDeployTarget(kind)
    ? '.github/workflows/deploy.yml'
    : kind === 'github-pages'
      ? '.github/workflows/pages.yml'
      : null;
  for (const problem of workflow ? workflowBranchProblems(workflow, branch) : []) ask.warn(problem);
  // The deploy's secrets go to its Environment; the variables stay the repository's (the job's
  // `if:` reads DEPLOY_TARGET before the Environment applies).
  const environment = isDeployTarget(kind) ? await readEnvironment(api, branch) : null;
  const changes = planChanges(desired, {
    variables: await api.variables(),
    secretNames: environment?.secretNames ?? new Set(),
  });
  const repositorySecrets = environment ? await api.secretNames() : new Set();
  const duplicates = changes
    .filter((change) => change.source === 'secrets' && repositorySecrets.has(change.name))
    .map((change) => change.name);
  const summary = summaryLines(changes, repo, environment ?? undefined);
  if (environment) summary.push(...duplicateLines(duplicates, environment.name));
  ask.note(summary.join('\n'), 'Cambios en el repositorio');
  if (!(await ask.confirm('¿Hacer estos cambios?'))) throw new CancelledError();
  await applyChanges(api, changes, environment, duplicates);
  const unchanged = changes.filter((change) => change.action === 'sin cambios').length;
  const done = changes.length - unchanged + duplicates.length;
  const limited =
    environment && !environmentUnchanged(environment.plan)
      ? `; entorno ${environment.name} limitado a la rama ${branch}`
      : '';
  ask.step(
    `${done} ${done === 1 ? 'cambio' : 'cambios'} en ${repo}${limited}; ${unchanged} sin cambios`,
  );
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
    interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY) && !options.yes;
    const ask = prompter({ interactive, yes: options.yes, values: options.values });
    if (interactive) clack.intro('Publicar el sitio: configuración');
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
    if (isDeployTarget(kind)) {
      const probe = await hostRoute(ask, kind, {
        ...site,
        siteIssue,
        htaccessText: htaccessText(ask.values.DEPLOY_DIR ?? 'out'),
      });
      for (const skipped of probe.skipped) ask.warn(skippedLine(skipped));
    }
    if (kind !== 'netlify') await relayRoute(ask, site);
    if (kind !== 'netlify' && siteIssue) ask.warn(skippedLine(relaySkipped(siteIssue)));
    const desired = desiredSettings(ask.values, kind);
    if (options.print || kind === 'netlify' || kind === 'cloudflare-pages') {
      const where =
        isDeployTarget(kind) || kind === 'github-pages'
          ? REPOSITORY_SETTINGS_PAGE.split(',')[0]
          : `las variables de entorno del sitio en ${HOST_LABELS[kind]}`;
      const environment = isDeployTarget(kind)
        ? { name: DEPLOY_ENVIRONMENT, branch: cloneDefaultBranch() }
        : undefined;
      console.log(printLines(desired, /** @type {string} */ (where), environment).join('\n'));
    } else await writeRepository(ask, desired, kind);
    const next =
      'Siguiente: git push (el flujo publica el sitio) y npm run doctor para revisarlo todo.';
    if (interactive) clack.outro(next);
    else console.log(next);
    return 0;
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
