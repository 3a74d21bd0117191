import {expect, test, oneLocale} from '../support/test';
import {axe} from '../support/axe';
import {localePath, waitForInteractive} from '../support/site';

// The live demo of the MultiFilter page (src/demos/MultiFilterDemo.tsx), on the page: it passes axe
// with its condition editor open. What it does under the keyboard (a chip added, the grid narrowed,
// the chip removed) is checked on the demo alone, in the component tests
// (tests/components/multi-filter.spec.ts).

const MULTIFILTER = '/docs/api/front-end/core-component/MultiFilter';

const TEXT = {
  'zh-Hans': {add: '添加条件', newCondition: '添加条件'},
  en: {add: 'Add condition', newCondition: 'New condition'},
} as const;

for (const locale of oneLocale('en')) {
  const text = TEXT[locale.name];
  test.describe(`MultiFilter live demo (${locale.name})`, () => {
    test('the live demo has no axe violations', async ({page}) => {
      await page.goto(localePath(locale, MULTIFILTER));
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=MultiFilter]');
      await stage.hover();
      await expect(stage).toHaveAttribute('data-state', 'live');
      // With the editor open, so that its controls are checked too.
      await stage.getByRole('button', {name: text.add, exact: true}).click();
      await expect(stage.getByRole('group', {name: text.newCondition})).toBeVisible();
      const {violations} = await axe(page).include('[data-live-demo=MultiFilter]').analyze();
      const problems = violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join('; ')})`,
      );
      expect(problems, 'axe violations').toEqual([]);
    });
  });
}
