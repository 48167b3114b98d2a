import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../build/scripts/chromium.mjs';
import { DECAP_PORT } from './e2e/admin/harness';
import { apiRoot, BRANCH, relayOrigin, REPO } from './e2e/auth/ports';
import type { MixedCases } from './e2e/mixed-builds/cases';
import { LAPTOP, VIEWPORT } from './e2e/projects';
import { OTHER_PRACTICE_EXPORT } from './other-practice-paths.mjs';

/**
 * Every browser suite, one config. E2E_SUITE picks the suite a run starts (`npm test -- <suite>`
 * sets it; without it, `site`): its projects, its servers and its settings. A suite's servers and
 * environment differ from another's (the editor's build reaches a local decap-server, the sign-in
 * suite a stand-in for GitHub), so one run serves one suite.
 *
 * - site: the export in out/ (NEXT_DIST_DIR names another) on a phone, a laptop and without JavaScript.
 * - endpoint: the variant build (out-variant/), whose form posts to a receiver the test runs, and
 *   which has one service less in English.
 * - admin: the practice's editor (/admin/) with decap-server; it builds and edits copies of the data.
 * - auth: signing in to the editor through the relay in wrangler dev, against a stand-in for GitHub.
 * - mixed: pages whose files come from two builds (checks/mixed-builds.mjs assembles them).
 * - photos: the other practice's export with photos (checks/photos.mjs builds it), at DPR 3 and 1.
 */
const SUITES = ['site', 'endpoint', 'admin', 'auth', 'mixed', 'photos'] as const;
type Suite = (typeof SUITES)[number];
const suite = (process.env.E2E_SUITE ?? 'site') as Suite;
if (!SUITES.includes(suite))
  throw new Error(
    `checks/playwright.config.ts: E2E_SUITE=${suite} is none of ${SUITES.join(', ')}`,
  );

/** Paths in this file are the repository's (npm runs Playwright at the root). */
const root = path.resolve(__dirname, '..');
const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions };
const laptop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions,
};
const local = {
  locale: 'es-MX',
  timezoneId: 'America/Mazatlan',
  trace: 'retain-on-failure',
} as const;

/** A static server for an export, as a host serves it. */
const served = (dir: string, port: number, host = 'localhost') => ({
  command: `node build/scripts/serve.mjs ${dir}`,
  cwd: root,
  env: { PORT: String(port) },
  url: `http://${host}:${port}/`,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
});

type SuiteConfig = Pick<
  PlaywrightTestConfig,
  'workers' | 'fullyParallel' | 'timeout' | 'reporter' | 'webServer' | 'expect'
> & { projects: Project[] };

function siteSuite(): SuiteConfig {
  const port = Number(process.env.E2E_PORT ?? 4173);
  const use = { ...local, baseURL: `http://localhost:${port}` };
  const noJsSpec = /nojs\.spec\.ts$/;
  const otherSuites = [
    noJsSpec,
    /e2e\/(admin|mixed-builds|auth|photos)\//,
    /contact-endpoint\.spec\.ts$/,
    /english-withdrawn\.spec\.ts$/,
  ];
  return {
    // Two workers on CI's two cores. Tests wait for states (hydration, readiness), never for time;
    // the timeout only stops a test that hangs, so it leaves room for a host several times slower.
    workers: 2,
    fullyParallel: true,
    timeout: 60_000,
    reporter: [
      ['list'],
      ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }],
    ],
    // Each test runs once, on the phone, unless it depends on the viewport (tagged VIEWPORT, it runs
    // on the laptop too) or needs a pointer and a wide screen (tagged LAPTOP, the laptop only).
    projects: [
      {
        name: 'phone',
        testDir: './e2e',
        testIgnore: otherSuites,
        grepInvert: new RegExp(LAPTOP),
        use: { ...phone, ...use },
      },
      {
        name: 'laptop',
        testDir: './e2e',
        testIgnore: otherSuites,
        grep: new RegExp(`${VIEWPORT}|${LAPTOP}`),
        use: { ...laptop, ...use },
      },
      {
        name: 'no-js',
        testDir: './e2e',
        testMatch: noJsSpec,
        use: { ...phone, ...use, javaScriptEnabled: false },
      },
    ],
    webServer: served(process.env.NEXT_DIST_DIR ?? 'out', port),
  };
}

function endpointSuite(): SuiteConfig {
  const port = Number(process.env.ENDPOINT_E2E_PORT ?? 4175);
  process.env.NEXT_DIST_DIR ??= 'out-variant';
  process.env.E2E_ENDPOINT_BUILD = '1';
  return {
    workers: 1,
    timeout: 60_000,
    reporter: [['list']],
    projects: [
      {
        name: 'endpoint',
        testDir: './e2e',
        testMatch: /(contact-endpoint|english-withdrawn)\.spec\.ts$/,
        use: { ...phone, ...local, baseURL: `http://localhost:${port}` },
      },
    ],
    webServer: served(process.env.NEXT_DIST_DIR, port),
  };
}

/** An editor suite: one worker, on a laptop, screenshots kept on failure. */
function editorSuite(name: 'admin' | 'auth', timeout: number): SuiteConfig {
  return {
    workers: 1,
    timeout,
    expect: { timeout: 15_000 },
    reporter: [['list']],
    projects: [
      {
        name,
        testDir: `./e2e/${name}`,
        use: { ...laptop, ...local, screenshot: 'only-on-failure' },
      },
    ],
  };
}

function adminSuite(): SuiteConfig {
  // The test's builds and its own imports of lib/admin/ (the policy, the local backend URL) must
  // agree on decap-server's port, and on a local build (the only one whose editor may reach it):
  // set both before the workers start.
  process.env.DECAP_SERVER_PORT = String(DECAP_PORT);
  process.env.DECAP_LOCAL_BACKEND = '1';
  return editorSuite('admin', 240_000);
}

function authSuite(): SuiteConfig {
  Object.assign(process.env, {
    DECAP_REPO: REPO,
    DECAP_BRANCH: BRANCH,
    DECAP_AUTH_URL: relayOrigin,
    DECAP_API_ROOT: apiRoot,
  });
  return editorSuite('auth', 90_000);
}

function mixedSuite(): SuiteConfig {
  const casesFile = process.env.MIXED_CASES;
  if (!casesFile)
    throw new Error(
      'checks/playwright.config.ts: the mixed suite runs through checks/mixed-builds.mjs (MIXED_CASES is not set)',
    );
  const { cases } = JSON.parse(readFileSync(casesFile, 'utf8')) as MixedCases;
  return {
    workers: 2,
    fullyParallel: true,
    timeout: 60_000,
    reporter: [
      ['list'],
      [
        'json',
        {
          outputFile:
            process.env.MIXED_REPORT ?? path.join(root, '.cache/mixed-builds/report.json'),
        },
      ],
    ],
    // Phone-sized: the menu's link is the narrow screens' toggle.
    projects: [{ name: 'mixed', testDir: './e2e/mixed-builds', use: { ...phone, ...local } }],
    webServer: cases.map(({ dir, port }) => served(dir, port, '127.0.0.1')),
  };
}

function photosSuite(): SuiteConfig {
  const port = Number(process.env.PHOTOS_PORT ?? 4740);
  const use = { ...local, baseURL: `http://localhost:${port}` };
  return {
    workers: 2,
    fullyParallel: true,
    timeout: 60_000,
    reporter: [['list']],
    projects: [
      {
        name: 'photos-phone',
        testDir: './e2e/photos',
        use: { ...phone, ...use, deviceScaleFactor: 3 },
      },
      { name: 'photos-laptop', testDir: './e2e/photos', use: { ...laptop, ...use } },
    ],
    webServer: served(process.env.NEXT_DIST_DIR ?? OTHER_PRACTICE_EXPORT, port),
  };
}

const suites: Record<Suite, () => SuiteConfig> = {
  site: siteSuite,
  endpoint: endpointSuite,
  admin: adminSuite,
  auth: authSuite,
  mixed: mixedSuite,
  photos: photosSuite,
};

export default defineConfig({
  // A test that fails once is a defect to fix at its cause, never retried into green.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Each suite writes its own artifacts: npm test runs suites side by side, and Playwright empties
  // its output folder when it starts.
  outputDir: path.join(root, '.cache', `test-results-${suite}`),
  ...suites[suite](),
});
