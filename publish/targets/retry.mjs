// A transfer that fails mid-way (a dropped connection, a wait that ran out, a reset, a server
// restarting) is tried again, a moment apart and longer each time; a refusal (bad password, no
// permission, no space, no such host) is not, since trying again cannot change it. Two bounds end
// the retries, so that no deploy waits for ever and the practice's next save does not queue behind
// a dead one:
// - a file that fails ATTEMPTS times on a server that otherwise answers;
// - a server that answered this deploy and then answered nothing for the reconnect window (twice
//   DEPLOY_TIMEOUT): long enough for a daemon to restart, short enough to end within minutes.
// While the server is away (refusing connections after it answered, or silent), reconnecting does
// not use up a file's attempts: only the window counts. Each retry is said as a warning (on stdout,
// with the progress), so a deploy that fails after its retries shows what each attempt met.
import {
  DeployError,
  codeOf,
  isAway,
  isTimeout,
  messageOf,
  serverName,
  silentReason,
  stoppedReason,
} from '../errors.mjs';

export const ATTEMPTS = 4;
export const FIRST_DELAY_MS = 300;
/** Reconnecting to a server that is away goes on every few seconds, never slower. */
export const MAX_DELAY_MS = 5000;

/**
 * What a transport knows of its server across its connections and files: whether it answered in
 * this run and when it last did, and whether the deploy is ending (failed or done), after which
 * nothing opens a connection or tries again.
 */
export class ServerWatch {
  /** @param {{ timeoutMs: number, context: import('../errors.mjs').ErrorContext }} options */
  constructor({ timeoutMs, context }) {
    this.timeoutMs = timeoutMs;
    this.windowMs = 2 * timeoutMs;
    this.context = context;
    this.answeredOnce = false;
    this.lastAnswerAt = Date.now();
    this.ending = false;
  }

  answered() {
    this.answeredOnce = true;
    this.lastAnswerAt = Date.now();
  }

  end() {
    this.ending = true;
  }

  /** Thrown instead of opening a connection once the deploy is ending. */
  checkNotEnding() {
    if (this.ending) throw new EndingError();
  }
}

/** Work cut because the deploy is ending: never the failure a deploy reports. */
export class EndingError extends Error {
  constructor() {
    super('el despliegue ya terminó');
    this.name = 'EndingError';
  }
}

/**
 * Marks an error met while opening a connection (connect, TLS, login): with a server that answered
 * before, it means the server is away, which the reconnect window bounds rather than the attempts.
 * @template {unknown} E
 * @param {E} error
 * @returns {E}
 */
export function whileConnecting(error) {
  if (error && typeof error === 'object') Object.assign(error, { whileConnecting: true });
  return error;
}

/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The warning for an attempt that failed and is tried again: where, on which file, what the
 * connection reported (the library's own words: the final failure is the one said in full Spanish).
 * @param {unknown} error
 * @param {{ tried: number, attempts: number, delayMs: number, context: import('../errors.mjs').ErrorContext, away?: boolean }} retry
 *   away: the server is away and only the reconnect window bounds the retries
 */
export function retryWarning(error, { tried, attempts, delayMs, context, away = false }) {
  const where = serverName(context);
  const code = codeOf(error) === undefined ? '' : String(codeOf(error));
  const message = messageOf(error);
  const what = [code, message].filter(Boolean).join(': ').split('\n')[0];
  const attempt = away ? `la reconexión ${tried}` : `el intento ${tried} de ${attempts}`;
  return `AVISO: ${attempt} con ${where}${context.file ? ` (${context.file})` : ''} falló: ${what}; se intenta de nuevo en ${(delayMs / 1000).toFixed(1)} s.`;
}

/**
 * @template T
 * @param {() => Promise<T>} attempt
 * @param {{ isFinal: (error: unknown) => boolean, watch: ServerWatch, onRetry?: (error: unknown) => void,
 *   file?: string, attempts?: number, firstDelayMs?: number, warn?: (line: string) => void }} options
 *   watch: the transport's view of its server; warn: where a retry is said
 * @returns {Promise<T>}
 */
export async function withRetries(
  attempt,
  { isFinal, watch, onRetry, file, attempts = ATTEMPTS, firstDelayMs = FIRST_DELAY_MS, warn },
) {
  const context = { ...watch.context, file };
  let failures = 0;
  for (let tried = 1; ; tried++) {
    watch.checkNotEnding();
    try {
      const result = await attempt();
      watch.answered();
      return result;
    } catch (error) {
      if (file && error && typeof error === 'object' && !('deployFile' in error))
        Object.assign(error, { deployFile: file });
      // Work cut because the deploy is ending says nothing of its own.
      if (watch.ending) throw error instanceof EndingError ? error : new EndingError();
      // A refused connection is final before the server ever answered (a wrong host or port), and a
      // restart in progress after it did.
      if (!(watch.answeredOnce && isAway(error)) && isFinal(error)) throw error;
      const reconnecting =
        watch.answeredOnce && /** @type {any} */ (error)?.whileConnecting === true;
      if (!reconnecting) failures += 1;
      const delayMs = Math.min(firstDelayMs * 2 ** (tried - 1), MAX_DELAY_MS);
      if (watch.answeredOnce && Date.now() + delayMs - watch.lastAnswerAt > watch.windowMs) {
        const silentSeconds = Math.round((Date.now() - watch.lastAnswerAt) / 1000);
        throw new DeployError(
          stoppedReason(isTimeout(error) ? 'silent' : 'gone', context, silentSeconds),
        );
      }
      if (failures >= attempts) {
        if (!isTimeout(error)) throw error;
        throw new DeployError(
          watch.answeredOnce
            ? stoppedReason('silent', context, watch.timeoutMs / 1000)
            : silentReason(context, watch.timeoutMs / 1000),
        );
      }
      onRetry?.(error);
      warn?.(
        retryWarning(error, {
          tried: reconnecting ? tried : failures,
          attempts,
          delayMs,
          context,
          away: reconnecting,
        }),
      );
      await pause(delayMs);
    }
  }
}
