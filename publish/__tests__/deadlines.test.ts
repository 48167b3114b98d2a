/** @jest-environment node */
import { StalledError, withDeadline } from '../targets/deadline.mjs';
import { runWorkers } from '../targets/workers.mjs';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withDeadline', () => {
  it('ends a wait that never ends: closes what it waits on and fails with a StalledError', async () => {
    let closed = 0;
    const never = new Promise<string>(() => {});
    await expect(
      withDeadline(
        30,
        'STOR index.html',
        () => never,
        () => closed++,
      ),
    ).rejects.toThrow(new StalledError('STOR index.html', 30));
    expect(closed).toBe(1);
  });

  it('lets a slow wait go on as long as it shows progress, and counts from the last', async () => {
    let closed = 0;
    const result = await withDeadline(
      40,
      'subida',
      async (progress) => {
        for (let step = 0; step < 6; step++) {
          await pause(20);
          progress();
        }
        return 'hecho';
      },
      () => closed++,
    );
    expect(result).toBe('hecho');
    expect(closed).toBe(0);
  });

  it('progress reported after the deadline passed sets no new one', async () => {
    let closed = 0;
    let late = () => {};
    await expect(
      withDeadline(
        10,
        'x',
        (progress) => {
          late = progress;
          return new Promise(() => {});
        },
        () => closed++,
      ),
    ).rejects.toBeInstanceOf(StalledError);
    late();
    await pause(30);
    expect(closed).toBe(1);
  });
});

describe('runWorkers', () => {
  it('the first failure stops the others, and is thrown once every worker has ended', async () => {
    const ended: string[] = [];
    let stopped = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = async () => {
      await pause(5);
      throw new Error('530 Login incorrect');
    };
    const busy = async () => {
      await held;
      ended.push('busy');
      throw new Error('User closed client during task');
    };
    const run = runWorkers([failing, busy], () => {
      stopped += 1;
      release();
    });
    await expect(run).rejects.toThrow('530 Login incorrect');
    expect(stopped).toBe(1);
    expect(ended).toEqual(['busy']);
  });

  it('resolves when every worker does', async () => {
    const done: number[] = [];
    await runWorkers(
      [1, 2, 3].map((n) => async () => void done.push(n)),
      () => {
        throw new Error('not called');
      },
    );
    expect(done.sort()).toEqual([1, 2, 3]);
  });
});
