// The repository's Actions variables and secrets, through GitHub's REST API as GitHub documents it
// ("REST API endpoints for GitHub Actions variables / secrets"): variables are read and written in
// clear; a secret is written sealed with the repository's public key (libsodium's crypto_box_seal,
// the library GitHub's own examples use) and is never readable again, only listed by name.
import { environmentCalls } from './github-environment-api.mjs';
import { SetupError } from './problem.mjs';
import { sealSecret } from './seal-secret.mjs';

export const DEFAULT_API_URL = 'https://api.github.com';
/**
 * The fine-grained token's repository permissions setup needs, as GitHub's token page names them:
 * variables and repository secrets; the Environment and its branch rule (Administration); its
 * secrets (Environments); reading the Environment back (Actions).
 */
export const TOKEN_PERMISSIONS =
  'Variables, Secrets, Administration y Environments: Read and write; Actions: Read-only';
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** The host setup sends the token to unless the developer names another. */
export const GITHUB_API_HOST = new URL(DEFAULT_API_URL).hostname;

/**
 * The API's root, checked: GitHub's own, a GitHub Enterprise host the developer confirmed by name
 * (GITHUB_ENTERPRISE_HOST, --github-host), or http on this machine (a test's stand-in). Any other
 * host would receive the token: a mistyped or planted GITHUB_API_URL must not send it away.
 * @param {string | undefined} value GITHUB_API_URL
 * @param {string} [enterpriseHost] the host name the developer confirmed
 */
export function apiRoot(value, enterpriseHost) {
  const text = value?.trim() || DEFAULT_API_URL;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new SetupError(`GITHUB_API_URL vale "${text}", que no es una dirección web`);
  }
  if (url.protocol === 'http:' && LOOPBACK.includes(url.hostname)) return text.replace(/\/+$/, '');
  if (url.protocol !== 'https:')
    throw new SetupError(
      `GITHUB_API_URL vale "${text}"; debe empezar con https:// (http:// solo en 127.0.0.1)`,
    );
  const confirmed = enterpriseHost?.trim().toLowerCase();
  if (url.hostname !== GITHUB_API_HOST && url.hostname !== confirmed)
    throw new SetupError(
      `GITHUB_API_URL vale "${text}", y el token solo va a ${GITHUB_API_HOST} o al GitHub Enterprise que confirmes por su nombre: si ${url.hostname} es el tuyo, escríbelo en --github-host o GITHUB_ENTERPRISE_HOST; si no, borra GITHUB_API_URL`,
      ['GITHUB_ENTERPRISE_HOST'],
    );
  return text.replace(/\/+$/, '');
}

/**
 * The host of a GITHUB_API_URL that is neither GitHub's own nor this machine's: the host the
 * developer must confirm by name before the token goes there.
 * @param {string | undefined} value
 */
export function enterpriseHostOf(value) {
  try {
    const url = new URL(value?.trim() || DEFAULT_API_URL);
    return url.protocol === 'https:' && url.hostname !== GITHUB_API_HOST ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} repo */
export function checkRepo(repo) {
  if (!/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(repo))
    throw new SetupError(
      `el repositorio "${repo}" no tiene la forma usuario/repositorio (--repo o GITHUB_REPOSITORY)`,
    );
  return repo;
}

/** What each refusal of the API means here, in one clause. */
function refusal(
  /** @type {number} */ status,
  /** @type {string} */ repo,
  /** @type {string} */ what,
) {
  if (status === 401) return 'GitHub rechazó el token (GITHUB_TOKEN): está mal copiado o venció';
  if (status === 403)
    return `el token no tiene permiso para ${what} en ${repo}: dale ${TOKEN_PERMISSIONS}`;
  if (status === 404)
    return `GitHub no muestra ${repo} a este token (¿el nombre es correcto y el token incluye ese repositorio?)`;
  return `GitHub respondió ${status} al ${what} en ${repo}`;
}

/**
 * One repository's API calls: the documented headers, the token, JSON both ways; an unreachable
 * API is one sentence.
 * @param {string} root
 * @param {string} repo
 * @param {string | undefined} token
 */
function repositoryCaller(root, repo, token) {
  const base = `${root}/repos/${checkRepo(repo)}`;
  /**
   * @param {string} method
   * @param {string} path from the repository's URL
   * @param {string} what for the sentence of a refusal
   * @param {unknown} [body]
   * @returns {Promise<{ status: number, json: any, what: string }>}
   */
  return async function call(method, path, what, body) {
    let response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          'X-GitHub-Api-Version': '2022-11-28',
          'User-Agent': 'consultorio-setup',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      const code = /** @type {any} */ (error)?.cause?.code ?? 'sin conexión';
      throw new SetupError(`no hay respuesta de la API de GitHub en ${root} (${code})`);
    }
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null, what };
  };
}

/**
 * @param {{ apiUrl?: string, enterpriseHost?: string, token?: string, repo: string }} options
 */
export function gitHubApi({ apiUrl, enterpriseHost, token, repo }) {
  const root = apiRoot(apiUrl, enterpriseHost);
  const call = repositoryCaller(root, repo, token);
  /**
   * @param {{ status: number, json: any, what: string }} answer
   * @param {number[]} ok
   */
  const expect = (answer, ok) => {
    if (!ok.includes(answer.status))
      throw new SetupError(
        refusal(answer.status, repo, answer.what),
        answer.status === 404 ? ['GITHUB_REPOSITORY', 'GITHUB_TOKEN'] : ['GITHUB_TOKEN'],
      );
    return answer;
  };

  return {
    repo,
    root,
    /** @returns {Promise<{ default_branch: string, private: boolean, has_pages?: boolean, permissions?: { admin?: boolean } }>} */
    async repository() {
      return expect(await call('GET', '', 'leer el repositorio'), [200]).json;
    },
    /** Every variable's value, by name. @returns {Promise<Map<string, string>>} */
    async variables() {
      const found = new Map();
      for (let page = 1; ; page++) {
        const answer = expect(
          await call('GET', `/actions/variables?per_page=30&page=${page}`, 'leer las variables'),
          [200],
        ).json;
        for (const variable of answer.variables) found.set(variable.name, variable.value);
        if (answer.variables.length < 30 || found.size >= answer.total_count) return found;
      }
    },
    /** The names of the secrets (their values cannot be read). @returns {Promise<Set<string>>} */
    async secretNames() {
      const found = new Set();
      for (let page = 1; ; page++) {
        const answer = expect(
          await call('GET', `/actions/secrets?per_page=30&page=${page}`, 'leer los secretos'),
          [200],
        ).json;
        for (const secret of answer.secrets) found.add(secret.name);
        if (answer.secrets.length < 30 || found.size >= answer.total_count) return found;
      }
    },
    /** Creates the variable, or changes its value when it exists. @param {string} name @param {string} value */
    async setVariable(name, value) {
      const what = `escribir la variable ${name}`;
      const existing = await call('GET', `/actions/variables/${name}`, what);
      if (existing.status === 200)
        return void expect(
          await call('PATCH', `/actions/variables/${name}`, what, { name, value }),
          [204],
        );
      expect(existing, [404]);
      expect(await call('POST', '/actions/variables', what, { name, value }), [201]);
    },
    /** @returns {Promise<{ key_id: string, key: string }>} */
    async publicKey() {
      return expect(
        await call('GET', '/actions/secrets/public-key', 'leer la clave pública de los secretos'),
        [200],
      ).json;
    },
    /** Deletes a repository secret (one an earlier setup left beside the Environment's). @param {string} name */
    async deleteSecret(name) {
      expect(
        await call('DELETE', `/actions/secrets/${name}`, `borrar el secreto ${name}`),
        [204, 404],
      );
    },
    /** The calls on one Environment of the repository. @param {string} name */
    environment: (name) => environmentCalls({ call, expect }, name),
    /** @param {string} name @param {string} value @param {{ key_id: string, key: string }} key */
    async setSecret(name, value, key) {
      const encrypted_value = await sealSecret(value, key.key);
      expect(
        await call('PUT', `/actions/secrets/${name}`, `escribir el secreto ${name}`, {
          encrypted_value,
          key_id: key.key_id,
        }),
        [201, 204],
      );
    },
  };
}
/** @typedef {ReturnType<typeof gitHubApi>} GitHubApi */
