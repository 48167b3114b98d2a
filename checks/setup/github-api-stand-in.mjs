// GitHub's REST API for one repository's Actions variables and secrets, answering as GitHub's docs
// say ("REST API endpoints for GitHub Actions variables / secrets", "Repositories"): bearer token,
// JSON bodies, the documented status codes (201 created, 204 updated, 404, 409 on a second POST of a
// variable, 422 on a bad secret). A secret arrives sealed with the repository's public key; the
// stand-in opens it with its private key (libsodium's crypto_box_seal_open), so a test sees what
// GitHub would store, and refuses what GitHub could not open.
import { createServer } from 'node:http';
import sodium from 'libsodium-wrappers';

/**
 * @param {{ port: number, repo: string, token: string, defaultBranch?: string }} options
 */
export async function startGitHubApi({ port, repo, token, defaultBranch = 'main' }) {
  await sodium.ready;
  const keyPair = sodium.crypto_box_keypair();
  const keyId = '568250167242549743';
  const publicKey = sodium.to_base64(keyPair.publicKey, sodium.base64_variants.ORIGINAL);
  /** @type {Map<string, { value: string, created_at: string, updated_at: string }>} */
  const variables = new Map();
  /** @type {Map<string, { value: string, created_at: string, updated_at: string }>} */
  const secrets = new Map();
  const state = { defaultBranch, requests: /** @type {string[]} */ ([]) };
  const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

  /** @param {import('node:http').ServerResponse} response @param {number} status @param {unknown} [body] */
  const send = (response, status, body) => {
    response.writeHead(
      status,
      body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' },
    );
    response.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const notFound = (/** @type {import('node:http').ServerResponse} */ response) =>
    send(response, 404, {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest',
      status: '404',
    });
  /** @param {URL} url @param {Map<string, any>} map @param {string} key */
  const page = (url, map, key) => {
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const number = Number(url.searchParams.get('page') ?? 1);
    const all = [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    const items = all
      .slice((number - 1) * perPage, number * perPage)
      .map(([name, entry]) =>
        key === 'variables'
          ? { name, value: entry.value, created_at: entry.created_at, updated_at: entry.updated_at }
          : { name, created_at: entry.created_at, updated_at: entry.updated_at },
      );
    return { total_count: all.length, [key]: items };
  };

  /** @param {import('node:http').IncomingMessage} request */
  const body = async (request) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return text ? JSON.parse(text) : {};
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    state.requests.push(`${request.method} ${url.pathname}`);
    if (request.headers.authorization !== `Bearer ${token}`)
      return send(response, 401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      });
    const prefix = `/repos/${repo}`;
    if (!url.pathname.startsWith(prefix)) return notFound(response);
    const rest = url.pathname.slice(prefix.length);
    const method = request.method;
    const name = decodeURIComponent(rest.split('/')[3] ?? '').toUpperCase();

    if (rest === '' && method === 'GET')
      return send(response, 200, {
        full_name: repo,
        name: repo.split('/')[1],
        private: false,
        has_pages: false,
        default_branch: state.defaultBranch,
      });
    if (rest === '/actions/variables' && method === 'GET')
      return send(response, 200, page(url, variables, 'variables'));
    if (rest === '/actions/variables' && method === 'POST') {
      const input = await body(request);
      const key = String(input.name ?? '').toUpperCase();
      if (!key || typeof input.value !== 'string')
        return send(response, 422, { message: 'Invalid request.' });
      if (variables.has(key))
        return send(response, 409, { message: 'Already exists - Variable already exists' });
      variables.set(key, { value: input.value, created_at: now(), updated_at: now() });
      return send(response, 201, {});
    }
    if (/^\/actions\/variables\/[^/]+$/.test(rest)) {
      const existing = variables.get(name);
      if (method === 'GET')
        return existing
          ? send(response, 200, {
              name,
              value: existing.value,
              created_at: existing.created_at,
              updated_at: existing.updated_at,
            })
          : notFound(response);
      if (method === 'PATCH') {
        if (!existing) return notFound(response);
        const input = await body(request);
        variables.delete(name);
        variables.set(String(input.name ?? name).toUpperCase(), {
          ...existing,
          value: String(input.value ?? existing.value),
          updated_at: now(),
        });
        return send(response, 204);
      }
      if (method === 'DELETE')
        return existing ? (variables.delete(name), send(response, 204)) : notFound(response);
    }
    if (rest === '/actions/secrets/public-key' && method === 'GET')
      return send(response, 200, { key_id: keyId, key: publicKey });
    if (rest === '/actions/secrets' && method === 'GET')
      return send(response, 200, page(url, secrets, 'secrets'));
    if (/^\/actions\/secrets\/[^/]+$/.test(rest)) {
      const existing = secrets.get(name);
      if (method === 'GET')
        return existing
          ? send(response, 200, {
              name,
              created_at: existing.created_at,
              updated_at: existing.updated_at,
            })
          : notFound(response);
      if (method === 'PUT') {
        const input = await body(request);
        if (input.key_id !== keyId)
          return send(response, 422, {
            message: 'Bad request: key_id does not match the repository public key',
          });
        let value;
        try {
          const sealed = sodium.from_base64(
            String(input.encrypted_value),
            sodium.base64_variants.ORIGINAL,
          );
          value = sodium.to_string(
            sodium.crypto_box_seal_open(sealed, keyPair.publicKey, keyPair.privateKey),
          );
        } catch {
          return send(response, 422, {
            message: 'Bad request: encrypted_value could not be decrypted',
          });
        }
        secrets.set(name, { value, created_at: existing?.created_at ?? now(), updated_at: now() });
        return send(response, existing ? 204 : 201, existing ? undefined : {});
      }
    }
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
    secrets,
    /** The environment the deploy workflow gives its steps: every variable and secret by name. */
    workflowEnv: () =>
      Object.fromEntries([...variables, ...secrets].map(([key, entry]) => [key, entry.value])),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
