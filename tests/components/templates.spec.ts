import {expect, test, type Locator} from '@playwright/test';

// The demos of the template page (docs/tutorial/front-end/template), each mounted alone, in both
// languages: ListDetailTemplate (src/demos/ListDetailTemplateDemo.tsx), the page the code generator
// writes, over an in-memory repository: a row opened with the keyboard shows its record in a drawer
// and Escape returns focus to the grid; New saves a case that the list then shows. MasterDetailTemplate
// (src/demos/MasterDetailTemplateDemo.tsx), contracts above and the selected contract's payment
// milestones below; FormTemplate (src/demos/FormTemplateDemo.tsx), the firm's profile in a form.
// Labels are the templates' own, in the page's language. The three on their page, at 390 px, light
// and dark, stay in e2e (tests/e2e/demo-templates.spec.ts).

const LOCALES = ['zh-Hans', 'en'] as const;

const TEXT = {
  'zh-Hans': {
    title: '案件',
    details: '详情',
    caseNo: '案号',
    name: '案件名称',
    create: '新建',
    save: '保存',
    search: '查询',
    typed: '测试律所诉示例公司合同纠纷',
  },
  en: {
    title: 'Cases',
    details: 'Details',
    caseNo: 'Case no.',
    name: 'Case',
    create: 'New',
    save: 'Save',
    search: 'Search',
    typed: 'Test Firm v. Example Co., contract dispute',
  },
} as const;

for (const locale of LOCALES) {
  const text = TEXT[locale];
  test.describe(`ListDetailTemplate demo (${locale})`, () => {
    test('Enter on a row opens its details, Escape returns to the grid; New saves a case the list shows', async ({page, mount}) => {
      const stage = await mount('demos/ListDetailTemplate', {locale});
      await expect(stage.getByRole('heading', {name: text.title, exact: true})).toBeVisible();
      const grid = stage.getByRole('grid');
      // The grid's one tab stop (a roving tabindex), as Tab would reach it.
      await grid.locator('[tabindex="0"]').first().focus();
      const firstRow = grid.getByRole('row').nth(1);
      await expect(firstRow).toBeVisible();
      const caseNo = (await firstRow.getByRole('gridcell').nth(1).innerText()).trim();

      // Down to the first row, Enter: the record, read through the repository, in a drawer.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', {name: text.details});
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(text.caseNo, {exact: true})).toBeVisible();
      await expect(drawer).toContainText(caseNo);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(grid.locator(':focus')).toHaveCount(1);

      // New: the form in a drawer; saved, the list is queried again and shows the case.
      await stage.getByRole('button', {name: text.create, exact: true}).click();
      const form = page.getByRole('dialog', {name: text.create});
      await form.getByRole('textbox', {name: text.caseNo, exact: true}).fill('（2026）测001号');
      await form.getByRole('textbox', {name: text.name, exact: true}).fill(text.typed);
      for (const select of await form.getByRole('combobox').all()) await select.selectOption({index: 1});
      await form.getByRole('button', {name: text.save, exact: true}).click();
      await expect(form).toBeHidden();
      await stage.getByRole('textbox', {name: text.caseNo, exact: true}).fill('（2026）测001号');
      await stage.getByRole('button', {name: text.search, exact: true}).click();
      await expect(grid.getByRole('row')).toHaveCount(2);
      await expect(grid.getByRole('row').nth(1)).toContainText('2026');
    });
  });
}

const MORE = {
  'zh-Hans': {
    contracts: '合同',
    pickMaster: '在上方表格中选择一行，查看它的明细。',
    payments: '付款节点',
    firm: '律所信息',
    firmName: '律所名称',
    lawyers: '执业律师人数',
    required: '请填写律所名称',
    min: '执业律师人数不能小于 1',
    saved: '已保存。',
    newName: '示例律师事务所（上海）',
  },
  en: {
    contracts: 'Contracts',
    pickMaster: 'Select a row in the table above to see its details.',
    payments: 'Payment milestones',
    firm: 'Firm profile',
    firmName: 'Firm name',
    lawyers: 'Practising lawyers',
    required: 'Enter Firm name',
    min: 'Practising lawyers cannot be less than 1',
    saved: 'Saved.',
    newName: 'Example Law Firm (Shanghai)',
  },
} as const;

/** A number as a grid cell shows it (`180,000.00`), read back. */
const amountOf = (cell: string) => Number(cell.replace(/[^\d.]/g, ''));

/** The amounts of a grid's column, as shown. */
async function columnAmounts(grid: Locator, column: number): Promise<number[]> {
  const rows = await grid.getByRole('row').all();
  const cells = await Promise.all(rows.slice(1).map((row) => row.getByRole('gridcell').nth(column).innerText()));
  return cells.map(amountOf);
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

for (const locale of LOCALES) {
  const text = MORE[locale];
  test.describe(`MasterDetailTemplate and FormTemplate demos (${locale})`, () => {
    test('master-detail: Enter on a contract shows its payment milestones, which add up to its amount; another contract, its own', async ({
      page,
      mount,
    }) => {
      const stage = await mount('demos/MasterDetailTemplate', {locale});
      await expect(stage.getByRole('heading', {name: text.contracts, exact: true})).toBeVisible();
      const [master] = await stage.getByRole('grid').all();
      await master!.locator('[tabindex="0"]').first().focus();
      await expect(stage.getByText(text.pickMaster)).toBeVisible();
      const masterRows = master!.getByRole('row');
      await expect(masterRows.nth(1)).toBeVisible();
      // The grid's columns: selection, number, counterparty, amount, date.
      const amounts = await columnAmounts(master!, 3);

      const details = stage.getByRole('region', {name: /明细|Details/});
      for (const [index, key] of [
        [0, 'ArrowDown'],
        [1, 'ArrowDown'],
      ] as const) {
        await page.keyboard.press(key);
        await page.keyboard.press('Enter');
        await expect(masterRows.nth(index + 1)).toHaveAttribute('aria-selected', 'true');
        await expect(details.getByRole('tab', {name: text.payments})).toBeVisible();
        const child = details.getByRole('grid');
        await expect(child.getByRole('row').nth(1)).toBeVisible();
        // Milestone, due date, amount: they add up to the selected contract's amount.
        await expect.poll(async () => sum(await columnAmounts(child, 2))).toBe(amounts[index]);
      }
    });

    test('form: a required field left empty and a number below its minimum are pointed out and nothing is saved; corrected, Save says so', async ({
      page,
      mount,
    }) => {
      const stage = await mount('demos/FormTemplate', {locale});
      await expect(stage.getByRole('heading', {name: text.firm, exact: true})).toBeVisible();
      // The demo reads the record.
      const name = stage.getByRole('textbox', {name: text.firmName, exact: true});
      await expect(name).not.toHaveValue('');
      const lawyers = stage.getByRole('textbox', {name: text.lawyers, exact: true});

      // Keyboard only: empty the name, 0 lawyers, Enter submits.
      await name.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await lawyers.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('0');
      await page.keyboard.press('Enter');
      await expect(stage.getByText(text.required)).toBeVisible();
      await expect(stage.getByText(text.min)).toBeVisible();
      await expect(name).toBeFocused();
      await expect(stage.getByText(text.saved)).toHaveCount(0);

      await page.keyboard.type(text.newName);
      await lawyers.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('45');
      await page.keyboard.press('Enter');
      await expect(stage.getByText(text.saved)).toBeVisible();
      await expect(stage.getByText(text.required)).toHaveCount(0);
      await expect(name).toHaveValue(text.newName);
      await expect(lawyers).toHaveValue(/45/);
    });
  });
}
