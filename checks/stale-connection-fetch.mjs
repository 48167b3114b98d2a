// @ts-check
// fetch as a browser sends it to a server that keeps connections alive: a request that met a
// kept-alive connection the server was just closing is sent again. The checks that read a static
// host (checks/hosts.mjs) and a deploy target's site (checks/deploy/site.mjs) share it.

const STALE_CONNECTION_RETRIES = 3;

/** Statuses whose Response carries no body (the constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The response with its body read to the end, so that no connection is left with unread bytes:
 * undici (Node 24.21's fetch) asserts, uncatchably, when a server closes a connection whose
 * response body was never read (nodejs/undici#5360), and many checks read headers only.
 * @param {Response} response
 */
async function readWhole(response) {
  const body = await response.arrayBuffer();
  return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * fetch, sent again when the server closed a kept-alive connection just as it was reused (Apache
 * ends idle ones after KeepAliveTimeout; undici then reports "other side closed"), as browsers
 * retry an idempotent request on a stale connection. Apache closes every idle connection at about
 * the same moment, so a retry sent at once can take the next dead one: each retry waits a moment,
 * so the pool has seen those closes, and at most three are sent. Any
 * other error throws. The response comes with its body read (readWhole).
 * @param {string} url
 * @param {RequestInit} [init]
 * @param {() => void} [onResend] told each time a request is sent again
 */
export async function fetchStaleSafe(url, init, onResend) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await readWhole(await fetch(url, init));
    } catch (error) {
      const cause = /** @type {{ cause?: { code?: string } }} */ (error).cause;
      if (cause?.code !== 'UND_ERR_SOCKET' || attempt === STALE_CONNECTION_RETRIES) throw error;
      onResend?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
