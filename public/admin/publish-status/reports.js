// @ts-check
// What the hosts report on a commit, read from GitHub's answers (the fields the status uses, as
// GitHub's REST reference documents them): GitHub Actions' jobs and Cloudflare Pages are check
// runs, Netlify writes commit statuses, a workflow run that has no job yet (waiting for its turn,
// or unable to start) shows only among the workflow runs, and a failed job's annotations hold
// the workflows' own sentences (publish/report-step.mjs).

/**
 * @typedef {object} CheckRun
 * @property {number} id
 * @property {string} name
 * @property {string} status
 * @property {string | null} [conclusion]
 * @property {string | null} [html_url]
 * @property {string | null} [details_url]
 * @property {string | null} [completed_at]
 * @property {{ id: number } | null} [check_suite]
 * @property {{ title?: string | null, annotations_count?: number } | null} [output]
 */
/**
 * @typedef {object} CommitStatus
 * @property {string} state
 * @property {string} context
 * @property {string | null} [target_url]
 * @property {string | null} [description]
 * @property {string} [updated_at]
 */
/**
 * @typedef {object} WorkflowRun
 * @property {string} name
 * @property {string} status
 * @property {string | null} [conclusion]
 * @property {string} [html_url]
 * @property {number} check_suite_id
 */
/**
 * @typedef {object} Annotation
 * @property {string} [path]
 * @property {string} title
 * @property {string} message
 * @property {string} [annotation_level]
 */
/**
 * What GitHub says about a commit; annotations are by check run id, for the failed runs that have some.
 * @typedef {object} CommitReports
 * @property {CheckRun[]} checkRuns
 * @property {CommitStatus[]} statuses
 * @property {WorkflowRun[]} workflowRuns
 * @property {Record<number, Annotation[]>} annotations
 */
/**
 * One report on the commit. `at`: when it ended; `run`, `status` or `workflowRun`: what it was read from.
 * @typedef {object} Report
 * @property {'queued' | 'running' | 'success' | 'failure' | 'cancelled'} kind
 * @property {string} name
 * @property {string | null} [url]
 * @property {number | null} [at]
 * @property {CheckRun} [run]
 * @property {CommitStatus} [status]
 * @property {WorkflowRun} [workflowRun]
 */

/** A check run's or workflow run's status while it waits for its turn. */
const WAITING = ['queued', 'pending', 'waiting', 'requested'];
/** Conclusions of a run that failed (cancelled is told apart; skipped and neutral publish nothing). */
const FAILED = ['failure', 'timed_out', 'action_required', 'startup_failure', 'stale'];

/** @param {string | null | undefined} conclusion */
const failed = (conclusion) => FAILED.includes(conclusion ?? '');

/** @param {string | null | undefined} time */
const timeOf = (time) => Date.parse(time ?? '') || null;

/**
 * A check run that failed or was cancelled and left annotations, which say why.
 * @param {CheckRun} run
 */
export const hasFailureNotes = (run) =>
  run.status === 'completed' &&
  (failed(run.conclusion) || run.conclusion === 'cancelled') &&
  (run.output?.annotations_count ?? 0) > 0;

/**
 * @param {Report} report
 * @param {CommitReports} observed
 */
export const annotationsOf = (report, observed) =>
  (report.run && observed.annotations[report.run.id]) || [];

/**
 * @param {CheckRun} run
 * @returns {Report['kind'] | null}
 */
function checkRunKind(run) {
  if (run.status !== 'completed') return WAITING.includes(run.status) ? 'queued' : 'running';
  if (run.conclusion === 'success') return 'success';
  if (run.conclusion === 'cancelled') return 'cancelled';
  return failed(run.conclusion) ? 'failure' : null;
}

/** @type {Record<string, Report['kind']>} */
const STATUS_KINDS = {
  pending: 'running',
  success: 'success',
  failure: 'failure',
  error: 'failure',
};

/**
 * Each report on the commit, as one of queued, running, success, failure, cancelled: check runs
 * (skipped and neutral ones publish nothing and say nothing), commit statuses, and workflow runs
 * that have no job yet (waiting for their turn) or could not start.
 * @param {CommitReports} observed
 * @returns {Report[]}
 */
export function reportsOf(observed) {
  /** @type {Report[]} */
  const reports = [];
  const suites = new Set();
  for (const run of observed.checkRuns) {
    if (run.check_suite) suites.add(run.check_suite.id);
    const kind = checkRunKind(run);
    if (kind)
      reports.push({
        kind,
        name: run.name,
        url: run.html_url || run.details_url,
        run,
        at: timeOf(run.completed_at),
      });
  }
  for (const status of observed.statuses) {
    const kind = STATUS_KINDS[status.state];
    if (kind)
      reports.push({
        kind,
        name: status.context,
        url: status.target_url,
        status,
        at: timeOf(status.updated_at),
      });
  }
  for (const run of observed.workflowRuns) {
    if (suites.has(run.check_suite_id)) continue;
    if (run.status !== 'completed')
      reports.push({
        kind: run.status === 'in_progress' ? 'running' : 'queued',
        name: run.name,
        url: run.html_url,
      });
    else if (failed(run.conclusion))
      reports.push({ kind: 'failure', name: run.name, url: run.html_url, workflowRun: run });
  }
  return reports;
}
