// A wait on a server can last forever: a socket that stays open while nobody answers on the other
// end (a stopped process, a host whose daemon hangs), a TLS handshake no library times, an SFTP
// request whose reply never comes. Every such wait runs under a deadline that progress moves on;
// when it passes, the connection is closed (so the wait itself ends) and the attempt fails with a
// StalledError, which the retries treat as any other dropped connection.

/** Seconds a silent server is given when DEPLOY_TIMEOUT does not say otherwise (basic-ftp's own). */
export const DEFAULT_TIMEOUT_SECONDS = 30;

/** A wait that ran out; `waitedMs` is the deadline it hit. */
export class StalledError extends Error {
  /**
   * @param {string} what the wait, in the library's terms (for the retry warnings)
   * @param {number} waitedMs
   */
  constructor(what, waitedMs) {
    super(`${what}: sin respuesta en ${waitedMs / 1000} s`);
    this.name = 'StalledError';
    this.code = 'ESTALLED';
    this.waitedMs = waitedMs;
  }
}

/**
 * Runs `work` and fails with a StalledError once `ms` pass without progress. `work` receives
 * `progress`, to call whenever the server shows it is alive (a chunk acknowledged, a reply); a wait
 * without it must end within `ms` as a whole. On expiry `onStall` closes what the work waits on.
 * @template T
 * @param {number} ms
 * @param {string} what
 * @param {(progress: () => void) => Promise<T>} work
 * @param {() => void} onStall
 * @returns {Promise<T>}
 */
export async function withDeadline(ms, what, work, onStall) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  /** @type {(error: StalledError) => void} */
  let expire = () => {};
  const expired = new Promise((_resolve, reject) => {
    expire = reject;
  });
  let settled = false;
  const progress = () => {
    clearTimeout(timer);
    // Work that goes on after the deadline (its connection closing) no longer sets one.
    if (settled) return;
    timer = setTimeout(() => {
      expire(new StalledError(what, ms));
      onStall();
    }, ms);
  };
  progress();
  try {
    return await Promise.race([work(progress), /** @type {Promise<never>} */ (expired)]);
  } finally {
    settled = true;
    clearTimeout(timer);
  }
}
