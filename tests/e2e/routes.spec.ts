import {expect, test} from '../support/test';
import {allSpecRoutes, blogPosts, locales, localePath} from '../support/site';
import {sitemapPaths} from '../support/sitemap';

for (const locale of locales) {
  test.describe(`routes (${locale.name})`, () => {
    for (const route of allSpecRoutes) {
      const url = localePath(locale, route);
      test(`${url} renders in ${locale.name}`, async ({page}) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
        // A real page: a visible main heading and a title ending with the site name after `|`.
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page).toHaveTitle(/\S/);
        if (route !== '/') {
          await expect(page).toHaveTitle(/ \| LexBoot$/);
        }
        await expect(page.locator('main, [role="main"]').first()).not.toContainText(
          /lorem ipsum|TODO|敬请期待|待补充|coming soon/i,
        );
      });
    }

    test('the sitemap lists exactly the spec routes', async ({request}) => {
      const paths = await sitemapPaths(request, locale.prefix);
      const expected = allSpecRoutes.map((route) => localePath(locale, route));
      expect([...paths].sort()).toEqual([...expected].sort());
    });

    test('an unknown path shows the not-found page in the locale', async ({page}) => {
      const response = await page.goto(localePath(locale, '/no-such-page/really'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale.notFoundTitle);
    });

    test('an unknown doc id shows the not-found page', async ({page}) => {
      const response = await page.goto(localePath(locale, '/docs/no-such-doc'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale.notFoundTitle);
    });

    test('the blog has RSS and Atom feeds listing every post', async ({request}) => {
      for (const feed of ['rss.xml', 'atom.xml']) {
        const response = await request.get(localePath(locale, `/blog/${feed}`));
        expect(response.status(), feed).toBe(200);
        const xml = await response.text();
        expect(xml, feed).toMatch(feed === 'rss.xml' ? /<rss[\s>]/ : /<feed[\s>]/);
        for (const post of blogPosts) {
          expect(xml, `${feed} links ${post}`).toContain(`${localePath(locale, `/blog/${post}`)}<`);
        }
      }
    });

    test('the blog sidebar groups posts by year', async ({page}) => {
      await page.goto(localePath(locale, '/blog/welcome'));
      const sidebar = page.locator('aside nav').first();
      await expect(sidebar.getByRole('heading', {name: '2025'})).toBeVisible();
      await expect(sidebar.getByRole('heading', {name: '2024'})).toBeVisible();
    });

    test('blog authors are listed without author pages', async ({page}) => {
      await page.goto(localePath(locale, '/blog/authors'));
      const main = page.locator('main');
      await expect(main.locator('img').first()).toBeVisible();
      await expect(main.locator(`a[href*="/blog/authors/"]`)).toHaveCount(0);
    });
  });
}
