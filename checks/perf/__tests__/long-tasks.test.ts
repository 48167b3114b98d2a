import { longTasks } from '../long-tasks.mjs';

const lhr = (items: { url: string; startTime: number; duration: number }[]) => ({
  finalDisplayedUrl: 'https://localhost:4000/sobre-mi/',
  audits: { 'long-tasks': { details: { items } } },
});

describe('longTasks', () => {
  it('names the page, the file or Lighthouse’s own word for each task, with its start and duration', () => {
    expect(
      longTasks(
        lhr([
          { url: 'https://localhost:4000/sobre-mi/', startTime: 917.4, duration: 110.2 },
          { url: 'Unattributable', startTime: 780, duration: 87 },
          { url: 'https://localhost:4000/sobre-mi/after-paint.js', startTime: 1133, duration: 74 },
        ]),
      ),
    ).toBe(
      'page at 917 ms, 110 ms; Unattributable at 780 ms, 87 ms; after-paint.js at 1133 ms, 74 ms',
    );
  });

  it('says so when there is none', () => {
    expect(longTasks(lhr([]))).toBe('no long task listed');
  });
});
