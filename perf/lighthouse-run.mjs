// One Lighthouse run as the gate makes it (perf/lighthouse.mjs), in two steps: gathered once,
// unthrottled, in a fresh browser (no cache or warmed-up process carried from one run to the next),
// then scored from those artifacts at a CPU slowdown chosen after gathering: the session's, from
// the median benchmark index of all its runs (perf/cpu-multiplier.mjs). perf/tbt-what-if.mjs
// scores one gathered run again with parts of its trace changed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * Gathers one run of `url` into `artifactsDir`.
 * @param {string} url
 * @param {string} artifactsDir
 * @param {{ chromeFlags: string[], categories: string[] }} options Chromium's extra flags (the
 *   localhost certificate's trust), the categories to gather for
 * @returns {Promise<number>} the benchmark index the host measured before the load
 */
export async function gatherRun(url, artifactsDir, { chromeFlags, categories }) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...chromiumArgs, '--headless=new', ...chromeFlags],
  });
  try {
    await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: categories,
      gatherMode: artifactsDir,
    });
  } finally {
    await chrome.kill();
  }
  return JSON.parse(readFileSync(path.join(artifactsDir, 'artifacts.json'), 'utf8')).BenchmarkIndex;
}

/**
 * Scores a gathered run at `multiplier`.
 * @param {string} url
 * @param {string} artifactsDir
 * @param {number} multiplier
 * @param {{ categories: string[], output?: 'html' | 'json' }} options
 */
export async function scoreRun(url, artifactsDir, multiplier, { categories, output = 'json' }) {
  // Lighthouse audits only with the settings it gathered with. Under simulated throttling the
  // gather runs unthrottled and the multiplier only scales the trace's CPU work when it is
  // scored, so the recorded setting is the one to change.
  const artifactsFile = path.join(artifactsDir, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
  const result = await lighthouse(url, {
    output,
    logLevel: 'error',
    onlyCategories: categories,
    auditMode: artifactsDir,
    throttling: { cpuSlowdownMultiplier: multiplier },
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result;
}
