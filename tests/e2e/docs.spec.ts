import {expect, test, type Page, oneLocale} from '../support/test';
import {apiSidebarDocs, localePath, tutorialSidebarDocs} from '../support/site';

const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-container');

/** The doc ids a rendered sidebar links to (expanding every category first). */
async function sidebarDocIds(page: Page, prefix: string): Promise<string[]> {
  const collapsed = sidebar(page).locator('.menu__list-item--collapsed > div > a, .menu__list-item--collapsed > a');
  while ((await collapsed.count()) > 0) {
    await collapsed.first().click();
  }
  const hrefs = await sidebar(page)
    .locator('a.menu__link[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.map((href) => href.replace(`${prefix}/docs/`, ''));
}

for (const locale of oneLocale('zh-Hans')) {
  test.describe(`docs (${locale.name})`, () => {
    test('a tutorial shows the tutorial sidebar with exactly its docs', async ({page}) => {
      await page.goto(localePath(locale, '/docs/intro'));
      const ids = await sidebarDocIds(page, locale.prefix);
      expect([...new Set(ids)].sort()).toEqual([...tutorialSidebarDocs].sort());
    });

    test('an API page shows the API sidebar with exactly its docs', async ({page}) => {
      await page.goto(localePath(locale, '/docs/api/front-end/core-component/datagrid'));
      const ids = await sidebarDocIds(page, locale.prefix);
      expect([...new Set(ids)].sort()).toEqual([...apiSidebarDocs].sort());
    });

    test('the category of the active page is expanded, the others are not', async ({page}) => {
      await page.goto(localePath(locale, '/docs/api/front-end/core-component/StatTable'));
      const active = sidebar(page).locator('a.menu__link--active[aria-current="page"]');
      await expect(active).toHaveAttribute('href', localePath(locale, '/docs/api/front-end/core-component/StatTable'));
      await expect(active).toBeVisible();
      const categories = sidebar(page).locator('.theme-doc-sidebar-item-category');
      const expanded = categories.filter({has: page.locator('a.menu__link--active')});
      await expect(expanded).toHaveCount(1);
      await expect(expanded.locator('.menu__list-item-collapsible [aria-expanded]').first()).toHaveAttribute('aria-expanded', 'true');
      const others = categories.filter({hasNot: page.locator('a.menu__link--active')});
      expect(await others.count()).toBeGreaterThan(0);
      for (const other of await others.all()) {
        await expect(other.locator('[aria-expanded]').first()).toHaveAttribute('aria-expanded', 'false');
      }
    });

    test('the sidebar cannot be hidden', async ({page}) => {
      await page.goto(localePath(locale, '/docs/quick-start-guide'));
      await expect(sidebar(page)).toBeVisible();
      await expect(sidebar(page).locator('button[title]')).toHaveCount(0);
    });

    test('the installation page has no sidebar', async ({page}) => {
      await page.goto(localePath(locale, '/docs/installation'));
      await expect(page.locator('article h1')).toBeVisible();
      await expect(sidebar(page)).toHaveCount(0);
    });

    test('the table of contents lists the h2 and h3 headings only', async ({page}) => {
      await page.goto(localePath(locale, '/docs/api/back-end/system-api-specification'));
      const article = page.locator('article .markdown');
      const h4Count = await article.locator('h4').count();
      expect(h4Count, 'this page keeps an h4 so that the TOC rule can be seen').toBeGreaterThan(0);
      const headingIds = await article.locator('h2[id], h3[id]').evaluateAll((headings) => headings.map((h) => h.id));
      const tocIds = await page
        .locator('.table-of-contents a')
        .evaluateAll((links) => links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
      expect(headingIds.length).toBeGreaterThan(2);
      expect(tocIds).toEqual(headingIds);
    });
  });
}
