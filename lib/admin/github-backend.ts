import { scopeForRepository, type GitHubScope } from '@/auth-relay/scope.ts';
import { DEFAULT_GITHUB_API_ROOT, githubApiRoot } from './github-api.mjs';
import { isSecureOrLoopback } from '../loopback.mjs';

/**
 * Where the live editor saves and how it signs in, written once in the deployment's settings: the
 * environment of the build (the host's build settings, or the workflow's), never in this code.
 *
 * | variable | what | default |
 * | --- | --- | --- |
 * | DECAP_REPO | the GitHub repository the host builds from, `owner/name` | GITHUB_REPOSITORY (set by GitHub Actions) |
 * | DECAP_BRANCH | its branch | `main` |
 * | DECAP_REPO_PRIVATE | `1` when the repository is private (sign-in then asks for scope `repo`, not `public_repo`) | public |
 * | DECAP_AUTH_URL | the sign-in relay's origin (auth-relay/, docs/sign-in.md), Decap's `base_url` | Netlify's provider (only on Netlify) |
 * | DECAP_API_ROOT | GitHub's API (GitHub Enterprise: https://HOST/api/v3) | https://api.github.com |
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

type BuildEnv = Record<string, string | undefined>;

/** The relay's origin, exactly: Decap accepts the relay's messages only from `base_url` itself. */
function relayOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`DECAP_AUTH_URL: '${value}' no es una dirección web (ej. https://acceso.consultorio.mx)`);
  }
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`DECAP_AUTH_URL: '${value}' debe ser solo el origen del servicio de acceso, sin ruta`);
  if (!isSecureOrLoopback(url)) throw new Error(`DECAP_AUTH_URL: '${value}' debe empezar con https://`);
  return url.origin;
}

export function githubBackend(env: BuildEnv): EditorBackend {
  const repo = env.DECAP_REPO?.trim() || env.GITHUB_REPOSITORY?.trim();
  if (repo && !REPO_PATTERN.test(repo)) throw new Error(`DECAP_REPO: '${repo}' no tiene la forma usuario/repositorio`);
  if (!repo && env.STRICT_CONTENT === '1') {
    throw new Error('DECAP_REPO no está definido: el editor no sabría dónde guardar. Defínelo (usuario/repositorio) en la configuración del despliegue (docs/sign-in.md).');
  }
  const authUrl = env.DECAP_AUTH_URL?.trim();
  const apiRoot = githubApiRoot(env.DECAP_API_ROOT);
  return {
    name: 'github',
    repo: repo || PLACEHOLDER_REPO,
    branch: env.DECAP_BRANCH?.trim() || 'main',
    auth_scope: scopeForRepository(env.DECAP_REPO_PRIVATE === '1' || env.DECAP_REPO_PRIVATE === 'true'),
    ...(authUrl ? { base_url: relayOrigin(authUrl) } : {}),
    ...(apiRoot === DEFAULT_GITHUB_API_ROOT ? {} : { api_root: apiRoot }),
  };
}
