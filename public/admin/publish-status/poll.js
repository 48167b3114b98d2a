// @ts-check
// When to look: on a steady beat while the tab is shown, never while it is hidden, at once when
// asked (after a save, when the tab is shown again); after an error a little later each time, and
// after a rate limit once GitHub allows it. Only the newest look may change what is shown.
import { githubClient, Problem } from './github.js';
import { observe } from './observe.js';
import { firstSeen } from './site-version.js';
import { LOCAL_BACKEND, readUser } from './user.js';

/**
 * @typedef {import('./observe.js').Observation} Observation
 * @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings
 */

/** Between two looks at GitHub while the tab is shown: a change shows within 30 s. */
const POLL_MS = 15 * 1000;
/** While nobody is signed in, how often the sign-in is looked for (local storage only). */
const SIGN_IN_POLL_MS = 2 * 1000;
/** The longest wait after GitHub did not answer. */
const RETRY_MAX_MS = 30 * 1000;

/**
 * Starts looking; returns what asks for a look at once.
 * @param {Settings} settings
 * @param {(observed: Observation) => void} show
 * @returns {() => void}
 */
export function poll(settings, show) {
  /** @type {import('./github.js').AnswerCache} */
  const cache = new Map();
  const servedSince = firstSeen();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let failures = 0;
  let looks = 0;
  /** @type {string | undefined} */
  let expiredToken;

  /** @param {number} delay */
  function schedule(delay) {
    clearTimeout(timer);
    timer = document.hidden ? undefined : setTimeout(tick, delay);
  }

  function expired() {
    show({ mode: 'github', problem: 'expired' });
    schedule(SIGN_IN_POLL_MS);
  }

  /**
   * @param {unknown} error
   * @param {string} token
   */
  function failed(error, token) {
    // A fault of this script: say GitHub could not be read, and keep trying.
    if (!(error instanceof Problem)) console.error(error);
    const { kind, retryAt } = error instanceof Problem ? error : new Problem('unreachable');
    if (kind === 'expired') {
      expiredToken = token;
      return expired();
    }
    const delay =
      kind === 'rate-limited'
        ? Math.max(POLL_MS, Number(retryAt) - Date.now())
        : Math.min(RETRY_MAX_MS, POLL_MS * 2 ** failures);
    failures += 1;
    show({ mode: 'github', problem: kind, retryAt: Date.now() + delay });
    schedule(delay);
  }

  function tick() {
    timer = undefined;
    if (document.hidden) return;
    const user = readUser(localStorage);
    if (!user) {
      show({ mode: 'signed-out' });
      return schedule(SIGN_IN_POLL_MS);
    }
    if (user.backendName === LOCAL_BACKEND) {
      show({ mode: 'local' });
      return schedule(POLL_MS);
    }
    const { token } = user;
    if (!token || token === expiredToken) return expired();
    // The next look is set now, on a steady beat, whatever this one takes.
    schedule(POLL_MS);
    const look = (looks += 1);
    observe(settings, githubClient(token, cache)).then(
      (observed) => {
        if (look !== looks) return;
        failures = 0;
        show({
          ...observed,
          served: { ...observed.served, since: servedSince(observed.served, Date.now()) },
        });
      },
      (problem) => {
        if (look === looks) failed(problem, token);
      },
    );
  }

  return () => schedule(0);
}
