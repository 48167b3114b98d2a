// Starts build/scripts/serve.mjs on a free port for a script, and stops it afterwards.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves `dir` over HTTP/1.1 (on `fixedPort`, else a free one), or with `tlsDir` (a folder from
 * build/scripts/localhost-tls.mjs) over HTTPS and HTTP/2; resolves to { origin, stop }.
 * @param {string} [dir]
 * @param {any} [fixedPort] a port number (untyped as before: callers pass it from tables)
 * @param {{ tlsDir?: string }} [options]
 */
export async function startStaticServer(dir = 'out', fixedPort, { tlsDir } = {}) {
  const port = fixedPort ?? (await freePort());
  const env = { ...process.env, PORT: String(port), ...(tlsDir ? { TLS_DIR: tlsDir } : {}) };
  if (!tlsDir) delete env.TLS_DIR;
  const child = spawn(process.execPath, ['build/scripts/serve.mjs', dir], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => /https?:\/\//.test(chunk.toString()) && resolve(undefined));
    child.on('exit', (code) => reject(new Error(`el servidor terminó con código ${code}`)));
  });
  // A script that ends on an uncaught error never calls stop: its server goes with it, by its PID.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  return {
    origin: `${tlsDir ? 'https' : 'http'}://localhost:${port}`,
    stop: () => {
      process.off('exit', stopOnExit);
      child.kill('SIGTERM');
    },
  };
}
