// One Lighthouse 13 run with its own settings and scoring (mobile, simulated throttling, as
// PageSpeed Insights runs it), in a fresh browser: nothing cached or warmed up from the run before.
// checks/perf/lighthouse.mjs (the gate) and checks/perf/photos-lighthouse.mjs (the photos' budget) share it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../build/scripts/chromium.mjs';
import { assertServedOver } from './served-protocol.mjs';

/**
 * @param {string} url
 * @param {{ categories: string[], chromeFlags: string[], protocol: string }} options the categories
 *   to score, Chromium's extra flags (the localhost certificate's trust), the protocol the page must
 *   come over
 * @returns {Promise<{ lhr: any, report: string }>} Lighthouse's result and its HTML report
 */
export async function lighthouseRun(url, { categories, chromeFlags, protocol }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...chromiumArgs, '--headless=new', ...chromeFlags],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: categories,
      output: 'html',
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    assertServedOver(result.lhr, protocol);
    return { lhr: result.lhr, report: String(result.report) };
  } finally {
    await chrome.kill();
  }
}
