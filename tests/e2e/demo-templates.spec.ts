import {expect, test, type Page} from '../support/test';
import {axe} from '../support/axe';
import {localePath, locales, switchColourMode, waitForInteractive} from '../support/site';

// The live demos of the template page, on the page: MasterDetailTemplate
// (src/demos/MasterDetailTemplateDemo.tsx) and FormTemplate (src/demos/FormTemplateDemo.tsx) at
// 390 px, in both colour modes, fit the window and pass axe once used. What the three demos of the
// page do under the keyboard and the mouse is checked on each demo alone, in the component tests
// (tests/components/templates.spec.ts).

const PAGE = '/docs/tutorial/front-end/template';

const MORE = {
  'zh-Hans': {payments: '付款节点', firmName: '律所名称', saved: '已保存。'},
  en: {payments: 'Payment milestones', firmName: 'Firm name', saved: 'Saved.'},
} as const;

/** No part of the page wider than the window, and no axe violation in the demo, in the page's mode. */
async function expectUsable(page: Page, demo: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const {violations} = await axe(page).include(`[data-live-demo=${demo}]`).analyze();
  const mode = await page.locator('html').getAttribute('data-theme');
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`),
    `axe violations (${mode})`,
  ).toEqual([]);
}

test.describe('MasterDetailTemplate and FormTemplate live demos at 390 px, light and dark', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`${mode}: both fit the window, a contract's milestones show, the form saves, no axe violations`, async ({page}) => {
      const locale = locales[0]!;
      const text = MORE[locale.name];
      await page.goto(localePath(locale, PAGE));
      await waitForInteractive(page);
      await page.setViewportSize({width: 390, height: 844});
      if (mode === 'dark') await switchColourMode(page, 'dark');
      const masterDetail = page.locator('[data-live-demo=MasterDetailTemplate]');
      await masterDetail.scrollIntoViewIfNeeded();
      const master = masterDetail.getByRole('grid').first();
      await master.locator('[tabindex="0"]').first().focus();
      await expect(masterDetail).toHaveAttribute('data-state', 'live');
      await master.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
      await expect(masterDetail.getByRole('tab', {name: text.payments})).toBeVisible();
      await expect(masterDetail.getByRole('grid').nth(1).getByRole('row').nth(1)).toBeVisible();
      await expectUsable(page, 'MasterDetailTemplate');

      const form = page.locator('[data-live-demo=FormTemplate]');
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute('data-state', 'live');
      const name = form.getByRole('textbox', {name: text.firmName, exact: true});
      await expect(name).not.toHaveValue('');
      await form.getByRole('button', {name: /保存|Save/}).click();
      await expect(form.getByText(text.saved)).toBeVisible();
      await expectUsable(page, 'FormTemplate');
    });
  }
});
