import { readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import type { MixedCases } from './e2e/mixed-builds/cases';

/**
 * Pages whose files come from two builds (docs/build-consistency.md). Run through
 * `npm run test:mixed-builds` (checks/mixed-builds.mjs), which builds the second export, assembles
 * the mixed folders and names them in MIXED_CASES; each folder is served by scripts/serve.mjs on a
 * port of its own. Phone-sized: the menu's link is the narrow screens' toggle.
 */
const casesFile = process.env.MIXED_CASES;
if (!casesFile) throw new Error('playwright.mixed.config.ts: run it through `npm run test:mixed-builds` (MIXED_CASES is not set)');
const { cases } = JSON.parse(readFileSync(casesFile, 'utf8')) as MixedCases;

export default defineConfig({
  testDir: './e2e/mixed-builds',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.MIXED_REPORT ?? '.cache/mixed-builds/report.json' }]],
  // Each suite writes its own artifacts: npm test runs suites side by side, and Playwright empties
  // its output folder when it starts.
  outputDir: '.cache/test-results-mixed',
  timeout: 30_000,
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'es-MX',
    timezoneId: 'America/Mazatlan',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: cases.map(({ dir, port }) => ({
    command: `node scripts/serve.mjs ${dir}`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
  })),
});
