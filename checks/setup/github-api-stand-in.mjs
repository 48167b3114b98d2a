// GitHub's REST API for one repository's Actions variables and secrets, answering as GitHub's docs
// say ("REST API endpoints for GitHub Actions variables / secrets", "Repositories"): bearer token,
// JSON bodies, the documented status codes (201 created, 204 updated, 404, 409 on a second POST of a
// variable, 422 on a bad secret). A secret arrives sealed with the repository's public key (or an
// Environment's own, github-environments-stand-in.mjs); the stand-in opens it with the matching
// private key (libsodium's crypto_box_seal_open), so a test sees what GitHub would store, and
// refuses what GitHub could not open.
import { createServer } from 'node:http';
import sodium from 'libsodium-wrappers';
import { environmentRoutes } from './github-environments-stand-in.mjs';

/** @typedef {Map<string, { value: string, created_at: string, updated_at: string }>} Store */
/** @typedef {import('node:http').ServerResponse} Response */

const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

/** @param {Response} response @param {number} status @param {unknown} [body] */
export function send(response, status, body) {
  const headers = body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' };
  response.writeHead(status, headers);
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** @param {Response} response */
export const notFound = (response) =>
  send(response, 404, {
    message: 'Not Found',
    documentation_url: 'https://docs.github.com/rest',
    status: '404',
  });

/** One page of a list, as GitHub pages it (per_page, page). @param {URL} url @param {Store} store @param {'variables' | 'secrets'} key */
export function listPage(url, store, key) {
  const perPage = Number(url.searchParams.get('per_page') ?? 30);
  const number = Number(url.searchParams.get('page') ?? 1);
  const all = [...store.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const items = all
    .slice((number - 1) * perPage, number * perPage)
    .map(([name, { value, created_at, updated_at }]) =>
      key === 'variables'
        ? { name, value, created_at, updated_at }
        : { name, created_at, updated_at },
    );
  return { total_count: all.length, [key]: items };
}

/** @param {import('node:http').IncomingMessage} request */
export async function readBody(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

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

/** @typedef {{ secrets: Store, keyId: string, keyPair: { publicKey: Uint8Array, privateKey: Uint8Array }, prefix: string }} SecretBox */

/** A new box of secrets with its own key pair, answering under `prefix`. @param {string} keyId @param {string} prefix */
export const secretBox = (keyId, prefix) =>
  /** @type {SecretBox} */ ({
    secrets: new Map(),
    keyId,
    keyPair: sodium.crypto_box_keypair(),
    prefix,
  });

/**
 * {prefix}, its public key, and {prefix}/{name} (the repository's /actions/secrets, or an
 * Environment's /environments/{environment}/secrets): a PUT is opened with the private key.
 * @param {SecretBox} box
 * @param {{ method: string, url: URL, rest: string, name: string }} call
 * @param {import('node:http').IncomingMessage} request
 * @param {Response} response
 */
export async function secretRoutes(
  { secrets, keyId, keyPair, prefix },
  { method, url, rest, name },
  request,
  response,
) {
  const { ORIGINAL } = sodium.base64_variants;
  if (rest === `${prefix}/public-key` && method === 'GET')
    return send(response, 200, {
      key_id: keyId,
      key: sodium.to_base64(keyPair.publicKey, ORIGINAL),
    });
  if (rest === prefix && method === 'GET')
    return send(response, 200, listPage(url, secrets, 'secrets'));
  const existing = secrets.get(name);
  if (method === 'GET')
    return existing
      ? send(response, 200, {
          name,
          created_at: existing.created_at,
          updated_at: existing.updated_at,
        })
      : notFound(response);
  if (method === 'DELETE' && existing) return (secrets.delete(name), send(response, 204));
  if (method !== 'PUT') return notFound(response);
  const input = await readBody(request);
  if (input.key_id !== keyId)
    return send(response, 422, { message: 'Bad request: key_id does not match the public key' });
  let value;
  try {
    const sealed = sodium.from_base64(String(input.encrypted_value), ORIGINAL);
    value = sodium.to_string(
      sodium.crypto_box_seal_open(sealed, keyPair.publicKey, keyPair.privateKey),
    );
  } catch {
    return send(response, 422, { message: 'Bad request: encrypted_value could not be decrypted' });
  }
  secrets.set(name, { value, created_at: existing?.created_at ?? now(), updated_at: now() });
  return existing ? send(response, 204) : send(response, 201, {});
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
