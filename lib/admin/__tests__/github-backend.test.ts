import { GITHUB_SCOPES } from '@/lib/github-scope';
import { editorSettingProblems, githubBackend, PLACEHOLDER_REPO } from '../github-backend';

/** A folder without git, or a clone whose origin git cannot name. */
const noOrigin = () => ({});
const RELAY = 'https://acceso.consultorio.mx';

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
    expect(githubBackend({ DECAP_REPO: 'a/b' }, noOrigin)).toEqual({
      name: 'github',
      repo: 'a/b',
      branch: 'main',
      auth_scope: GITHUB_SCOPES.publicRepository,
    });
  });

  it('asks for scope repo only for a private repository (the one place the scope is chosen)', () => {
    expect(githubBackend({ DECAP_REPO: 'a/b', DECAP_REPO_PRIVATE: '1' }, noOrigin).auth_scope).toBe(
      'repo',
    );
    expect(
      githubBackend({ DECAP_REPO: 'a/b', DECAP_REPO_PRIVATE: 'true' }, noOrigin).auth_scope,
    ).toBe('repo');
    expect(githubBackend({ DECAP_REPO: 'a/b', DECAP_REPO_PRIVATE: '0' }, noOrigin).auth_scope).toBe(
      'public_repo',
    );
  });

  it('falls back on the repository a GitHub Actions workflow builds', () => {
    expect(githubBackend({ GITHUB_REPOSITORY: 'consultorio/sitio' }, noOrigin).repo).toBe(
      'consultorio/sitio',
    );
    expect(
      githubBackend({ GITHUB_REPOSITORY: 'x/y', DECAP_REPO: 'consultorio/sitio' }, noOrigin).repo,
    ).toBe('consultorio/sitio');
  });

  it("falls back on the clone's remote origin and the branch it publishes, so a strict build on a laptop needs neither", () => {
    const clone = () => ({ url: 'git@github.com:consultorio/sitio.git', defaultBranch: 'master' });
    expect(githubBackend({ STRICT_CONTENT: '1', DECAP_AUTH_URL: RELAY }, clone)).toMatchObject({
      repo: 'consultorio/sitio',
      branch: 'master',
    });
    expect(githubBackend({ DECAP_REPO: 'a/b', DECAP_BRANCH: 'publicado' }, clone)).toMatchObject({
      repo: 'a/b',
      branch: 'publicado',
    });
    const enterprise = () => ({ url: 'https://git.consultorio.mx/consultorio/sitio.git' });
    expect(
      githubBackend({ DECAP_API_ROOT: 'https://git.consultorio.mx/api/v3' }, enterprise).repo,
    ).toBe('consultorio/sitio');
    expect(githubBackend({}, enterprise).repo).toBe(PLACEHOLDER_REPO);
  });

  it('shows a placeholder in a development build, and a strict build refuses it, saying what to set', () => {
    expect(githubBackend({}, noOrigin).repo).toBe(PLACEHOLDER_REPO);
    expect(() => githubBackend({ STRICT_CONTENT: '1', DECAP_AUTH_URL: RELAY }, noOrigin)).toThrow(
      /^DECAP_REPO no está definido .*usuario\/repositorio \(p\. ej\. consultorio\/sitio\)/,
    );
    const elsewhere = () => ({ url: 'https://gitlab.com/consultorio/sitio.git' });
    expect(
      editorSettingProblems({ STRICT_CONTENT: '1', DECAP_AUTH_URL: RELAY }, elsewhere),
    ).toEqual([
      expect.stringMatching(
        /^DECAP_REPO no está definido y el remoto origin de git no es un repositorio de github\.com/,
      ),
    ]);
  });

  it('refuses a strict build without DECAP_AUTH_URL anywhere but on Netlify, naming where to set it and the value expected', () => {
    const strict = { STRICT_CONTENT: '1', DECAP_REPO: 'consultorio/sitio' };
    const [problem, ...others] = editorSettingProblems(strict, noOrigin);
    expect(others).toEqual([]);
    expect(problem).toMatch(
      /^DECAP_AUTH_URL no está definido: fuera de Netlify, sin él el editor no puede iniciar sesión; /,
    );
    expect(problem).toContain('Settings → Secrets and variables → Actions → Variables');
    expect(problem).toContain('https://acceso.consultorio.mx');
    expect(problem).not.toContain('\n');
    expect(() => githubBackend(strict, noOrigin)).toThrow(/DECAP_AUTH_URL no está definido/);
    expect(editorSettingProblems({ ...strict, NETLIFY: 'true' }, noOrigin)).toEqual([]);
    expect(editorSettingProblems({ ...strict, DECAP_AUTH_URL: RELAY }, noOrigin)).toEqual([]);
    // A development build signs in however it can: nothing is refused for what is missing.
    expect(editorSettingProblems({}, noOrigin)).toEqual([]);
  });

  it('refuses a relay address Decap could not match (a path, plain http off this computer) and a malformed repository', () => {
    expect(() =>
      githubBackend(
        { DECAP_REPO: 'a/b', DECAP_AUTH_URL: 'https://acceso.consultorio.mx/auth' },
        noOrigin,
      ),
    ).toThrow(/lleva una ruta/);
    expect(() =>
      githubBackend(
        { DECAP_REPO: 'a/b', DECAP_AUTH_URL: 'http://acceso.consultorio.mx' },
        noOrigin,
      ),
    ).toThrow(/debe empezar con https:\/\//);
    expect(
      githubBackend({ DECAP_REPO: 'a/b', DECAP_AUTH_URL: 'http://127.0.0.1:4951' }, noOrigin)
        .base_url,
    ).toBe('http://127.0.0.1:4951');
    expect(() => githubBackend({ DECAP_REPO: 'https://github.com/a/b' }, noOrigin)).toThrow(
      /usuario\/repositorio/,
    );
  });

  it('names every refused setting at once, one sentence each', () => {
    const problems = editorSettingProblems(
      {
        STRICT_CONTENT: '1',
        DECAP_REPO: 'https://github.com/a/b',
        DECAP_AUTH_URL: 'http://acceso.consultorio.mx',
      },
      noOrigin,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^DECAP_REPO: /),
      expect.stringMatching(
        /^DECAP_AUTH_URL: 'http:\/\/acceso\.consultorio\.mx' debe empezar con https:\/\//,
      ),
    ]);
    expect(() =>
      githubBackend(
        { DECAP_REPO: 'https://github.com/a/b', DECAP_AUTH_URL: 'http://acceso.consultorio.mx' },
        noOrigin,
      ),
    ).toThrow(problems.join('\n'));
  });

  it('refuses an http:// API root off this computer: the token would cross the network readable', () => {
    expect(() =>
      githubBackend({ DECAP_REPO: 'a/b', DECAP_API_ROOT: 'http://git.consultorio.mx/api/v3' }),
    ).toThrow("DECAP_API_ROOT: 'http://git.consultorio.mx/api/v3' debe empezar con https://");
    expect(
      githubBackend({ DECAP_REPO: 'a/b', DECAP_API_ROOT: 'http://127.0.0.1:4952' }).api_root,
    ).toBe('http://127.0.0.1:4952');
    expect(() =>
      githubBackend({ DECAP_REPO: 'a/b', DECAP_AUTH_URL: 'http://[::1]:4951' }),
    ).not.toThrow();
  });
});
