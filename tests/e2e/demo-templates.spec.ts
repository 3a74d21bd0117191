import {expect, test} from '../support/test';
import {localePath, locales, waitForInteractive} from '../support/site';

// The live demo of the template page (src/demos/ListDetailTemplateDemo.tsx): ListDetailTemplate,
// the page the code generator writes, over an in-memory repository. A row opened with the keyboard
// shows its record in a drawer and Escape returns focus to the grid; New saves a case that the list
// then shows; Delete asks first. Labels are the template's own, in the page's language.

const PAGE = '/docs/tutorial/front-end/template';

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

for (const locale of locales) {
  const text = TEXT[locale.name];
  test.describe(`ListDetailTemplate live demo (${locale.name})`, () => {
    test('Enter on a row opens its details, Escape returns to the grid; New saves a case the list shows', async ({page}) => {
      await page.goto(localePath(locale, PAGE));
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=ListDetailTemplate]');
      await expect(stage.getByRole('heading', {name: text.title, exact: true})).toBeVisible();
      const grid = stage.getByRole('grid');
      // The grid's one tab stop (a roving tabindex), as Tab would reach it.
      await grid.locator('[tabindex="0"]').first().focus();
      await expect(stage).toHaveAttribute('data-state', 'live');
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
