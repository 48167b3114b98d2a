// @ts-check
// The repository a build on a developer's computer comes from: its clone's remote `origin` and
// the branch that remote publishes (its default branch, `origin/HEAD`). The editor's settings fall
// back on them when DECAP_REPO or DECAP_BRANCH is unset (lib/admin/github-backend.ts), so that a
// strict build in a clone of the practice's repository needs neither.
import { execFileSync } from 'node:child_process';

/** @typedef {{ url?: string, defaultBranch?: string }} GitOrigin */

/** @param {string[]} args @returns {string | undefined} */
function git(args) {
  try {
    const output = execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return output.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The working folder's remote `origin`: its URL and default branch, each when git knows it (a
 * clone knows both; a checkout made by a host or by actions/checkout may know neither).
 * @returns {GitOrigin}
 */
export function gitOrigin() {
  const head = git(['symbolic-ref', '--quiet', 'refs/remotes/origin/HEAD']);
  return {
    url: git(['remote', 'get-url', 'origin']),
    defaultBranch: head?.replace(/^refs\/remotes\/origin\//, ''),
  };
}

/**
 * `owner/name` of a remote URL on `host` (https://host/owner/name.git, git@host:owner/name.git,
 * ssh://git@host/owner/name), or undefined for a URL elsewhere.
 * @param {string | undefined} url
 * @param {string} host e.g. github.com
 */
export function repositoryOf(url, host) {
  const match = url?.match(
    /^(?:https?:\/\/(?:[^@/]+@)?|ssh:\/\/(?:[^@/]+@)?|[^@/:]+@)?([^/:]+)(?::\d+)?[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/,
  );
  if (!match || match[1]?.toLowerCase() !== host.toLowerCase()) return undefined;
  return match[2];
}
