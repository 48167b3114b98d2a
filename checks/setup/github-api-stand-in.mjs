// GitHub's REST API for one repository's Actions variables and secrets, answering as GitHub's docs
// say ("REST API endpoints for GitHub Actions variables / secrets", "Repositories"): bearer token,
// JSON bodies, the documented status codes (201 created, 204 updated, 404, 409 on a second POST of a
// variable, 422 on a bad secret). A secret arrives sealed with the repository's public key (or an
// Environment's own, github-environments-stand-in.mjs); the stand-in opens it with the matching
// private key (github-secrets-stand-in.mjs), so a test sees what GitHub would store, and refuses
// what GitHub could not open.
import { createServer } from 'node:http';
import sodium from 'libsodium-wrappers';
import { environmentRoutes } from './github-environments-stand-in.mjs';
import { secretBox, secretRoutes } from './github-secrets-stand-in.mjs';
import { listPage, notFound, now, readBody, send } from './github-stand-in-replies.mjs';

/** @typedef {import('./github-stand-in-replies.mjs').Store} Store */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * /actions/variables and /actions/variables/{name}.
 * @param {Store} variables
 * @param {{ method: string, url: URL, rest: string, name: string }} call
 * @param {import('node:http').IncomingMessage} request
 * @param {Response} response
 */
async function variableRoutes(variables, { method, url, rest, name }, request, response) {
  if (rest === '/actions/variables' && method === 'GET')
    return send(response, 200, listPage(url, variables, 'variables'));
  if (rest === '/actions/variables' && method === 'POST') {
    const input = await readBody(request);
    const key = String(input.name ?? '').toUpperCase();
    if (!key || typeof input.value !== 'string')
      return send(response, 422, { message: 'Invalid request.' });
    if (variables.has(key))
      return send(response, 409, { message: 'Already exists - Variable already exists' });
    variables.set(key, { value: input.value, created_at: now(), updated_at: now() });
    return send(response, 201, {});
  }
  const existing = variables.get(name);
  if (method === 'GET')
    return existing ? send(response, 200, { name, ...existing }) : notFound(response);
  if (method === 'PATCH' && existing) {
    const input = await readBody(request);
    variables.delete(name);
    const renamed = String(input.name ?? name).toUpperCase();
    const value = String(input.value ?? existing.value);
    variables.set(renamed, { ...existing, value, updated_at: now() });
    return send(response, 204);
  }
  if (method === 'DELETE' && existing) return (variables.delete(name), send(response, 204));
  return notFound(response);
}

/**
 * @param {{ port: number, repo: string, token: string, defaultBranch?: string }} options
 */
export async function startGitHubApi({ port, repo, token, defaultBranch = 'main' }) {
  await sodium.ready;
  const box = secretBox('568250167242549743', '/actions/secrets');
  /** @type {Map<string, import('./github-environments-stand-in.mjs').Environment>} */
  const environments = new Map();
  /** @type {Store} */
  const variables = new Map();
  const state = { defaultBranch, requests: /** @type {string[]} */ ([]) };
  const prefix = `/repos/${repo}`;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const method = request.method ?? 'GET';
    state.requests.push(`${method} ${url.pathname}`);
    if (request.headers.authorization !== `Bearer ${token}`)
      return send(response, 401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      });
    if (!url.pathname.startsWith(prefix)) return notFound(response);
    const rest = url.pathname.slice(prefix.length);
    const parts = rest.split('/').map((part) => decodeURIComponent(part));
    const call = { method, url, rest, name: (parts[3] ?? '').toUpperCase() };
    if (rest === '' && method === 'GET')
      return send(response, 200, {
        full_name: repo,
        name: repo.split('/')[1],
        private: false,
        has_pages: false,
        default_branch: state.defaultBranch,
      });
    if (rest.startsWith('/actions/variables'))
      return variableRoutes(variables, call, request, response);
    if (rest.startsWith('/actions/secrets')) return secretRoutes(box, call, request, response);
    if (rest.startsWith('/environments/'))
      return environmentRoutes(environments, { ...call, parts }, request, response);
    return notFound(response);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    variables,
    secrets: box.secrets,
    environments,
    /**
     * The environment the deploy workflow gives its steps: every variable, and every secret by
     * name, an Environment's (`environment:` of the job) over the repository's.
     * @param {string} [environment] the job's
     */
    workflowEnv: (environment) =>
      Object.fromEntries(
        [
          ...variables,
          ...box.secrets,
          ...(environments.get(environment ?? '')?.box.secrets ?? []),
        ].map(([key, entry]) => [key, entry.value]),
      ),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
