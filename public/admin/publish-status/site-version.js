// @ts-check
// "Live" is proven: the commit the published site serves, asked of the site itself
// (/commit.txt, lib/admin/site-version.mjs), past every cache of this browser.

/**
 * The commit the site serves (`cached`: the answer came from a CDN's copy), or that it has no such
 * file, or gave no answer that names one. `since`: when this editor first saw it serve that commit.
 * @typedef {{ sha?: string, cached?: boolean, missing?: boolean, unknown?: boolean, since?: number }} SiteVersion
 */

/**
 * @param {string} path the site's version file
 * @returns {Promise<SiteVersion>}
 */
export async function siteVersion(path) {
  let response;
  try {
    response = await fetch(path, { cache: 'no-store' });
  } catch {
    return { unknown: true };
  }
  if (response.status === 404) return { missing: true };
  if (!response.ok) return { unknown: true };
  const age = Number(response.headers.get('age')) || 0;
  const hit = /hit/i.test(
    `${response.headers.get('x-cache') || ''} ${response.headers.get('cf-cache-status') || ''}`,
  );
  const sha = (await response.text()).trim().toLowerCase();
  return /^[0-9a-f]{40}$/.test(sha) ? { sha, cached: age > 0 || hit } : { unknown: true };
}

/**
 * Remembers when the site was first seen serving the commit it serves: the moment a save went
 * live, for a host that reports nothing to GitHub.
 * @returns {(served: SiteVersion, now: number) => number}
 */
export function firstSeen() {
  /** @type {{ sha: string | undefined | null, since: number }} */
  let seen = { sha: null, since: 0 };
  return (served, now) => {
    if (served.sha !== seen.sha) seen = { sha: served.sha, since: now };
    return seen.since;
  };
}
