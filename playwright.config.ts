import {defineConfig, devices} from '@playwright/test';

/** Debian's Chromium: the tests never download a browser of their own. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.TEST_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The production build to serve; another folder lets two builds be tested side by side. */
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['./tests/support/summary-reporter.ts']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The production nginx configuration (deploy/nginx/) serves the build, headers and all.
  webServer: {
    command: `node scripts/nginx.mjs ${BUILD_DIR} --port ${PORT}`,
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
