// The contact endpoint's receiver for the engines suite (the shared part in ../contact-post.mjs):
// a mode ('ok' or 'fail' = 500) and the posts kept per engine, told
// apart by User-Agent since Firefox and WebKit run at once against the same port.
import http from 'node:http';
import { contactPostListener } from '../contact-post.mjs';

export const engineOfUserAgent = (userAgent = '') =>
  /Firefox\//.test(userAgent) ? 'Firefox' : 'WebKit';

/** Listens at `endpoint`'s host and port; resolves to { port, set(engine, mode), posts(engine), stop() }. */
export function startReceiver(endpoint) {
  const modes = new Map();
  const posts = new Map();
  const server = http.createServer(
    contactPostListener((body, request, response) => {
      const engine = engineOfUserAgent(request.headers['user-agent']);
      posts.get(engine)?.push(body);
      if (modes.get(engine) === 'fail') return void response.writeHead(500).end('{"ok":false}');
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    }),
  );
  const { hostname, port } = new URL(endpoint);
  return new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`el receptor no pudo escuchar en ${hostname}:${port}: ${error.message}`)),
    );
    server.listen(Number(port), hostname, () =>
      resolve({
        port: /** @type {import('node:net').AddressInfo} */ (server.address()).port,
        set: (engine, mode) => {
          modes.set(engine, mode);
          posts.set(engine, []);
        },
        posts: (engine) => posts.get(engine) ?? [],
        stop: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}
