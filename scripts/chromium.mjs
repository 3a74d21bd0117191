// Debian's Chromium, as every browser run of the project launches it: the browser tests
// (playwright.config.ts), the benchmark (scripts/bench.mjs) and the social cards
// (scripts/social-cards.mjs). Nothing ever downloads a browser of its own.

/**
 * `/usr/bin/chromium` (Debian's `chromium` package), or `CHROMIUM_PATH`: the browser a visitor runs,
 * in which the benchmark measures and the social cards are drawn.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell` (or `CHROMIUM_HEADLESS_SHELL_PATH`), in which the browser tests
 * run: the same Chromium build and Blink, without the browser's own layers (profile, UI, extensions)
 * that a headless test never shows. It is what Playwright itself runs headless tests in (its
 * `chromium-headless-shell` download); the full browser took half as long again over the same
 * tests (routes.spec: 3.0 min against 2.0 min on this machine's two cores).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/**
 * Launch flags that work on this project's machines: no sandbox (root in a VM), no GPU, and none of
 * Chromium's own background connections, which the closed network would refuse.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
