import { defineConfig, devices } from '@playwright/test';
import { apiRoot, BRANCH, relayOrigin, REPO } from './e2e/auth/ports';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// The editor's settings for this test, as a deployment sets them at build time (docs/sign-in.md):
// set before the workers load lib/admin/ and the editor's policy, which read them.
Object.assign(process.env, {
  DECAP_REPO: REPO,
  DECAP_BRANCH: BRANCH,
  DECAP_AUTH_URL: relayOrigin,
  DECAP_API_ROOT: apiRoot,
});

/**
 * Signing in to the editor through the project's OAuth relay (auth-relay/) running in wrangler dev,
 * against a stand-in for GitHub (e2e/auth/). Ports from AUTH_E2E_BASE_PORT (4950 to 4954).
 */
export default defineConfig({
  testDir: './e2e/auth',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: '.cache/test-results-auth',
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
