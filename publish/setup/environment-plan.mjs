// The GitHub Environment whose secrets the deploy job reads (DEPLOY_ENVIRONMENT), judged against
// the repository's default branch: setup's plan for it (create it, limit it to "Selected branches
// and tags", add the branch's rule, or leave it), and doctor's clauses for what is wrong with it.
// Pure functions over what GitHub's API answers.

/** Where an Environment is set by hand. @param {string} name */
export const environmentPage = (name) =>
  `GitHub → Settings → Environments → ${name}, o npm run setup`;

/**
 * @param {import('./github-environment-api.mjs').EnvironmentState | null} state
 * @param {{ name: string, type?: string }[]} rules
 * @param {string} branch the repository's default branch
 */
export function environmentPlan(state, rules, branch) {
  const policy = state?.deployment_branch_policy;
  const limited = policy?.custom_branch_policies === true && policy.protected_branches === false;
  const hasRule =
    limited && rules.some((rule) => rule.name === branch && (rule.type ?? 'branch') === 'branch');
  return { create: state === null, limit: !limited, addRule: !hasRule };
}
/** @typedef {ReturnType<typeof environmentPlan>} EnvironmentPlan */

/** @param {EnvironmentPlan} plan */
export const environmentUnchanged = (plan) => !plan.create && !plan.limit && !plan.addRule;

/**
 * The summary's line for the Environment, said before setup changes it.
 * @param {EnvironmentPlan} plan
 * @param {string} name
 * @param {string} branch
 */
export function environmentSummary(plan, name, branch) {
  const limited = `limitado a la rama ${branch}`;
  if (plan.create) return `  crear       entorno  ${name}, ${limited}`;
  if (plan.limit) return `  cambiar     entorno  ${name}: solo publica la rama ${branch}`;
  if (plan.addRule) return `  cambiar     entorno  ${name}: añadir la regla de la rama ${branch}`;
  return `  sin cambios entorno  ${name}, ${limited}`;
}

/**
 * Doctor's clauses for an Environment that exists: it must let the default branch deploy, and
 * only the branches of its own rules.
 * @param {import('./github-environment-api.mjs').EnvironmentState} state
 * @param {{ name: string, type?: string }[]} rules
 * @param {string} name
 * @param {string} branch
 */
export function environmentProblems(state, rules, name, branch) {
  const expected = `debe ser «Selected branches and tags» con la regla de la rama ${branch}`;
  const where = environmentPage(name);
  const policy = state.deployment_branch_policy;
  if (!policy)
    return [
      `el entorno ${name} da sus secretos a cualquier rama (Deployment branches and tags: «No restriction») (${where}); ${expected}`,
    ];
  if (!policy.custom_branch_policies)
    return [
      `el entorno ${name} da sus secretos a cualquier rama protegida («Protected branches only») (${where}); ${expected}`,
    ];
  const problems = [];
  if (environmentPlan(state, rules, branch).addRule)
    problems.push(
      `el entorno ${name} no tiene la regla de la rama ${branch}, así que el flujo «Publicar» no recibe sus secretos (${where}); ${expected}`,
    );
  for (const rule of rules.filter((each) => each.name.includes('*')))
    problems.push(
      `el entorno ${name} tiene la regla «${rule.name}», que da sus secretos a otras ramas (${where}); debe tener solo la regla de la rama ${branch}`,
    );
  return problems;
}
