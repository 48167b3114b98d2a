// Shortens main-thread tasks of a Chromium trace before Lighthouse scores it. The gate
// (perf/lighthouse-run.mjs) takes out of each task the part of its waiting that the CPU slowdown
// would otherwise multiply (withWaitsUnmultiplied). perf/tbt-what-if.mjs shortens chosen kinds of
// task (withTasksScaled): Lighthouse then scores the trace as if the page's own work had been
// shorter there, which shows how much of its simulated Total Blocking Time that work accounts for.

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number, args?: any }} TraceEvent */

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
 * The navigated page's main thread in `trace` (a copy is expected: its events are changed in
 * place by scaleTask): its events, and its top-level tasks from the navigation on, in order.
 * @param {{ traceEvents: TraceEvent[] }} trace
 */
function navigatedMainThread(trace) {
  const events = trace.traceEvents;
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
  // Tasks of this navigation only: the blank page before it laid out and painted too. A task
  // nested in another (a nested run loop) belongs to the outer one.
  /** @type {TraceEvent[]} */
  const tasks = [];
  const candidates = onMainThread
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const task of candidates) {
    const outer = tasks.at(-1);
    if (outer && within(outer)(task)) continue;
    tasks.push(task);
  }
  return { onMainThread, tasks };
}

/** @param {TraceEvent} task */
const within = (task) => (/** @type {TraceEvent} */ event) =>
  event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + (task.dur ?? 0);

/**
 * Shortens `task` and each event in it by `factor`, from the task's start: events keep their
 * order and their place relative to it, so Lighthouse still finds each inside its task.
 * @param {TraceEvent[]} onMainThread
 * @param {TraceEvent} task
 * @param {number} factor
 */
function scaleTask(onMainThread, task, factor) {
  const start = task.ts;
  for (const event of onMainThread.filter(within(task))) {
    event.ts = start + (event.ts - start) * factor;
    if (event.dur !== undefined) event.dur = Math.round(event.dur * factor);
  }
}

/**
 * A copy of `trace` in which every top-level task of `kind` on the navigated page's main thread,
 * and each event in it, is shortened by `factor` from the task's start.
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
  const { onMainThread, tasks } = navigatedMainThread(copy);
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
  for (const task of chosen) scaleTask(onMainThread, task, factor);
  return { trace: copy, tasks: chosen.length };
}

/**
 * A copy of `trace` in which only the main thread's CPU time is slowed down by `multiplier` when
 * Lighthouse scores it, not the time its tasks spent off the CPU. Lighthouse's simulation
 * multiplies each task's wall-clock duration, as if all of it were work a slower CPU would take
 * that much longer to do. On a shared two-core host a task's wall time is about twice its CPU time
 * (Chromium's thread time, `tdur`): the main thread waits while the browser process, the GPU
 * process's compositor and the script-streaming threads take the two cores, and tasks of 1-2 ms of
 * work read 15-50 ms; multiplied by 4-5, one of them alone made 100-180 ms of Total Blocking Time.
 * Each top-level task is shortened to cpu + wait / multiplier, so that the simulation makes it
 * multiplier x cpu + wait: the work slowed down as on the phone, the waiting kept as measured (a
 * phone, with more cores, waits less). A task without thread time is left as it is.
 * @param {{ traceEvents: TraceEvent[] }} trace
 * @param {number} multiplier the CPU slowdown the trace will be scored at
 * @returns {{ trace: { traceEvents: TraceEvent[] }, cpuMs: number, waitMs: number }} the copy, and
 *   the main thread's CPU and waiting time in the navigation's tasks, in ms
 */
export function withWaitsUnmultiplied(trace, multiplier) {
  const copy = structuredClone(trace);
  const { onMainThread, tasks } = navigatedMainThread(copy);
  let cpu = 0;
  let wait = 0;
  for (const task of tasks) {
    const wall = task.dur ?? 0;
    const thread = task.tdur;
    if (thread === undefined || !(wall > 0)) continue;
    const taskCpu = Math.min(thread, wall);
    cpu += taskCpu;
    wait += wall - taskCpu;
    if (taskCpu < wall && multiplier > 1)
      scaleTask(onMainThread, task, (taskCpu + (wall - taskCpu) / multiplier) / wall);
  }
  return { trace: copy, cpuMs: Math.round(cpu / 1000), waitMs: Math.round(wait / 1000) };
}
