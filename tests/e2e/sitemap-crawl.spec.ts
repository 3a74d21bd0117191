import {expect, test} from '../support/test';
import {locales} from '../support/site';
import {sitemapPaths} from '../support/sitemap';

// Every route of both sitemaps, in one test per locale: no console error, no failed request, and
// no request to any host but the site's own.
for (const locale of locales) {
  test(`every sitemap route of ${locale.name} loads cleanly and stays on the origin`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const paths = await sitemapPaths(request, locale.prefix);
    expect(paths.length).toBeGreaterThan(40);

    const problems: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) {
        problems.push(`${current}: request to another origin: ${req.url()}`);
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${current}: ${response.status()} for ${response.url()}`);
    });

    for (const path of paths) {
      current = path;
      const response = await page.goto(path, {waitUntil: 'networkidle'});
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale.htmlLang);
    }
    expect(problems).toEqual([]);
  });
}
