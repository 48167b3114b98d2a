import { defineConfig, devices } from '@playwright/test';
import { OTHER_PRACTICE_EXPORT } from './checks/other-practice-paths.mjs';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * The practice's photos in Chromium, against the other practice's export with photos
 * (checks/other-practice-export.mjs, out-other-practice/ unless NEXT_DIST_DIR names another),
 * served on PHOTOS_PORT: a phone at DPR 3 and a laptop at DPR 1. Run through `npm run
 * test:photos`, which builds it when needed and then checks Firefox and WebKit too.
 */
const PORT = Number(process.env.PHOTOS_PORT ?? 4740);
const siteDir = process.env.NEXT_DIST_DIR ?? OTHER_PRACTICE_EXPORT;
const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };

export default defineConfig({
  testDir: './e2e/photos',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Each suite writes its own artifacts: npm test runs suites side by side, and Playwright empties
  // its output folder when it starts.
  outputDir: '.cache/test-results-photos',
  timeout: 60_000,
  use: { baseURL: `http://localhost:${PORT}`, trace: 'retain-on-failure', locale: 'es-MX', timezoneId: 'America/Mazatlan' },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, launchOptions } },
    { name: 'laptop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    command: `node scripts/serve.mjs ${siteDir}`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
