import type {BrowserContext, Route} from '@playwright/test';
import {expect, test, oneLocale} from '../support/test';
import {localePath, waitForInteractive} from '../support/site';

/** What the fallback says, per locale (src/theme/Loading and i18n/en/code.json). */
const TEXT = {
  'zh-Hans': {loading: '正在加载页面…', failed: '这个页面没能加载完成', retry: '重试'},
  en: {loading: 'Loading the page…', failed: 'This page could not be loaded', retry: 'Retry'},
} as const;

/**
 * The scripts Docusaurus asks for at once to show `path` to a reader coming from `from`: its own
 * preload of the route (what a navigation waits for), run in a page of its own so that the test's
 * page still has to fetch them. Routing every script through the handler turns the cache off, so each
 * is requested. Only those asked for before any arrives: a doc's module asks for its content when it
 * runs (src/plugins/static-content), so that script is asked for only once the others have come.
 */
async function routeScripts(context: BrowserContext, from: string, path: string): Promise<Set<string>> {
  const probe = await context.newPage();
  await probe.route('**/assets/js/**', (route) => route.continue());
  await probe.goto(from);
  await waitForInteractive(probe);
  await probe.waitForLoadState('networkidle');
  const scripts = new Set<string>();
  let arrived = false;
  probe.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') arrived = true;
  });
  probe.on('request', (request) => {
    if (request.resourceType() === 'script' && !arrived) scripts.add(new URL(request.url()).pathname);
  });
  await probe.evaluate((to) => (window as unknown as {docusaurus: {preload(path: string): Promise<unknown>}}).docusaurus.preload(to), path);
  await probe.close();
  return scripts;
}

/** The paths among `wanted` that no held request asks for yet. */
function notYetHeld(wanted: Iterable<string>, held: Route[]): string[] {
  const asked = new Set(held.map((route) => new URL(route.request().url()).pathname));
  return [...wanted].filter((path) => !asked.has(path));
}

for (const locale of oneLocale('zh-Hans')) {
  const text = TEXT[locale.name];

  test(`a page whose code is late shows the spinner, then the error and Retry, in ${locale.name}`, async ({page, context}) => {
    // Docusaurus keeps the old page on screen until the next one's code has loaded, so the fallback
    // shows only when a route renders before its code is there: the reader opens one page (the blog)
    // and, while it loads, another (the docs); the blog's code arrives first and the docs route renders
    // with its code still on the way. When that code then fails, Docusaurus reloads the page; a
    // beforeunload handler (dismissed) keeps this page, so that the error it rendered can be read.
    // Each script is held by the route it belongs to, known beforehand, and each step waits for all of
    // that route's scripts: holding whatever came in while one route was being opened (as this test
    // once did) raced the last of the blog's scripts against the click on the docs.
    const company = localePath(locale, '/company');
    const blogScripts = await routeScripts(context, company, localePath(locale, '/blog'));
    const docsScripts = new Set(
      [...(await routeScripts(context, company, localePath(locale, '/docs/intro')))].filter((s) => !blogScripts.has(s)),
    );
    expect(blogScripts.size, "the blog's scripts").toBeGreaterThan(0);
    expect(docsScripts.size, "the docs' own scripts, besides those they share with the blog").toBeGreaterThan(0);
    await page.goto(company);
    await page.waitForLoadState('networkidle');
    await waitForInteractive(page);
    await page.evaluate(() => {
      const keep = (event: BeforeUnloadEvent) => event.preventDefault();
      (window as unknown as {keepPage: typeof keep}).keepPage = keep;
      window.addEventListener('beforeunload', keep);
    });
    page.on('dialog', (dialog) => void dialog.dismiss());

    const held: Record<'blog' | 'docs', Route[]> = {blog: [], docs: []};
    let pass = false;
    await page.route('**/assets/js/**', async (route) => {
      const script = new URL(route.request().url()).pathname;
      // Link prefetches (not scripts run) and scripts of neither route go through.
      if (pass || route.request().resourceType() !== 'script') await route.continue();
      else if (blogScripts.has(script)) held.blog.push(route);
      else if (docsScripts.has(script)) held.docs.push(route);
      else await route.continue();
    });

    const footer = page.locator('footer');
    await footer.getByRole('link', {name: locale.footer.blog, exact: true}).click();
    await expect.poll(() => notYetHeld(blogScripts, held.blog), "the blog's scripts, all asked for").toEqual([]);
    await footer.getByRole('link', {name: locale.footer.docs, exact: true}).click();
    await expect.poll(() => notYetHeld(docsScripts, held.docs), "the docs' scripts, all asked for").toEqual([]);

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
    pass = true;
    await page.evaluate(() => window.removeEventListener('beforeunload', (window as unknown as {keepPage: () => void}).keepPage));
    await retry.click();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}
