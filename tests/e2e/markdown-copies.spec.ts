import {brand} from '../../src/data/brand';
import {expect, test, type Page} from '../support/test';
import {axe} from '../support/axe';
import {apiSidebarDocs, endColourTransitions, locales, localePath, tutorialSidebarDocs, waitForInteractive} from '../support/site';
import {sitemapPaths} from '../support/sitemap';

// The Markdown copy beside every doc (/docs/intro.md), llms.txt and llms-full.txt at each locale's
// root, and the "Copy page as Markdown" button of the doc pages.

const ui = {
  'zh-Hans': {
    copy: '复制为 Markdown',
    view: '查看 Markdown 原文',
    copied: '已复制到剪贴板',
    fetchFailed: '复制失败：未能加载本页的 Markdown。请打开「查看 Markdown 原文」手动复制。',
    clipboardFailed: '复制失败：浏览器不允许写入剪贴板。请打开「查看 Markdown 原文」手动复制。',
    sections: {tutorial: '教程', api: 'API 参考'},
  },
  en: {
    copy: 'Copy page as Markdown',
    view: 'View as Markdown',
    copied: 'Copied to clipboard',
    fetchFailed: `Couldn't copy: this page's Markdown didn't load. Open "View as Markdown" and copy it from there.`,
    clipboardFailed: `Couldn't copy: the browser didn't allow access to the clipboard. Open "View as Markdown" and copy it from there.`,
    sections: {tutorial: 'Tutorials', api: 'API reference'},
  },
} as const;

const MARKDOWN = 'text/markdown; charset=utf-8';
const DATAGRID = '/docs/api/front-end/core-component/datagrid';

/** The Markdown links of a Markdown text, `[text](url)`. */
function markdownLinks(markdown: string): {text: string; url: string}[] {
  return [...markdown.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((match) => ({text: match[1]!, url: match[2]!}));
}

/** A line of a Markdown table as text: cells trimmed, code marks and escapes dropped. */
function cellsOf(row: string): string[] {
  // Split at the pipes that are not escaped (`\|` is a pipe inside a cell).
  return row
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.replace(/\\\|/g, '|').replace(/`/g, '').trim());
}

// The status line of the page's Markdown actions, at the top of the article: a live demo further
// down may have a status line of its own.
const statusOf = (page: Page) => page.locator('article').getByRole('status').first();

for (const locale of locales) {
  const text = ui[locale.name];

  test.describe(`Markdown copies (${locale.name})`, () => {
    test('a doc has a Markdown copy beside it, served as Markdown and titled like the page', async ({page, request}) => {
      await page.goto(localePath(locale, '/docs/intro'));
      const title = (await page.locator('article h1').textContent())?.trim();
      expect(title).toBeTruthy();

      const response = await request.get(localePath(locale, '/docs/intro.md'));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(MARKDOWN);
      const markdown = await response.text();
      expect(markdown.startsWith(`# ${title}\n\n`)).toBe(true);
      expect(markdown).not.toMatch(/^(?:---|import |<[A-Z])/m);

      // Links to other docs are absolute URLs of their copies, and each of those exists; links to the
      // site's other pages (the release notes) are absolute URLs of those pages.
      const ownLinks = markdownLinks(markdown).filter((link) => link.url.startsWith(`${brand.siteUrl}/`));
      const isDoc = (link: {url: string}) => new URL(link.url).pathname.startsWith(`${locale.prefix}/docs/`);
      expect(ownLinks.filter(isDoc).length).toBeGreaterThan(3);
      for (const link of ownLinks) {
        const url = new URL(link.url);
        const target = await request.get(url.pathname);
        expect(target.status(), link.url).toBe(200);
        if (!isDoc(link)) continue;
        expect(url.pathname, link.url).toMatch(new RegExp(`^${locale.prefix}/docs/.+\\.md$`));
        expect(target.headers()['content-type'], link.url).toBe(MARKDOWN);
      }
    });

    test("an API page's copy has the reference table the page shows", async ({page, request}) => {
      await page.goto(localePath(locale, DATAGRID));
      // The first reference table: a live demo's grid (role=grid) is not one.
      const table = page.locator('article table:not([role=grid])').first();
      const header = (await table.locator('thead th').allTextContents()).map((cell) => cell.trim());
      const firstRow = (await table.locator('tbody tr').first().locator('td').allTextContents()).map((cell) => cell.trim());
      expect(firstRow).toHaveLength(4);

      const response = await request.get(localePath(locale, `${DATAGRID}.md`));
      expect(response.headers()['content-type']).toBe(MARKDOWN);
      const rows = (await response.text()).split('\n').filter((line) => line.startsWith('| '));
      expect(rows.map(cellsOf)).toContainEqual(header);
      expect(rows.map(cellsOf)).toContainEqual(firstRow);
    });

    test('tabs become a bold label before each tab, with the tab content kept', async ({page, request}) => {
      await page.goto(localePath(locale, '/docs/installation'));
      const labels = (await page.locator('article [role="tab"]').allTextContents()).map((label) => label.trim());
      expect(labels).toContain('Maven');
      const markdown = await (await request.get(localePath(locale, '/docs/installation.md'))).text();
      for (const label of new Set(labels)) expect(markdown).toContain(`\n**${label}**\n`);
      expect(markdown).toContain('```xml title="pom.xml"\n<dependencies>');
      expect(markdown).not.toMatch(/<\/?(?:Tabs|TabItem)\b/);
    });

    test('llms.txt lists every doc of the sitemap by sidebar, each linking to a working copy', async ({request}) => {
      const response = await request.get(localePath(locale, '/llms.txt'));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const llms = await response.text();
      expect(llms).toMatch(/^# LexBoot\n\n> \S.+\n/);

      const docPaths = (await sitemapPaths(request, locale.prefix)).filter((path) => path.startsWith(`${locale.prefix}/docs/`));
      expect(docPaths.length).toBeGreaterThanOrEqual(tutorialSidebarDocs.length + apiSidebarDocs.length + 1);
      const links = markdownLinks(llms);
      expect(links.map((link) => link.url).sort()).toEqual(docPaths.map((path) => `${brand.siteUrl}${path}.md`).sort());

      for (const link of links) {
        const copy = await request.get(new URL(link.url).pathname);
        expect(copy.status(), link.url).toBe(200);
        expect(copy.headers()['content-type'], link.url).toBe(MARKDOWN);
        expect((await copy.text()).startsWith(`# ${link.text}\n`), `${link.url} starts with its title`).toBe(true);
      }

      const section = (title: string) => {
        const body = llms.split(`\n## ${title}\n`)[1]?.split('\n## ')[0] ?? '';
        return markdownLinks(body).map((link) => new URL(link.url).pathname.replace(`${locale.prefix}/docs/`, '').replace(/\.md$/, ''));
      };
      expect(section(text.sections.tutorial).sort()).toEqual([...tutorialSidebarDocs].sort());
      expect(section(text.sections.api).sort()).toEqual([...apiSidebarDocs].sort());
    });

    test('llms-full.txt holds every copy of llms.txt in full, in the same order', async ({request}) => {
      const llms = await (await request.get(localePath(locale, '/llms.txt'))).text();
      const full = await (await request.get(localePath(locale, '/llms-full.txt'))).text();
      const summary = llms.split('\n')[2]!;
      expect(full.startsWith(`# LexBoot\n\n${summary}\n\n`)).toBe(true);
      let from = 0;
      for (const link of markdownLinks(llms)) {
        const copy = (await (await request.get(new URL(link.url).pathname)).text()).trimEnd();
        const at = full.indexOf(copy, from);
        expect(at, `${link.url} is in llms-full.txt, after the docs before it`).toBeGreaterThanOrEqual(from);
        from = at + copy.length;
      }
    });

    test('Copy page as Markdown puts the Markdown on the clipboard and says so, from the keyboard', async ({page, context, request}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(localePath(locale, DATAGRID));
      await waitForInteractive(page);
      const status = statusOf(page);
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(status).toHaveText('');

      const button = page.getByRole('button', {name: text.copy});
      await button.focus();
      expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(text.copied);

      const expected = await (await request.get(localePath(locale, `${DATAGRID}.md`))).text();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    });

    test('when the Markdown does not load, copying says so and the link remains', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.route(`**${localePath(locale, '/docs/intro.md')}`, (route) => route.abort());
      await page.goto(localePath(locale, '/docs/intro'));
      await waitForInteractive(page);
      await page.getByRole('button', {name: text.copy}).click();
      await expect(statusOf(page)).toHaveText(text.fetchFailed);
      const link = page.getByRole('link', {name: text.view});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', localePath(locale, '/docs/intro.md'));
    });

    test('when the browser refuses the clipboard, copying says so', async ({page}) => {
      await page.addInitScript(() => {
        const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
        Object.defineProperty(Clipboard.prototype, 'write', {value: refuse});
        Object.defineProperty(Clipboard.prototype, 'writeText', {value: refuse});
      });
      await page.goto(localePath(locale, '/docs/intro'));
      await waitForInteractive(page);
      await page.getByRole('button', {name: text.copy}).click();
      await expect(statusOf(page)).toHaveText(text.clipboardFailed);
    });

    test('the buttons fit a 390 px screen and pass axe in light and dark mode, message shown', async ({page}) => {
      await page.route(`**${localePath(locale, '/docs/intro.md')}`, (route) => route.abort());
      await page.goto(localePath(locale, '/docs/intro'));
      await waitForInteractive(page);
      await page.setViewportSize({width: 390, height: 844});
      const button = page.getByRole('button', {name: text.copy});
      const link = page.getByRole('link', {name: text.view});
      for (const control of [button, link]) {
        await expect(control).toBeInViewport();
        const box = await control.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      await button.click();
      await expect(statusOf(page)).toHaveText(text.fetchFailed);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      for (const mode of ['light', 'dark']) {
        // The colour-mode toggle is inside the closed mobile menu at this width: set the mode as it does.
        await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await endColourTransitions(page);
        const {violations} = await axe(page).include('article').analyze();
        expect(violations.map((v) => `${mode}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  });
}

test('pages other than docs have no Copy button', async ({page}) => {
  for (const path of ['/', '/blog', '/en/product']) {
    await page.goto(path);
    await expect(page.locator('main, #__docusaurus_skipToContent_fallback').first()).toBeVisible();
    await expect(page.getByRole('button', {name: /Markdown/})).toHaveCount(0);
  }
});
