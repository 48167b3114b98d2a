// How a Lighthouse result's long tasks read in a log line (checks/perf/lighthouse.mjs prints them for every
// run).

/**
 * The main-thread tasks over 50 ms of a scored run, as simulated at its slowdown: when each started,
 * how long it took and the file it is attributed to ("page" for the document itself, which holds the
 * parse and the first frame's style and layout; "Unattributable", Lighthouse's word, for the
 * navigation's commit).
 * @param {any} lhr
 */
export const longTasks = (lhr) =>
  (lhr.audits['long-tasks']?.details?.items ?? [])
    .map((/** @type {{ url?: string, startTime: number, duration: number }} */ task) => {
      const file =
        task.url === lhr.finalDisplayedUrl
          ? 'page'
          : task.url
            ? task.url.replace(/^.*\//, '')
            : 'task';
      return `${file} at ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms`;
    })
    .join('; ') || 'no long task listed';
