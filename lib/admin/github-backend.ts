import { scopeForRepository, type GitHubScope } from '@/lib/github-scope';
import { DEFAULT_GITHUB_API_ROOT, githubApiRoot } from './github-api.mjs';
import { gitOrigin, repositoryOf, type GitOrigin } from './git-origin.mjs';
import { isSecureOrLoopback } from '../loopback.mjs';

/**
 * Where the live editor saves and how it signs in, written once in the deployment's settings: the
 * environment of the build (the host's build settings, or the workflow's), never in this code.
 *
 * | variable | what | default |
 * | --- | --- | --- |
 * | DECAP_REPO | the GitHub repository the host builds from, `owner/name` | GITHUB_REPOSITORY (set by GitHub Actions), else the clone's remote `origin` |
 * | DECAP_BRANCH | its branch | the remote `origin`'s default branch, else `main` |
 * | DECAP_REPO_PRIVATE | `1` when the repository is private (sign-in then asks for scope `repo`, not `public_repo`) | public |
 * | DECAP_AUTH_URL | the sign-in relay's origin (publish/auth-relay/, docs/sign-in.md), Decap's `base_url` | Netlify's provider (only on Netlify) |
 * | DECAP_API_ROOT | GitHub's API (GitHub Enterprise: https://HOST/api/v3) | https://api.github.com |
 *
 * A strict build (STRICT_CONTENT=1) refuses a setting the editor cannot work without, and every
 * build refuses a wrong one: each is one Spanish sentence (editorSettingProblems).
 */
export interface EditorBackend {
  name: 'github';
  repo: string;
  branch: string;
  auth_scope: GitHubScope;
  base_url?: string;
  api_root?: string;
}

/** Shown in the editor's configuration until DECAP_REPO is set: a build in strict mode refuses it. */
export const PLACEHOLDER_REPO = 'tu-usuario/sitio-consultorio';

const REPO_PATTERN = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/;

/** Where a build's settings are set, as every sentence below says it. */
const WHERE =
  'en las variables de compilación del hospedaje (con los flujos de GitHub: Settings → Secrets and variables → Actions → Variables; docs/sign-in.md, paso 4)';
const RELAY_EXAMPLE = 'https://acceso.consultorio.mx';

type BuildEnv = Record<string, string | undefined>;

/** The relay's origin, exactly: Decap accepts the relay's messages only from `base_url` itself. */
function relayOrigin(value: string): { origin?: string; problem?: string } {
  const expected = `debe ser solo el origen del servicio de acceso, con https:// y sin ruta (p. ej. ${RELAY_EXAMPLE}); corrígelo ${WHERE}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `DECAP_AUTH_URL: '${value}' no es una dirección web: ${expected}` };
  }
  if (url.pathname !== '/' || url.search || url.hash)
    return { problem: `DECAP_AUTH_URL: '${value}' lleva una ruta; ${expected}` };
  if (!isSecureOrLoopback(url))
    return {
      problem: `DECAP_AUTH_URL: '${value}' debe empezar con https:// (http:// solo en este equipo: 127.0.0.1, ::1 o localhost): ${expected}`,
    };
  return { origin: url.origin };
}

/** The API's root, or the sentence refusing DECAP_API_ROOT (lib/admin/github-api.mjs). */
function apiRootOf(env: BuildEnv): { root: string; problem?: string } {
  try {
    return { root: githubApiRoot(env.DECAP_API_ROOT) };
  } catch (error) {
    return { root: DEFAULT_GITHUB_API_ROOT, problem: (error as Error).message };
  }
}

/** The backend as the settings give it, and one sentence per setting that is wrong or missing. */
function resolve(
  env: BuildEnv,
  origin: () => GitOrigin,
): { backend: EditorBackend; problems: string[] } {
  const strict = env.STRICT_CONTENT === '1';
  const problems: string[] = [];
  const api = apiRootOf(env);
  if (api.problem) problems.push(api.problem);
  const named = env.DECAP_REPO?.trim() || env.GITHUB_REPOSITORY?.trim();
  const remote = named && env.DECAP_BRANCH?.trim() ? {} : origin();
  // The server the repository lives on: github.com, or a GitHub Enterprise's host.
  const gitHost = api.root === DEFAULT_GITHUB_API_ROOT ? 'github.com' : new URL(api.root).hostname;
  const repo = named || repositoryOf(remote.url, gitHost);
  if (repo && !REPO_PATTERN.test(repo))
    problems.push(
      `DECAP_REPO: '${repo}' no tiene la forma usuario/repositorio (p. ej. consultorio/sitio, sin https://${gitHost}/); corrígelo ${WHERE}`,
    );
  if (!repo && strict)
    problems.push(
      `DECAP_REPO no está definido y el remoto origin de git no es un repositorio de ${gitHost}: el editor no sabría dónde guardar; defínelo como usuario/repositorio (p. ej. consultorio/sitio) en las variables de compilación del hospedaje, o compila en un clon del repositorio (docs/sign-in.md, paso 4)`,
    );
  const authUrl = env.DECAP_AUTH_URL?.trim();
  const relay = authUrl ? relayOrigin(authUrl) : {};
  if (relay.problem) problems.push(relay.problem);
  // Netlify sets NETLIFY=true in its builds; there, with no relay, Decap signs in through Netlify.
  if (!authUrl && strict && env.NETLIFY !== 'true')
    problems.push(
      `DECAP_AUTH_URL no está definido: fuera de Netlify, sin él el editor no puede iniciar sesión; defínelo con el origen del servicio de acceso (p. ej. ${RELAY_EXAMPLE}) ${WHERE}`,
    );
  const backend: EditorBackend = {
    name: 'github',
    repo: repo || PLACEHOLDER_REPO,
    branch: env.DECAP_BRANCH?.trim() || remote.defaultBranch || 'main',
    auth_scope: scopeForRepository(
      env.DECAP_REPO_PRIVATE === '1' || env.DECAP_REPO_PRIVATE === 'true',
    ),
    ...(relay.origin ? { base_url: relay.origin } : {}),
    ...(api.root === DEFAULT_GITHUB_API_ROOT ? {} : { api_root: api.root }),
  };
  return { backend, problems };
}

/**
 * Each setting of the editor this build refuses, one Spanish sentence each naming it, where to
 * set it and the value expected: a wrong one in any build; in a strict one (STRICT_CONTENT=1) also
 * a repository it cannot find, and a missing sign-in relay anywhere but on Netlify.
 */
export function editorSettingProblems(
  env: BuildEnv,
  origin: () => GitOrigin = gitOrigin,
): string[] {
  return resolve(env, origin).problems;
}

/** The editor's backend; a build whose settings are refused stops, naming each. */
export function githubBackend(env: BuildEnv, origin: () => GitOrigin = gitOrigin): EditorBackend {
  const { backend, problems } = resolve(env, origin);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return backend;
}
