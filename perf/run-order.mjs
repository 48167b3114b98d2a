// The order the Lighthouse gate gathers its runs in: round by round, one run of every page per
// round, rather than a page's runs back to back. A shared host's slow minutes then fall on one run
// of many pages, which each page's median absorbs, instead of on most runs of one page, which fail
// it (stop 40: three of `/`'s five runs in one slow stretch made its median 126 ms in a run where
// the other pages read 7-84 ms).

/**
 * @template T
 * @param {T[]} targets
 * @param {number} runs
 * @returns {{ target: T, run: number }[]} run 1 of every target in order, then run 2, and so on
 */
export function interleavedRuns(targets, runs) {
  const order = [];
  for (let run = 1; run <= runs; run += 1)
    for (const target of targets) order.push({ target, run });
  return order;
}
