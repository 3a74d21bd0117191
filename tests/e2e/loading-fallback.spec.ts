import type {Route} from '@playwright/test';
import {expect, test, oneLocale} from '../support/test';
import {localePath, waitForInteractive} from '../support/site';

/** What the fallback says, per locale (src/theme/Loading and i18n/en/code.json). */
const TEXT = {
  'zh-Hans': {loading: '正在加载页面…', failed: '这个页面没能加载完成', retry: '重试'},
  en: {loading: 'Loading the page…', failed: 'This page could not be loaded', retry: 'Retry'},
} as const;

for (const locale of oneLocale('zh-Hans')) {
  const text = TEXT[locale.name];

  test(`a page whose code is late shows the spinner, then the error and Retry, in ${locale.name}`, async ({page}) => {
    // Docusaurus keeps the old page on screen until the next one's code has loaded, so the fallback
    // shows only when a route renders before its code is there: the reader opens one page (the blog)
    // and, while it loads, another (the docs); the blog's code arrives first and the docs route renders
    // with its code still on the way. When that code then fails, Docusaurus reloads the page; a
    // beforeunload handler (dismissed) keeps this page, so that the error it rendered can be read.
    await page.goto(localePath(locale, '/company'));
    await page.waitForLoadState('networkidle');
    await waitForInteractive(page);
    await page.evaluate(() => {
      const keep = (event: BeforeUnloadEvent) => event.preventDefault();
      (window as unknown as {keepPage: typeof keep}).keepPage = keep;
      window.addEventListener('beforeunload', keep);
    });
    page.on('dialog', (dialog) => void dialog.dismiss());

    const held: Record<'blog' | 'docs', Route[]> = {blog: [], docs: []};
    let phase: 'blog' | 'docs' | 'pass' = 'blog';
    await page.route('**/assets/js/**', async (route) => {
      if (phase === 'pass') await route.continue();
      else held[phase].push(route);
    });

    const footer = page.locator('footer');
    await footer.getByRole('link', {name: locale.footer.blog, exact: true}).click();
    await expect.poll(() => held.blog.length).toBeGreaterThan(0);
    phase = 'docs';
    await footer.getByRole('link', {name: locale.footer.docs, exact: true}).click();
    await expect.poll(() => held.docs.length).toBeGreaterThan(0);

    // The blog's code arrives: the docs route renders while its own code is still held.
    for (const route of held.blog.splice(0)) await route.continue();
    await expect(page).toHaveURL(localePath(locale, '/docs/intro'));
    const status = page.getByRole('status').filter({hasText: text.loading});
    await expect(status).toBeVisible();

    // The docs' code fails.
    for (const route of held.docs.splice(0)) await route.abort('failed');
    const alert = page.getByRole('alert').filter({hasText: text.failed});
    await expect(alert).toBeVisible();
    await expect(status).toHaveCount(0);
    // The error's own message (webpack's "Loading chunk … failed") is shown under the explanation.
    await expect(alert.locator('code')).toContainText(/chunk/i);
    const retry = alert.getByRole('button', {name: text.retry, exact: true});
    await expect(retry).toBeVisible();
    // The site's button style, not the browser's default.
    await expect(retry).toHaveClass(/\bbutton--primary\b/);

    // Retry loads the page again, and it appears.
    phase = 'pass';
    await page.evaluate(() => window.removeEventListener('beforeunload', (window as unknown as {keepPage: () => void}).keepPage));
    await retry.click();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}
