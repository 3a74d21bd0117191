// The component tests (tests/components/*.spec.ts): each mounts one story of the gallery
// (gallery/stories.tsx), bundled by esbuild and served by serve.mjs, in Debian's Chromium, through
// Playwright's own `mount` fixture. No build of the site and no nginx: a test drives a component, not
// a page. `npm run test:components` passes `--tsconfig tests/components/playwright.tsconfig.json`:
// Playwright 1.65's tsconfig loader fails on the root tsconfig's `"baseUrl": null`.
import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_FLAGS, HEADLESS_SHELL_PATH} from '../../scripts/chromium.mjs';

const PORT = Number(process.env.COMPONENTS_PORT ?? 4880);
const BASE_URL = `http://127.0.0.1:${PORT}/`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/components',
  fullyParallel: true,
  forbidOnly: true,
  // No second try: a component test that fails once has found a defect, in the component or in itself.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    // One browser context per worker, reset between tests by Playwright: the gallery is reloaded for
    // every mount, so no test sees another's page.
    reuseContext: true,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS},
  },
  webServer: {
    command: `node tests/components/serve.mjs --port ${PORT}`,
    cwd: '../..',
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
