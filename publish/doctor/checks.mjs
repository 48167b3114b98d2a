// `npm run doctor`'s checks of a configured repository, in order, each returning the clauses of
// the problems it finds (every one, not the first), or why it could not run (`skipped`: doctor
// never says «Todo listo» then), or why it does not apply to this host (`notApplicable`): the
// editor's sign-in address, the route's variables and secrets, the deploy's Environment, the
// workflow's branch, the site's address, the host's login, the .htaccess form, the relay, and the
// editor's backend in an export published from this machine.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DeployError } from '../errors.mjs';
import { DEPLOY_ENVIRONMENT, WORKFLOW_SETTINGS } from '../../build/postbuild/workflow-settings.mjs';
import {
  ENVIRONMENT_SECRETS,
  REQUIRED_SETTINGS,
  SETTING_TEXTS,
  readSettings,
} from '../settings.mjs';
import { environmentProblems } from '../setup/environment-plan.mjs';
import { isDeployTarget } from '../setup/options.mjs';
import { loginProblem } from '../setup/probe-host.mjs';
import {
  REPOSITORY_SECRETS_PAGE,
  VARIABLES_PAGE,
  placesOf,
  secretsRoute,
  settingPlace,
  settingsNamed,
} from './places.mjs';
import { relayOrigin, relayProblems } from '../setup/relay-check.mjs';
import { siteAddressProblems, siteUrlOf, siteUrlSource } from '../setup/site-address.mjs';
import {
  builtBranch,
  editorConfigProblems,
  pushBranches,
  workflowBranchProblems,
} from './workflow-branch.mjs';

/**
 * What the checks know of the repository.
 * @typedef {object} Repository
 * @property {Record<string, string>} settings every value known: the environment over the repository's variables
 * @property {Set<string>} secretNames the deploy's secrets, by name (their values are unreadable): the Environment's when it was read
 * @property {Set<string>} [repositorySecretNames] the repository's own secrets, by name
 * @property {EnvironmentFound | null} [environment] the deploy's Environment; null: the repository has none; absent: not read
 * @property {import('../setup/options.mjs').HostKind} kind
 * @property {string | undefined} repo owner/name
 * @property {string | undefined} defaultBranch
 * @property {boolean} [private] the repository is private (without Environments on GitHub Free)
 * @property {boolean} [unread] its settings are not known: no token, or the API refused (the workflow's are its environment)
 */

/**
 * One check's result.
 * @typedef {object} CheckResult
 * @property {string[]} problems
 * @property {string} [skipped] why it could not run
 * @property {string} [notApplicable] why it does not apply to this host
 * @property {string} [note] what it found, when more than a tick says
 */

/** Why a check that needs the repository's settings did not run. */
export const UNREAD = 'sin leer el repositorio (arriba)';

/**
 * @typedef {object} EnvironmentFound
 * @property {string} name
 * @property {import('../setup/github-environment-api.mjs').EnvironmentState} state
 * @property {{ name: string, type?: string }[]} rules
 * @property {Set<string>} secretNames
 */

const DEPLOY_PREFIX = new DeployError('').message.replace(/\.$/, '');

/** @param {string} name */
const kindOfSetting = (name) =>
  WORKFLOW_SETTINGS[name] === 'secrets' ? 'el secreto' : 'la variable';

/**
 * A secret counts as set when known by name, or when the Environment itself is missing (that one
 * sentence names its secrets too).
 * @param {Repository} repository
 * @param {string} name
 */
const isSet = (repository, name) =>
  Boolean(repository.settings[name]) ||
  repository.secretNames.has(name) ||
  (repository.environment === null &&
    secretsRoute(repository) === 'environment' &&
    ENVIRONMENT_SECRETS.includes(name));

/**
 * A missing setting, where it is set and the value expected.
 * @param {Repository} repository
 * @param {string[]} names one of these
 */
function missingClause(repository, names) {
  const expected = SETTING_TEXTS[/** @type {keyof typeof SETTING_TEXTS} */ (names[0])];
  const missing = names.map((name) => `${kindOfSetting(name)} ${name}`).join(' o ');
  const place = settingPlace(repository, /** @type {string} */ (names[0]));
  const stray =
    secretsRoute(repository) === 'environment' &&
    names.every((name) => ENVIRONMENT_SECRETS.includes(name)) &&
    names.some((name) => repository.repositorySecretNames?.has(name));
  return `falta ${missing} ${place}; debe ser ${expected}${stray ? ', y no entre los secretos del repositorio, que cualquier rama lee' : ''}`;
}

/** @param {Repository} repository */
export function authUrlProblems(repository) {
  if (repository.kind === 'netlify') return [];
  const value = repository.settings.DECAP_AUTH_URL;
  if (!value)
    return [
      `falta la variable DECAP_AUTH_URL ${settingPlace(repository, 'DECAP_AUTH_URL')}; debe ser ${SETTING_TEXTS.DECAP_AUTH_URL}, sin ella nadie puede iniciar sesión en el editor`,
    ];
  const relay = relayOrigin(value);
  return 'problem' in relay ? [`${relay.problem} (${VARIABLES_PAGE})`] : [];
}

/** @param {Repository} repository */
export function routeSettingProblems(repository) {
  if (!isDeployTarget(repository.kind)) return [];
  const target = /** @type {import('../settings.mjs').Target} */ (repository.kind);
  if (!repository.settings.DEPLOY_TARGET)
    return [
      `falta la variable DEPLOY_TARGET ${settingPlace(repository, 'DEPLOY_TARGET')}; debe ser ${target}, sin ella el flujo «Publicar» no hace nada`,
    ];
  const problems = [];
  for (const entry of REQUIRED_SETTINGS[target]) {
    const names = Array.isArray(entry) ? entry : [entry];
    if (names.some((name) => isSet(repository, name))) continue;
    problems.push(missingClause(repository, names));
  }
  if (problems.length > 0) return problems;
  // Every value set: the deploy's own reading of them, with a stand-in for a secret known by name only.
  const known = ENVIRONMENT_SECRETS.filter((name) => isSet(repository, name));
  const placeholders = Object.fromEntries(known.map((name) => [name, 'x']));
  try {
    readSettings({
      ...placeholders,
      ...repository.settings,
      DEPLOY_DIR: 'out',
    });
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    const clause = error.message.slice(DEPLOY_PREFIX.length).replace(/\.$/, '');
    const names = settingsNamed(clause);
    problems.push(`${clause} (${names.length > 0 ? placesOf(repository, names) : VARIABLES_PAGE})`);
  }
  return problems;
}

/**
 * The deploy's Environment: it exists, gives its secrets to the default branch alone, and holds
 * the route's secrets (those are named by routeSettingProblems). A private repository without it
 * (GitHub Free has no Environments there) takes the repository's own secrets instead.
 * @param {Repository} repository
 * @param {boolean} inWorkflow
 * @returns {CheckResult}
 */
export function environmentCheck(repository, inWorkflow) {
  if (!isDeployTarget(repository.kind))
    return { problems: [], notApplicable: `${repository.kind} no usa sus secretos` };
  const environment = repository.environment;
  if (environment === undefined)
    return {
      problems: [],
      skipped: inWorkflow
        ? 'el token del flujo no puede leer los entornos: npm run doctor con tu token lo revisa'
        : UNREAD,
    };
  const branch = repository.defaultBranch ?? 'la rama principal';
  if (environment === null && secretsRoute(repository) === 'repository')
    return {
      problems: [],
      note: `repositorio privado sin entorno ${DEPLOY_ENVIRONMENT}: el flujo «Publicar» lee los secretos del repositorio (${REPOSITORY_SECRETS_PAGE}), como en GitHub Free, que no tiene entornos en repositorios privados; con GitHub Pro o Team, npm run setup crea el entorno y sus secretos quedan solo para la rama ${branch}`,
    };
  if (environment === null) {
    const secrets = ENVIRONMENT_SECRETS.filter(
      (name) =>
        !repository.settings[name] &&
        REQUIRED_SETTINGS[/** @type {import('../settings.mjs').Target} */ (repository.kind)]
          .flat()
          .includes(name),
    );
    return {
      problems: [
        `falta el entorno ${DEPLOY_ENVIRONMENT} del repositorio (GitHub → Settings → Environments → New environment, o npm run setup); debe existir, limitado a la rama ${branch} («Selected branches and tags»)${secrets.length > 0 ? `, con ${secrets.length === 1 ? 'el secreto' : 'los secretos'} ${secrets.join(' o ')}, que el flujo «Publicar» lee de ahí` : ''}`,
      ],
    };
  }
  if (!repository.defaultBranch) return { problems: [], skipped: UNREAD };
  return {
    problems: environmentProblems(environment.state, environment.rules, environment.name, branch),
  };
}

/**
 * The workflow that publishes this kind of host, or none (Netlify and Cloudflare Pages build by themselves).
 * @param {Repository} repository
 */
export function workflowFile(repository) {
  if (repository.settings.DOCTOR_WORKFLOW) return repository.settings.DOCTOR_WORKFLOW;
  if (isDeployTarget(repository.kind)) return '.github/workflows/deploy.yml';
  return repository.kind === 'github-pages' ? '.github/workflows/pages.yml' : undefined;
}

/** @param {Repository} repository @returns {CheckResult} */
export function branchCheck(repository) {
  const file = workflowFile(repository);
  if (!file) return { problems: [], notApplicable: `${repository.kind} publica por su cuenta` };
  if (!repository.defaultBranch) return { problems: [], skipped: UNREAD };
  return { problems: workflowBranchProblems(file, repository.defaultBranch) };
}

/** @param {Repository} repository @returns {Promise<CheckResult & { siteUrl?: string }>} */
export async function siteProblems(repository) {
  const siteUrl = siteUrlOf(repository.settings);
  const problems = await siteAddressProblems(siteUrl, siteUrlSource(repository.settings));
  return problems.length > 0 ? { problems } : { problems, siteUrl };
}

/**
 * Whether the host's login can be tried from here: every setting set, and the secrets' values at
 * hand (from a laptop the repository's secrets are known by name only).
 * @param {Repository} repository
 * @returns {string | null} why not
 */
export function hostUnreachable(repository) {
  if (routeSettingProblems(repository).length > 0) return 'faltan datos del acceso (arriba)';
  const secrets = ENVIRONMENT_SECRETS.filter((name) => isSet(repository, name));
  const unreadable = secrets.filter((name) => !repository.settings[name]);
  if (unreadable.length > 0 && secrets.every((name) => !repository.settings[name]))
    return `${unreadable.join(', ')} ${unreadable.length === 1 ? 'es secreto' : 'son secretos'}: pásalo en el entorno de npm run doctor para probar el acceso`;
  return null;
}

/** @param {Repository} repository @returns {Promise<CheckResult>} */
export async function hostLoginProblems(repository) {
  if (!isDeployTarget(repository.kind))
    return { problems: [], notApplicable: `${repository.kind} publica por su cuenta` };
  const why = hostUnreachable(repository);
  if (why) return { problems: [], skipped: why };
  const problem = await loginProblem(repository.settings);
  return { problems: problem ? [loginClause(repository, problem)] : [] };
}

/**
 * The host's refusal, with the page of each setting it names (the password lives with the
 * deploy's secrets, the user and host with the variables), or of every login setting.
 * @param {Repository} repository
 * @param {string} problem the deploy's clause
 */
export function loginClause(repository, problem) {
  const named = settingsNamed(problem);
  const names = named.length > 0 ? named : loginSettings(repository);
  return `${problem}; corrígelo: ${placesOf(repository, names)}; debe ser el acceso que da el proveedor del hospedaje`;
}

/** The settings of the route's login, when the host's answer names none. @param {Repository} repository */
const loginSettings = (repository) =>
  REQUIRED_SETTINGS[/** @type {import('../settings.mjs').Target} */ (repository.kind)]
    .flat()
    .filter((name) => isSet(repository, name) && name !== 'DEPLOY_FTP_PLAIN_OK');

/**
 * @param {Repository} repository
 * @param {string | undefined} siteOrigin
 * @returns {Promise<CheckResult>}
 */
export async function signInProblems(repository, siteOrigin) {
  const value = repository.settings.DECAP_AUTH_URL;
  if (repository.kind === 'netlify')
    return { problems: [], notApplicable: 'Netlify inicia sesión por su cuenta' };
  const relay = value ? relayOrigin(value) : null;
  if (!relay || 'problem' in relay)
    return { problems: [], skipped: 'sin DECAP_AUTH_URL válida (arriba)' };
  const problems = await relayProblems(relay.origin, siteOrigin, VARIABLES_PAGE);
  if (problems.length > 0 || siteOrigin) return { problems };
  return {
    problems,
    skipped: `el servicio responde, pero no se comprobó que entregue el acceso al sitio: la dirección del sitio no responde (arriba)`,
  };
}

/**
 * The editor's backend in a built export, judged only where that export is what gets published:
 * one the developer sends by hand (DEPLOY_DIR given). Every host's workflow or build makes its own
 * copy with the repository's settings, which the checks above judge.
 * @param {Repository} repository
 * @returns {CheckResult}
 */
export function editorProblems(repository) {
  if (!repository.settings.DEPLOY_DIR)
    return {
      problems: [],
      notApplicable:
        'la publicación genera su propia copia del sitio con las variables del repositorio; la de esta computadora (out/) no se publica',
    };
  const file = path.join(repository.settings.DEPLOY_DIR, 'admin', 'config.yml');
  if (!existsSync(file))
    return { problems: [], skipped: `${file} no existe: npm run build lo genera` };
  if (!repository.repo) return { problems: [], skipped: 'sin repositorio (arriba)' };
  const workflow = workflowFile(repository);
  const branches =
    workflow && existsSync(workflow) ? pushBranches(readFileSync(workflow, 'utf8')) : null;
  const value = repository.settings.DECAP_AUTH_URL;
  const relay = value ? relayOrigin(value) : null;
  return {
    problems: editorConfigProblems(readFileSync(file, 'utf8'), {
      repo: repository.settings.DECAP_REPO ?? repository.repo,
      branch:
        repository.settings.GITHUB_REF_NAME ?? builtBranch(branches, repository.defaultBranch),
      authOrigin: relay && 'origin' in relay ? relay.origin : undefined,
    }),
  };
}
