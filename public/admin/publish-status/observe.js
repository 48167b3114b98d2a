// @ts-check
// One look at the last save: the branch's newest commit, what the hosts report on it (check runs,
// commit statuses, workflow runs, and the annotations of the failed runs that left some), and the
// commit the published site serves.
import { Problem } from './github.js';
import { hasFailureNotes } from './reports.js';
import { siteVersion } from './site-version.js';

/**
 * @typedef {import('./github.js').Get} Get
 * @typedef {import('./reports.js').CheckRun} CheckRun
 * @typedef {import('./reports.js').CommitReports} CommitReports
 * @typedef {import('./site-version.js').SiteVersion} SiteVersion
 * @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings
 */
/**
 * What was seen of the last save: its commit (`date` in ms), the hosts' reports and what the site serves.
 * @typedef {CommitReports & { mode: 'github', problem?: undefined, head: { sha: string, date: number }, served: SiteVersion }} Seen
 */
/**
 * What the status is made from: nobody signed in, the local editor (decap-server), what GitHub
 * would not say (`retryAt`: when it asks again), or what was seen.
 * @typedef {{ mode: 'signed-out' }
 *   | { mode: 'local' }
 *   | { mode: 'github', problem: 'unreachable' | 'rate-limited', retryAt: number, head?: undefined }
 *   | { mode: 'github', problem: Exclude<import('./github.js').ProblemKind, 'unreachable' | 'rate-limited'>, retryAt?: number, head?: undefined }
 *   | Seen} Observation
 */

/**
 * @param {Settings} settings
 * @param {Get} get GitHub, as the signed-in user
 * @returns {Promise<Seen>}
 */
export async function observe(settings, get) {
  const repo = `${settings.apiRoot}/repos/${settings.repo}`;
  const branch = settings.branch.split('/').map(encodeURIComponent).join('/');
  const commit = await get(`${repo}/commits/${branch}`).catch((problem) => {
    throw problem instanceof Problem && problem.kind === 'not-found'
      ? new Problem('no-branch')
      : problem;
  });
  const { sha } = commit;
  const saved = commit.commit.committer || commit.commit.author;
  const commitUrl = `${repo}/commits/${sha}`;
  const [runs, combined, workflows, served] = await Promise.all([
    get(`${commitUrl}/check-runs?per_page=100`),
    get(`${commitUrl}/status?per_page=100`),
    get(`${repo}/actions/runs?head_sha=${sha}&per_page=50`, true),
    siteVersion(settings.siteVersionPath),
  ]);
  /** @type {CheckRun[]} */
  const checkRuns = runs?.check_runs || [];
  const failedWithNotes = checkRuns.filter(hasFailureNotes);
  const notes = await Promise.all(
    failedWithNotes.map((run) => get(`${repo}/check-runs/${run.id}/annotations?per_page=50`, true)),
  );
  return {
    mode: 'github',
    head: { sha, date: Date.parse(saved.date) },
    checkRuns,
    statuses: combined?.statuses || [],
    workflowRuns: workflows?.workflow_runs || [],
    annotations: Object.fromEntries(
      failedWithNotes.map((run, index) => [run.id, notes[index] || []]),
    ),
    served,
  };
}
