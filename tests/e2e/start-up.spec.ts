import {expect, test} from '../support/test';
import {locales, localePath, waitForInteractive} from '../support/site';

// What keeps a page's start-up light on a phone (see README, "Speed"), checked where a visitor
// would notice it going wrong: links still prefetch, blog dates still read as the locale writes them.

type DocusaurusWindow = Window & {docusaurus: {prefetch(routePath: string): unknown}};

for (const locale of locales) {
  test.describe(locale.name, () => {
    test('link prefetching waits for idle time, and still fetches the linked page', async ({page}) => {
      await page.goto(localePath(locale, '/docs/tutorial/back-end/code-generation'));
      await waitForInteractive(page);
      const route = localePath(locale, '/success-stories');
      const during = await page.evaluate((routePath) => {
        const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
        const before = count();
        void (window as unknown as DocusaurusWindow).docusaurus.prefetch(routePath);
        return {before, after: count()};
      }, route);
      // Docusaurus itself adds the <link rel="prefetch"> tags at once, in the task that asked.
      expect(during.after).toBe(during.before);
      // Other links in view prefetch in the same idle queue: wait until it has drained.
      const settled = () =>
        page.evaluate(async () => {
          const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
          const first = count();
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return first === count() ? first : -1;
        });
      await expect.poll(settled, {timeout: 20_000}).toBeGreaterThan(during.before);
      // The prefetched code is the page's: navigating there needs nothing it has not fetched.
      const prefetched = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((link) => new URL(link.href).pathname),
      );
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
      });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.goto(route);
      await waitForInteractive(page);
      expect(prefetched.length).toBeGreaterThan(0);
      for (const script of requested.filter((pathname) => !/\/(main|runtime~main)\./.test(pathname))) {
        expect(prefetched, `${script} was not prefetched`).toContain(script);
      }
    });

    test("the client bundle takes the window size from the site's copy, which updates in a transition", async ({page, request}) => {
      // src/plugins/hydration-transitions swaps theme-common's useWindowSize (and core's browser
      // context) for copies whose first update after hydration is a transition. The original
      // carries an error message the copy does not: its absence shows the swap reached the build.
      await page.goto(localePath(locale, '/docs/tutorial/back-end/code-generation'));
      const main = await page.locator('script[src*="/main."]').getAttribute('src');
      const source = await (await request.get(main!)).text();
      expect(source.includes('resize'), `${main} registers no resize listener`).toBe(true);
      expect(source.includes('should only be called after React hydration'), `${main} holds theme-common's own useWindowSize`).toBe(false);
    });

    test('blog dates read as the browser formats them in the page language', async ({page}) => {
      await page.goto(localePath(locale, '/blog/long-blog-post'));
      const time = page.locator('article header time').first();
      const iso = await time.getAttribute('datetime');
      const expected = await page.evaluate(
        ([date, lang]) =>
          new Intl.DateTimeFormat(lang, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(date!)),
        [iso, locale.name] as const,
      );
      await expect(time).toHaveText(expected);
      await expect(page.locator('article header')).toContainText(locale.name === 'en' ? /\d+ min read/ : /阅读需 \d+ 分钟/);
    });
  });
}
