/** @jest-environment node */
import { withTasksScaled, withWaitsUnmultiplied } from '../trace-task-scaling.mjs';

const main = { pid: 1, tid: 1 };
/** A trace of one navigation: the commit, two parsing tasks and the first frame, 1 ms = 1000. */
function trace() {
  const event = (name: string, ts: number, dur?: number, args = {}) => ({
    ...main,
    name,
    ph: dur === undefined ? 'I' : 'X',
    ts,
    ...(dur === undefined ? {} : { dur }),
    args,
  });
  return {
    traceEvents: [
      // The blank page before the navigation lays out and paints too.
      event('RunTask', 0, 4000),
      event('Layout', 1000, 1000),
      event('Paint', 2500, 500),
      event('navigationStart', 10_000, undefined, {
        data: { isLoadingMainFrame: true, documentLoaderURL: 'https://localhost/' },
      }),
      event('RunTask', 20_000, 30_000),
      event('DocumentLoader::CommitNavigation', 21_000, 25_000),
      event('RunTask', 60_000, 10_000),
      event('ParseHTML', 60_500, 9000),
      event('RunTask', 80_000, 8000),
      event('ParseHTML', 80_500, 7000),
      event('RunTask', 100_000, 40_000),
      event('UpdateLayoutTree', 101_000, 15_000),
      event('Layout', 116_000, 20_000),
      event('ResourceSendRequest', 130_000),
      event('Paint', 137_000, 2000),
      // Another process's thread: never touched.
      { pid: 2, tid: 2, name: 'RunTask', ph: 'X', ts: 100_000, dur: 40_000, args: {} },
    ],
  };
}
const named = (result: ReturnType<typeof withTasksScaled>, name: string) =>
  result.trace.traceEvents.filter((event) => event.name === name);

describe('withTasksScaled', () => {
  it('halves the first frame of the navigation and everything in it, from the task start', () => {
    const result = withTasksScaled(trace(), 'frame', 0.5);
    expect(result.tasks).toBe(1);
    const frame = named(result, 'RunTask').find((task) => task.ts === 100_000 && task.pid === 1);
    expect(frame?.dur).toBe(20_000);
    expect(named(result, 'Layout')[1]).toMatchObject({ ts: 108_000, dur: 10_000 });
    // An instant event stays inside its task, so Lighthouse still links it to the task.
    expect(named(result, 'ResourceSendRequest')[0]?.ts).toBe(115_000);
    // The blank page's frame and the other thread are left as they were.
    expect(named(result, 'Layout')[0]).toMatchObject({ ts: 1000, dur: 1000 });
    expect(named(result, 'RunTask').find((task) => task.pid === 2)?.dur).toBe(40_000);
  });

  it('shortens the commit, and every parsing task but the first', () => {
    expect(
      named(withTasksScaled(trace(), 'commit', 0.1), 'DocumentLoader::CommitNavigation')[0]?.dur,
    ).toBe(2500);
    const parse = withTasksScaled(trace(), 'parse', 0.1);
    expect(parse.tasks).toBe(1);
    expect(named(parse, 'ParseHTML').map((event) => event.dur)).toEqual([9000, 700]);
  });

  it('leaves the trace it was given unchanged, and refuses an unknown kind', () => {
    const original = trace();
    withTasksScaled(original, 'frame', 0.5);
    expect(original).toEqual(trace());
    expect(() => withTasksScaled(trace(), 'script', 0.5)).toThrow(/no kind of task "script"/);
  });
});

describe('withWaitsUnmultiplied', () => {
  const navigation = {
    ...main,
    name: 'navigationStart',
    ph: 'I',
    ts: 10_000,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'https://localhost/' } },
  };
  const task = (ts: number, dur: number, tdur?: number, name = 'RunTask') => ({
    ...main,
    name,
    ph: 'X',
    ts,
    dur,
    ...(tdur === undefined ? {} : { tdur }),
    args: {},
  });
  /** Before the navigation, a waiting task; after it, a task of 2 ms of work in 32 ms, one of pure work, and one without thread time. */
  const waitingTrace = () => ({
    traceEvents: [
      task(0, 30_000, 1000),
      navigation,
      task(20_000, 32_000, 2000),
      { ...task(20_100, 1800, 1700, 'FunctionCall') },
      { ...main, name: 'ResourceSendRequest', ph: 'I', ts: 36_000, args: {} },
      task(60_000, 20_000, 20_000),
      task(90_000, 16_000),
      // Another process's thread: never touched.
      { pid: 2, tid: 2, name: 'RunTask', ph: 'X', ts: 20_000, dur: 32_000, tdur: 1000, args: {} },
    ],
  });
  const at = (result: ReturnType<typeof withWaitsUnmultiplied>, pid: number, ts: number) =>
    result.trace.traceEvents.find((event) => event.pid === pid && event.ts === ts && event.name === 'RunTask');

  it('shortens a task to cpu + wait / multiplier, so that the slowdown multiplies only its CPU time', () => {
    const result = withWaitsUnmultiplied(waitingTrace(), 5);
    // 2 ms of CPU and 30 ms of waiting: 2 + 30 / 5 = 8 ms, which Lighthouse scores as 5 x 8 = 40 ms
    // (5 x 2 ms of work and the 30 ms wait), not 5 x 32 = 160 ms.
    expect(at(result, 1, 20_000)?.dur).toBe(8000);
    // What ran inside keeps its place relative to the task's start, inside the shortened task.
    const inner = result.trace.traceEvents.find((event) => event.name === 'FunctionCall');
    expect(inner).toMatchObject({ ts: 20_025, dur: 450 });
    expect(result.trace.traceEvents.find((event) => event.name === 'ResourceSendRequest')?.ts).toBe(24_000);
    expect(result).toMatchObject({ cpuMs: 22, waitMs: 30 });
  });

  it('leaves pure work, tasks without thread time, the blank page before the navigation and other threads as they are', () => {
    const result = withWaitsUnmultiplied(waitingTrace(), 5);
    expect(at(result, 1, 60_000)?.dur).toBe(20_000);
    expect(at(result, 1, 90_000)?.dur).toBe(16_000);
    expect(at(result, 1, 0)?.dur).toBe(30_000);
    expect(at(result, 2, 20_000)?.dur).toBe(32_000);
  });

  it('counts a nested task once, with its outer task', () => {
    const nested = waitingTrace();
    nested.traceEvents.push(task(21_000, 10_000, 1000, 'ThreadControllerImpl::RunTask'));
    const result = withWaitsUnmultiplied(nested, 5);
    expect(at(result, 1, 20_000)?.dur).toBe(8000);
    const inner = result.trace.traceEvents.find((event) => event.name === 'ThreadControllerImpl::RunTask');
    expect(inner).toMatchObject({ ts: 20_250, dur: 2500 });
    expect(result).toMatchObject({ cpuMs: 22, waitMs: 30 });
  });

  it('changes nothing at a slowdown of 1x or less, nor the trace it was given', () => {
    const original = waitingTrace();
    expect(withWaitsUnmultiplied(original, 1).trace).toEqual(waitingTrace());
    expect(original).toEqual(waitingTrace());
  });
});
