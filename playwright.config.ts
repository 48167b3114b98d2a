import { defineConfig, devices } from '@playwright/test';
import { LAPTOP, VIEWPORT } from './e2e/projects';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;
/** The export under test: out/ unless NEXT_DIST_DIR names another build. */
const siteDir = process.env.NEXT_DIST_DIR ?? 'out';
const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };
/** Runs only in the no-js project. */
const noJsSpec = /nojs\.spec\.ts$/;
/**
 * Tests with a config of their own: the editor's (playwright.admin.config.ts: it builds and edits
 * data), the mixed builds' (playwright.mixed.config.ts, through checks/mixed-builds.mjs), the
 * editor's sign-in (playwright.auth.config.ts: the relay in wrangler dev) and the photos'
 * (playwright.photos.config.ts, through checks/photos.mjs: a build with photos).
 */
const ownConfigSpecs = /e2e\/(admin|mixed-builds|auth|photos)\//;
/** The endpoint build's own spec: `npm run test:e2e:endpoint` builds it and runs it alone. */
const endpointSpec = /contact-endpoint\.spec\.ts$/;
const otherSuites = process.env.E2E_ENDPOINT_BUILD ? [noJsSpec, ownConfigSpecs] : [noJsSpec, ownConfigSpecs, endpointSpec];

/** Browser tests run against the static export in out/, served over HTTP like a static host. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two workers on CI's two cores (the default is half the cores, one there). Tests wait for
  // states (hydration, readiness), never for time.
  workers: 2,
  // A test that fails once is a defect to fix at its cause, never retried into green.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_ENDPOINT_BUILD ? '.cache/playwright-report-endpoint' : 'playwright-report' }]],
  // Each suite writes its own artifacts: npm test runs suites side by side, and Playwright empties
  // its output folder when it starts.
  outputDir: process.env.E2E_ENDPOINT_BUILD ? '.cache/test-results-endpoint' : 'test-results',
  timeout: 30_000,
  use: { baseURL, trace: 'retain-on-failure', locale: 'es-MX', timezoneId: 'America/Mazatlan' },
  // Each test runs once, on the phone, unless it depends on the viewport (layout, the menu, tap
  // targets, the focus walk: tagged VIEWPORT, it runs on the laptop too) or needs a pointer and a
  // wide screen (tooltips on hover, the desktop navigation: tagged LAPTOP, it runs there only).
  projects: [
    {
      name: 'phone',
      testIgnore: otherSuites,
      grepInvert: new RegExp(LAPTOP),
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: 'laptop',
      testIgnore: otherSuites,
      grep: new RegExp(`${VIEWPORT}|${LAPTOP}`),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // The exported HTML on its own: a phone-sized browser with JavaScript turned off.
      name: 'no-js',
      testMatch: noJsSpec,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, javaScriptEnabled: false, launchOptions },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs ${siteDir}`,
    env: { PORT: String(PORT) },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
