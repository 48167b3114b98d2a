// What `npm run doctor` knows of the repository it checks. In the workflow (GITHUB_ACTIONS=true)
// the settings are its environment, mapped from the repository's variables and secrets; from a
// laptop, with a token, the repository's variables are read through the API (the environment wins)
// and its secrets are known by name, with the deploy's Environment (its branch rules and the names
// of its secrets), which the job's own token cannot read. The default branch comes from the API in
// both. Without a token from a laptop nothing is read (`unread`), and the checks that need the
// repository's settings say so instead of judging what they cannot see.
import { spawnSync } from 'node:child_process';
import { DEPLOY_ENVIRONMENT } from '../../build/postbuild/workflow-settings.mjs';
import { TOKEN_PERMISSIONS, gitHubApi } from '../setup/github-api.mjs';
import { hostKindOf, isDeployTarget } from '../setup/options.mjs';
import { SetupError, reasonOf } from '../setup/problem.mjs';

/** Read from the environment besides the flags' variables: the build's and the workflow's. */
const EXTRA = ['DECAP_REPO', 'GITHUB_REF_NAME'];

/** owner/name from `git remote get-url origin` (https or ssh form), if there is one. */
export function originRepo() {
  const run = spawnSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8' });
  const url = run.status === 0 ? run.stdout.trim() : '';
  return url.match(/github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/)?.[1];
}

export const TOKEN_PAGE = 'https://github.com/settings/personal-access-tokens/new';

/**
 * The deploy's Environment as the API shows it; null when the repository has none.
 * @param {import('../setup/github-api.mjs').GitHubApi} api
 * @returns {Promise<import('./checks.mjs').EnvironmentFound | null>}
 */
async function readEnvironmentState(api) {
  const calls = api.environment(DEPLOY_ENVIRONMENT);
  const state = await calls.read();
  if (!state) return null;
  return {
    name: calls.name,
    state,
    rules: await calls.branchRules(),
    secretNames: await calls.secretNames(),
  };
}

/**
 * @param {Record<string, string>} values the flags and the environment (readOptions)
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ repository: import('./checks.mjs').Repository, problems: string[] }>}
 */
export async function readRepository(values, env) {
  const inWorkflow = env.GITHUB_ACTIONS === 'true';
  const problems = [];
  const repo = values.GITHUB_REPOSITORY ?? originRepo();
  /** @type {Map<string, string>} */
  let variables = new Map();
  /** @type {Set<string>} */
  let repositorySecretNames = new Set();
  /** @type {import('./checks.mjs').EnvironmentFound | null | undefined} */
  let environment;
  let defaultBranch;
  /** @type {boolean | undefined} */
  let isPrivate;
  let unread = !inWorkflow;
  if (!repo)
    problems.push(
      'falta el repositorio (GITHUB_REPOSITORY o --repo); debe ser usuario/repositorio, el de GitHub donde está el sitio',
    );
  else if (!values.GITHUB_TOKEN)
    problems.push(
      inWorkflow
        ? 'falta GITHUB_TOKEN en el paso de npm run doctor del flujo; debe ser ${{ github.token }}'
        : `falta un token de GitHub (la variable de entorno GITHUB_TOKEN) para leer el repositorio; debe ser un token de ${TOKEN_PAGE} para ${repo} con ${TOKEN_PERMISSIONS} (el de npm run setup)`,
    );
  else {
    try {
      const api = gitHubApi({
        apiUrl: values.GITHUB_API_URL,
        enterpriseHost: values.GITHUB_ENTERPRISE_HOST,
        token: values.GITHUB_TOKEN,
        repo,
      });
      const found = await api.repository();
      defaultBranch = found.default_branch;
      isPrivate = found.private;
      if (!inWorkflow) {
        variables = await api.variables();
        repositorySecretNames = await api.secretNames();
        const kind = hostKindOf({ ...Object.fromEntries(variables), ...values });
        if (kind && isDeployTarget(kind)) environment = await readEnvironmentState(api);
        unread = false;
      }
    } catch (error) {
      if (!(error instanceof SetupError)) throw error;
      problems.push(reasonOf(error));
    }
  }
  const extra = Object.fromEntries(
    EXTRA.filter((name) => env[name]?.trim()).map((name) => [
      name,
      /** @type {string} */ (env[name]),
    ]),
  );
  const settings = { ...Object.fromEntries(variables), ...extra, ...values };
  for (const [name, value] of Object.entries(settings))
    if (value.trim() === '') delete settings[name];
  return {
    repository: {
      settings,
      // Where the job finds the deploy's secrets: the Environment's when it was read.
      secretNames: environment ? environment.secretNames : repositorySecretNames,
      repositorySecretNames,
      environment,
      kind: hostKindOf(settings) ?? 'github-pages',
      repo,
      defaultBranch,
      private: isPrivate,
      unread,
    },
    problems,
  };
}
