import {expect, test, type Page, type PlaywrightTestArgs} from '@playwright/test';
import {editorParts} from '../support/datagrid-editor';

// The demo of the DataGridEditor page (src/demos/DataGridEditorDemo.tsx), mounted alone: four court
// hearings edited by keyboard alone. A value that breaks a column's rule shows its message until it is fixed;
// rows are added, removed and restored; the line under the grid counts the unsaved changes.

const TEXT = {
  'zh-Hans': {
    addRow: '新增行',
    save: /^保存/,
    caseNo: '案号',
    required: '不能为空',
    range: '预计时长应在 15 至 480 分钟之间',
    newCaseNo: '（2025）沪0115民初2046号',
    courtroom: '第 5 法庭',
    clean: '没有未保存的修改',
    oneChanged: '未保存的修改：新增 0 行，修改 1 行，删除 0 行',
    oneAdded: '未保存的修改：新增 1 行，修改 0 行，删除 0 行',
    oneRemoved: '未保存的修改：新增 0 行，修改 0 行，删除 1 行',
    savedOne: '已保存：新增 1 行，修改 0 行，删除 0 行',
    removeRow: (row: number) => `删除第 ${row} 行`,
    restoreRow: (row: number) => `恢复第 ${row} 行`,
    rowAdded: '已新增 1 行',
    rowRemoved: '已删除 1 行，保存前可以恢复',
    rowRestored: '已恢复 1 行',
    invalidOne: '有 1 处内容需要修改',
    saved: '已保存',
  },
  en: {
    addRow: 'Add row',
    save: /^Save/,
    caseNo: 'Case no.',
    required: 'Required',
    range: 'The length must be between 15 and 480 minutes',
    newCaseNo: '(2025) Hu 0115 Min Chu No. 2046',
    courtroom: 'Courtroom 5',
    clean: 'No unsaved changes',
    oneChanged: 'Unsaved changes: 0 added, 1 changed, 0 removed',
    oneAdded: 'Unsaved changes: 1 added, 0 changed, 0 removed',
    oneRemoved: 'Unsaved changes: 0 added, 0 changed, 1 removed',
    savedOne: 'Saved: 1 added, 0 changed, 0 removed',
    removeRow: (row: number) => `Remove row ${row}`,
    restoreRow: (row: number) => `Restore row ${row}`,
    rowAdded: '1 row added',
    rowRemoved: '1 row removed; you can restore it until you save',
    rowRestored: '1 row restored',
    invalidOne: '1 cell needs fixing',
    saved: 'Saved',
  },
} as const;

/** The grid cell (`row:column`, header row 0) that has focus, or whose editor or button has it. */
const focusedCell = (page: Page) => () => page.evaluate(() => document.activeElement?.getAttribute('data-focus') ?? null);

/** Mounts the DataGridEditor demo and returns its parts the tests read and drive. */
async function openEditorDemo(mount: PlaywrightTestArgs['mount'], locale: keyof typeof TEXT) {
  const stage = await mount('demos/DataGridEditor', {locale});
  return editorParts(stage);
}

for (const locale of ['zh-Hans'] as const) {
  const text = TEXT[locale];
  test.describe(`DataGridEditor demo (${locale})`, () => {
    test('on a phone, a double click edits a cell beside the case number, and typing adds to its value', async ({page, mount}) => {
      const {cell, editor} = await openEditorDemo(mount, locale);
      await page.setViewportSize({width: 390, height: 844});
      // The courtroom: beside the case number, which, pinned, would cover it (a double click on a
      // covered cell is refused).
      const courtroom = cell(1, 2);
      await courtroom.scrollIntoViewIfNeeded();
      const before = (await courtroom.innerText()).trim();
      await courtroom.dblclick();
      await expect(editor).toBeFocused();
      await expect(editor).toHaveValue(before);
      // The double click selected no word of it: what is typed goes at the end.
      await page.keyboard.type('A');
      await expect(editor).toHaveValue(`${before}A`);
      // A double click begun in the open editor selects a word, as in any text box.
      await editor.dblclick();
      expect(await editor.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBeGreaterThan(0);
    });

    test('keyboard only: a value that breaks a rule shows its message until it is fixed', async ({page, mount}) => {
      const {stage, rows, cell, editor, summary} = await openEditorDemo(mount, locale);
      await expect(rows).toHaveCount(4);

      // The grid is one Tab stop: its first cell. Focus it, then only keys.
      await stage.locator('td[tabindex="0"]').focus();
      await expect.poll(focusedCell(page)).toBe('1:0');
      await expect(summary).toHaveText(text.clean);

      // Required: clear the first case number; Tab commits it and edits the next cell, Escape leaves that one.
      await page.keyboard.press('Enter');
      await expect(editor).toBeFocused();
      await expect(editor).toHaveAccessibleName(text.caseNo);
      await expect(editor).not.toHaveValue('');
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await expect(editor).toHaveValue('');
      await page.keyboard.press('Tab');
      await expect.poll(focusedCell(page)).toBe('1:1');
      await expect(editor).toHaveAttribute('type', 'date');
      await page.keyboard.press('Escape');
      await expect(editor).toHaveCount(0);
      await expect.poll(focusedCell(page)).toBe('1:1');
      await expect(cell(1, 0)).toHaveAttribute('aria-invalid', 'true');
      await expect(cell(1, 0)).toContainText(text.required);
      await expect(cell(1, 0)).toHaveAccessibleDescription(text.required);

      // Fixed: the message goes, and Enter moves down as it does from any valid value.
      await page.keyboard.press('ArrowLeft');
      await expect.poll(focusedCell(page)).toBe('1:0');
      await page.keyboard.press('Enter');
      await expect(editor).toHaveValue('');
      await page.keyboard.type(text.newCaseNo);
      await page.keyboard.press('Enter');
      await expect.poll(focusedCell(page)).toBe('2:0');
      await expect(cell(1, 0)).not.toHaveAttribute('aria-invalid');
      await expect(cell(1, 0)).not.toContainText(text.required);
      await expect(cell(1, 0)).toContainText(text.newCaseNo);

      // A range: typing on the length cell starts editing with what is typed; 5 minutes is too short,
      // so Enter keeps focus on the cell, where the message is read.
      await page.keyboard.press('ArrowUp');
      for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(focusedCell(page)).toBe('1:3');
      await page.keyboard.press('5');
      await expect(editor).toBeFocused();
      await expect(editor).toHaveValue('5');
      await page.keyboard.press('Enter');
      await expect(editor).toHaveCount(0);
      await expect.poll(focusedCell(page)).toBe('1:3');
      await expect(cell(1, 3)).toHaveAttribute('aria-invalid', 'true');
      await expect(cell(1, 3)).toContainText(text.range);
      await expect(cell(1, 3)).toHaveAccessibleDescription(text.range);

      // Escape throws an edit away: still 5, still the message.
      await page.keyboard.press('Enter');
      await expect(editor).toHaveValue('5');
      await page.keyboard.type('0');
      await page.keyboard.press('Escape');
      await expect.poll(focusedCell(page)).toBe('1:3');
      await expect(cell(1, 3)).toHaveAttribute('aria-invalid', 'true');
      await expect(cell(1, 3)).toContainText(text.range);

      // F2, then 50 minutes: valid, so the message goes and Enter moves down.
      await page.keyboard.press('F2');
      await expect(editor).toHaveValue('5');
      await page.keyboard.type('0');
      await page.keyboard.press('Enter');
      await expect.poll(focusedCell(page)).toBe('2:3');
      await expect(cell(1, 3)).not.toHaveAttribute('aria-invalid');
      await expect(cell(1, 3)).not.toContainText(text.range);
      await expect(cell(1, 3)).toContainText('50');
      // Two cells of one row: one changed row.
      await expect(summary).toHaveText(text.oneChanged);
    });

    test('keyboard only: add a row, remove it, remove and restore a saved row', async ({page, mount}) => {
      const {stage, rows, editor, summary, announcement} = await openEditorDemo(mount, locale);
      const add = stage.getByRole('button', {name: text.addRow, exact: true});

      await add.focus();
      await expect(add).toBeFocused();
      await expect(rows).toHaveCount(4);

      // Enter adds a row at the end and edits its first cell; Tab moves through the row.
      await page.keyboard.press('Enter');
      await expect(rows).toHaveCount(5);
      await expect(announcement).toHaveText(text.rowAdded);
      await expect(editor).toBeFocused();
      await expect(editor).toHaveAccessibleName(text.caseNo);
      await expect.poll(focusedCell(page)).toBe('5:0');
      await page.keyboard.type(text.newCaseNo);
      await page.keyboard.press('Tab');
      await expect.poll(focusedCell(page)).toBe('5:1');
      await expect(editor).toHaveValue('2025-07-29');
      await page.keyboard.press('Tab');
      await expect.poll(focusedCell(page)).toBe('5:2');
      await page.keyboard.type(text.courtroom);
      await page.keyboard.press('Enter');
      await expect(editor).toHaveCount(0);
      await expect.poll(focusedCell(page)).toBe('5:2');
      await expect(rows.nth(4)).toContainText(text.newCaseNo);
      await expect(rows.nth(4)).toContainText(text.courtroom);
      await expect(summary).toHaveText(text.oneAdded);

      // End reaches the row's Remove button; a row that was never saved goes at once.
      await page.keyboard.press('End');
      const removeNew = stage.getByRole('button', {name: text.removeRow(5), exact: true});
      await expect(removeNew).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(rows).toHaveCount(4);
      await expect(stage.getByText(text.newCaseNo)).toHaveCount(0);
      await expect(announcement).toHaveText(text.rowRemoved);
      await expect(summary).toHaveText(text.clean);

      // Focus is on the Remove button of the row above; a saved row stays, struck through, until the save.
      const removeFourth = stage.getByRole('button', {name: text.removeRow(4), exact: true});
      await expect(removeFourth).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(rows).toHaveCount(4);
      const restoreFourth = stage.getByRole('button', {name: text.restoreRow(4), exact: true});
      await expect(restoreFourth).toBeFocused();
      await expect(rows.nth(3).locator('del').first()).toBeVisible();
      await expect(summary).toHaveText(text.oneRemoved);

      await page.keyboard.press('Enter');
      await expect(removeFourth).toBeFocused();
      await expect(rows.nth(3).locator('del')).toHaveCount(0);
      await expect(announcement).toHaveText(text.rowRestored);
      await expect(summary).toHaveText(text.clean);
    });

    test('keyboard only: Save checks the rules first, then sends the changes', async ({page, mount}) => {
      const {stage, rows, editor, summary, announcement} = await openEditorDemo(mount, locale);
      const add = stage.getByRole('button', {name: text.addRow, exact: true});
      const save = stage.getByRole('button', {name: text.save});

      await add.focus();
      await page.keyboard.press('Enter');
      await expect(editor).toBeFocused();
      // Escape leaves the new row's case number empty; Shift+Tab leaves the grid for Save.
      await page.keyboard.press('Escape');
      await expect.poll(focusedCell(page)).toBe('5:0');
      await page.keyboard.press('Shift+Tab');
      await expect(save).toBeFocused();
      await page.keyboard.press('Enter');
      // Nothing is sent: the empty required cell is marked and gets focus.
      await expect(announcement).toHaveText(text.invalidOne);
      await expect.poll(focusedCell(page)).toBe('5:0');
      await expect(rows.nth(4).locator('td').first()).toHaveAttribute('aria-invalid', 'true');
      await expect(rows.nth(4).locator('td').first()).toContainText(text.required);
      await expect(summary).toHaveText(text.oneAdded);

      await page.keyboard.press('Enter');
      await page.keyboard.type(text.newCaseNo);
      await page.keyboard.press('Enter');
      await expect(rows.nth(4).locator('td').first()).not.toHaveAttribute('aria-invalid');
      await page.keyboard.press('Shift+Tab');
      await expect(save).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(announcement).toHaveText(text.saved);
      await expect(summary).toHaveText(text.savedOne);
      await expect(rows).toHaveCount(5);
      await expect(rows.nth(4)).toContainText(text.newCaseNo);
      await expect(save).toHaveText(text.save);
      await expect(save).not.toContainText(/\d/);
    });
  });
}
