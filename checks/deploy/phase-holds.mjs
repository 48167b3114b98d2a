// The browser loop must see the site in each state a deploy passes through (new chunks beside the
// old pages, then new data, then new pages before the deletions). How many loads fit in a deploy
// depends on the machine's speed, not on the deploy: under load a page takes seconds and rsync's
// delta transfer ends sooner than its bytes suggest. So, instead of hoping enough loads coincide,
// the deploy is held at the end of each phase that sent files (its server frozen, as a slow host
// would be) until a load that began during that phase has ended. A hold stays well under the
// deploy's DEPLOY_TIMEOUT (HELD_DEPLOY_TIMEOUT_SECONDS), so the deploy never notices it beyond the
// wait.

/** The deploy's phase line: `2/4 datos y cargadores…: 12 archivos enviados (…)`. */
const PHASE_LINE = /^(\d+)\/(\d+) [^:]+: (\d+) archivos? enviados?/;
/**
 * A hold ends after this even without a load (a page that takes longer is itself a failure). Wide:
 * the loop's pages load beside the browser suite, and a host twice as slow as ours must pass.
 */
export const HOLD_LIMIT_MS = 90_000;
/** The DEPLOY_TIMEOUT of a deploy whose phases are held: longer than any hold. */
export const HELD_DEPLOY_TIMEOUT_SECONDS = String(HOLD_LIMIT_MS / 1000 + 60);

/**
 * @typedef {{ phase: number, files: number, start: number, end: number }} PhaseWindow
 *   the time from a phase's start to the end of its hold, in which one load at least must fit
 */

/**
 * @param {import('node:child_process').ChildProcess} child the deploy
 * @param {{ freeze: () => number, thaw: () => void }} daemon the server it uploads to
 * @param {{ start: number, end: number }[]} loads the loop's loads so far (a live list)
 */
export function holdEachPhase(child, daemon, loads) {
  /** @type {PhaseWindow[]} */
  const windows = [];
  let phaseStart = Date.now();
  let heldMs = 0;
  let pending = '';
  /** @type {Promise<void>} */
  let holds = Promise.resolve();

  /** @param {number} phase @param {number} files */
  const hold = async (phase, files) => {
    const start = phaseStart;
    const heldAt = Date.now();
    phaseStart = heldAt;
    const covered = () => loads.some((load) => load.start >= start && load.end <= Date.now());
    if (!covered()) {
      daemon.freeze();
      while (!covered() && Date.now() - heldAt < HOLD_LIMIT_MS)
        await new Promise((resolve) => setTimeout(resolve, 50));
      daemon.thaw();
    }
    heldMs += Date.now() - heldAt;
    windows.push({ phase, files, start, end: Date.now() });
  };

  child.stdout?.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = PHASE_LINE.exec(line);
      // The last line of the form is the deletions'; only upload phases that sent files are held.
      if (!match || Number(match[1]) >= Number(match[2])) continue;
      const [phase, files] = [Number(match[1]), Number(match[3])];
      if (files === 0) {
        phaseStart = Date.now();
        continue;
      }
      holds = holds.then(() => hold(phase, files));
    }
  });

  return {
    windows,
    /** Waits for any hold still running (the deploy may end while its last one thaws). */
    done: async () => {
      await holds;
      return { windows, heldMs };
    },
  };
}
