// Shortens chosen main-thread tasks of a Chromium trace, for perf/tbt-what-if.mjs: Lighthouse then
// scores the changed trace as if the page's own work had been shorter there, which shows how much
// of its simulated Total Blocking Time that work accounts for.

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} TraceEvent */

/**
 * The kinds of top-level task a what-if can shorten, told apart by what the trace records inside
 * them, and which of them it shortens ('all', 'first', or 'later': all but the first).
 * @type {Record<string, { is: (inside: (name: string) => boolean) => boolean, scaled: 'all' | 'first' | 'later' }>}
 */
export const TASK_KINDS = {
  // The navigation's commit: Chrome creates the page's script context ("Unattributable").
  commit: { is: (inside) => inside('DocumentLoader::CommitNavigation'), scaled: 'all' },
  // The first frame: style, layout and paint of what the first paint shows.
  frame: { is: (inside) => inside('Layout') && inside('Paint'), scaled: 'first' },
  // Parsing the stylesheet, when it has a task of its own.
  stylesheet: {
    is: (inside) => inside('ParseAuthorStyleSheet') && !inside('Layout'),
    scaled: 'all',
  },
  // The HTML parser's tasks after the first (the first is in Lantern's FCP graph).
  parse: { is: (inside) => inside('ParseHTML'), scaled: 'later' },
};

/**
 * A copy of `trace` in which every top-level task of `kind` on the navigated page's main thread,
 * and each event in it, is shortened by `factor` from the task's start (events keep their order
 * and their place relative to it, so Lighthouse still finds each inside its task).
 * @param {{ traceEvents: TraceEvent[] }} trace
 * @param {string} kind one of TASK_KINDS
 * @param {number} factor 0.5 halves each such task
 * @returns {{ trace: { traceEvents: TraceEvent[] }, tasks: number }} the copy, and how many tasks it shortened
 */
export function withTasksScaled(trace, kind, factor) {
  const kindOfTask = TASK_KINDS[kind];
  if (!kindOfTask)
    throw new Error(
      `trace-task-scaling: no kind of task "${kind}" (${Object.keys(TASK_KINDS).join(', ')})`,
    );
  const copy = structuredClone(trace);
  const events = copy.traceEvents;
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation)
    throw new Error('trace-task-scaling: no main-frame navigationStart in the trace');
  const onMainThread = events.filter(
    (event) => event.pid === navigation.pid && event.tid === navigation.tid,
  );
  /** @param {TraceEvent} task */
  const within = (task) => (/** @type {TraceEvent} */ event) =>
    event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0);
  // Tasks of this navigation only: the blank page before it laid out and painted too.
  const tasks = onMainThread
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  const ofKind = tasks.filter((task) =>
    kindOfTask.is((name) =>
      onMainThread.some((event) => event.name === name && within(task)(event)),
    ),
  );
  const chosen =
    kindOfTask.scaled === 'first'
      ? ofKind.slice(0, 1)
      : kindOfTask.scaled === 'later'
        ? ofKind.slice(1)
        : ofKind;
  for (const task of chosen) {
    const start = task.ts;
    for (const event of onMainThread.filter(within(task))) {
      event.ts = start + (event.ts - start) * factor;
      if (event.dur !== undefined) event.dur = Math.round(event.dur * factor);
    }
  }
  return { trace: copy, tasks: chosen.length };
}
