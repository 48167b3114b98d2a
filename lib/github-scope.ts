/**
 * The GitHub OAuth scope the editor asks for, written once: the site's build puts it in Decap's
 * `auth_scope` (lib/admin/github-backend.ts, from DECAP_REPO_PRIVATE), Decap sends it to the
 * relay's /auth, and the relay passes on only one of these two values, nothing else.
 * `public_repo` writes to public repositories only; a private repository needs the full `repo`.
 */
export const GITHUB_SCOPES = {
  publicRepository: 'public_repo',
  privateRepository: 'repo',
} as const;

export type GitHubScope = (typeof GITHUB_SCOPES)[keyof typeof GITHUB_SCOPES];

export function scopeForRepository(isPrivate: boolean): GitHubScope {
  return isPrivate ? GITHUB_SCOPES.privateRepository : GITHUB_SCOPES.publicRepository;
}

export function isGitHubScope(value: string | null): value is GitHubScope {
  return value === GITHUB_SCOPES.publicRepository || value === GITHUB_SCOPES.privateRepository;
}
