import {expect, test, type Page, type Request} from '../support/test';
import {axe} from '../support/axe';
import {endColourTransitions, locales, localePath, switchColourMode, waitForInteractive, type LocaleCase} from '../support/site';
import {layoutShifts, watchLayoutShifts} from '../support/layout-shifts';

/**
 * Queries that occur in the body text of one page but in no title or heading, so that a hit
 * proves the body is indexed (and, for Chinese, segmented).
 */
const cases: Record<
  LocaleCase['name'],
  {
    doc: [string, string];
    post: [string, string];
    many: [string, string];
    label: string;
    noResults: string;
    i18nTitle: string;
    /** A word the site does not hold, though it holds parts of it, and the status that says so. */
    absent: [string, string];
  }
> = {
  'zh-Hans': {
    i18nTitle: '国际化',
    doc: ['乐观锁', '/docs/tutorial/back-end/code-generation'],
    // [a query with many results, a word every highlighted hit contains]
    many: ['刷新令牌', '令牌'],
    post: ['工时', '/blog/first-blog-post'],
    label: '搜索文档和博客',
    noResults: '没有找到任何文档',
    absent: ['多租户', '没有找到与“多租户”相关的内容'],
  },
  en: {
    i18nTitle: 'Internationalisation',
    doc: ['optimistic locking', '/en/docs/tutorial/back-end/code-generation'],
    many: ['refresh token', 'token'],
    post: ['timesheets', '/en/blog/first-blog-post'],
    label: 'Search the docs and blog',
    noResults: 'No results',
    absent: ['multi-tenant', 'Nothing on this site matches “multi-tenant”'],
  },
};

// Found by its accessible name: autocomplete.js turns the text box into a combobox once live.
const searchBox = (page: Page, label: string) => page.locator('.navbar__search').getByLabel(label, {exact: true});
const suggestions = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');

// The plugin's own bar, once it has replaced the light stand-in (src/theme/SearchBar).
const pluginBar = (page: Page) => page.locator('.navbar__search[class*="searchBarContainer"]');

/** What has focus, described, so that two moments can be compared. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}.${element.className} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)}`;
  });
}

/** Holds every request `url` matches until the returned function is called. */
async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

function isSearchAsset(request: Request): boolean {
  return /search-index.*\.json/.test(request.url());
}

/** Types into the navbar box as a visitor does, once it is live (index loaded, combobox attached). */
async function typeQuery(page: Page, label: string, query: string): Promise<void> {
  await searchBox(page, label).focus();
  await expect(searchBox(page, label)).toHaveAttribute('role', 'combobox');
  await page.keyboard.type(query);
}

/** The result page of a query: the paths its results link to. */
async function resultPaths(page: Page, locale: LocaleCase, query: string): Promise<string[]> {
  await page.goto(`${localePath(locale, '/search')}?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText(query);
  const links = page.locator('article[class*=searchResultItem] h2 a');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

for (const locale of locales) {
  const c = cases[locale.name];
  test.describe(`search (${locale.name})`, () => {
    test('body text finds the right doc and post, never a page of the other locale', async ({page}) => {
      for (const [query, expected] of [c.doc, c.post]) {
        const paths = await resultPaths(page, locale, query);
        expect(paths, query).toContain(expected);
        for (const path of paths) {
          expect(path.startsWith('/en/'), `${path} is in ${locale.name}`).toBe(locale.name === 'en');
        }
      }
    });

    test('no results and an empty result page are explained in the locale', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      await typeQuery(page, c.label, 'zqxjvw');
      await expect(page.locator('.navbar__search')).toContainText(c.noResults);
      await page.goto(localePath(locale, '/search'));
      const heading = locale.name === 'en' ? 'Search the documentation' : '搜索文档';
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      // Named as every page of the site is: its heading, then the site.
      await expect(page).toHaveTitle(`${heading} | LexBoot`);
    });

    test("a box focused and typed in before the page's script ran goes live with the text", async ({page}) => {
      // A tap on the box while a slow phone still loads the script: no handler listens yet.
      const release = await holdRequests(page, /\/assets\/js\/main\.[0-9a-f]+\.js$/);
      await page.goto(localePath(locale, '/docs/intro'), {waitUntil: 'commit'});
      await searchBox(page, c.label).focus();
      await page.keyboard.type(c.many[0]);
      release();
      await expect(searchBox(page, c.label)).toHaveAttribute('role', 'combobox');
      await expect(searchBox(page, c.label)).toBeFocused();
      await expect(searchBox(page, c.label)).toHaveValue(c.many[0]);
      await expect(suggestions(page).first()).toBeVisible();
    });

    test('keyboard only: shortcut, arrows and Enter open the page with the terms highlighted', async ({page}) => {
      // The shortcut works once the page is interactive (hydrated).
      await page.goto(localePath(locale, '/'));
      await waitForInteractive(page);
      await expect(page.locator('.navbar__search kbd').first()).toBeVisible();
      await page.keyboard.press(process.platform === 'darwin' ? 'Meta+k' : 'Control+k');
      await expect(searchBox(page, c.label)).toBeFocused();
      await expect(searchBox(page, c.label)).toHaveAttribute('role', 'combobox');
      await page.keyboard.type(c.many[0]);
      await expect(suggestions(page).first()).toBeVisible();
      await expect.poll(() => suggestions(page).count()).toBeGreaterThan(1);
      // The results of the whole query, not of the last keystroke but one (they would replace the
      // list, and its selection, after the arrow key): the first marks the last word in full.
      await expect(
        suggestions(page)
          .first()
          .locator('mark', {hasText: new RegExp(c.many[1], 'i')})
          .first(),
      ).toBeVisible();
      await expect(suggestions(page).nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(suggestions(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowUp');
      await expect(suggestions(page).nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/[?&]_highlight=/);
      const url = new URL(page.url());
      expect(url.pathname.startsWith('/en/')).toBe(locale.name === 'en');
      const marks = page.locator('article mark');
      await expect(marks.first()).toBeVisible();
      expect((await marks.allTextContents()).join(' ').toLowerCase()).toContain(c.many[1]);
    });

    test('what is typed before the search code has arrived is kept and searched', async ({page}) => {
      await page.goto(localePath(locale, '/docs/intro'));
      await waitForInteractive(page);
      // Slow the search code down so that every keystroke lands before it is ready.
      await page.route('**/assets/js/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.keyboard.press(process.platform === 'darwin' ? 'Meta+k' : 'Control+k');
      await page.keyboard.type(c.doc[0]);
      await expect(searchBox(page, c.label)).toHaveAttribute('role', 'combobox', {timeout: 10_000});
      await expect(searchBox(page, c.label)).toHaveValue(c.doc[0]);
      await expect(searchBox(page, c.label)).toBeFocused();
      await expect(suggestions(page).first()).toBeVisible();
    });

    test('keys typed while the search code and index load all arrive, in order and with the caret where it was', async ({page}) => {
      const [first, rest] = [c.doc[0].slice(0, 1), c.doc[0].slice(1)];
      await page.goto(localePath(locale, '/docs/intro'));
      await waitForInteractive(page);
      const releaseCode = await holdRequests(page, '**/assets/js/**');
      const releaseIndex = await holdRequests(page, /search-index.*\.json/);
      await searchBox(page, c.label).focus();
      // All but the first letter, typed before the search code has arrived.
      await page.keyboard.type(rest);
      releaseCode();
      await expect(pluginBar(page)).toBeAttached();
      // Then, while the index loads, back to the start for the letter left out.
      await page.keyboard.press('Home');
      await page.keyboard.type(first);
      releaseIndex();
      await expect(searchBox(page, c.label)).toHaveAttribute('role', 'combobox');
      await expect(searchBox(page, c.label)).toBeFocused();
      await expect(searchBox(page, c.label)).toHaveValue(c.doc[0]);
      // The caret is still after the letter typed last.
      expect(await searchBox(page, c.label).evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
        1, 1,
      ]);
      await expect(suggestions(page).first()).toBeVisible();
    });

    test('Chinese typed through an input method while the search loads is kept whole', async ({page}) => {
      await page.goto(localePath(locale, '/docs/intro'));
      await waitForInteractive(page);
      const releaseCode = await holdRequests(page, '**/assets/js/**');
      const releaseIndex = await holdRequests(page, /search-index.*\.json/);
      await searchBox(page, c.label).focus();
      const cdp = await page.context().newCDPSession(page);
      // Pinyin being composed, not yet a word, when the search code and its index arrive.
      await cdp.send('Input.imeSetComposition', {text: 'duozuhu', selectionStart: 7, selectionEnd: 7});
      releaseCode();
      releaseIndex();
      await expect(page.locator('.navbar__search input[role="combobox"]')).toBeAttached();
      // The composition is still there, in the box that has focus.
      await expect(page.locator('.navbar__search input:focus')).toHaveValue('duozuhu');
      await cdp.send('Input.insertText', {text: '多租户'});
      await expect(searchBox(page, c.label)).toHaveAttribute('role', 'combobox');
      await expect(searchBox(page, c.label)).toBeFocused();
      await expect(searchBox(page, c.label)).toHaveValue('多租户');
    });

    test('Escape closes the results and keeps focus in the box', async ({page}) => {
      await page.goto(localePath(locale, '/docs/intro'));
      await typeQuery(page, c.label, c.many[0]);
      await expect(suggestions(page).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(suggestions(page).first()).toBeHidden();
      await expect(searchBox(page, c.label)).toBeFocused();
      await expect(searchBox(page, c.label)).toHaveAttribute('aria-expanded', 'false');
      // Still in the box: the arrow key opens the results again.
      await page.keyboard.press('ArrowDown');
      await expect(suggestions(page).first()).toBeVisible();
    });

    test('a word the site does not hold: a status says so in words, with no empty list, and axe passes', async ({page}) => {
      await page.goto(localePath(locale, '/docs/intro'));
      await typeQuery(page, c.label, c.absent[0]);
      const status = page.locator('.navbar').getByRole('status');
      await expect(status).toHaveText(c.absent[1]);
      await expect(page.locator('.navbar__search')).toContainText(c.noResults);
      await expect(page.locator('.navbar__search [role="listbox"]')).toHaveCount(0);
      await expect(searchBox(page, c.label)).toHaveAttribute('aria-expanded', 'false');
      const {violations} = await axe(page).include('.navbar').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // Results again: the list is back, the status is empty.
      await page.keyboard.press('Control+a');
      await page.keyboard.type(c.many[0]);
      await expect(suggestions(page).first()).toBeVisible();
      await expect(searchBox(page, c.label)).toHaveAttribute('aria-expanded', 'true');
      await expect(status).toHaveText('');
    });

    test('/ focuses the search box, but is typed as text in a form field', async ({page}) => {
      await page.goto(localePath(locale, '/get-in-touch'));
      await waitForInteractive(page);
      await page.keyboard.press('/');
      await expect(searchBox(page, c.label)).toBeFocused();
      await expect(searchBox(page, c.label)).toHaveValue('');
      await page.keyboard.type(c.doc[0]);
      await expect(suggestions(page).first()).toBeVisible();
      // In a field of the contact form the key is the reader's text.
      const field = page.locator('main textarea').first();
      await field.focus();
      await page.keyboard.press('/');
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('/');
      // With a modifier it is no shortcut either; from the page (a link focused) it is again.
      await page.locator('main a').first().focus();
      await page.keyboard.press('Control+/');
      await expect(searchBox(page, c.label)).not.toBeFocused();
      await page.keyboard.press('/');
      await expect(searchBox(page, c.label)).toBeFocused();
    });

    for (const width of [1280, 390]) {
      test(`a Tab pressed while the search code loads keeps its place (${width} px)`, async ({page}) => {
        await page.setViewportSize({width, height: 844});
        await page.goto(localePath(locale, '/docs/intro'));
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        const release = await holdRequests(page, '**/assets/js/**');
        // Focusing the stand-in asks for the plugin's code, which is held back; the visitor moves on.
        await searchBox(page, c.label).focus();
        await page.keyboard.press('Tab');
        const away = await focused(page);
        expect(away).not.toContain('navbar__search-input');
        release();
        await expect(pluginBar(page)).toBeAttached();
        expect(await focused(page), 'focus after the search code arrived').toBe(away);
      });

      test(`a Tab pressed while the search index loads keeps its place (${width} px)`, async ({page}) => {
        await page.setViewportSize({width, height: 844});
        await page.goto(localePath(locale, '/docs/intro'));
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        const release = await holdRequests(page, /search-index.*\.json/);
        await searchBox(page, c.label).focus();
        await expect(pluginBar(page)).toBeAttached();
        await expect(searchBox(page, c.label)).toBeFocused();
        await page.keyboard.press('Tab');
        const away = await focused(page);
        expect(away).not.toContain('navbar__search-input');
        release();
        // The index has loaded once autocomplete is attached; the plugin then focuses the box if asked.
        await expect(searchBox(page, c.label)).toHaveAttribute('role', 'combobox');
        expect(await focused(page), 'focus after the index arrived').toBe(away);
        // Coming back to the box still works as before.
        await searchBox(page, c.label).focus();
        await page.keyboard.type(c.doc[0]);
        await expect(suggestions(page).first()).toBeVisible();
      });
    }

    test('the open results pass axe at 390 px, in light and dark mode', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(localePath(locale, '/docs/intro'));
      await typeQuery(page, c.label, c.many[0]);
      await expect.poll(() => suggestions(page).count()).toBeGreaterThan(1);
      // The first result is the active one (drawn in the highlight colour); the clear button shows.
      await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.navbar__search button')).toBeVisible();
      for (const mode of ['light', 'dark']) {
        // At this width the colour-mode toggle is in the closed mobile menu: set the mode as it does.
        await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
        await endColourTransitions(page);
        const {violations} = await axe(page, {rules: {'target-size': {enabled: true}}})
          .include('.navbar__search')
          .analyze();
        expect(violations.map((v) => `${mode}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });

    // The ranking itself is checked in Node over the built index (tests/built/search-relevance.test.ts);
    // these check that the browser's search runs it, in the dropdown and on the result page.
    test('a word readers type for the same thing finds the page: i18n, in the dropdown and the result page', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      await typeQuery(page, c.label, 'i18n');
      await expect(suggestions(page).first()).toContainText(c.i18nTitle);
      const paths = await resultPaths(page, locale, 'i18n');
      expect(paths[0]).toBe(localePath(locale, '/docs/tutorial/front-end/i18n'));
    });

    test('the result page marks terms in a tint of the site colour, sets excerpts upright, and uses the site font', async ({page}) => {
      await resultPaths(page, locale, c.many[0]);
      const marks = page.locator('main article mark');
      await expect(marks.first()).toBeVisible();
      for (const mode of ['light', 'dark'] as const) {
        if (mode === 'dark') await switchColourMode(page, mode);
        const look = await page.evaluate(() => {
          const style = (element: Element) => getComputedStyle(element);
          const mark = document.querySelector('main article p mark')!;
          const excerpts = Array.from(document.querySelectorAll('main article p'));
          return {
            markBackground: style(mark).backgroundColor,
            markColour: style(mark).color,
            textColour: style(mark.parentElement!).color,
            pageBackground: style(document.body).backgroundColor,
            slanted: excerpts.filter((p) => style(p).fontStyle !== 'normal').length,
            inputFont: style(document.querySelector('main input')!).fontFamily,
            bodyFont: style(document.body).fontFamily,
          };
        });
        // The browser's default mark is pure yellow with black text, in both modes.
        expect(look.markBackground, mode).not.toBe('rgb(255, 255, 0)');
        expect(look.markBackground, mode).not.toBe(look.pageBackground);
        expect(look.markColour, `${mode}: marked text keeps the text's colour`).toBe(look.textColour);
        expect(look.slanted, `${mode}: slanted excerpts`).toBe(0);
        expect(look.inputFont).toBe(look.bodyFont);
      }
      // Contrast of marks and excerpts in both modes: routes.spec.ts runs axe on /search?q=DataGrid.
    });

    // The results arrive after the page has loaded. At desktop width routes.spec.ts holds the page to
    // no layout shift (scripts/budgets.mjs); on a phone the title, with the query in it, is longer too.
    test('the result page keeps its layout while the query and results arrive, on a phone (390 px)', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await watchLayoutShifts(page);
      await resultPaths(page, locale, 'DataGrid');
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page), 'layout shifts while loading').toEqual([]);
    });

    test('the result page works from its URL and links to highlighted pages', async ({page}) => {
      const paths = await resultPaths(page, locale, c.doc[0]);
      expect(paths).toContain(c.doc[1]);
      // Its title is its heading, with the query, then the site; a new query changes both.
      const heading = page.getByRole('heading', {level: 1});
      await expect(page).toHaveTitle(`${await heading.innerText()} | LexBoot`);
      await page.getByRole('main').getByRole('searchbox').fill(c.post[0]);
      await expect(heading).toContainText(c.post[0]);
      await expect(page).toHaveTitle(`${await heading.innerText()} | LexBoot`);
      await page.locator('article[class*=searchResultItem] h2 a').first().click();
      await expect(page.locator('article mark').first()).toBeVisible();
    });

    test('the search code and index load on first interaction only, from the site itself', async ({page, baseURL}) => {
      const origin = new URL(baseURL!).origin;
      const requests: Request[] = [];
      page.on('request', (request) => requests.push(request));
      await page.goto(localePath(locale, '/docs/intro'), {waitUntil: 'networkidle'});
      expect(requests.filter(isSearchAsset)).toEqual([]);
      const scriptsBefore = new Set(requests.filter((r) => r.resourceType() === 'script').map((r) => r.url()));

      await typeQuery(page, c.label, c.doc[0]);
      await expect(suggestions(page).first()).toBeVisible();
      expect(requests.filter(isSearchAsset)).toHaveLength(1);
      const newScripts = requests.filter((r) => r.resourceType() === 'script' && !scriptsBefore.has(r.url()));
      expect(newScripts.length, 'the search code is fetched on focus').toBeGreaterThan(0);
      const foreign = requests.map((r) => r.url()).filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'));
      expect(foreign).toEqual([]);
    });
  });
}
