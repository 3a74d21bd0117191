import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '../support/test';
import {SITE_DIR} from '../support/content';
import {apiSidebarDocs, localePath, locales} from '../support/site';

// One template for every API page with a live demo (issue 41): at 1280 px the page keeps its table
// of contents and its prose a readable measure, and each demo stays in the text column, where its
// grid either fits or scrolls sideways with a visible cue and its key column (the case number)
// pinned. At 390 px the page does not scroll sideways.

/** The API pages whose Markdown (Chinese, the source) shows a live demo. */
const DEMO_PAGES = apiSidebarDocs.filter((id) => readFileSync(path.join(SITE_DIR, 'docs', `${id}.md`), 'utf8').includes('<LiveDemo'));

/** The pages whose grid, once compact (issue 41), fits its box at 1280 px with every column whole. */
const FITTING = ['api/front-end/core-component/SearchParams', 'api/front-end/core-component/MultiFilter'];

const KEY_COLUMN = {'zh-Hans': '案号', en: 'Case no.'} as const;

/** The widest a line of prose may be, px: about 45 CJK characters or 90 Latin ones at 16 px. */
const MEASURE = 760;

/** Brings every demo of the page into view and waits until each runs live. */
async function liveDemos(page: Page) {
  const stages = page.locator('[data-live-demo]');
  const count = await stages.count();
  for (let index = 0; index < count; index++) {
    const stage = stages.nth(index);
    await stage.scrollIntoViewIfNeeded();
    await stage.hover();
    await expect(stage).toHaveAttribute('data-state', 'live');
  }
  return {stages, count};
}

test('the API pages with a live demo are found', () => {
  expect(DEMO_PAGES.length, DEMO_PAGES.join(', ')).toBeGreaterThanOrEqual(8);
});

for (const locale of locales) {
  test.describe(`API pages with a live demo (${locale.name})`, () => {
    for (const id of DEMO_PAGES) {
      test(`${id}: at 1280 px the table of contents, readable prose, each demo fits or scrolls under its pinned key column; at 390 px no sideways scroll`, async ({
        page,
      }) => {
        await page.setViewportSize({width: 1280, height: 800});
        await page.goto(localePath(locale, `/docs/${id}`));
        const toc = page.locator('.theme-doc-toc-desktop');
        await expect(toc, 'the table of contents').toBeVisible();
        expect(await toc.getByRole('link').count(), 'entries of the table of contents').toBeGreaterThan(2);
        const prose = await page.locator('article .markdown > p').first().boundingBox();
        expect(prose!.width, 'width of a paragraph, px').toBeLessThanOrEqual(MEASURE);
        const tocLeft = (await toc.boundingBox())!.x;

        const {stages, count} = await liveDemos(page);
        expect(count, 'live demos on the page').toBeGreaterThan(0);
        for (let index = 0; index < count; index++) {
          const stage = stages.nth(index);
          const demo = await stage.getAttribute('data-live-demo');
          const box = (await stage.boundingBox())!;
          expect(box.x + box.width, `${demo}: right edge of the demo, left of the table of contents (${tocLeft} px)`).toBeLessThanOrEqual(
            tocLeft,
          );
          // Each box that scrolls sideways and holds a table: the demo's grids.
          const grids = await stage.evaluate((element, key) => {
            const found: Array<{overflow: number; cue: boolean; keyPinned: boolean | null}> = [];
            const boxes = Array.from(element.querySelectorAll<HTMLElement>('*')).filter(
              (candidate) =>
                ['auto', 'scroll'].includes(getComputedStyle(candidate).overflowX) && candidate.querySelector('table') !== null,
            );
            for (const scroller of boxes) {
              const overflow = scroller.scrollWidth - scroller.clientWidth;
              // The cue: a fade shown at the edge with columns beyond it, on the box or its frame.
              const cue = [scroller, scroller.parentElement!].some((frame) =>
                ['::after', '::before'].some((part) => {
                  const style = getComputedStyle(frame, part);
                  return style.content !== 'none' && Number(style.opacity) > 0.5 && style.backgroundImage.includes('gradient');
                }),
              );
              const header = Array.from(scroller.querySelectorAll('thead th')).find((th) => (th.textContent ?? '').trim() === key);
              let keyPinned: boolean | null = null;
              if (overflow > 1 && header) {
                // Scrolled to its end, the key column is still in the box, where it was.
                const before = header.getBoundingClientRect().left;
                scroller.scrollLeft = scroller.scrollWidth;
                const after = header.getBoundingClientRect().left;
                const edge = scroller.getBoundingClientRect();
                keyPinned = Math.abs(after - before) < 1 && after >= edge.left - 1;
                scroller.scrollLeft = 0;
              }
              found.push({overflow, cue, keyPinned});
            }
            return found;
          }, KEY_COLUMN[locale.name]);
          for (const [at, grid] of grids.entries()) {
            const name = `${demo}, grid ${at + 1}`;
            if (FITTING.includes(id)) expect(grid.overflow, `${name}: px of the grid beyond its box`).toBeLessThanOrEqual(1);
            if (grid.overflow <= 1) continue;
            expect(grid.cue, `${name} scrolls sideways by ${grid.overflow} px: a visible cue says so`).toBe(true);
            expect(grid.keyPinned, `${name} scrolls sideways: its ${KEY_COLUMN[locale.name]} column stays pinned`).toBe(true);
          }
        }

        // On a phone, the same page with its demos running: nothing sticks out sideways.
        await page.setViewportSize({width: 390, height: 844});
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
            message: 'px of the page beyond a 390 px window',
          })
          .toBeLessThanOrEqual(0);
      });
    }
  });
}
