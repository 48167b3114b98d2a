// Paths that a browser, or a server that echoes them in a Location, could read as another host:
// two leading slashes (or a backslash, which browsers treat as one; or their percent-encodings,
// which a server may decode before redirecting), each with a tail that is a missing path and one
// that is a folder of the export (where servers answer 301 to add the slash). Every host must
// answer them with a same-site path or a 404, never with a Location to another host.
import http from 'node:http';

/** The host a probe names; a Location to it is the open redirect. */
export const PROBE_HOST = 'evil.example';

/**
 * The probes, by raw request target (sent as written: no URL parser rewrites the backslash).
 * @param {string} folder a folder of the export without its slashes, e.g. "servicios"
 */
export const openRedirectProbes = (folder) =>
  [`${PROBE_HOST}/x`, folder, `${PROBE_HOST}/${folder}`].flatMap((tail) => [
    `//${tail}`,
    `///${tail}`,
    `/\\${tail}`,
    `/\\/${tail}`,
    `/%2F%2F${tail}`,
    `/%2F${tail}`,
    `/%5C${tail}`,
    `/%5c%5c${tail}`,
  ]);

/**
 * Whether a Location header leads away from `origin`, as a browser resolves it against the URL
 * requested (WHATWG URL: "\" is a "/" in http(s) URLs, so "/\host" names a host too).
 * @param {string | null | undefined} location
 * @param {string} origin e.g. http://127.0.0.1:5300
 * @param {string} target the request target it answered
 */
export function leavesSite(location, origin, target) {
  if (!location) return false;
  try {
    return new URL(location, `${origin}${target}`).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * GET of a raw request target (kept as written, backslashes and all) on a fresh connection.
 * @param {string} origin
 * @param {string} target
 * @returns {Promise<{ status: number, location: string | undefined }>}
 */
export function rawGet(origin, target) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path: target, method: 'GET', agent: false },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}
