// What every route of the GitHub API stand-ins (github-api-stand-in.mjs and
// github-environments-stand-in.mjs) answers with, as GitHub's REST API documents it: JSON bodies,
// its 404 body, its paged lists (per_page, page), and its timestamps without milliseconds.

/** @typedef {Map<string, { value: string, created_at: string, updated_at: string }>} Store */
/** @typedef {import('node:http').ServerResponse} Response */

export const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

/** @param {Response} response @param {number} status @param {unknown} [body] */
export function send(response, status, body) {
  const headers = body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' };
  response.writeHead(status, headers);
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** @param {Response} response */
export const notFound = (response) =>
  send(response, 404, {
    message: 'Not Found',
    documentation_url: 'https://docs.github.com/rest',
    status: '404',
  });

/** One page of a list, as GitHub pages it (per_page, page). @param {URL} url @param {Store} store @param {'variables' | 'secrets'} key */
export function listPage(url, store, key) {
  const perPage = Number(url.searchParams.get('per_page') ?? 30);
  const number = Number(url.searchParams.get('page') ?? 1);
  const all = [...store.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const items = all
    .slice((number - 1) * perPage, number * perPage)
    .map(([name, { value, created_at, updated_at }]) =>
      key === 'variables'
        ? { name, value, created_at, updated_at }
        : { name, created_at, updated_at },
    );
  return { total_count: all.length, [key]: items };
}

/** @param {import('node:http').IncomingMessage} request */
export async function readBody(request) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}
