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

    test("the main script's task evaluates React alone: the app starts in later tasks, and the page hydrates", async ({page}) => {
      // src/plugins/hydration-transitions swaps Docusaurus's client entry for a copy that evaluates the
      // app's modules, matches the route and hydrates in tasks after the one that runs the main
      // script (that one task was a docs page's longest at start-up). The entry sets
      // window.docusaurus once the app's modules are evaluated. A script's load event fires in the
      // task that ran it, right after it ran: there, the app has not started yet.
      await page.addInitScript(() => {
        document.addEventListener(
          'load',
          (event) => {
            if (event.target instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(event.target.src))
              Object.assign(window, {startedInMainTask: 'docusaurus' in window});
          },
          true,
        );
      });
      await page.goto(localePath(locale, '/docs/tutorial/back-end/code-generation'));
      await waitForInteractive(page);
      expect(await page.evaluate(() => (window as unknown as {startedInMainTask?: boolean}).startedInMainTask)).toBe(false);
      // Started all the same: a link moves within the site (the page is not reloaded), as on a hydrated page.
      await page.evaluate(() => Object.assign(window, {samePage: true}));
      await page
        .getByRole('article')
        .getByRole('link', {name: locale.name === 'en' ? 'Quick start' : '快速开始'})
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/docs/quick-start-guide')}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale.name === 'en' ? 'Quick start' : '快速开始');
      expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
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
