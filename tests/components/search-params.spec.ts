import {expect, test, type Locator, type Page} from '@playwright/test';

// The demo of the SearchParams page (src/demos/SearchParamsDemo.tsx), mounted alone: a case search
// form and a DataGrid bound to one program store, used with the keyboard alone once focus is in the
// demo. The sample docket has 40 cases, 4 of them involving Yuanhang Shipping and 4 with a claim of
// at least 4,000,000; the grid shows 20 a page. A link with the criteria in its query, opened on the
// demo's page, stays in e2e (tests/e2e/demo-searchparams.spec.ts).

const TEXT = {
  'zh-Hans': {
    keyword: '案号或当事人',
    party: '远航船务',
    minClaim: '标的额不低于（元）',
    reset: '重置',
    search: '查询',
    pager: '分页',
    all: '共 40 条',
    narrowed: '共 4 条',
    notANumber: '请输入数字，例如 128000 或 128,000.50',
  },
  en: {
    keyword: 'Case no. or party',
    party: 'Yuanhang Shipping',
    minClaim: 'Claim at least (CNY)',
    reset: 'Reset',
    search: 'Search',
    pager: 'Pagination',
    all: '40 items',
    narrowed: '4 items',
    notANumber: 'Enter a number, such as 128000 or 128,000.50',
  },
} as const;

const queryParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, key = 'Tab', limit = 8): Promise<void> {
  for (let presses = 0; presses < limit && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

for (const locale of ['en'] as const) {
  const text = TEXT[locale];
  test.describe(`SearchParams demo (${locale})`, () => {
    test('keyboard only: a party typed and Enter narrow the list; Reset brings every case back', async ({page, mount}) => {
      const stage = await mount('demos/SearchParams', {locale});
      const pathname = new URL(page.url()).pathname;
      const keyword = stage.getByRole('textbox', {name: text.keyword});
      await keyword.focus();
      await expect(keyword).toBeFocused();

      const total = stage.getByRole('navigation', {name: text.pager}).locator(':scope > span').first();
      const rows = stage.getByRole('grid').locator('tbody tr');
      await expect(total).toHaveText(text.all);
      await expect(rows).toHaveCount(20);

      await page.keyboard.type(text.party);
      await page.keyboard.press('Enter');
      await expect(total).toHaveText(text.narrowed);
      await expect(rows).toHaveCount(4);
      for (const row of await rows.all()) await expect(row).toContainText(text.party);
      // The criteria are in the address bar, on the same page: no navigation.
      await expect.poll(() => queryParam(page, 'keyword')).toBe(text.party);
      expect(new URL(page.url()).pathname).toBe(pathname);
      await expect(keyword).toHaveValue(text.party);

      const reset = stage.getByRole('button', {name: text.reset, exact: true});
      await tabTo(page, reset);
      await page.keyboard.press('Enter');
      await expect(total).toHaveText(text.all);
      await expect(rows).toHaveCount(20);
      await expect(keyword).toHaveValue('');
      // As the page documents: after Reset, focus is back on the first field.
      await expect(keyword).toBeFocused();
      await expect.poll(() => queryParam(page, 'keyword')).toBeNull();
      expect(new URL(page.url()).pathname).toBe(pathname);
    });

    test('keyboard only: a collapsed field behind Expand, an unreadable number explained, a corrected one searched', async ({
      page,
      mount,
    }) => {
      const stage = await mount('demos/SearchParams', {locale});
      const keyword = stage.getByRole('textbox', {name: text.keyword});
      await keyword.focus();
      const total = stage.getByRole('navigation', {name: text.pager}).locator(':scope > span').first();
      await expect(total).toHaveText(text.all);

      const minClaim = stage.getByRole('textbox', {name: text.minClaim});
      await expect(minClaim).toBeHidden();
      const toggle = stage.locator('form button[aria-expanded]');
      await tabTo(page, toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(minClaim).toBeVisible();
      // The field shown is the last one before the button.
      await page.keyboard.press('Shift+Tab');
      await expect(minClaim).toBeFocused();

      await page.keyboard.type('12,0x0');
      await page.keyboard.press('Enter');
      await expect(minClaim).toHaveAttribute('aria-invalid', 'true');
      await expect(minClaim).toHaveAccessibleDescription(text.notANumber);
      await expect(minClaim).toBeFocused();
      await expect(minClaim).toHaveValue('12,0x0');
      await expect(total).toHaveText(text.all);
      expect(queryParam(page, 'minClaim')).toBeNull();

      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('4,000,000');
      await page.keyboard.press('Enter');
      await expect(total).toHaveText(text.narrowed);
      await expect(minClaim).not.toHaveAttribute('aria-invalid', 'true');
      // In the address bar without separators, as the back end takes it.
      await expect.poll(() => queryParam(page, 'minClaim')).toBe('4000000');
      const claims = await stage.getByRole('grid').locator('tbody tr td:last-child').allTextContents();
      expect(claims).toHaveLength(4);
      for (const claim of claims) expect(Number(claim.replace(/,/g, ''))).toBeGreaterThanOrEqual(4_000_000);
    });

    test('the Search label sits in the middle of its button, and the controls use the page font', async ({page, mount}) => {
      const stage = await mount('demos/SearchParams', {locale});
      const search = stage.getByRole('button', {name: text.search, exact: true});
      await search.scrollIntoViewIfNeeded();
      const {button, label} = await search.evaluate((element) => {
        const textNode = Array.from(element.childNodes).find((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())!;
        const range = document.createRange();
        range.selectNodeContents(textNode);
        const [outer, inner] = [element.getBoundingClientRect(), range.getBoundingClientRect()];
        return {button: outer.left + outer.width / 2, label: inner.left + inner.width / 2};
      });
      expect(Math.abs(button - label)).toBeLessThan(1.5);
      const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      for (const control of [
        search,
        stage.getByRole('button', {name: text.reset, exact: true}),
        stage.getByRole('textbox', {name: text.keyword}),
      ]) {
        expect(await control.evaluate((element) => getComputedStyle(element).fontFamily)).toBe(bodyFont);
      }
    });
  });
}
