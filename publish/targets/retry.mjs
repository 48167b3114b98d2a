// A transfer that fails mid-way (a dropped connection, an idle timeout, a reset) is tried again a
// few times, a moment apart and longer each time; a refusal (bad password, no permission, no space,
// no such host) is not, since trying again cannot change it.

export const ATTEMPTS = 4;
export const FIRST_DELAY_MS = 300;

/** @param {number} ms */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @template T
 * @param {() => Promise<T>} attempt
 * @param {{ isFinal: (error: unknown) => boolean, onRetry?: (error: unknown) => void, file?: string, attempts?: number, firstDelayMs?: number }} options
 * @returns {Promise<T>}
 */
export async function withRetries(
  attempt,
  { isFinal, onRetry, file, attempts = ATTEMPTS, firstDelayMs = FIRST_DELAY_MS },
) {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (file && error && typeof error === 'object' && !('deployFile' in error))
        Object.assign(error, { deployFile: file });
      if (tried >= attempts || isFinal(error)) throw error;
      onRetry?.(error);
      await pause(firstDelayMs * 2 ** (tried - 1));
    }
  }
}
