import {expect, test} from '../support/test';
import {locales, localePath, waitForInteractive} from '../support/site';

const headers = {
  'zh-Hans': {columns: ['名称', '类型', '默认值', '说明'], required: '必填'},
  en: {columns: ['Name', 'Type', 'Default', 'Description'], required: 'required'},
} as const;

for (const locale of locales) {
  test.describe(`doc content (${locale.name})`, () => {
    test('an API page shows its reference tables in the page language', async ({page}) => {
      await page.goto(localePath(locale, '/docs/api/front-end/core-component/datagrid'));
      const expected = headers[locale.name];
      // The first table after the "DataGrid" heading (in its scrolling box) lists the component's props.
      const props = page.locator('h3#datagrid ~ * table').first();
      await expect(props.locator('thead th')).toHaveText([...expected.columns]);
      const columnsRow = props.locator('tbody tr', {has: page.locator('td:first-child code', {hasText: /^columns$/})});
      await expect(columnsRow.locator('td').nth(2)).toHaveText(expected.required);
      await expect(columnsRow.locator('td').nth(1)).toContainText('DataGridColumn<T>');
      // Nested settings carry the prop they belong to.
      await expect(page.locator('table td:first-child code', {hasText: /^rowSelection\.isSelectable$/})).toHaveCount(1);
      await expect(page.locator('table td:first-child code', {hasText: /^pagination\.onChange$/})).toHaveCount(1);
    });

    test('build-tool tabs work from the keyboard and store nothing', async ({page}) => {
      await page.goto(localePath(locale, '/docs/installation'));
      // The arrow keys are handled by React: wait until it has taken over the page.
      await waitForInteractive(page);
      const tablist = page.getByRole('tablist').first();
      const tabs = tablist.getByRole('tab');
      expect(await tabs.count()).toBeGreaterThanOrEqual(2);
      const first = tabs.nth(0);
      const second = tabs.nth(1);
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await first.focus();
      // Docusaurus tabs use manual activation: arrows move focus, Enter selects.
      await page.keyboard.press('ArrowRight');
      await expect(second).toBeFocused();
      await expect(second).toHaveAttribute('aria-selected', 'false');
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(first).toHaveAttribute('aria-selected', 'false');
      const container = page.locator('.tabs-container').first();
      await expect(container.getByText("implementation 'cn.lexboot:lexboot-spring-boot-starter:3.0.0'")).toBeVisible();
      await expect(container.getByText('<artifactId>lexboot-spring-boot-starter</artifactId>')).toBeHidden();
      // The choice is not remembered: the spec fixes the storage keys, and none is for tabs.
      const keys = await page.evaluate(() => Object.keys(localStorage));
      expect(keys.filter((key) => key.startsWith('docusaurus.tab'))).toEqual([]);
      await page.reload();
      await expect(page.getByRole('tablist').first().getByRole('tab').nth(0)).toHaveAttribute('aria-selected', 'true');
    });
  });
}
