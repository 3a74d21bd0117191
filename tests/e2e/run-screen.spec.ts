import type {FrameLocator} from '@playwright/test';
import {expect, test, type Page} from '../support/test';
import {localePath, locales, switchColourMode, waitForInteractive} from '../support/site';
import {clickRunTab} from '../support/runner';

// Issue 41, item 5: the generated screen looks finished where a visitor sees it, in the Run view of the
// code-generation tutorial (the frame the page embeds, not /run/ on its own): the drawer's content sits
// at the same distance from both edges, over a backdrop; the search form puts its fields side by side
// where there is room; the grid's key column stays put when the grid scrolls sideways; dates read and
// are typed as the page's language writes them. Both locales, light and dark, at 1280 px.

const TUTORIAL = '/docs/tutorial/back-end/code-generation';

const TEXT = {
  'zh-Hans': {
    ran: /生成的页面正在运行/,
    create: '新建',
    key: '案号',
    filed: '立案日期',
    placeholder: /^年-月-日$/,
    invalid: /日期|年-月-日/,
  },
  en: {
    ran: /The generated page is running/,
    create: 'New',
    key: 'Case no.',
    filed: 'Filed on',
    placeholder: /^YYYY-MM-DD$/,
    invalid: /date|YYYY-MM-DD/i,
  },
} as const;

/** The tutorial's Run view, running, and the frame of the generated page. */
async function openRun(page: Page, locale: (typeof locales)[number], mode: 'light' | 'dark'): Promise<FrameLocator> {
  const text = TEXT[locale.name];
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(localePath(locale, TUTORIAL));
  await waitForInteractive(page);
  if (mode === 'dark') await switchColourMode(page, mode);
  await clickRunTab(page, locale.name);
  await expect(page.getByRole('status').filter({hasText: text.ran})).toBeVisible({timeout: 45_000});
  const frame = page.frameLocator('[data-live-demo=Codegen] iframe');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', mode);
  await expect(frame.locator('table[role="grid"] tbody tr[aria-rowindex]').first()).toBeVisible();
  return frame;
}

for (const locale of locales) {
  const text = TEXT[locale.name];
  for (const mode of ['light', 'dark'] as const) {
    test(`${locale.name}, ${mode}: the search form has fields side by side, and the grid's key column stays when it scrolls sideways`, async ({
      page,
    }) => {
      const frame = await openRun(page, locale, mode);
      // Fields per row: those whose top is the first field's.
      const tops = await frame
        .getByRole('search')
        .locator(':scope [id$="-grid"] > *:not([hidden])')
        .evaluateAll((fields) => fields.map((field) => Math.round(field.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThan(2);
      expect.soft(tops.filter((top) => top === tops[0]).length).toBeGreaterThanOrEqual(2);

      // The key column (the first of the grid's own) is pinned: sticky, and where it was after scrolling right.
      const grid = frame.locator('table[role="grid"]');
      const head = grid.getByRole('columnheader', {name: text.key});
      await expect.soft(head).toHaveCSS('position', 'sticky');
      const cell = grid.locator('tbody tr[aria-rowindex]').first().getByRole('gridcell').nth(1);
      await expect.soft(cell).toHaveCSS('position', 'sticky');
      const before = await head.boundingBox();
      const scrolled = await grid.evaluate((table) => {
        let box: HTMLElement | null = table.parentElement;
        while (box && box.scrollWidth <= box.clientWidth) box = box.parentElement;
        if (!box) return 0;
        box.scrollLeft = 400;
        return box.scrollLeft;
      });
      // The grid is wider than its box (ten columns in a 1280 px page's frame), so it did scroll.
      expect(scrolled).toBeGreaterThan(100);
      expect.soft((await head.boundingBox())?.x, 'the key column after scrolling').toBe(before?.x);
      // The column after it moved left under it.
      const next = grid.getByRole('columnheader').nth(2);
      expect((await next.boundingBox())!.x).toBeLessThan((await head.boundingBox())!.x + (await head.boundingBox())!.width + 50);
    });

    test(`${locale.name}, ${mode}: the drawer sits over a backdrop with even padding, and its date field is typed as the page writes dates`, async ({
      page,
    }) => {
      const frame = await openRun(page, locale, mode);
      // The search's date range is typed the same way.
      const range = frame.getByRole('search').locator('fieldset').filter({hasText: text.filed}).locator('input');
      await expect(range).toHaveCount(2);
      await expect.soft(range.first()).toHaveAttribute('placeholder', text.placeholder);
      await expect.soft(range.first()).not.toHaveAttribute('type', 'date');
      await frame.getByRole('button', {name: text.create, exact: true}).click();
      const dialog = frame.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Measured where it comes to rest: it slides in (200 ms), and mid-slide it sticks out of the frame.
      await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const measured = await dialog.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const width = document.documentElement.clientWidth;
        // The widest field of the form (the title's text area spans the form).
        const fields = Array.from(element.querySelectorAll<HTMLElement>('input, textarea, select'), (field) =>
          field.getBoundingClientRect(),
        );
        const widest = fields.reduce((a: DOMRect, b: DOMRect) => (b.width > a.width ? b : a));
        const backdrop = getComputedStyle(element, '::backdrop').backgroundColor;
        return {
          left: widest.left - Math.max(box.left, 0),
          right: Math.min(box.right, width) - widest.right,
          dialogLeft: box.left,
          dialogRight: box.right,
          width,
          backdrop,
        };
      });
      // The same space on both sides of the content, inside the frame's window.
      expect.soft(Math.abs(measured.left - measured.right), JSON.stringify(measured)).toBeLessThanOrEqual(1);
      expect.soft(measured.left).toBeGreaterThanOrEqual(16);
      expect(measured.dialogRight).toBeLessThanOrEqual(measured.width + 0.5);
      // A strip of backdrop on the left of the drawer, shaded.
      expect.soft(measured.dialogLeft, JSON.stringify(measured)).toBeGreaterThanOrEqual(32);
      expect.soft(measured.backdrop).toMatch(/^rgba\(\d+, \d+, \d+, 0\.[1-9]\d*\)$/);
      // A click on the backdrop is on no field of the page behind it: the dialog gets it.
      const hit = await frame.locator('html').evaluate(() => {
        const target = document.elementFromPoint(8, 200);
        return target?.tagName;
      });
      expect.soft(hit).toBe('DIALOG');

      // The date field: no browser date control (it follows the browser's locale, mm/dd/yyyy), but a field
      // in the page's format, with the format said in its language.
      const date = dialog.getByRole('textbox', {name: text.filed});
      await expect(date).toHaveAttribute('placeholder', text.placeholder);
      await date.fill('2025-03-18');
      await expect(date).toHaveValue('2025-03-18');
      await date.fill('18/03/2025');
      await date.blur();
      await expect(date).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await date.getAttribute('aria-describedby')) ?? '';
      expect(describedBy).not.toBe('');
      await expect(dialog.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText(text.invalid);
      await date.fill('2025-03-18');
      await date.blur();
      await expect(date).not.toHaveAttribute('aria-invalid', 'true');
    });
  }
}
