import {expect, test} from '@playwright/test';

// The demo of the DataGrid page (src/demos/DataGridDemo.tsx), mounted alone, driven by keyboard.

test('focus follows a key that comes while the grid still renders the scroll of the last one', async ({page, mount}) => {
  // Narrow enough for the grid to scroll sideways: End scrolls it, and the scroll renders the grid
  // again (the fade at the edge that has more, data-more-start and data-more-end).
  await page.setViewportSize({width: 600, height: 800});
  const stage = await mount('demos/DataGrid', {locale: 'en'});
  const focusedCell = () => page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);
  await stage.locator('[data-cell="1:1"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedCell).toBe('2:1');
  // Home comes as the scroll's render is committed, before its effects have run (a busy device's
  // timing, made certain): when the frame's edges change, Home is pressed on the focused cell.
  await stage.evaluate((root) => {
    const frame = root.querySelector('[data-more-end]')!;
    const observer = new MutationObserver(() => {
      if (!frame.hasAttribute('data-more-start')) return;
      observer.disconnect();
      root.setAttribute('data-home-pressed', '');
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', {key: 'Home', bubbles: true, cancelable: true}));
    });
    observer.observe(frame, {attributes: true, attributeFilter: ['data-more-start']});
  });
  await page.keyboard.press('End');
  // The scroll's render came, Home with it, and focus went where Home sent it.
  await expect(stage).toHaveAttribute('data-home-pressed', '');
  await expect.poll(focusedCell).toBe('2:0');
});
