// A doc's or post's content on the page's first load is the server's HTML, with no script of its own
// (src/plugins/static-content, src/components/StaticContent): what a reader does in it still works,
// and a move within the site renders the content as before.
import type {Page} from '@playwright/test';
import {expect, oneLocale, test} from '../support/test';
import {locales, localePath, waitForInteractive} from '../support/site';

const TUTORIAL = '/docs/tutorial/back-end/code-generation';
const INTRO = '/docs/intro';
const COPY = {'zh-Hans': '复制代码到剪贴板', en: 'Copy code to clipboard'} as const;

/** The scripts the page asks for from now on (paths). */
function watchScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The content's text, live demos left out (the code generator's output names the current time). */
function contentText(page: Page): Promise<string> {
  return page
    .locator('article .markdown')
    .first()
    .evaluate((content) => {
      const copy = content.cloneNode(true) as Element;
      copy.querySelectorAll('[data-live-demo], button').forEach((part) => part.remove());
      return copy.textContent ?? '';
    });
}

/** Marks the document, so that a full page load (which would drop the mark) shows. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  return () => page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed === true);
}

for (const locale of locales) {
  test.describe(`static content (${locale.name})`, () => {
    test('the first load runs no script of the content, which a move within the site loads and renders the same', async ({browser}) => {
      const context = await browser.newContext();
      // The tutorial, opened directly.
      const direct = await context.newPage();
      const firstLoad = watchScripts(direct);
      await direct.goto(localePath(locale, TUTORIAL));
      await waitForInteractive(direct);
      await direct.waitForLoadState('networkidle');
      const serverText = await contentText(direct);

      // The same page reached within the site, from the intro.
      const moved = await context.newPage();
      await moved.goto(localePath(locale, INTRO));
      await waitForInteractive(moved);
      await moved.waitForLoadState('networkidle');
      const onTheWay = watchScripts(moved);
      await moved
        .locator(`article .markdown a[href="${localePath(locale, TUTORIAL)}"]`)
        .first()
        .click();
      await expect(moved).toHaveURL(localePath(locale, TUTORIAL));
      await expect.poll(() => contentText(moved)).toBe(serverText);

      // What the move needed that the direct load did not: the content's module (and MDX's components).
      const contentOnly = [...onTheWay].filter((script) => !firstLoad.has(script));
      expect(contentOnly.length, `scripts the move loaded that the first load did not: ${contentOnly.join(', ')}`).toBeGreaterThan(0);
      await context.close();
    });
  });
}

// Behaviour, the same in both languages: one each.
for (const locale of oneLocale('en')) {
  test.describe(`static content (${locale.name})`, () => {
    test('a link in the content moves within the site; Back returns to the same place of the first page', async ({page}) => {
      await page.goto(localePath(locale, TUTORIAL));
      await waitForInteractive(page);
      const text = await contentText(page);
      const stayed = await markDocument(page);
      // A link far down the page, followed from where the reader has scrolled to.
      const link = page.locator('article .markdown a[href^="/"]:not([href*="#"])').last();
      const href = await link.getAttribute('href');
      await link.scrollIntoViewIfNeeded();
      const place = await page.evaluate(() => window.scrollY);
      expect(place, 'scrolled down the page, px').toBeGreaterThan(2000);
      await link.click();
      await expect(page).toHaveURL(href!);
      await expect(page.locator('article h1')).toBeVisible();
      expect(await stayed(), 'no full page load').toBe(true);
      // Back: the first page's content is there again as the server sent it, and so is the reader.
      await page.goBack();
      await expect(page).toHaveURL(localePath(locale, TUTORIAL));
      await expect.poll(() => page.evaluate(() => window.scrollY), 'scroll position after Back, px').toBe(place);
      expect(await contentText(page)).toBe(text);
      expect(await stayed(), 'no full page load').toBe(true);
      // And it acts as before: its links move within the site.
      await link.click();
      await expect(page).toHaveURL(href!);
      expect(await stayed(), 'no full page load').toBe(true);
    });

    test('a link opened in a new tab (Ctrl or ⌘) is the browser’s to follow', async ({page, context}) => {
      await page.goto(localePath(locale, INTRO));
      await waitForInteractive(page);
      const link = page.locator('article .markdown a[href^="/"]:not([href*="#"])').first();
      const opened = context.waitForEvent('page');
      await link.click({modifiers: ['ControlOrMeta']});
      const tab = await opened;
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(await link.getAttribute('href'));
      await expect(page).toHaveURL(localePath(locale, INTRO));
    });
  });
}

for (const locale of oneLocale('zh-Hans')) {
  test.describe(`static content (${locale.name})`, () => {
    test('a code block’s buttons come when the reader reaches for it, and Copy copies its code', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(localePath(locale, '/docs/installation'));
      await waitForInteractive(page);
      const block = page.locator('article .theme-code-block').first();
      const copy = block.getByRole('button', {name: COPY[locale.name]});
      await expect(copy).toHaveCount(0);
      await block.hover();
      await copy.click();
      const code = await block.locator('pre code').innerText();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      // From the keyboard: focus on the code brings its buttons into the Tab order right after it.
      const second = page.locator('article .theme-code-block').nth(1);
      await second.locator('pre').focus();
      await page.keyboard.press('Tab');
      await expect(second.getByRole('button').first()).toBeFocused();
    });
  });
}
