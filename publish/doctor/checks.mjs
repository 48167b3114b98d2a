// `npm run doctor`'s checks of a configured repository, in order, each returning the clauses of
// the problems it finds (every one, not the first): the editor's sign-in address, the route's
// variables and secrets, the deploy's Environment, the workflow's branch, the site's address, the
// host's login, the relay, and the editor's backend in a built export.
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
import { environmentPage, environmentProblems } from '../setup/environment-plan.mjs';
import { isDeployTarget } from '../setup/options.mjs';
import { loginProblem } from '../setup/probe-host.mjs';
import { REPOSITORY_SETTINGS_PAGE } from '../setup/problem.mjs';
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
 */

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
  (repository.environment === null && ENVIRONMENT_SECRETS.includes(name));

/**
 * A missing setting, where it is set and the value expected.
 * @param {Repository} repository
 * @param {string[]} names one of these
 */
function missingClause(repository, names) {
  const expected = SETTING_TEXTS[/** @type {keyof typeof SETTING_TEXTS} */ (names[0])];
  const environment = repository.environment;
  if (!environment || !names.every((name) => ENVIRONMENT_SECRETS.includes(name)))
    return `falta ${names.map((name) => `${kindOfSetting(name)} ${name}`).join(' o ')} del repositorio (${REPOSITORY_SETTINGS_PAGE}); debe ser ${expected}`;
  const stray = names.filter((name) => repository.repositorySecretNames?.has(name));
  return `falta ${names.map((name) => `el secreto ${name}`).join(' o ')} del entorno ${environment.name} (${environmentPage(environment.name)} → Environment secrets); debe ser ${expected}${stray.length > 0 ? `, y no entre los secretos del repositorio, que cualquier rama lee` : ''}`;
}

/** @param {Repository} repository */
export function authUrlProblems(repository) {
  if (repository.kind === 'netlify') return [];
  const value = repository.settings.DECAP_AUTH_URL;
  if (!value)
    return [
      `falta la variable DECAP_AUTH_URL del repositorio (${REPOSITORY_SETTINGS_PAGE}); debe ser ${SETTING_TEXTS.DECAP_AUTH_URL}, sin ella nadie puede iniciar sesión en el editor`,
    ];
  const relay = relayOrigin(value);
  return 'problem' in relay ? [`${relay.problem} (${REPOSITORY_SETTINGS_PAGE})`] : [];
}

/** @param {Repository} repository */
export function routeSettingProblems(repository) {
  if (!isDeployTarget(repository.kind)) return [];
  const target = /** @type {import('../settings.mjs').Target} */ (repository.kind);
  if (!repository.settings.DEPLOY_TARGET)
    return [
      `falta la variable DEPLOY_TARGET del repositorio (${REPOSITORY_SETTINGS_PAGE}); debe ser ${target}, sin ella el flujo «Publicar» no hace nada`,
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
    problems.push(
      `${error.message.slice(DEPLOY_PREFIX.length).replace(/\.$/, '')} (${REPOSITORY_SETTINGS_PAGE})`,
    );
  }
  return problems;
}

/**
 * The deploy's Environment: it exists, gives its secrets to the default branch alone, and holds
 * the route's secrets (those are named by routeSettingProblems).
 * @param {Repository} repository
 * @param {boolean} inWorkflow
 * @returns {{ problems: string[], skipped?: string }}
 */
export function environmentCheck(repository, inWorkflow) {
  if (!isDeployTarget(repository.kind))
    return { problems: [], skipped: `${repository.kind} no usa sus secretos` };
  const environment = repository.environment;
  if (environment === undefined)
    return {
      problems: [],
      skipped: inWorkflow
        ? 'el token del flujo no puede leer los entornos: npm run doctor con tu token lo revisa'
        : 'sin acceso al repositorio (arriba)',
    };
  const branch = repository.defaultBranch ?? 'la rama principal';
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
  if (!repository.defaultBranch) return { problems: [] };
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

/** @param {Repository} repository */
export function branchProblems(repository) {
  const file = workflowFile(repository);
  if (!file || !repository.defaultBranch) return [];
  return workflowBranchProblems(file, repository.defaultBranch);
}

/** @param {Repository} repository @returns {Promise<{ problems: string[], origin?: string }>} */
export async function siteProblems(repository) {
  const siteUrl = siteUrlOf(repository.settings);
  const problems = await siteAddressProblems(siteUrl, siteUrlSource(repository.settings));
  return problems.length > 0
    ? { problems }
    : { problems, origin: new URL(/** @type {string} */ (siteUrl)).origin };
}

/** @param {Repository} repository @returns {Promise<{ problems: string[], skipped?: string }>} */
export async function hostLoginProblems(repository) {
  if (!isDeployTarget(repository.kind))
    return { problems: [], skipped: `${repository.kind} publica por su cuenta` };
  if (routeSettingProblems(repository).length > 0)
    return { problems: [], skipped: 'faltan datos del acceso (arriba)' };
  const secrets = ENVIRONMENT_SECRETS.filter((name) => isSet(repository, name));
  const unreadable = secrets.filter((name) => !repository.settings[name]);
  if (unreadable.length > 0 && secrets.every((name) => !repository.settings[name]))
    return {
      problems: [],
      skipped: `${unreadable.join(', ')} ${unreadable.length === 1 ? 'es secreto' : 'son secretos'}: pásalo en el entorno para probar el acceso`,
    };
  const problem = await loginProblem(repository.settings);
  return {
    problems: problem
      ? [
          `${problem}; corrígelo en ${REPOSITORY_SETTINGS_PAGE}: debe ser el acceso que da el proveedor del hospedaje`,
        ]
      : [],
  };
}

/**
 * @param {Repository} repository
 * @param {string | undefined} siteOrigin
 * @returns {Promise<{ problems: string[], skipped?: string }>}
 */
export async function signInProblems(repository, siteOrigin) {
  const value = repository.settings.DECAP_AUTH_URL;
  if (repository.kind === 'netlify')
    return { problems: [], skipped: 'Netlify inicia sesión por su cuenta' };
  const relay = value ? relayOrigin(value) : null;
  if (!relay || 'problem' in relay)
    return { problems: [], skipped: 'sin DECAP_AUTH_URL válida (arriba)' };
  return { problems: await relayProblems(relay.origin, siteOrigin, REPOSITORY_SETTINGS_PAGE) };
}

/** @param {Repository} repository */
export function editorProblems(repository) {
  const file = path.join(repository.settings.DEPLOY_DIR ?? 'out', 'admin', 'config.yml');
  if (!existsSync(file))
    return { problems: [], skipped: `${file} no existe todavía: se revisa tras npm run build` };
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
