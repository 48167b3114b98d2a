import { githubClient, Problem, type AnswerCache } from '../github.js';

/**
 * github.js asks GitHub's REST API as the signed-in user: conditional requests with the ETag of
 * the last answer (a 304 is free of the rate limit), and each refusal as a Problem the status names.
 */

/**
 * The parts of a fetch Response github.js reads: its status, its headers by name (any
 * case, null when absent, as Headers.get answers) and its JSON body.
 */
function answer(status: number, body: unknown = null, headers: Record<string, string> = {}) {
  const byName = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => byName.get(name.toLowerCase()) ?? null },
    json: async () => body,
  } as unknown as Response;
}

/** A fetch that answers each request with the next of `answers`, and keeps what it was asked. */
function fetchAnswering(...answers: (Response | Error)[]) {
  const fetch = jest.fn(async (...request: [url: string, init?: RequestInit]) => {
    expect(request[0]).toMatch(/^https:\/\/api\.github\.com\//);
    const next = answers.shift();
    if (!next) throw new Error('the test gave no answer for this request');
    if (next instanceof Error) throw next;
    return next;
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

const URL_ = 'https://api.github.com/repos/consultorio/sitio/commits/main';
const NOW = Date.parse('2026-03-10T18:00:00Z');

async function problemOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (problem: unknown) => problem,
  );
  expect(error).toBeInstanceOf(Problem);
  return error as Problem;
}

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

describe("GitHub's answers", () => {
  it('asks with the token, keeps the answer by its ETag and asks again conditionally', async () => {
    const body = { sha: 'b'.repeat(40) };
    const fetch = fetchAnswering(answer(200, body, { ETag: 'W/"1"' }), answer(304));
    const cache: AnswerCache = new Map();
    const get = githubClient('gho_token', cache);

    expect(await get(URL_)).toEqual(body);
    const [, first] = fetch.mock.calls[0]!;
    expect(first?.headers).toEqual({
      Accept: 'application/vnd.github+json',
      Authorization: 'token gho_token',
    });
    // Nothing kept yet: the browser may not answer from its own cache either.
    expect(first?.cache).toBe('no-cache');
    expect(cache.get(URL_)).toEqual({ etag: 'W/"1"', body });

    expect(await get(URL_)).toEqual(body);
    const [, second] = fetch.mock.calls[1]!;
    expect((second?.headers as Record<string, string>)['If-None-Match']).toBe('W/"1"');
    expect(second?.cache).toBe('no-store');
  });

  it('keeps the newest 60 answers, dropping the oldest', async () => {
    const cache: AnswerCache = new Map();
    const urls = Array.from({ length: 61 }, (_, index) => `${URL_}?page=${index}`);
    fetchAnswering(...urls.map((_, index) => answer(200, { index }, { etag: `"${index}"` })));
    const get = githubClient('gho_token', cache);
    for (const url of urls) await get(url);
    expect(cache.size).toBe(60);
    expect(cache.has(urls[0]!)).toBe(false);
    expect(cache.get(urls[60]!)).toEqual({ etag: '"60"', body: { index: 60 } });
  });

  it('names a refused token as expired, and a missing or forbidden answer by its status', async () => {
    fetchAnswering(answer(401), answer(404), answer(403));
    const get = githubClient('gho_token', new Map());
    expect((await problemOf(get(URL_))).kind).toBe('expired');
    expect((await problemOf(get(URL_))).kind).toBe('not-found');
    expect((await problemOf(get(URL_))).kind).toBe('no-access');
  });

  it('answers null for an optional answer GitHub refuses', async () => {
    fetchAnswering(answer(404), answer(403));
    const get = githubClient('gho_token', new Map());
    expect(await get(URL_, true)).toBeNull();
    expect(await get(URL_, true)).toBeNull();
  });

  it('says when a rate limit allows asking again: its reset, its Retry-After, or a minute', async () => {
    const reset = NOW / 1000 + 600;
    fetchAnswering(
      answer(403, null, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }),
      answer(429, null, { 'retry-after': '30' }),
      answer(403, null, { 'retry-after': '5' }),
      answer(403, null, { 'x-ratelimit-remaining': '0' }),
    );
    const get = githubClient('gho_token', new Map());
    const problems: Problem[] = [];
    for (let index = 0; index < 4; index += 1) problems.push(await problemOf(get(URL_)));
    expect(problems.map(({ kind }) => kind)).toEqual(Array(4).fill('rate-limited'));
    expect(problems.map(({ retryAt }) => retryAt)).toEqual([
      reset * 1000,
      NOW + 30_000,
      NOW + 5_000,
      NOW + 60_000,
    ]);
  });

  it('names a network failure or a server error as GitHub out of reach', async () => {
    fetchAnswering(new TypeError('Failed to fetch'), answer(502));
    const get = githubClient('gho_token', new Map());
    expect((await problemOf(get(URL_))).kind).toBe('unreachable');
    expect((await problemOf(get(URL_))).kind).toBe('unreachable');
  });
});
