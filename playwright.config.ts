import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, HEADLESS_SHELL_PATH} from './scripts/chromium.mjs';
const PORT = Number(process.env.TEST_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The production build to serve; another folder lets two builds be tested side by side. */
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: true,
  // CI machines here run every test three to five times slower than a desktop, at times slower
  // still (a run once took 47 minutes instead of 15). A test gets a minute, and in CI a second try;
  // a test that needed it is named in the closing summary as flaky, so it is seen and mended. An
  // assertion waits up to 15 s for what it expects (only a failing one waits that long).
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: {timeout: 15_000},
  reporter: [['list'], ['./tests/support/summary-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    // A trace only of the second try of a test that failed once: recording one for every test cost
    // 17 to 18 % of the suite's time (issue 25). A failure reproduces locally with `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS},
  },
  // The production nginx configuration (deploy/nginx/) serves the build, headers and all.
  webServer: {
    command: `node scripts/nginx.mjs ${BUILD_DIR} --port ${PORT}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
