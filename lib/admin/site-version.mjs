// @ts-check
// The commit a published site was built from, served as a small file at the site's root so that the
// editor can prove a save is live instead of assuming it (public/admin/publish-status/site-version.js
// reads it, and the status compares it with the branch's newest commit). The build writes it
// (build/postbuild/steps/06-site-version.mjs); a deploy uploads it last (publish/export-files.mjs), after
// the pages it speaks for. Its name never changes, so every host revalidates it on each request
// (REVALIDATE in build/postbuild/response-policy.mjs).
import { execFileSync } from 'node:child_process';

/** The file's name in the export, and its URL path. */
export const SITE_VERSION_FILE = 'commit.txt';
export const SITE_VERSION_PATH = `/${SITE_VERSION_FILE}`;

/** A full Git commit id. */
export const COMMIT_PATTERN = /^[0-9a-f]{40}$/;

/**
 * The variables each host that builds from the repository sets to the commit it builds, in the
 * order they are read: GitHub Actions (the deploy and Pages workflows), Netlify, Cloudflare Pages.
 */
export const COMMIT_VARIABLES = /** @type {const} */ ([
  'GITHUB_SHA',
  'COMMIT_REF',
  'CF_PAGES_COMMIT_SHA',
]);

/** `git rev-parse HEAD` in the working folder, or null without git or history (a tarball). */
function gitHead() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * The commit this build is made from: the host's variable, else the checkout's HEAD; null when
 * neither names a full commit id.
 * @param {Record<string, string | undefined>} env
 * @param {() => string | null} [head]
 * @returns {string | null}
 */
export function buildCommit(env, head = gitHead) {
  for (const name of COMMIT_VARIABLES) {
    const value = env[name]?.trim().toLowerCase();
    if (value && COMMIT_PATTERN.test(value)) return value;
  }
  const fromGit = head()?.toLowerCase() ?? null;
  return fromGit && COMMIT_PATTERN.test(fromGit) ? fromGit : null;
}
