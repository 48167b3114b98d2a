// One Lighthouse run as the gate makes it (perf/lighthouse.mjs), in two steps: gathered once,
// unthrottled, in a fresh browser (no cache or warmed-up process carried from one run to the next),
// then scored from those artifacts at a CPU slowdown chosen after gathering: the session's, from
// the median benchmark index of all its runs (perf/cpu-multiplier.mjs), with the slowdown applied
// to the main thread's CPU time and not to its waiting (perf/trace-task-scaling.mjs).
// perf/tbt-what-if.mjs scores one gathered run again with parts of its trace changed.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { withWaitsUnmultiplied } from './trace-task-scaling.mjs';

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
 * Scores a gathered run at `multiplier`, from a copy: the gathered run stays as it was, to be
 * scored again. The copy's trace has the main thread's waiting taken out of what the slowdown
 * multiplies (withWaitsUnmultiplied in perf/trace-task-scaling.mjs).
 * @param {string} url
 * @param {string} artifactsDir
 * @param {number} multiplier
 * @param {{ categories: string[], output?: 'html' | 'json' }} options
 * @returns {Promise<import('lighthouse').RunnerResult & { mainThread: { cpuMs: number, waitMs: number } }>}
 *   Lighthouse's result, and the main thread's CPU and waiting time in the navigation's tasks
 */
export async function scoreRun(url, artifactsDir, multiplier, { categories, output = 'json' }) {
  const scoringDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-scoring-'));
  try {
    cpSync(artifactsDir, scoringDir, { recursive: true });
    // Lighthouse audits only with the settings it gathered with. Under simulated throttling the
    // gather runs unthrottled and the multiplier only scales the trace's CPU work when it is
    // scored, so the recorded setting is the one to change.
    const artifactsFile = path.join(scoringDir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const traceFile = path.join(scoringDir, 'trace.json');
    const { trace, cpuMs, waitMs } = withWaitsUnmultiplied(JSON.parse(readFileSync(traceFile, 'utf8')), multiplier);
    writeFileSync(traceFile, JSON.stringify(trace));
    const result = await lighthouse(url, {
      output,
      logLevel: 'error',
      onlyCategories: categories,
      auditMode: scoringDir,
      throttling: { cpuSlowdownMultiplier: multiplier },
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return { ...result, mainThread: { cpuMs, waitMs } };
  } finally {
    rmSync(scoringDir, { recursive: true, force: true });
  }
}
