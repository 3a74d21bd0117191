import {expect, test} from '../support/test';
import {locales, localePath, switchColourMode, waitForInteractive} from '../support/site';

// Visual regression: each key kind of page, in both locales, both colour modes and at desktop
// (1280 px) and phone (390 px) width, looks as its baseline does (the PNGs beside this file, kept in
// the repository). A change of markup or style that moves the layout (a code block's lines, a
// table, the navbar) fails here even when every other check still passes.
//
// What is compared: the first screen of the page, and the first code block and tab set where the
// page has them (they sit below the first screen). After an intended change of the look, refresh the
// baselines with `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` and look at them.
//
// Tolerance: a pixel counts as changed past Playwright's default colour threshold (0.2), and a
// screenshot fails past 1 % of changed pixels. A layout change moves far more than that; a Chromium
// update that only redraws anti-aliased text edges does not.

const PAGES = [
  {kind: 'home', path: '/'},
  {kind: 'tutorial', path: '/docs/tutorial/front-end/program'},
  {kind: 'api', path: '/docs/api/back-end/system-api-specification'},
  {kind: 'blog-post', path: '/blog/mdx-blog-post'},
  {kind: 'pricing', path: '/pricing'},
] as const;

const WIDTHS = [1280, 390] as const;
const HEIGHT = 720;
const TOLERANCE = {maxDiffPixelRatio: 0.01};

for (const locale of locales) {
  for (const {kind, path} of PAGES) {
    test(`${kind} page (${locale.name}) looks as its baselines do, light and dark, at ${WIDTHS.join(' and ')} px`, async ({page}) => {
      await page.setViewportSize({width: WIDTHS[0], height: HEIGHT});
      await page.goto(localePath(locale, path));
      await waitForInteractive(page);
      // Web fonts are not used (system fonts only), but images (the logo, a post's avatars) must be in.
      await page.waitForLoadState('load');
      for (const mode of ['light', 'dark'] as const) {
        if ((await page.locator('html').getAttribute('data-theme')) !== mode) await switchColourMode(page, mode);
        for (const width of WIDTHS) {
          await page.setViewportSize({width, height: HEIGHT});
          await page.evaluate(() => window.scrollTo(0, 0));
          const name = `${kind}-${locale.name}-${mode}-${width}`;
          await expect(page, `${name}: first screen`).toHaveScreenshot(`${name}.png`, TOLERANCE);
          for (const [part, selector] of [
            ['code', '.theme-code-block'],
            ['tabs', '.tabs-container'],
          ] as const) {
            const element = page.locator(`main ${selector}`).first();
            if ((await element.count()) === 0) continue;
            await element.scrollIntoViewIfNeeded();
            await expect(element, `${name}: ${part}`).toHaveScreenshot(`${name}-${part}.png`, TOLERANCE);
          }
        }
      }
    });
  }
}
