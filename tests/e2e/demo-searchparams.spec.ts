import {expect, test, type Page, oneLocale} from '../support/test';
import {localePath, waitForInteractive} from '../support/site';

// The live demo of the SearchParams page (src/demos/SearchParamsDemo.tsx), on the page: a shared link,
// the page's route with the criteria in its query, fills the form and is searched once the demo goes
// live (4 of the 40 sample cases claim at least 4,000,000). What the demo does under the keyboard is
// checked on the demo alone, in the component tests (tests/components/search-params.spec.ts).

const PAGE = '/docs/api/front-end/core-component/SearchParams';

const TEXT = {
  'zh-Hans': {keyword: '案号或当事人', minClaim: '标的额不低于（元）', pager: '分页', narrowed: '共 4 条'},
  en: {keyword: 'Case no. or party', minClaim: 'Claim at least (CNY)', pager: 'Pagination', narrowed: '4 items'},
} as const;

const queryParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

for (const locale of oneLocale('en')) {
  const text = TEXT[locale.name];
  test.describe(`SearchParams live demo (${locale.name})`, () => {
    test('a shared link: the criteria in the address bar fill the form, open the row they are on, and are searched', async ({page}) => {
      await page.goto(`${localePath(locale, PAGE)}?minClaim=4000000`);
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=SearchParams]');
      await stage.getByRole('textbox', {name: text.keyword}).focus();
      await expect(stage).toHaveAttribute('data-state', 'live');
      // The field is on the collapsed second row: the form opens to show it, with the link's value.
      const minClaim = stage.getByRole('textbox', {name: text.minClaim});
      await expect(minClaim).toBeVisible();
      await expect(minClaim).toHaveValue(/^4,?000,?000$/);
      await expect(stage.locator('form button[aria-expanded]')).toHaveAttribute('aria-expanded', 'true');
      const total = stage.getByRole('navigation', {name: text.pager}).locator(':scope > span').first();
      await expect(total).toHaveText(text.narrowed);
      // The link stays as it was opened.
      expect(queryParam(page, 'minClaim')).toBe('4000000');
    });
  });
}
