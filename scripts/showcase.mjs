#!/usr/bin/env node
// Captures the product shots of the home and product pages: the generated admin screen of the home
// page's `legal_case` table, running in the real runner, as WebP images in static/img/showcase/,
// one per language and colour mode (issue 41). src/components/ProductShot shows them.
//
//   npm run build            (once: the capture reads build/, it builds nothing itself)
//   npm run showcase         (then commit static/img/showcase/*.webp)
//
// Run it again whenever the generator, the runner's seed data or the generated screen's look
// changes. It serves build/ on a free local port by the site's own rules (scripts/serve.mjs), opens
// each locale's home page in Chromium (scripts/chromium.mjs) and records the program its Run view
// sends to the runner (`lexboot:run`, src/runner/protocol.ts): the generator's output for the home
// page's table, exactly as a visitor gets it. It then opens the runner (/run/) on its own at the
// shot's size, runs that program there in each colour mode, waits for the grid's rows and screenshots
// the page with Chromium's WebP encoder. Nothing is fetched from another host.
//
//   node scripts/showcase.mjs [build dir]
import {mkdirSync, statSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './chromium.mjs';
import {createSiteServer} from './serve.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The shot: the runner laid out in a window this wide and tall (CSS px), drawn at SCALE, so that the
 * image is twice the width it is shown at in the home page's hero (about 480 px at 1280).
 * src/components/ProductShot gives its <img> the same size; tests/built/showcase.test.ts checks both.
 */
export const VIEWPORT = {width: 640, height: 600};
export const SCALE = 1.5;
export const IMAGE = {width: VIEWPORT.width * SCALE, height: VIEWPORT.height * SCALE};
/** WebP quality: text stays crisp, and each image stays under MAX_BYTES. */
const QUALITY = 82;
export const MAX_BYTES = 80 * 1024;
export const SHOTS_DIR = path.join(REPO, 'static', 'img', 'showcase');
/** The image of a locale (`zh`, `en`) and colour mode. */
export const shotFile = (locale, theme) => `case-list-${locale}-${theme}.webp`;

const LOCALES = [
  {name: 'zh', home: '/'},
  {name: 'en', home: '/en/'},
];
const THEMES = ['light', 'dark'];

/** The `lexboot:run` message the home page of `home` sends to its runner frame. */
async function recordProgram(browser, base, home) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    // In every frame, the runner's included: keep the program the page sends it.
    await context.addInitScript(() => {
      window.addEventListener('message', (event) => {
        if (event.data?.type === 'lexboot:run') window.__lexbootShowcaseRun = event.data;
      });
    });
    const page = await context.newPage();
    await refuseOtherHosts(page, base);
    // The hero's Run link: the playground's Run tab. The playground's code loads when a visitor
    // reaches for it (src/components/LiveDemo): a pointer over it.
    await page.goto(new URL(`${home}#see-it-run`, base).href);
    await page.locator('[data-live-demo=CodegenHome]').hover();
    const deadline = Date.now() + 60_000;
    for (;;) {
      for (const frame of page.frames()) {
        if (!frame.url().includes('/run/')) continue;
        const request = await frame.evaluate(() => window.__lexbootShowcaseRun).catch(() => undefined);
        if (request) return request;
      }
      if (Date.now() > deadline) throw new Error(`${home}: the page sent no program to its runner within 60 s`);
      await page.waitForTimeout(200);
    }
  } finally {
    await context.close();
  }
}

/** Nothing but the served build: a request elsewhere fails the capture rather than the shot. */
async function refuseOtherHosts(page, base) {
  const origin = new URL(base).origin;
  await page.route(
    (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.abort(),
  );
}

/** Runs `request` in the runner opened on its own, in `theme`, and writes the shot to `file`. */
async function capture(browser, base, request, theme, file) {
  const context = await browser.newContext({viewport: VIEWPORT, deviceScaleFactor: SCALE, colorScheme: theme});
  try {
    // The runner reports to its parent: opened on its own, that is itself.
    await context.addInitScript(() => {
      window.addEventListener('message', (event) => {
        if (event.data?.type === 'lexboot:ran') window.__lexbootShowcaseRan = event.data;
      });
    });
    const page = await context.newPage();
    await refuseOtherHosts(page, base);
    await page.goto(new URL('/run/', base).href);
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.evaluate((message) => window.postMessage(message, '*'), {...request, id: 1, theme});
    await page.waitForFunction(() => window.__lexbootShowcaseRan !== undefined, undefined, {timeout: 30_000});
    const rows = await page.evaluate(() => window.__lexbootShowcaseRan.rows);
    if (rows < 5) throw new Error(`the generated screen shows ${rows} rows; a shot needs a full grid`);
    await page.locator('tbody tr').nth(4).waitFor();
    await page.evaluate(() => document.fonts.ready);
    // Two frames: the grid's measured parts (pinned columns, scroll shadows) have settled.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const session = await context.newCDPSession(page);
    const {data} = await session.send('Page.captureScreenshot', {
      format: 'webp',
      quality: QUALITY,
      // At the page's device scale, as Playwright's own screenshots: without it, CSS pixels.
      clip: {x: 0, y: 0, width: VIEWPORT.width, height: VIEWPORT.height, scale: SCALE},
      captureBeyondViewport: false,
    });
    await writeFile(file, Buffer.from(data, 'base64'));
  } finally {
    await context.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(REPO, process.argv[2] ?? 'build');
  try {
    statSync(path.join(dir, 'run', 'runner.js'));
  } catch {
    console.error(`No runner in ${dir}/run: run "npm run build" first.`);
    process.exit(1);
  }
  const server = createSiteServer({dir});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
  let failed = false;
  try {
    mkdirSync(SHOTS_DIR, {recursive: true});
    for (const locale of LOCALES) {
      const request = await recordProgram(browser, base, locale.home);
      for (const theme of THEMES) {
        const file = path.join(SHOTS_DIR, shotFile(locale.name, theme));
        await capture(browser, base, request, theme, file);
        const bytes = statSync(file).size;
        const tooLarge = bytes > MAX_BYTES;
        failed ||= tooLarge;
        console.log(
          `Wrote ${path.relative(REPO, file)} (${IMAGE.width}×${IMAGE.height}, ${(bytes / 1024).toFixed(1)} KB${tooLarge ? `, over the ${MAX_BYTES / 1024} KB limit` : ''}).`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (failed) process.exit(1);
}
