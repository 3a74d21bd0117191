import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {expect, test, oneLocale} from '../support/test';
import {colorModeToggle, localePath, waitForInteractive} from '../support/site';

for (const locale of oneLocale('en')) {
  test.describe(`resilience (${locale.name})`, () => {
    test('a slow route change shows the progress bar until the page has loaded', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      await page.waitForLoadState('networkidle');
      await waitForInteractive(page);
      // From now on every code chunk takes 1.5 s to arrive.
      await page.route('**/assets/js/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.locator('footer').getByRole('link', {name: locale.footer.blog}).click();
      const bar = page.locator('#nprogress .bar');
      await expect(bar).toBeVisible();
      // Decoration, hidden from assistive technology; it moves on while the page loads.
      await expect(page.locator('#nprogress')).toHaveAttribute('aria-hidden', 'true');
      const shownWidth = async () => {
        const box = await bar.boundingBox();
        return box ? Math.max(0, box.x + box.width) : 0;
      };
      const first = await shownWidth();
      await expect.poll(shownWidth).toBeGreaterThan(first);
      await expect(page).toHaveURL(localePath(locale, '/blog'));
      await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
    });

    test('a route chunk that fails to load reloads the page at the new address', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      await page.waitForLoadState('networkidle');
      await waitForInteractive(page);
      // The home page's code generator loads its code, and runs the generated screen in its runner, when
      // it comes into view on the way to the footer: have both done first, so that the chunk that fails
      // is the route's. (Not "network idle": Playwright waits for the runner's sandboxed frame too, and
      // at times never sees it go idle, though all its requests have finished: a 60 s hang, 1 run in 12.)
      const playground = page.locator('[data-live-demo="CodegenHome"]');
      await playground.hover();
      await expect(playground).toHaveAttribute('data-state', 'live');
      const runner = page.frameLocator('[data-live-demo="CodegenHome"] iframe[sandbox~="allow-scripts"]');
      await expect(runner.locator('table[role="grid"] tbody tr').first()).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as {beforeReload: boolean}).beforeReload = true;
      });
      let failed = 0;
      await page.route('**/assets/js/**', async (route) => {
        // The first chunk a script asks for; a link prefetch (idle time, another page's chunks) is no
        // script request, and passes.
        if (failed === 0 && route.request().resourceType() === 'script') {
          failed += 1;
          await route.abort('failed');
          return;
        }
        await route.continue();
      });
      await page.locator('footer').getByRole('link', {name: locale.footer.docs}).click();
      await expect(page).toHaveURL(localePath(locale, '/docs/intro'));
      await expect(page.locator('article h1')).toBeVisible();
      expect(failed).toBe(1);
      // A full reload replaced the window object: the marker is gone.
      await expect.poll(() => page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
    });

    test('with browser storage blocked, a warning is logged and the site still works', async ({page}) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const warnings: string[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(localePath(locale, '/docs/intro'));
      await expect(page.locator('article h1')).toBeVisible();
      await colorModeToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.locator('.navbar').getByRole('link', {name: locale.navbar.pricing}).click();
      await expect(page).toHaveURL(localePath(locale, '/pricing'));
      await expect(page.locator('h1').first()).toBeVisible();
      expect(warnings.some((text) => text.includes('browser storage is not available'))).toBe(true);
      expect(errors).toEqual([]);
    });

    test('a page that throws while rendering shows the crash screen, and "try again" recovers', async ({page}) => {
      // From a page that shows no dates: when a link is followed, Docusaurus renders the page being
      // left once more (its router hands it the new address) while the next page's code loads. Had
      // that page dates, it would be the one to crash, and the next page could replace its crash
      // screen after the failure was lifted below (seen under load).
      await page.goto(localePath(locale, '/docs/intro'));
      await page.waitForLoadState('networkidle');
      await waitForInteractive(page);
      // Inject the failure from the test: reading a date's day of the month now throws, and a
      // post's header on the blog's list does so while it renders (src/utils/intl-free.ts formats the date).
      await page.evaluate(() => {
        const original = Object.getOwnPropertyDescriptor(Date.prototype, 'getUTCDate')!;
        const w = window as unknown as {restoreDateFormat: () => void};
        Object.defineProperty(Date.prototype, 'getUTCDate', {
          configurable: true,
          writable: true,
          value() {
            throw new Error('Injected render failure for the crash-screen test');
          },
        });
        w.restoreDateFormat = () => Object.defineProperty(Date.prototype, 'getUTCDate', original);
      });
      await page.locator('footer').getByRole('link', {name: locale.footer.blog}).click();
      await expect(page).toHaveURL(localePath(locale, '/blog'));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(locale.crashTitle);
      await expect(page.locator('main')).toContainText('Injected render failure for the crash-screen test');
      // The layout around the crash still works.
      await expect(page.locator('nav.navbar')).toBeVisible();
      await page.evaluate(() => (window as unknown as {restoreDateFormat: () => void}).restoreDateFormat());
      await page.getByRole('button', {name: locale.tryAgain}).click();
      await expect(page.locator('main article time').first()).toBeVisible();
      await expect(page.locator('main')).not.toContainText('Injected render failure');
    });
  });
}

test.describe('wrong base URL', () => {
  let server: ChildProcess | undefined;
  const port = 4190 + (Number(process.env.TEST_PARALLEL_INDEX) || 0);

  test.beforeAll(async () => {
    // The build the suite tests (playwright.config.ts: BUILD_DIR), served by the Node.js server.
    server = spawn(
      process.execPath,
      ['scripts/serve.mjs', process.env.BUILD_DIR ?? 'build', '--port', String(port), '--base', '/wrong-path/'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    // Listening (it says so), or stopped with its reason on stderr.
    await Promise.race([
      once(server.stdout!, 'data'),
      once(server, 'exit').then(([code]) => {
        throw new Error(`scripts/serve.mjs stopped (exit ${String(code)}) before it listened`);
      }),
    ]);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('serving the build under another path shows the base-URL banner', async ({page}) => {
    await page.goto(`http://127.0.0.1:${port}/wrong-path/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toContainText('/wrong-path/');
  });
});
