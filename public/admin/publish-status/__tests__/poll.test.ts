import type { PublishStatusSettings } from '@/lib/admin/publish-status';
import { Problem } from '../github.js';
import { observe } from '../observe.js';
import { poll } from '../poll.js';
import { LOCAL_BACKEND, USER_KEY } from '../user.js';

/**
 * poll.js decides when to look at GitHub: on a 15 s beat while the tab is shown, at once when
 * asked, later after each failure, when a rate limit lifts, and only the newest look is shown.
 * One look (observe.js) is replaced by a stand-in: what it asks GitHub is github.test.ts's.
 */

jest.mock('../observe.js', () => ({ observe: jest.fn() }));
const observed = jest.mocked(observe);
/** One look's answer, as observe.js resolves it. */
type Seen = Awaited<ReturnType<typeof observe>>;

const NOW = Date.parse('2026-03-10T18:00:00Z');
const settings = { repo: 'consultorio/sitio', branch: 'main' } as unknown as PublishStatusSettings;
const seen = (sha: string) =>
  ({ mode: 'github', head: { sha, date: NOW }, served: { sha } }) as unknown as Seen;

let hidden = false;
const signIn = (user: object) => localStorage.setItem(USER_KEY, JSON.stringify(user));

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  localStorage.clear();
  observed.mockReset();
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

/** Starts polling and looks at once, as main.js does. */
async function start() {
  const show = jest.fn();
  poll(settings, show)();
  await jest.advanceTimersByTimeAsync(0);
  return show;
}

describe('when the status looks', () => {
  it('looks for a sign-in every 2 s, and says the local editor does not publish', async () => {
    const show = await start();
    expect(show).toHaveBeenLastCalledWith({ mode: 'signed-out' });
    await jest.advanceTimersByTimeAsync(2_000);
    expect(show).toHaveBeenCalledTimes(2);
    signIn({ backendName: LOCAL_BACKEND });
    await jest.advanceTimersByTimeAsync(2_000);
    expect(show).toHaveBeenLastCalledWith({ mode: 'local' });
    expect(observed).not.toHaveBeenCalled();
  });

  it("looks at GitHub every 15 s with the user's token, and when the site was first seen serving a commit", async () => {
    signIn({ backendName: 'github', token: 'gho_1' });
    observed.mockResolvedValue(seen('a'));
    const show = await start();
    expect(observed).toHaveBeenCalledWith(settings, expect.any(Function));
    expect(show).toHaveBeenLastCalledWith({ ...seen('a'), served: { sha: 'a', since: NOW } });
    await jest.advanceTimersByTimeAsync(14_000);
    expect(observed).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(observed).toHaveBeenCalledTimes(2);
    // The same commit served: since when stays the first time it was seen.
    expect(show).toHaveBeenLastCalledWith({ ...seen('a'), served: { sha: 'a', since: NOW } });
    observed.mockResolvedValue(seen('b'));
    await jest.advanceTimersByTimeAsync(15_000);
    expect(show).toHaveBeenLastCalledWith({
      ...seen('b'),
      served: { sha: 'b', since: NOW + 30_000 },
    });
  });

  it('waits longer after each failure, up to 30 s, and names a fault of its own as GitHub out of reach', async () => {
    signIn({ backendName: 'github', token: 'gho_1' });
    const fault = jest.spyOn(console, 'error').mockImplementation(() => {});
    observed.mockRejectedValueOnce(new TypeError('a fault of the script'));
    observed.mockRejectedValue(new Problem('unreachable'));
    const show = await start();
    expect(fault).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenLastCalledWith({
      mode: 'github',
      problem: 'unreachable',
      retryAt: NOW + 15_000,
    });
    await jest.advanceTimersByTimeAsync(15_000);
    expect(show).toHaveBeenLastCalledWith({
      mode: 'github',
      problem: 'unreachable',
      retryAt: NOW + 45_000,
    });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(show).toHaveBeenLastCalledWith({
      mode: 'github',
      problem: 'unreachable',
      retryAt: NOW + 75_000,
    });
    expect(observed).toHaveBeenCalledTimes(3);
    // A look that succeeds starts the count again.
    observed.mockResolvedValue(seen('a'));
    await jest.advanceTimersByTimeAsync(30_000);
    observed.mockRejectedValue(new Problem('unreachable'));
    await jest.advanceTimersByTimeAsync(15_000);
    expect(show).toHaveBeenLastCalledWith({
      mode: 'github',
      problem: 'unreachable',
      retryAt: NOW + 105_000,
    });
    fault.mockRestore();
  });

  it('asks again only once a rate limit lifts', async () => {
    signIn({ backendName: 'github', token: 'gho_1' });
    observed.mockRejectedValueOnce(new Problem('rate-limited', NOW + 120_000));
    observed.mockResolvedValue(seen('a'));
    const show = await start();
    expect(show).toHaveBeenLastCalledWith({
      mode: 'github',
      problem: 'rate-limited',
      retryAt: NOW + 120_000,
    });
    await jest.advanceTimersByTimeAsync(119_000);
    expect(observed).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(observed).toHaveBeenCalledTimes(2);
  });

  it('stops asking with an expired token until the user signs in again', async () => {
    signIn({ backendName: 'github', token: 'gho_1' });
    observed.mockRejectedValueOnce(new Problem('expired'));
    observed.mockResolvedValue(seen('a'));
    const show = await start();
    expect(show).toHaveBeenLastCalledWith({ mode: 'github', problem: 'expired' });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(observed).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenLastCalledWith({ mode: 'github', problem: 'expired' });
    signIn({ backendName: 'github', token: 'gho_2' });
    await jest.advanceTimersByTimeAsync(2_000);
    expect(observed).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenLastCalledWith({
      ...seen('a'),
      served: { sha: 'a', since: NOW + 62_000 },
    });
  });

  it('never looks while the tab is hidden, and looks at once when asked', async () => {
    signIn({ backendName: 'github', token: 'gho_1' });
    observed.mockResolvedValue(seen('a'));
    hidden = true;
    const show = jest.fn();
    const lookNow = poll(settings, show);
    lookNow();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(show).not.toHaveBeenCalled();
    hidden = false;
    lookNow();
    await jest.advanceTimersByTimeAsync(0);
    expect(observed).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows only the newest look when an older one answers after it', async () => {
    signIn({ backendName: 'github', token: 'gho_1' });
    let answerOld: (observation: Seen) => void = () => {};
    observed.mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve)));
    observed.mockResolvedValueOnce(seen('new'));
    const show = jest.fn();
    const lookNow = poll(settings, show);
    lookNow();
    await jest.advanceTimersByTimeAsync(0);
    lookNow();
    await jest.advanceTimersByTimeAsync(0);
    answerOld(seen('old'));
    await jest.advanceTimersByTimeAsync(0);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenLastCalledWith({ ...seen('new'), served: { sha: 'new', since: NOW } });
  });
});
