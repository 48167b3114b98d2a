import { defineConfig, devices } from '@playwright/test';
import { DECAP_PORT } from './e2e/admin/harness';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// The test's builds and its own imports of lib/admin/ (the policy, the local backend URL) must
// agree on decap-server's port, and on a local build (the only one whose editor may reach it):
// set both before the workers start.
process.env.DECAP_SERVER_PORT = String(DECAP_PORT);
process.env.DECAP_LOCAL_BACKEND = '1';

/**
 * The practice's editor (/admin/, Decap CMS) in a real browser: its own build, with decap-server and
 * a static server on ports of its own (ADMIN_E2E_PORT for the site, the next one for decap-server).
 * Kept apart from playwright.config.ts because it builds twice and edits copies of the data files.
 */
export default defineConfig({
  testDir: './e2e/admin',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Each suite writes its own artifacts: npm test runs suites side by side, and Playwright empties
  // its output folder when it starts.
  outputDir: '.cache/test-results-admin',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'es-MX',
    timezoneId: 'America/Mazatlan',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
});
