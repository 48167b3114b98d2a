// Starts scripts/serve.mjs on a free port for a script, and stops it afterwards.
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

/** Serves `dir` over HTTP (on `fixedPort`, else a free one); resolves to { origin, stop }. */
export async function startStaticServer(dir = 'out', fixedPort) {
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, ['scripts/serve.mjs', dir], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('http://') && resolve(undefined));
    child.on('exit', (code) => reject(new Error(`el servidor terminó con código ${code}`)));
  });
  return { origin: `http://localhost:${port}`, stop: () => child.kill('SIGTERM') };
}
