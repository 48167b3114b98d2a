// One GitHub Environment of the repository, through the REST API as GitHub documents it
// ("REST API endpoints for deployment environments", "… deployment branch policies", and the
// environment secrets of "… GitHub Actions secrets"): the Environment and its deployment branch
// policy, its branch rules, and its secrets, sealed with the Environment's own public key.
import { SetupError } from './problem.mjs';
import { sealSecret } from './seal-secret.mjs';

/**
 * @typedef {object} EnvironmentState
 * @property {{ protected_branches: boolean, custom_branch_policies: boolean } | null} deployment_branch_policy null: every branch may deploy
 * @property {{ type: string, wait_timer?: number, prevent_self_review?: boolean, reviewers?: { type: string, reviewer: { id: number } }[] }[]} [protection_rules]
 * @property {boolean} [can_admins_bypass]
 */

/** Only the branches of custom rules may deploy, as the Environment's settings page calls "Selected branches and tags". */
export const SELECTED_BRANCHES = { protected_branches: false, custom_branch_policies: true };

/**
 * The body of a PUT that limits the Environment to its custom rules and keeps the protection
 * rules it has (a PUT replaces what it does not carry).
 * @param {EnvironmentState | null} current
 */
export function environmentBody(current) {
  /** @type {Record<string, unknown>} */
  const body = { deployment_branch_policy: SELECTED_BRANCHES };
  for (const rule of current?.protection_rules ?? []) {
    if (rule.type === 'wait_timer') body.wait_timer = rule.wait_timer;
    if (rule.type === 'required_reviewers') {
      body.prevent_self_review = rule.prevent_self_review;
      body.reviewers = (rule.reviewers ?? []).map(({ type, reviewer }) => ({
        type,
        id: reviewer.id,
      }));
    }
  }
  if (current?.can_admins_bypass !== undefined) body.can_admins_bypass = current.can_admins_bypass;
  return body;
}

/**
 * @param {{ call: (method: string, path: string, what: string, body?: unknown) => Promise<{ status: number, json: any, what: string }>, expect: (answer: { status: number, json: any, what: string }, ok: number[]) => { status: number, json: any, what: string } }} api
 * @param {string} name the Environment's name
 */
export function environmentCalls({ call, expect }, name) {
  const base = `/environments/${encodeURIComponent(name)}`;
  return {
    name,
    /** The Environment, or null when the repository has none of that name. @returns {Promise<EnvironmentState | null>} */
    async read() {
      const answer = await call('GET', base, `leer el entorno ${name}`);
      return answer.status === 404 ? null : expect(answer, [200]).json;
    },
    /** Creates it, or limits it, to the branches of its rules. @param {EnvironmentState | null} current */
    async limitToRules(current) {
      const what = `crear el entorno ${name}`;
      const answer = await call('PUT', base, what, environmentBody(current));
      // GitHub Free keeps Environments to public repositories.
      if (answer.status === 404 || answer.status === 422)
        throw new SetupError(
          `GitHub no deja crear el entorno ${name} (respondió ${answer.status}): en GitHub Free los entornos solo existen en repositorios públicos; pon los secretos a mano como dice docs/publishing.md («Setting them on GitHub»), o usa un plan que los tenga`,
        );
      return expect(answer, [200]).json;
    },
    /** Its branch rules (names or patterns). @returns {Promise<{ name: string, type?: string }[]>} */
    async branchRules() {
      const path = `${base}/deployment-branch-policies?per_page=100`;
      const answer = await call('GET', path, `leer las ramas del entorno ${name}`);
      return answer.status === 404 ? [] : expect(answer, [200]).json.branch_policies;
    },
    /** @param {string} branch */
    async addBranchRule(branch) {
      const what = `limitar el entorno ${name} a la rama ${branch}`;
      const body = { name: branch, type: 'branch' };
      // 303: the rule exists already.
      expect(await call('POST', `${base}/deployment-branch-policies`, what, body), [200, 303]);
    },
    /** The names of its secrets. @returns {Promise<Set<string>>} */
    async secretNames() {
      const found = new Set();
      for (let page = 1; ; page++) {
        const path = `${base}/secrets?per_page=30&page=${page}`;
        const answer = expect(
          await call('GET', path, `leer los secretos del entorno ${name}`),
          [200],
        ).json;
        for (const secret of answer.secrets) found.add(secret.name);
        if (answer.secrets.length < 30 || found.size >= answer.total_count) return found;
      }
    },
    /** @returns {Promise<{ key_id: string, key: string }>} */
    async publicKey() {
      const what = `leer la clave pública del entorno ${name}`;
      return expect(await call('GET', `${base}/secrets/public-key`, what), [200]).json;
    },
    /** @param {string} secret @param {string} value @param {{ key_id: string, key: string }} key */
    async setSecret(secret, value, key) {
      const encrypted_value = await sealSecret(value, key.key);
      const what = `escribir el secreto ${secret} del entorno ${name}`;
      const body = { encrypted_value, key_id: key.key_id };
      expect(await call('PUT', `${base}/secrets/${secret}`, what, body), [201, 204]);
    },
  };
}
