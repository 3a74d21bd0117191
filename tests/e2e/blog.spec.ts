import {expect, test, oneLocale} from '../support/test';
import {blogPosts, localePath} from '../support/site';

for (const locale of oneLocale('zh-Hans')) {
  test.describe(`blog (${locale.name})`, () => {
    test('every post shows its authors with avatars that load without moving the page', async ({page}) => {
      // Sum of layout shifts as the page loads (what CLS measures); an avatar without a fixed box
      // would push the header's text when it arrives. The CPU runs four times slower, as on a
      // mid-range phone: a slow parser paints partial pages, where late-parsed content can move
      // what is already shown (the navbar's toggle once pushed the search box left this way).
      // Four throttled page loads take more than the default 30 s on a loaded CI machine.
      test.setTimeout(blogPosts.length * 20_000);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.addInitScript(() => {
        (window as unknown as {shift: number}).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{value: number; hadRecentInput: boolean}>) {
            if (!entry.hadRecentInput) (window as unknown as {shift: number}).shift += entry.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      for (const post of blogPosts) {
        await page.goto(localePath(locale, `/blog/${post}`), {waitUntil: 'load'});
        const avatars = page.locator('article header img');
        expect(await avatars.count(), post).toBeGreaterThan(0);
        for (const avatar of await avatars.all()) {
          await expect(avatar).toHaveAttribute('alt', /.+/);
          expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), post).toBe(true);
        }
        expect(await page.evaluate(() => (window as unknown as {shift: number}).shift), post).toBe(0);
      }
    });
  });
}
