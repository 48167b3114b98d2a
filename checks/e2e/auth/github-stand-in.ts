import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import {
  annotationsJson,
  checkRunsJson,
  combinedStatusJson,
  commitJson,
  etagOf,
  workflowRunsJson,
  type CommitFacts,
  type CommitReports,
} from './github-checks';
import { BRANCH, CLIENT_ID, CLIENT_SECRET, GITHUB_PORT, REPO, relayOrigin } from './ports';

/**
 * A stand-in for GitHub on 127.0.0.1: its two OAuth endpoints, as an OAuth app registered with the
 * relay's /callback sees them, the few REST API calls Decap makes to sign in and list the
 * collections (found by logging what it asks; anything else is a 404 and is logged too), and what
 * the editor's publishing status reads of the branch's newest commit: the commit, its check runs,
 * commit statuses, workflow runs and annotations (github-checks.ts), with ETags and 304 answers to
 * conditional requests as GitHub gives them. The repository's files are this project's own
 * content/ (the editor's photos in content/fotos/ among them), read-only.
 */
export interface StandIn {
  server: Server;
  /** Every /login/oauth/authorize query, every code exchange, every API request. */
  authorizations: URLSearchParams[];
  exchanges: { body: Record<string, string>; accept: string | undefined; token?: string }[];
  apiRequests: {
    method: string;
    path: string;
    authorization: string | undefined;
    ifNoneMatch?: string;
    status?: number;
  }[];
  unknown: string[];
  tokens: Set<string>;
  /** A code as GitHub would give it for this app, without a browser (for the refused-state tests). */
  issueCode(): string;
  /** The branch's newest commit, and what each commit's checks report. */
  head: CommitFacts;
  reports: Map<string, CommitReports>;
  /** While true, every API request is cut without an answer (GitHub unreachable). */
  unreachable: boolean;
  /** Back to the state it started with: no records, the first commit, no reports. */
  reset(): void;
}

/** The branch's first commit, as every test starts. */
export const FIRST_COMMIT: CommitFacts = { sha: '0'.repeat(40), date: '2026-01-01T00:00:00Z' };

const REPO_FOLDERS = ['content'];

/** Git's blob id: sha1("blob <size>\0" + content), so Decap's caches behave as with GitHub. */
const blobSha = (content: Buffer) =>
  createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');

function readRepository() {
  const blobs = new Map<string, Buffer>();
  const trees = new Map<
    string,
    { path: string; type: 'blob' | 'tree'; sha: string; size?: number; mode: string }[]
  >();
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true }).map((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        return {
          path: entry.name,
          type: 'tree' as const,
          sha: createHash('sha1').update(file).digest('hex'),
          mode: '040000',
        };
      }
      const content = readFileSync(file);
      const sha = blobSha(content);
      blobs.set(sha, content);
      return { path: entry.name, type: 'blob' as const, sha, size: content.length, mode: '100644' };
    });
    trees.set(folder.split(path.sep).join('/'), entries);
  };
  for (const folder of REPO_FOLDERS)
    if (statSync(folder, { throwIfNoEntry: false })?.isDirectory()) walk(folder);
  return { blobs, trees };
}

/** The headers GitHub's API lets a page read (its Access-Control-Expose-Headers). */
const EXPOSED =
  'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset';

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED,
  });
  response.end(JSON.stringify(body));
}

/** An answer with its ETag; 304 and no body when the request already has it (If-None-Match). */
function conditional(request: IncomingMessage, response: ServerResponse, body: unknown): number {
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  const headers = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED,
    ETag: etag,
    'Cache-Control': 'private, max-age=60, s-maxage=60',
    Vary: 'Accept, Authorization',
  };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    response.end();
    return 304;
  }
  response.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(text);
  return 200;
}

async function readBody(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((request.headers['content-type'] ?? '').includes('json')) return JSON.parse(text || '{}');
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startGitHubStandIn(): Promise<StandIn> {
  const { blobs, trees } = readRepository();
  const codes = new Set<string>();
  const standIn: Omit<StandIn, 'server'> & { server?: Server } = {
    authorizations: [],
    exchanges: [],
    apiRequests: [],
    unknown: [],
    tokens: new Set(),
    issueCode() {
      const code = randomBytes(10).toString('hex');
      codes.add(code);
      return code;
    },
    head: FIRST_COMMIT,
    reports: new Map(),
    unreachable: false,
    reset() {
      for (const list of [this.authorizations, this.exchanges, this.apiRequests, this.unknown])
        list.length = 0;
      this.tokens.clear();
      this.head = FIRST_COMMIT;
      this.reports.clear();
      this.unreachable = false;
    },
  };

  function oauth(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      standIn.authorizations.push(url.searchParams);
      if (url.searchParams.get('client_id') !== CLIENT_ID)
        return (json(response, 404, { error: 'unknown client' }), true);
      // The user has authorized the app before: GitHub sends the browser straight back to the
      // callback registered in the app (never one from the request), with the code and the state.
      const back = new URL('/callback', relayOrigin);
      back.searchParams.set('code', standIn.issueCode());
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { Location: back.href });
      response.end();
      return true;
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      void readBody(request).then((body) => {
        const exchange: StandIn['exchanges'][number] = { body, accept: request.headers.accept };
        standIn.exchanges.push(exchange);
        // GitHub's answers: 200 with an error for a wrong secret or a used or unknown code.
        if (body.client_id !== CLIENT_ID || body.client_secret !== CLIENT_SECRET)
          return json(response, 200, { error: 'incorrect_client_credentials' });
        if (!body.code || !codes.delete(body.code))
          return json(response, 200, { error: 'bad_verification_code' });
        exchange.token = `gho_standin${randomBytes(12).toString('hex')}`;
        standIn.tokens.add(exchange.token);
        json(response, 200, {
          access_token: exchange.token,
          token_type: 'bearer',
          scope: 'public_repo',
        });
      });
      return true;
    }
    return false;
  }

  function api(request: IncomingMessage, response: ServerResponse, url: URL) {
    const route = url.pathname.slice('/api/v3'.length);
    const authorization = request.headers.authorization;
    const ifNoneMatch = request.headers['if-none-match'];
    const record: StandIn['apiRequests'][number] = {
      method: request.method ?? '',
      path: `${route}${url.search}`,
      authorization,
      ...(ifNoneMatch ? { ifNoneMatch } : {}),
    };
    standIn.apiRequests.push(record);
    // GitHub out of reach: the connection closes without an answer (the browser's fetch fails).
    if (standIn.unreachable) return void request.socket.destroy();
    const token = authorization?.replace(/^(token|Bearer) /, '');
    if (!token || !standIn.tokens.has(token))
      return json(response, (record.status = 401), {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      });
    const repoPath = `/repos/${REPO}`;
    const publishing = publishingRoute(route, url, repoPath);
    if (publishing !== undefined) {
      if (publishing === null)
        return json(response, (record.status = 404), { message: 'Not Found' });
      record.status = conditional(request, response, publishing);
      return;
    }
    if (route === '/user')
      return json(response, 200, { login: 'consultorio', name: 'Consultorio (prueba)', id: 1 });
    if (route === repoPath) {
      return json(response, 200, {
        full_name: REPO,
        name: REPO.split('/')[1],
        owner: { login: REPO.split('/')[0] },
        private: false,
        default_branch: BRANCH,
        permissions: { admin: false, push: true, pull: true },
      });
    }
    const tree = route.match(new RegExp(`^${repoPath}/git/trees/(.+)$`));
    if (tree) {
      const [branch, folder = ''] = decodeURIComponent(tree[1]!).split(':');
      const entries = branch === BRANCH ? trees.get(folder) : undefined;
      return entries
        ? json(response, 200, { sha: 'tree', truncated: false, tree: entries })
        : json(response, 404, { message: 'Not Found' });
    }
    const blob = route.match(new RegExp(`^${repoPath}/git/blobs/([0-9a-f]{40})$`));
    if (blob) {
      const content = blobs.get(blob[1]!);
      return content
        ? json(response, 200, {
            sha: blob[1],
            size: content.length,
            encoding: 'base64',
            content: content.toString('base64'),
          })
        : json(response, 404, { message: 'Not Found' });
    }
    // Decap's history of a file (GET /commits?path=…): the branch's newest commit.
    if (route === `${repoPath}/commits`) return json(response, 200, [commitJson(standIn.head)]);
    if (route === `${repoPath}/branches/${BRANCH}`)
      return json(response, 200, { name: BRANCH, commit: { sha: standIn.head.sha } });
    standIn.unknown.push(`${request.method} ${route}${url.search}`);
    json(response, 404, { message: 'Not Found' });
  }

  /**
   * What the publishing status reads: the branch's (or a commit's) commit, its check runs, combined
   * status and workflow runs, and a check run's annotations. undefined: not one of these routes;
   * null: GitHub's 404.
   */
  function publishingRoute(route: string, url: URL, repoPath: string): unknown {
    const commit = route.match(new RegExp(`^${repoPath}/commits/([^/]+)(/check-runs|/status)?$`));
    if (commit) {
      const ref = decodeURIComponent(commit[1]!);
      const sha = ref === BRANCH ? standIn.head.sha : ref;
      if (sha !== standIn.head.sha && !standIn.reports.has(sha)) return null;
      const reports = standIn.reports.get(sha) ?? {};
      if (commit[2] === '/check-runs') return checkRunsJson(sha, reports);
      if (commit[2] === '/status') return combinedStatusJson(sha, reports);
      return commitJson(sha === standIn.head.sha ? standIn.head : { sha, date: standIn.head.date });
    }
    if (route === `${repoPath}/actions/runs`) {
      const sha = url.searchParams.get('head_sha') ?? '';
      return workflowRunsJson(sha, standIn.reports.get(sha) ?? {});
    }
    const annotations = route.match(new RegExp(`^${repoPath}/check-runs/(\\d+)/annotations$`));
    if (annotations) {
      const id = Number(annotations[1]);
      for (const reports of standIn.reports.values()) {
        if (reports.checkRuns?.some((run) => run.id === id))
          return annotationsJson(reports.annotations?.[id] ?? []);
      }
      return null;
    }
    return undefined;
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${GITHUB_PORT}`);
    if (standIn.unreachable && url.pathname.startsWith('/api/v3/'))
      return void request.socket.destroy();
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        // GitHub's own list (it allows the conditional request headers).
        'Access-Control-Allow-Headers':
          'Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-Github-Next-Global-ID, X-GitHub-Api-Version, Cache-Control',
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
      });
      return response.end();
    }
    if (oauth(request, response, url)) return;
    if (url.pathname.startsWith('/api/v3/')) return api(request, response, url);
    standIn.unknown.push(`${request.method} ${url.pathname}`);
    json(response, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(GITHUB_PORT, '127.0.0.1', resolve));
  // The same object the handlers read: a test's changes to head, reports or unreachable apply.
  return Object.assign(standIn, { server });
}
