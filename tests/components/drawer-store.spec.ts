import {expect, test} from '@playwright/test';

// The demo of the DrawerStore page (src/demos/DrawerStoreDemo.tsx), mounted alone: a drawer opened with
// drawerStore.open, whose result the demo awaits, used with the keyboard alone. What the page's
// Accessibility section promises: focus moves in, Tab stays inside, Escape gives up and focus
// returns to the opener; the promise then resolves with undefined, or with the form's values.

const TEXT = {
  'zh-Hans': {
    open: '更新进展',
    title: /^更新进展：（20\d\d）.+号$/,
    status: '案件状态',
    note: '进展说明',
    cancel: '取消',
    save: '保存',
    close: '关闭',
    idle: '尚未更新进展',
    cancelled: '已取消，案件未作修改',
    typed: '已与对方代理人约定调解日期',
    saved: (status: string, note: string) => `已保存：案件状态为「${status}」，进展说明：${note}`,
  },
  en: {
    open: 'Update progress',
    title: /^Update progress: \(20\d\d\) .+ No\. \d{4}$/,
    status: 'Status',
    note: 'Progress note',
    cancel: 'Cancel',
    save: 'Save',
    close: 'Close',
    idle: 'No progress recorded yet',
    cancelled: 'Cancelled: the case was not changed',
    typed: 'Mediation date agreed with opposing counsel',
    saved: (status: string, note: string) => `Saved: status “${status}”, note: ${note}`,
  },
} as const;

for (const locale of ['en'] as const) {
  const text = TEXT[locale];
  test.describe(`DrawerStore demo (${locale})`, () => {
    test('keyboard only: open the drawer, Tab stays inside, Escape gives up; then save the form', async ({page, mount}) => {
      const stage = await mount('demos/DrawerStore', {locale});
      const opener = stage.getByRole('button', {name: text.open, exact: true});
      const result = stage.getByRole('status');
      await expect(result).toHaveText(text.idle);
      await opener.focus();
      await expect(opener).toBeFocused();

      // Enter opens the drawer, named by its title; focus goes to the first control of its content.
      await page.keyboard.press('Enter');
      const drawer = stage.getByRole('dialog', {name: text.title});
      await expect(drawer).toBeVisible();
      await expect(drawer).toHaveAttribute('aria-modal', 'true');
      const status = drawer.getByRole('combobox', {name: text.status});
      await expect(status).toBeFocused();

      // Tab goes through the form to the close button, then round to the first control again;
      // Shift+Tab goes back the same way. Focus never leaves the drawer.
      const note = drawer.getByRole('textbox', {name: text.note});
      const cancel = drawer.getByRole('button', {name: text.cancel, exact: true});
      const save = drawer.getByRole('button', {name: text.save, exact: true});
      const close = drawer.getByRole('button', {name: text.close, exact: true});
      for (const next of [note, cancel, save, close, status, note]) {
        await page.keyboard.press('Tab');
        await expect(next).toBeFocused();
      }
      for (const previous of [status, close, save]) {
        await page.keyboard.press('Shift+Tab');
        await expect(previous).toBeFocused();
      }

      // Escape gives up: the drawer goes, focus is back on the opener, and the awaited result was undefined.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(result).toHaveText(text.cancelled);

      // Again, and this time the form is filled in and saved, all from the keyboard.
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      await expect(status).toBeFocused();
      const before = await status.inputValue();
      await page.keyboard.press('ArrowDown');
      await expect(status).not.toHaveValue(before);
      const chosen = (await status.locator('option:checked').textContent()) ?? '';
      await page.keyboard.press('Tab');
      await expect(note).toBeFocused();
      await page.keyboard.type(text.typed);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(save).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(result).toHaveText(text.saved(chosen, text.typed));
      // The case shown in the demo has the new status too.
      await expect(stage.getByText(chosen, {exact: true})).toBeVisible();
    });

    test('the page behind an open drawer does not scroll; the case details are set as label and value', async ({page, mount}) => {
      await page.setViewportSize({width: 1280, height: 800});
      const stage = await mount('demos/DrawerStore', {locale});
      // A page taller than the window, as the demo's own page is, so that there is something to scroll.
      await page.evaluate(() => {
        document.body.style.minHeight = '300vh';
      });
      const opener = stage.getByRole('button', {name: text.open, exact: true});
      await opener.click();
      const drawer = stage.getByRole('dialog', {name: text.title});
      await expect(drawer).toBeVisible();
      // The page's scroll box is locked (the wheel has nothing to move) ...
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
      // ... and the wheel over the dimmed page, left of the drawer, leaves it where it was.
      const before = await page.evaluate(() => window.scrollY);
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
      // The details: each label beside its value, not a value indented under its label.
      // Both measured at once: the drawer may still be sliding in.
      const [labelBox, valueBox] = await drawer
        .locator('dl')
        .evaluate((list) =>
          [list.querySelector('dt')!, list.querySelector('dd')!].map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
        );
      expect(Math.abs(labelBox!.y - valueBox!.y)).toBeLessThan(2);
      expect(valueBox!.x).toBeGreaterThan(labelBox!.x + labelBox!.width);

      // Closed, the page scrolls again.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    });
  });
}
