import { GITHUB_SCOPES } from '@/auth-relay/scope.ts';
import { githubBackend, PLACEHOLDER_REPO } from '../github-backend';

/** The editor's backend comes from the deployment's settings, checked, never from this code. */
describe('githubBackend', () => {
  it('takes repository, branch, relay and API from the build environment', () => {
    expect(
      githubBackend({
        DECAP_REPO: 'consultorio/sitio',
        DECAP_BRANCH: 'publicado',
        DECAP_AUTH_URL: 'https://acceso.consultorio.mx/',
        DECAP_API_ROOT: 'https://git.consultorio.mx/api/v3/',
      }),
    ).toEqual({
      name: 'github',
      repo: 'consultorio/sitio',
      branch: 'publicado',
      auth_scope: 'public_repo',
      base_url: 'https://acceso.consultorio.mx',
      api_root: 'https://git.consultorio.mx/api/v3',
    });
  });

  it("uses Decap's defaults where nothing is set: Netlify's sign-in, GitHub's API, branch main", () => {
    expect(githubBackend({ DECAP_REPO: 'a/b' })).toEqual({ name: 'github', repo: 'a/b', branch: 'main', auth_scope: GITHUB_SCOPES.publicRepository });
  });

  it('asks for scope repo only for a private repository (the one place the scope is chosen)', () => {
    expect(githubBackend({ DECAP_REPO: 'a/b', DECAP_REPO_PRIVATE: '1' }).auth_scope).toBe('repo');
    expect(githubBackend({ DECAP_REPO: 'a/b', DECAP_REPO_PRIVATE: 'true' }).auth_scope).toBe('repo');
    expect(githubBackend({ DECAP_REPO: 'a/b', DECAP_REPO_PRIVATE: '0' }).auth_scope).toBe('public_repo');
  });

  it('falls back on the repository a GitHub Actions workflow builds', () => {
    expect(githubBackend({ GITHUB_REPOSITORY: 'consultorio/sitio' }).repo).toBe('consultorio/sitio');
    expect(githubBackend({ GITHUB_REPOSITORY: 'x/y', DECAP_REPO: 'consultorio/sitio' }).repo).toBe('consultorio/sitio');
  });

  it('shows a placeholder in a development build, and a strict build refuses it', () => {
    expect(githubBackend({}).repo).toBe(PLACEHOLDER_REPO);
    expect(() => githubBackend({ STRICT_CONTENT: '1' })).toThrow(/DECAP_REPO no está definido/);
  });

  it('refuses a relay address Decap could not match (a path, plain http off this computer) and a malformed repository', () => {
    expect(() => githubBackend({ DECAP_REPO: 'a/b', DECAP_AUTH_URL: 'https://acceso.consultorio.mx/auth' })).toThrow(/sin ruta/);
    expect(() => githubBackend({ DECAP_REPO: 'a/b', DECAP_AUTH_URL: 'http://acceso.consultorio.mx' })).toThrow(/https/);
    expect(githubBackend({ DECAP_REPO: 'a/b', DECAP_AUTH_URL: 'http://127.0.0.1:4951' }).base_url).toBe('http://127.0.0.1:4951');
    expect(() => githubBackend({ DECAP_REPO: 'https://github.com/a/b' })).toThrow(/usuario\/repositorio/);
  });

  it('refuses an http:// API root off this computer: the token would cross the network readable', () => {
    expect(() => githubBackend({ DECAP_REPO: 'a/b', DECAP_API_ROOT: 'http://git.consultorio.mx/api/v3' })).toThrow(
      "DECAP_API_ROOT: 'http://git.consultorio.mx/api/v3' debe empezar con https://",
    );
    expect(githubBackend({ DECAP_REPO: 'a/b', DECAP_API_ROOT: 'http://127.0.0.1:4952' }).api_root).toBe('http://127.0.0.1:4952');
    expect(() => githubBackend({ DECAP_REPO: 'a/b', DECAP_AUTH_URL: 'http://[::1]:4951' })).not.toThrow();
  });
});
