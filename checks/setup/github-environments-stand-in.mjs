// The Environments of the GitHub REST stand-in, answering as GitHub's docs say ("REST API endpoints
// for deployment environments", "… deployment branch policies", environment secrets of "… GitHub
// Actions secrets"): GET and PUT (create or update, 200; 422 when protected_branches and
// custom_branch_policies are equal) of an Environment; its branch rules (GET 200; POST 200, 303
// when the rule exists, 404 unless custom_branch_policies is true); its secrets, each Environment
// with its own key pair, a PUT opened with its private key.
import { secretBox, secretRoutes } from './github-secrets-stand-in.mjs';
import { notFound, now, readBody, send } from './github-stand-in-replies.mjs';

/**
 * @typedef {object} Environment
 * @property {number} id
 * @property {string} name
 * @property {{ protected_branches: boolean, custom_branch_policies: boolean } | null} policy
 * @property {{ id: number, node_id: string, name: string, type: string }[]} rules
 * @property {{ type: string, [key: string]: unknown }[]} protectionRules
 * @property {import('./github-secrets-stand-in.mjs').SecretBox} box
 * @property {string} created_at
 * @property {string} updated_at
 */

let nextId = 161088068;

/** The Environment as GET and PUT show it. @param {Environment} environment */
const shown = (environment) => ({
  id: environment.id,
  node_id: `EN_${environment.id}`,
  name: environment.name,
  url: `https://api.github.com/environments/${environment.id}`,
  html_url: `https://github.com/deployments/activity_log?environments_filter=${environment.name}`,
  created_at: environment.created_at,
  updated_at: environment.updated_at,
  protection_rules: [
    ...environment.protectionRules,
    ...(environment.policy ? [{ id: environment.id + 1, type: 'branch_policy' }] : []),
  ],
  deployment_branch_policy: environment.policy,
});

/**
 * PUT /environments/{name}: creates it, or replaces its settings with the body's.
 * @param {Map<string, Environment>} environments
 * @param {string} name
 * @param {Record<string, any>} input
 */
function putEnvironment(environments, name, input) {
  const policy = input.deployment_branch_policy ?? null;
  if (policy && Boolean(policy.protected_branches) === Boolean(policy.custom_branch_policies))
    return { status: 422, body: { message: 'Validation Failed' } };
  const existing = environments.get(name);
  const environment = existing ?? {
    id: nextId++,
    name,
    rules: [],
    box: secretBox(String(nextId * 7), `/environments/${name}/secrets`),
    created_at: now(),
  };
  Object.assign(environment, {
    policy: policy && {
      protected_branches: Boolean(policy.protected_branches),
      custom_branch_policies: Boolean(policy.custom_branch_policies),
    },
    protectionRules:
      input.wait_timer === undefined ? [] : [{ type: 'wait_timer', wait_timer: input.wait_timer }],
    updated_at: now(),
  });
  environments.set(name, /** @type {Environment} */ (environment));
  return { status: 200, body: shown(/** @type {Environment} */ (environment)) };
}

/**
 * /deployment-branch-policies of one Environment.
 * @param {Environment} environment
 * @param {string} method
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
async function branchRuleRoutes(environment, method, request, response) {
  if (method === 'GET')
    return send(response, 200, {
      total_count: environment.rules.length,
      branch_policies: environment.rules,
    });
  if (method !== 'POST' || !environment.policy?.custom_branch_policies) return notFound(response);
  const input = await readBody(request);
  const type = input.type ?? 'branch';
  if (typeof input.name !== 'string' || !['branch', 'tag'].includes(type))
    return send(response, 422, { message: 'Validation Failed' });
  if (environment.rules.some((rule) => rule.name === input.name && rule.type === type)) {
    response.writeHead(303, { Location: '/deployment-branch-policies' });
    return response.end();
  }
  const id = nextId++;
  const rule = { id, node_id: `BP_${id}`, name: input.name, type };
  environment.rules.push(rule);
  return send(response, 200, rule);
}

/**
 * /environments/{name}[/deployment-branch-policies | /secrets…].
 * @param {Map<string, Environment>} environments
 * @param {{ method: string, url: URL, rest: string, parts: string[] }} call
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export async function environmentRoutes(environments, call, request, response) {
  const { method, parts } = call;
  const name = parts[2] ?? '';
  const environment = environments.get(name);
  if (parts.length === 3) {
    if (method === 'GET')
      return environment ? send(response, 200, shown(environment)) : notFound(response);
    if (method === 'PUT') {
      const answer = putEnvironment(environments, name, await readBody(request));
      return send(response, answer.status, answer.body);
    }
    if (method === 'DELETE' && environment) return (environments.delete(name), send(response, 204));
    return notFound(response);
  }
  if (!environment) return notFound(response);
  if (parts[3] === 'deployment-branch-policies' && parts.length === 4)
    return branchRuleRoutes(environment, method, request, response);
  if (parts[3] === 'secrets')
    return secretRoutes(
      environment.box,
      { ...call, name: (parts[4] ?? '').toUpperCase() },
      request,
      response,
    );
  return notFound(response);
}
