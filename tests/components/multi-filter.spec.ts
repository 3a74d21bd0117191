import {expect, test} from '@playwright/test';

// The demo of the MultiFilter page (src/demos/MultiFilterDemo.tsx), mounted alone: a chip added by
// keyboard alone (field, operator, value) narrows the DataGrid of 48 sample cases beneath it through
// the `filter` parameters, and removing the chip brings the whole list back.

/** Of the 48 sample cases, 17 claim more than CNY 3,000,000 (src/demos/data/legal.ts, seed 2025). */
const TEXT = {
  'zh-Hans': {
    add: '添加条件',
    newCondition: '添加条件',
    field: '字段',
    operator: '运算符',
    value: '值',
    claim: '标的额（元）',
    greaterThan: '大于',
    chip: '标的额（元） 大于 3,000,000',
    removeChip: '移除条件：标的额（元） 大于 3,000,000',
    none: '暂无筛选条件',
    oneApplies: '已应用 1 个筛选条件',
    cleared: '已清除全部筛选条件',
    all: '共 48 条',
    narrowed: '共 17 条',
    total: /^共 \d+ 条$/,
    pages: '第 1 / 2 页',
  },
  en: {
    add: 'Add condition',
    newCondition: 'New condition',
    field: 'Field',
    operator: 'Operator',
    value: 'Value',
    claim: 'Claim (CNY)',
    greaterThan: 'greater than',
    chip: 'Claim (CNY) greater than 3,000,000',
    removeChip: 'Remove condition: Claim (CNY) greater than 3,000,000',
    none: 'No filter conditions',
    oneApplies: '1 filter condition applies',
    cleared: 'All filter conditions cleared',
    all: '48 items',
    narrowed: '17 items',
    total: /^\d+ items$/,
    pages: 'Page 1 of 2',
  },
} as const;

const FILTER_PARAM = 'filter=claimAmount:gt:3000000';

for (const locale of ['en'] as const) {
  const text = TEXT[locale];
  test.describe(`MultiFilter demo (${locale})`, () => {
    test('keyboard only: add a condition chip, see the grid narrow, remove the chip', async ({page, mount}) => {
      const stage = await mount('demos/MultiFilter', {locale});
      const add = stage.getByRole('button', {name: text.add, exact: true});
      const total = stage.getByText(text.total);
      const query = stage.locator('code').filter({hasText: 'page='});
      await expect(total).toHaveText(text.all);

      // Focus into the demo, then only keys.
      await add.focus();
      await expect(add).toBeFocused();
      await expect(add).toHaveAttribute('aria-expanded', 'false');
      await expect(stage.getByText(text.none)).toBeVisible();

      // Enter opens the editor on its field picker; Escape closes it and gives focus back.
      await page.keyboard.press('Enter');
      const editor = stage.getByRole('group', {name: text.newCondition});
      const field = editor.getByRole('combobox', {name: text.field});
      await expect(add).toHaveAttribute('aria-expanded', 'true');
      await expect(field).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(editor).toHaveCount(0);
      await expect(add).toBeFocused();
      await expect(add).toHaveAttribute('aria-expanded', 'false');

      // Field, operator and value: "claim greater than 3,000,000" (the separators are for people).
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(field.locator('option:checked')).toHaveText(text.claim);
      await page.keyboard.press('Tab');
      const operator = editor.getByRole('combobox', {name: text.operator});
      await expect(operator).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(operator.locator('option:checked')).toHaveText(text.greaterThan);
      await page.keyboard.press('Tab');
      const value = editor.getByRole('textbox', {name: text.value});
      await expect(value).toBeFocused();
      await page.keyboard.type('3,000,000');
      await page.keyboard.press('Enter');

      // The chip, with focus on it; the back end got the plain number and answered with fewer cases.
      const chip = stage.getByRole('button', {name: text.chip, exact: true});
      await expect(editor).toHaveCount(0);
      await expect(chip).toBeFocused();
      await expect(stage.getByRole('button', {name: text.removeChip, exact: true})).toBeVisible();
      await expect(stage.getByRole('status')).toHaveText(text.oneApplies);
      await expect(query).toContainText(FILTER_PARAM);
      await expect(total).toHaveText(text.narrowed);
      await expect(stage.getByText(text.pages)).toBeVisible();
      const rows = stage.locator('tbody tr');
      await expect(rows).toHaveCount(10);
      const amounts = (await rows.locator('td:last-child').allTextContents()).map((amount) => Number(amount.replace(/,/g, '')));
      expect(
        amounts.every((amount) => amount > 3_000_000),
        `claims shown: ${amounts.join(' ')}`,
      ).toBe(true);

      // Delete on the chip removes it; focus goes back to "Add condition", the whole list returns.
      await page.keyboard.press('Delete');
      await expect(chip).toHaveCount(0);
      await expect(add).toBeFocused();
      await expect(stage.getByText(text.none)).toBeVisible();
      await expect(stage.getByRole('status')).toHaveText(text.cleared);
      await expect(query).not.toContainText('filter=');
      await expect(total).toHaveText(text.all);
    });
  });
}
