// @ts-check
// GitHub's REST API, as the signed-in user (the token Decap keeps), gentle on its rate limit:
// every request is conditional (ETag), and an unchanged answer is a 304, which GitHub does not
// count. What goes wrong becomes a Problem the status can name.
import { MINUTE } from './words.js';

/**
 * @typedef {'expired' | 'rate-limited' | 'not-found' | 'no-access' | 'no-branch' | 'unreachable'} ProblemKind
 * @typedef {Map<string, { etag: string, body: unknown }>} AnswerCache each URL's last answer, by URL
 * @typedef {(url: string, optional?: boolean) => Promise<any>} Get GitHub's JSON answer; null for an optional one it refuses (403, 404)
 */

/** What kept GitHub from answering; `retryAt`: when it allows asking again (a rate limit). */
export class Problem {
  /**
   * @param {ProblemKind} kind
   * @param {number} [retryAt]
   */
  constructor(kind, retryAt) {
    this.kind = kind;
    this.retryAt = retryAt;
  }
}

/** Answers kept: a long session looks at many commits, and only the newest are asked again. */
const KEPT_ANSWERS = 60;
/** A rate limit that names no time: ask again after this. */
const RATE_LIMIT_WAIT_MS = MINUTE;

/**
 * GET with the token; each URL's last answer is kept with its ETag, and a 304 returns it again.
 * @param {string} token
 * @param {AnswerCache} cache
 * @returns {Get}
 */
export function githubClient(token, cache) {
  return async (url, optional = false) => {
    const kept = cache.get(url);
    /** @type {Record<string, string>} */
    const headers = { Accept: 'application/vnd.github+json', Authorization: `token ${token}` };
    if (kept) headers['If-None-Match'] = kept.etag;
    let response;
    try {
      // GitHub lets browsers keep an answer 60 s: never use a kept one unasked (a 304 is free).
      response = await fetch(url, { headers, cache: kept ? 'no-store' : 'no-cache' });
    } catch {
      throw new Problem('unreachable');
    }
    if (response.status === 304 && kept) return kept.body;
    if (response.status === 401) throw new Problem('expired');
    const remaining = response.headers.get('x-ratelimit-remaining');
    const retryAfter = response.headers.get('retry-after');
    // The primary limit (403, none remaining) and the secondary one (403 or 429 with Retry-After).
    if (response.status === 429 || (response.status === 403 && (remaining === '0' || retryAfter))) {
      const reset = Number(response.headers.get('x-ratelimit-reset')) * 1000;
      const after = Number(retryAfter) * 1000;
      throw new Problem(
        'rate-limited',
        after ? Date.now() + after : reset || Date.now() + RATE_LIMIT_WAIT_MS,
      );
    }
    if (response.status === 404 || response.status === 403) {
      if (optional) return null;
      throw new Problem(response.status === 404 ? 'not-found' : 'no-access');
    }
    if (!response.ok) throw new Problem('unreachable');
    const body = await response.json();
    const etag = response.headers.get('etag');
    if (etag) {
      cache.set(url, { etag, body });
      if (cache.size > KEPT_ANSWERS)
        cache.delete(/** @type {string} */ (cache.keys().next().value));
    }
    return body;
  };
}
