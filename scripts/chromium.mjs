// Debian's Chromium, as every browser run of the project launches it: the browser tests
// (playwright.config.ts), the benchmark (scripts/bench.mjs) and the social cards
// (scripts/social-cards.mjs). Nothing ever downloads a browser of its own.

/** `/usr/bin/chromium` (Debian's `chromium` package), or `CHROMIUM_PATH`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
