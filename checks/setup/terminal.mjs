// `npm run setup` in a pseudo-terminal, as a developer runs it: util-linux's `script` gives it a
// terminal and copies what the test writes (keys) to it. The test waits for a question's text on
// the screen, ANSI codes removed, before it answers.
import { spawn } from 'node:child_process';

/** Keys as a terminal sends them. */
export const KEYS = { enter: '\r', esc: '\x1b', ctrlC: '\x03', down: '\x1b[B' };
const WAIT_MS = 90_000;

/**
 * @param {string[]} args node's arguments
 * @param {Record<string, string>} env
 */
export function startInTerminal(args, env) {
  const command = [process.execPath, ...args].map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`);
  // A terminal of a known size: without one the screen is zero columns wide.
  const line = `stty cols 200 rows 60; exec ${command.join(' ')}`;
  /** @type {import('node:child_process').ChildProcessWithoutNullStreams} */
  const child = spawn('script', ['-qfec', line, '/dev/null'], {
    env: /** @type {NodeJS.ProcessEnv} */ (
      /** @type {unknown} */ ({
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        TERM: 'xterm',
        ...env,
      })
    ),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  /** @type {(() => void)[]} */
  let listeners = [];
  const read = (/** @type {Buffer} */ chunk) => {
    screen += chunk.toString().replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  let seen = 0;
  return {
    /** Everything shown so far. */
    screen: () => screen,
    /**
     * Waits until `pattern` shows after what the last wait saw.
     * @param {RegExp} pattern
     */
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(screen.slice(seen));
          if (!match) return;
          seen += match.index + match[0].length;
          listeners = listeners.filter((each) => each !== check);
          clearTimeout(timer);
          resolve(undefined);
        };
        const timer = setTimeout(() => {
          listeners = listeners.filter((each) => each !== check);
          reject(new Error(`no apareció ${pattern} en la terminal:\n${screen.slice(seen)}`));
        }, WAIT_MS);
        listeners.push(check);
        check();
      });
    },
    /** @param {string} keys */
    type(keys) {
      child.stdin.write(keys);
    },
    /** @returns {Promise<number | null>} */
    exited: () => /** @type {Promise<number | null>} */ (exited),
    stop: () => child.kill('SIGKILL'),
  };
}
