// A transfer that fails mid-way (a dropped connection, an idle timeout, a reset) is tried again a
// few times, a moment apart and longer each time; a refusal (bad password, no permission, no space,
// no such host) is not, since trying again cannot change it. Each retry is said as a warning (on
// stdout, with the progress), so a deploy that fails after its retries shows what each attempt met.
import { codeOf, messageOf, serverName } from '../errors.mjs';

export const ATTEMPTS = 4;
export const FIRST_DELAY_MS = 300;

/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The warning for an attempt that failed and is tried again: where, on which file, what the
 * connection reported (the library's own words: the final failure is the one said in full Spanish).
 * @param {unknown} error
 * @param {{ tried: number, attempts: number, delayMs: number, context: import('../errors.mjs').ErrorContext }} retry
 */
export function retryWarning(error, { tried, attempts, delayMs, context }) {
  const where = serverName(context);
  const code = codeOf(error) === undefined ? '' : String(codeOf(error));
  const message = messageOf(error);
  const what = [code, message].filter(Boolean).join(': ').split('\n')[0];
  return `AVISO: el intento ${tried} de ${attempts} con ${where}${context.file ? ` (${context.file})` : ''} falló: ${what}; se intenta de nuevo en ${(delayMs / 1000).toFixed(1)} s.`;
}

/**
 * @template T
 * @param {() => Promise<T>} attempt
 * @param {{ isFinal: (error: unknown) => boolean, onRetry?: (error: unknown) => void, file?: string,
 *   attempts?: number, firstDelayMs?: number, warn?: (line: string) => void,
 *   context?: import('../errors.mjs').ErrorContext }} options
 *   warn and context: where a retry is said, and the host, port and target it names
 * @returns {Promise<T>}
 */
export async function withRetries(
  attempt,
  {
    isFinal,
    onRetry,
    file,
    attempts = ATTEMPTS,
    firstDelayMs = FIRST_DELAY_MS,
    warn,
    context = {},
  },
) {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (file && error && typeof error === 'object' && !('deployFile' in error))
        Object.assign(error, { deployFile: file });
      if (tried >= attempts || isFinal(error)) throw error;
      onRetry?.(error);
      const delayMs = firstDelayMs * 2 ** (tried - 1);
      warn?.(retryWarning(error, { tried, attempts, delayMs, context: { ...context, file } }));
      await pause(delayMs);
    }
  }
}
