// Setup's part of the GitHub Environment the deploy job names (DEPLOY_ENVIRONMENT): read it as it
// is, say what will change, then create it or limit it to the default branch, so that its secrets
// reach the publishing branch alone. A repository secret of the same name (an earlier setup's) is
// deleted with the rest once confirmed: the Environment's wins in the job, but any branch reads it.
import { spawnSync } from 'node:child_process';
import { DEPLOY_ENVIRONMENT } from '../../build/postbuild/workflow-settings.mjs';
import { environmentPlan, environmentSummary } from './environment-plan.mjs';

/**
 * @param {import('./github-api.mjs').GitHubApi} api
 * @param {string} branch the repository's default branch
 */
export async function readEnvironment(api, branch) {
  const calls = api.environment(DEPLOY_ENVIRONMENT);
  const state = await calls.read();
  const rules = state ? await calls.branchRules() : [];
  const secretNames = state ? await calls.secretNames() : new Set();
  const plan = environmentPlan(state, rules, branch);
  return {
    calls,
    state,
    plan,
    branch,
    secretNames,
    name: calls.name,
    line: environmentSummary(plan, calls.name, branch),
  };
}
/** @typedef {Awaited<ReturnType<typeof readEnvironment>>} EnvironmentRead */

/** Creates the Environment or limits it to the default branch, as planned. @param {EnvironmentRead} environment */
export async function applyEnvironment({ calls, state, plan, branch }) {
  if (plan.create || plan.limit) await calls.limitToRules(state);
  if (plan.addRule) await calls.addBranchRule(branch);
}

/**
 * The summary's lines for repository secrets the Environment's replace.
 * @param {string[]} names
 * @param {string} environment
 */
export const duplicateLines = (names, environment) =>
  names.map(
    (name) =>
      `  borrar      secreto  ${name} del repositorio (de un setup anterior; cualquier rama lo lee, y el del entorno ${environment} lo reemplaza)`,
  );

/** The default branch as the clone knows it (for --print, which asks GitHub nothing). */
export function cloneDefaultBranch() {
  const run = spawnSync('git', ['symbolic-ref', '--short', 'refs/remotes/origin/HEAD'], {
    encoding: 'utf8',
  });
  const ref = run.status === 0 ? run.stdout.trim() : '';
  return ref.replace(/^origin\//, '') || 'la rama principal del repositorio (main o master)';
}
