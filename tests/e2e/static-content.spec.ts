// A doc's or post's content on the page's first load is the server's HTML, with no script of its own
// (src/plugins/static-content, src/components/StaticContent): what a reader does in it still works,
// and a move within the site renders the content as before.
import type {Page} from '@playwright/test';
import {expect, oneLocale, test} from '../support/test';
import {locales, localePath, savedColourMode, switchColourMode, waitForInteractive} from '../support/site';

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

/**
 * Resolves once the window has stopped scrolling for two frames: past a scroll, the frames that follow
 * lay out the blocks that came near the screen, and the browser keeps what the reader sees in place
 * by moving the scroll position (scroll anchoring); a wheel's scroll also runs over several frames.
 */
function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = NaN;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 2) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
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
      await settled(page);
      const place = await page.evaluate(() => window.scrollY);
      expect(place, 'scrolled down the page, px').toBeGreaterThan(2000);
      const linkTop = () => link.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      const top = await linkTop();
      await link.click();
      await expect(page).toHaveURL(href!);
      await expect(page.locator('article h1')).toBeVisible();
      expect(await stayed(), 'no full page load').toBe(true);
      // Back: the first page's content is there again as the server sent it, and so is the reader.
      await page.goBack();
      await expect(page).toHaveURL(localePath(locale, TUTORIAL));
      await expect.poll(() => page.evaluate(() => window.scrollY), 'scroll position after Back, px').toBe(place);
      // And it stays there once the blocks near the screen are laid out.
      await settled(page);
      expect(await page.evaluate(() => window.scrollY), 'scroll position after Back, px').toBe(place);
      expect(await linkTop(), 'the link where it was in the window, px').toBe(top);
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
      // The new tab begins at about:blank, then the browser navigates it to the link's page.
      const href = await link.getAttribute('href');
      await tab.waitForURL((url) => url.pathname === href);
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

/** What the reader sees in the middle of the window: the text there and how far down the window it is. */
function lineInView(page: Page): Promise<{text: string; top: number}> {
  return page.evaluate(() => {
    const element = document.elementFromPoint(window.innerWidth / 2 - 150, window.innerHeight / 2);
    return {text: element?.textContent?.slice(0, 80) ?? '', top: Math.round(element?.getBoundingClientRect().top ?? NaN)};
  });
}

/** Reads down the page with the mouse wheel, as a reader does, to `depth` px. */
async function readDown(page: Page, depth: number): Promise<void> {
  await page.mouse.move(640, 400);
  while ((await page.evaluate(() => window.scrollY)) < depth) await page.mouse.wheel(0, 400);
  await settled(page);
}

// A long page's first load lays out only the blocks near the screen (custom.css, StaticContent).
for (const locale of oneLocale('zh-Hans')) {
  test.describe(`static content, laid out near the screen (${locale.name})`, () => {
    test('blocks far down the page are laid out when the reader comes near them', async ({page}) => {
      await page.goto(localePath(locale, TUTORIAL));
      await waitForInteractive(page);
      const item = page.locator('article .markdown > ul > li').last();
      const laidOut = () => item.evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}));
      expect(await laidOut(), 'the last list, far below the window, is not laid out yet').toBe(false);
      await item.scrollIntoViewIfNeeded();
      await expect.poll(laidOut, 'laid out once in view').toBe(true);
    });

    test('read down the page, away and Back: the same lines where they were', async ({page}) => {
      await page.goto(localePath(locale, TUTORIAL));
      await waitForInteractive(page);
      await page.waitForLoadState('networkidle');
      await readDown(page, 6000);
      const seen = await lineInView(page);
      const stayed = await markDocument(page);
      await page.locator('.theme-doc-sidebar-menu a[href$="/docs/intro"]').click();
      await expect(page).toHaveURL(localePath(locale, INTRO));
      await expect(page.locator('article h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.goBack();
      await expect(page).toHaveURL(localePath(locale, TUTORIAL));
      await expect.poll(() => lineInView(page)).toEqual(seen);
      // And it stays there once the blocks near the screen are laid out.
      await settled(page);
      expect(await lineInView(page)).toEqual(seen);
      expect(await stayed(), 'no full page load').toBe(true);
    });

    test('after a change of colour mode, a link far down has the new mode’s colour, to whatever reads it', async ({page}) => {
      await savedColourMode(page, 'dark');
      await page.goto(localePath(locale, TUTORIAL));
      await waitForInteractive(page);
      const links = page.locator('article .markdown p > a[href^="/"]');
      const colour = (index: number) => links.nth(index).evaluate((link) => getComputedStyle(link).color);
      const last = (await links.count()) - 1;
      expect(await colour(last), 'a link far down, dark mode').toBe(await colour(0));
      await switchColourMode(page, 'light');
      // axe reads colours so: in Chromium a block not laid out keeps its old style until it is.
      expect(await colour(last), 'the same link, light mode').toBe(await colour(0));
    });

    test('a reload puts the reader back on the same lines', async ({page}) => {
      await page.goto(localePath(locale, TUTORIAL));
      await waitForInteractive(page);
      await readDown(page, 6000);
      const seen = await lineInView(page);
      await page.reload();
      await waitForInteractive(page);
      await expect.poll(() => lineInView(page)).toEqual(seen);
      await settled(page);
      expect(await lineInView(page)).toEqual(seen);
    });

    test('a link to a section far down opens at that section', async ({page, context}) => {
      const first = await context.newPage();
      await first.goto(localePath(locale, TUTORIAL));
      // A section half way down (the last ones are on the page's last screen, which cannot scroll to them).
      const sections = first.locator('article .markdown > h2[id]');
      const id = await sections.nth(Math.floor((await sections.count()) / 2)).getAttribute('id');
      await page.goto(`${localePath(locale, TUTORIAL)}#${id}`);
      await waitForInteractive(page);
      const heading = page.locator(`[id="${id}"]`);
      const navbar = (await page.locator('.navbar').boundingBox())!.height;
      await settled(page);
      expect(await page.evaluate(() => window.scrollY / window.innerHeight), 'screens scrolled down').toBeGreaterThan(3);
      const top = (await heading.boundingBox())!.y;
      expect(top, 'the heading at the top of the window, px').toBeGreaterThanOrEqual(0);
      expect(top, 'the heading at the top of the window, px').toBeLessThan(navbar + 40);
    });
  });
}
