import { createHash } from 'node:crypto';
import { BRANCH, REPO } from './ports';

/**
 * What GitHub's REST API says about the commits of the editor's branch, for the stand-in: the
 * branch's newest commit, and per commit its check runs, commit statuses, workflow runs and the
 * check runs' annotations, each in the shape GitHub's REST reference documents (the examples of
 * "Get a commit", "List check runs for a Git reference", "Get the combined status for a specific
 * reference", "List workflow runs for a repository" and "List check run annotations"), with the
 * fields the editor reads and the ones around them. A test sets the state; the stand-in answers it.
 */

const API = 'https://api.github.com';
const WEB = 'https://github.com';

export interface CommitFacts {
  sha: string;
  /** ISO time of the commit (Decap commits at the moment of the save). */
  date: string;
  message?: string;
}

export type CheckRunStatus =
  'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
export type Conclusion =
  'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required';

export interface CheckRunFacts {
  id: number;
  name: string;
  status: CheckRunStatus;
  conclusion?: Conclusion | null;
  startedAt: string;
  completedAt?: string | null;
  /** The check suite (a GitHub Actions workflow run's) it belongs to. */
  suiteId: number;
  app?: 'github-actions' | 'cloudflare-workers-and-pages';
  title?: string | null;
}

/** An annotation as a workflow command (`::error file=…,title=…::message`) leaves it. */
export interface AnnotationFacts {
  path?: string;
  title: string;
  message: string;
  level?: 'notice' | 'warning' | 'failure';
}

export interface StatusFacts {
  context: string;
  state: 'error' | 'failure' | 'pending' | 'success';
  description: string | null;
  targetUrl?: string | null;
  createdAt: string;
  updatedAt?: string;
}

export interface WorkflowRunFacts {
  id: number;
  name: string;
  status: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
  conclusion?: string | null;
  suiteId: number;
  createdAt: string;
}

export interface CommitReports {
  checkRuns?: CheckRunFacts[];
  annotations?: Record<number, AnnotationFacts[]>;
  statuses?: StatusFacts[];
  workflowRuns?: WorkflowRunFacts[];
}

const [OWNER, NAME] = REPO.split('/') as [string, string];
const owner = { login: OWNER, id: 1, type: 'Organization', site_admin: false };
const repository = {
  id: 1296269,
  name: NAME,
  full_name: REPO,
  owner,
  private: false,
  html_url: `${WEB}/${REPO}`,
};
const apps = {
  'github-actions': { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
  'cloudflare-workers-and-pages': {
    id: 73055,
    slug: 'cloudflare-workers-and-pages',
    name: 'Cloudflare Workers and Pages',
  },
};

export function commitJson(commit: CommitFacts) {
  const person = { name: 'Consultorio', email: 'consultorio@example.com', date: commit.date };
  return {
    url: `${API}/repos/${REPO}/commits/${commit.sha}`,
    sha: commit.sha,
    node_id: `C_${commit.sha.slice(0, 12)}`,
    html_url: `${WEB}/${REPO}/commit/${commit.sha}`,
    comments_url: `${API}/repos/${REPO}/commits/${commit.sha}/comments`,
    commit: {
      url: `${API}/repos/${REPO}/git/commits/${commit.sha}`,
      author: person,
      committer: person,
      message: commit.message ?? 'Editor: actualiza content/consultorio.yml',
      tree: { url: `${API}/repos/${REPO}/git/trees/${commit.sha}`, sha: commit.sha },
      comment_count: 0,
      verification: {
        verified: false,
        reason: 'unsigned',
        signature: null,
        payload: null,
        verified_at: null,
      },
    },
    author: { login: OWNER, id: 1, type: 'User', site_admin: false },
    committer: { login: 'web-flow', id: 19864447, type: 'User', site_admin: false },
    parents: [],
    stats: { additions: 1, deletions: 1, total: 2 },
    files: [
      {
        filename: 'content/consultorio.yml',
        status: 'modified',
        additions: 1,
        deletions: 1,
        changes: 2,
      },
    ],
  };
}

function checkRunJson(sha: string, run: CheckRunFacts, annotations: number) {
  return {
    id: run.id,
    head_sha: sha,
    node_id: `CR_${run.id}`,
    external_id: '',
    url: `${API}/repos/${REPO}/check-runs/${run.id}`,
    html_url: `${WEB}/${REPO}/actions/runs/${run.suiteId}/job/${run.id}`,
    details_url: `${WEB}/${REPO}/actions/runs/${run.suiteId}/job/${run.id}`,
    status: run.status,
    conclusion: run.status === 'completed' ? (run.conclusion ?? null) : null,
    started_at: run.startedAt,
    completed_at: run.status === 'completed' ? (run.completedAt ?? null) : null,
    output: {
      title: run.title ?? null,
      summary: null,
      text: null,
      annotations_count: annotations,
      annotations_url: `${API}/repos/${REPO}/check-runs/${run.id}/annotations`,
    },
    name: run.name,
    check_suite: { id: run.suiteId },
    app: { ...apps[run.app ?? 'github-actions'], owner: { login: 'github', id: 9919 } },
    pull_requests: [],
  };
}

export function checkRunsJson(sha: string, reports: CommitReports) {
  const runs = reports.checkRuns ?? [];
  return {
    total_count: runs.length,
    check_runs: runs.map((run) =>
      checkRunJson(sha, run, reports.annotations?.[run.id]?.length ?? 0),
    ),
  };
}

/** As GitHub stores a workflow command's annotation: no file means the workflow's own folder, line 1. */
export function annotationsJson(annotations: AnnotationFacts[]) {
  return annotations.map((annotation) => ({
    path: annotation.path ?? '.github',
    blob_href: `${WEB}/${REPO}/blob/${'0'.repeat(40)}/${annotation.path ?? '.github'}`,
    start_line: 1,
    end_line: 1,
    start_column: null,
    end_column: null,
    annotation_level: annotation.level ?? 'failure',
    title: annotation.title,
    message: annotation.message,
    raw_details: '',
  }));
}

/** The combined status: "failure" if any is error or failure, "pending" if none or one pends, else "success". */
export function combinedStatusJson(sha: string, reports: CommitReports) {
  const statuses = (reports.statuses ?? []).map((status, index) => ({
    url: `${API}/repos/${REPO}/statuses/${sha}`,
    avatar_url: 'https://avatars.githubusercontent.com/oa/1',
    id: 1000 + index,
    node_id: `SC_${index}`,
    state: status.state,
    description: status.description,
    target_url: status.targetUrl ?? null,
    context: status.context,
    created_at: status.createdAt,
    updated_at: status.updatedAt ?? status.createdAt,
  }));
  const states = statuses.map((status) => status.state);
  const state = states.some((value) => value === 'error' || value === 'failure')
    ? 'failure'
    : states.length === 0 || states.includes('pending')
      ? 'pending'
      : 'success';
  return {
    state,
    statuses,
    sha,
    total_count: statuses.length,
    repository,
    commit_url: `${API}/repos/${REPO}/commits/${sha}`,
    url: `${API}/repos/${REPO}/commits/${sha}/status`,
  };
}

export function workflowRunsJson(sha: string, reports: CommitReports) {
  const runs = (reports.workflowRuns ?? []).map((run) => ({
    id: run.id,
    name: run.name,
    node_id: `WFR_${run.id}`,
    check_suite_id: run.suiteId,
    check_suite_node_id: `CS_${run.suiteId}`,
    head_branch: BRANCH,
    head_sha: sha,
    path: '.github/workflows/deploy.yml',
    run_number: run.id % 1000,
    event: 'push',
    display_title: 'Editor: actualiza content/consultorio.yml',
    status: run.status,
    conclusion: run.status === 'completed' ? (run.conclusion ?? null) : null,
    workflow_id: 159038,
    url: `${API}/repos/${REPO}/actions/runs/${run.id}`,
    html_url: `${WEB}/${REPO}/actions/runs/${run.id}`,
    created_at: run.createdAt,
    updated_at: run.createdAt,
    run_attempt: 1,
    run_started_at: run.createdAt,
    repository,
    head_repository: repository,
  }));
  return { total_count: runs.length, workflow_runs: runs };
}

/** A weak ETag of a body, as GitHub sends for its JSON answers. */
export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('hex')}"`;

/** GitHub's reading of a workflow command's value (toCommandValue's escapes undone). */
const unescape = (text: string) =>
  text
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');

/**
 * The annotations GitHub makes of a step's `::error …::` workflow commands, as the step printed
 * them (publish/report-step.mjs): `file` becomes the path, `title` the title, the data the message.
 */
export function annotationsFromCommands(lines: readonly string[]): AnnotationFacts[] {
  return lines.flatMap((line) => {
    const command = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!command) return [];
    const properties = Object.fromEntries(
      (command[2] ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => [
          pair.slice(0, pair.indexOf('=')),
          unescape(pair.slice(pair.indexOf('=') + 1)),
        ]),
    );
    const level =
      command[1] === 'error' ? 'failure' : command[1] === 'warning' ? 'warning' : 'notice';
    return [
      {
        ...(properties.file ? { path: properties.file } : {}),
        title: properties.title ?? '',
        message: unescape(command[3] ?? ''),
        level,
      },
    ];
  });
}
