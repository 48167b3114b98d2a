// Setup's last part: the repository. Its token (whose account creates it, and why), its check,
// the summary of what will change, and the change itself once confirmed. A refusal by GitHub asks
// again the answer it rests on (the token, or the repository's name), here, keeping every other.
import { TOKEN_PAGE, originRepo } from '../doctor/repository.mjs';
import { workflowBranchProblems } from '../doctor/workflow-branch.mjs';
import { DEPLOY_ENVIRONMENT } from '../../build/postbuild/workflow-settings.mjs';
import { planChanges, summaryLines } from './changes.mjs';
import { environmentUnchanged } from './environment-plan.mjs';
import { applyEnvironment, duplicateLines, readEnvironment } from './environment-route.mjs';
import { TOKEN_PERMISSIONS, enterpriseHostOf, gitHubApi } from './github-api.mjs';
import { isDeployTarget } from './options.mjs';
import { CancelledError, SetupError } from './problem.mjs';
import { tryAnswers } from './try-answers.mjs';

/**
 * The token's page, permissions and owner. A fine-grained token reaches only the repositories of
 * the account that creates it or of an organisation it belongs to, and creating the Environment
 * takes the repository's admin role: so the account that owns the repository creates it.
 * @param {string} repo
 */
export const tokenNote = (repo) => {
  const owner = repo.split('/')[0];
  return [
    `Crea un token en ${TOKEN_PAGE} con la cuenta que administra ${repo}:`,
    `  - si ${owner} es tu cuenta, con la tuya;`,
    `  - si ${owner} es la cuenta del consultorio, con la del consultorio (que inicie sesión y lo`,
    '    cree contigo): GitHub solo da un token así para los repositorios de la cuenta que lo crea',
    `    o de sus organizaciones, y crear el entorno ${DEPLOY_ENVIRONMENT} pide ser administrador;`,
    `  - si ${owner} es una organización, con una cuenta de rol Admin en el repositorio, y`,
    `    Resource owner → ${owner}.`,
    `  Repository access: Only select repositories → ${repo}`,
    `  Permissions → Repository: ${TOKEN_PERMISSIONS}`,
    '  (Metadata: Read-only se añade solo). Setup no lo guarda.',
  ].join('\n');
};

/**
 * The API, once the repository's name, the GitHub Enterprise host (when GITHUB_API_URL names one)
 * and the token are known, and the repository read with it.
 * @param {import('./prompter.mjs').Prompter} ask
 * @param {import('./options.mjs').HostKind} kind
 */
async function connect(ask, kind) {
  const values = ask.values;
  const repo = await ask.ask('GITHUB_REPOSITORY', {
    message: 'Repositorio de GitHub (usuario/repositorio)',
  });
  const host = enterpriseHostOf(values.GITHUB_API_URL);
  if (host && ask.interactive)
    await ask.ask('GITHUB_ENTERPRISE_HOST', {
      message: `GITHUB_API_URL manda el token a ${host}: si es tu GitHub Enterprise, escribe su nombre para confirmarlo`,
    });
  if (!values.GITHUB_TOKEN) ask.note(tokenNote(repo), 'Token de GitHub para escribir los valores');
  const token = await ask.ask('GITHUB_TOKEN', { message: 'Token de GitHub', secret: true });
  const api = gitHubApi({
    apiUrl: values.GITHUB_API_URL,
    enterpriseHost: values.GITHUB_ENTERPRISE_HOST,
    token,
    repo,
  });
  const read = await api.repository();
  if (isDeployTarget(kind) && read.permissions?.admin === false)
    throw new SetupError(
      `la cuenta del token no administra ${repo}, y crear el entorno ${DEPLOY_ENVIRONMENT} lo pide; crea el token con la cuenta dueña del repositorio (o una de rol Admin)`,
      ['GITHUB_TOKEN'],
    );
  return { api, repo, branch: read.default_branch };
}

/**
 * Writes the variables, and the Environment and its secrets, once confirmed.
 * @param {import('./github-api.mjs').GitHubApi} api
 * @param {import('./changes.mjs').Change[]} changes
 * @param {import('./environment-route.mjs').EnvironmentRead | null} environment
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

/** The workflow whose branch is held against the default branch. @param {import('./options.mjs').HostKind} kind */
const workflowOf = (kind) =>
  isDeployTarget(kind)
    ? '.github/workflows/deploy.yml'
    : kind === 'github-pages'
      ? '.github/workflows/pages.yml'
      : null;

/**
 * Writes the settings to the repository once the developer has seen the summary.
 * @param {import('./prompter.mjs').Prompter} ask
 * @param {{ name: string, source: 'vars' | 'secrets', value: string }[]} desired
 * @param {import('./options.mjs').HostKind} kind
 */
export function writeRepository(ask, desired, kind) {
  // The clone's origin answers the repository's name until GitHub refuses it (then it is asked).
  const origin = originRepo();
  if (!ask.values.GITHUB_REPOSITORY && origin) ask.values.GITHUB_REPOSITORY = origin;
  return tryAnswers(ask, ['GITHUB_TOKEN'], async () => {
    const { api, repo, branch } = await connect(ask, kind);
    const workflow = workflowOf(kind);
    for (const problem of workflow ? workflowBranchProblems(workflow, branch) : [])
      ask.warn(problem);
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
  });
}
