// The branch a workflow publishes from (on.push.branches) and the editor's backend in a built
// config.yml: each must match the repository, or the practice's saves never reach the site.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * The branches a workflow file runs on when pushed to; null when the file has none.
 * @param {string} text the workflow's YAML
 * @returns {string[] | null}
 */
export function pushBranches(text) {
  const workflow = parse(text);
  const push = workflow?.on?.push;
  const branches = push?.branches;
  if (Array.isArray(branches)) return branches.map(String);
  if (typeof branches === 'string') return [branches];
  return null;
}

/**
 * Whether a branch filter of a workflow matches the branch, as GitHub's filter patterns do: `**`
 * any characters, `*` any but `/`, `?` one character.
 * @param {string} pattern
 * @param {string} branch
 */
export function branchMatches(pattern, branch) {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*/g, '\u0000')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '.')
    .replace(/\u0000/g, '.*');
  return new RegExp(`^${source}$`).test(branch);
}

/**
 * The branch a workflow builds from: its one plain push branch, else the repository's default
 * (a pattern such as `**` with the job's `if:` on the default branch).
 * @param {string[] | null} branches
 * @param {string | undefined} defaultBranch
 */
export const builtBranch = (branches, defaultBranch) =>
  branches?.find((branch) => !/[*?[\]!]/.test(branch)) ?? defaultBranch;

/**
 * @param {string} file the workflow's path
 * @param {string} defaultBranch the repository's
 * @returns {string[]} clauses
 */
export function workflowBranchProblems(file, defaultBranch) {
  if (!existsSync(file))
    return [
      `falta el flujo ${file}; créalo con npm run deploy-config y súbelo al repositorio (git add, commit y push)`,
    ];
  const branches = pushBranches(readFileSync(file, 'utf8'));
  if (!branches || branches.some((pattern) => branchMatches(pattern, defaultBranch))) return [];
  return [
    `el flujo ${file} publica la rama ${branches.join(', ')} (on.push.branches) y la rama principal del repositorio es ${defaultBranch}; debe ser ${defaultBranch} (npm run deploy-config lo escribe, o cambia la rama principal en GitHub → Settings → General)`,
  ];
}

/**
 * The editor's backend in a built config.yml against what the repository expects.
 * @param {string} text out/admin/config.yml
 * @param {{ repo: string, branch: string | undefined, authOrigin: string | undefined }} expected
 * @returns {string[]} clauses
 */
export function editorConfigProblems(text, { repo, branch, authOrigin }) {
  const backend = parse(text)?.backend ?? {};
  const rebuild = 'vuelve a generar el sitio (npm run build) con ese valor';
  /** @type {string[]} */
  const problems = [];
  if (authOrigin && backend.base_url !== authOrigin)
    problems.push(
      `el editor del sitio generado (admin/config.yml) inicia sesión en ${backend.base_url ?? 'Netlify (sin base_url)'} y DECAP_AUTH_URL es ${authOrigin}; ${rebuild}`,
    );
  if (backend.repo !== repo)
    problems.push(
      `el editor del sitio generado (admin/config.yml) guarda en ${backend.repo} y el repositorio es ${repo} (DECAP_REPO o GITHUB_REPOSITORY); ${rebuild}`,
    );
  if (branch && backend.branch !== branch)
    problems.push(
      `el editor del sitio generado (admin/config.yml) guarda en la rama ${backend.branch} y el flujo publica ${branch} (DECAP_BRANCH); ${rebuild}`,
    );
  return problems;
}
