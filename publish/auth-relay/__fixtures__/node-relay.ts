import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { connect as connectTls } from 'node:tls';

/** The repository's root, where npm runs jest and Playwright: node.ts runs from there, as the service's WorkingDirectory. */
const ROOT = path.resolve('.');

/** What the relay prints once it listens (node.ts). */
const LISTENING = 'Servicio de inicio de sesión del editor:';

export interface NodeRelay {
  /** Everything the relay printed so far. */
  output: () => string;
  /** The exit code once it ended (null while it runs). */
  exitCode: () => number | null;
  stop: () => Promise<void>;
}

/**
 * `node publish/auth-relay/node.ts` as docs/sign-in.md runs it, with `env` as its whole
 * environment (PATH aside); resolves once it listens, or with its output once it ended.
 */
export function startNodeRelay(
  env: Record<string, string>,
): Promise<NodeRelay & { listening: boolean }> {
  const child: ChildProcess = spawn(process.execPath, ['publish/auth-relay/node.ts'], {
    cwd: ROOT,
    // Of the test's own environment only PATH (and NODE_ENV, which Node's types require), so the
    // relay sees what a service's EnvironmentFile gives it.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ended = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      ended = true;
      resolve();
    }),
  );
  const relay: NodeRelay = {
    output: () => output,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (!ended) child.kill('SIGTERM');
      await exited;
    },
  };
  return new Promise((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(LISTENING)) resolve({ ...relay, listening: true });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', () => resolve({ ...relay, listening: false }));
  });
}

/**
 * Writes `request` as it is (UTF-8) on a new connection to 127.0.0.1:`port`, over TLS when asked
 * (certificate not checked: a test's own), and resolves with everything the server sent once it
 * closed the connection.
 */
export function rawExchange(port: number, request: string, tls = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = tls
      ? connectTls({ host: '127.0.0.1', port, rejectUnauthorized: false })
      : connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.once(tls ? 'secureConnect' : 'connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (a server that closes without reading all) ends it as a close does.
    socket.on('error', () => undefined);
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** An answer without its Date header, the one line that differs between two equal answers. */
export const withoutDate = (answer: string) => answer.replace(/^date: .*\r\n/im, '');
