import {expect, oneLocale, test, type Page} from '../support/test';
import {allowedStorageKeys, colorModeToggle, icp, locales, localePath, switchLanguage, waitForInteractive} from '../support/site';
import {sitemapPaths} from '../support/sitemap';
import {SCREEN_CLASSES} from '../../src/plugins/rehype-first-screen';

const navbar = (page: Page) => page.locator('nav.navbar');
const announcementBar = (page: Page) =>
  page
    .getByRole('banner')
    .filter({has: page.locator('button')})
    .first();

/** A short description of the focused element, or "body" when focus fell to the page. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()} "${name}"`;
  });
}

/** Whether the focused element is inside the element `selector` matches. */
async function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);
}

/** Hydrated: the theme's controls answer keys (at 390 px the colour toggle is in the closed menu). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * The heading with the id `id` is on screen where a reader sees it: inside the window and not under
 * the navbar (what is painted at its middle is the heading). The page lands there by itself.
 */
async function expectSectionInView(page: Page, id: string): Promise<void> {
  const where = () =>
    page.evaluate((headingId) => {
      const heading = document.getElementById(headingId);
      if (!heading) return 'no such heading';
      const box = heading.getBoundingClientRect();
      if (box.top < 0 || box.bottom > window.innerHeight)
        return `the heading is at y=${Math.round(box.top)}, the window is ${window.innerHeight} px tall`;
      const painted = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
      return painted && heading.contains(painted)
        ? 'in view'
        : `covered by ${painted?.tagName.toLowerCase() ?? 'nothing'}.${String(painted?.className)}`;
    }, id);
  await expect.poll(where).toBe('in view');
}

async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}

for (const locale of locales) {
  test.describe(`layout (${locale.name})`, () => {
    test('navbar items lead to product, pricing and contact', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      const targets = [
        [locale.navbar.product, '/product'],
        [locale.navbar.pricing, '/pricing'],
        [locale.navbar.contact, '/get-in-touch'],
      ] as const;
      for (const [label, target] of targets) {
        const link = navbar(page).getByRole('link', {name: label, exact: true});
        await expect(link).toHaveAttribute('href', localePath(locale, target));
        await link.click();
        await expect(page).toHaveURL(localePath(locale, target));
        await expect(page.locator('h1').first()).toBeVisible();
      }
      await expect(navbar(page).getByRole('img', {name: 'LexBoot'}).first()).toHaveAttribute('width', '164');
      await expect(navbar(page).getByRole('img', {name: 'LexBoot'}).first()).toHaveAttribute('height', '32');
    });

    test('the language dropdown opens the same page in the other language', async ({page}) => {
      const other = locales.find((l) => l.name !== locale.name)!;
      await page.goto(localePath(locale, '/docs/quick-start-guide'));
      await switchLanguage(page, locale, other);
      await expect(page).toHaveURL(localePath(other, '/docs/quick-start-guide'));
      await expect(page.locator('html')).toHaveAttribute('lang', other.htmlLang);
    });

    test('the language dropdown on a deep link opens the same section in the other language', async ({page}) => {
      const other = locales.find((l) => l.name !== locale.name)!;
      await page.goto(localePath(locale, '/docs/tutorial/front-end/theme#common-errors'));
      await expectSectionInView(page, 'common-errors');
      await switchLanguage(page, locale, other);
      await expect(page).toHaveURL(localePath(other, '/docs/tutorial/front-end/theme#common-errors'));
      await expect(page.locator('html')).toHaveAttribute('lang', other.htmlLang);
      // The section exists under that id in the other language too (issue 28: the ids differed).
      await expectSectionInView(page, 'common-errors');
    });

    test('a deep link written before the ids were shared (#常见问题) opens its section, and the language dropdown keeps it there', async ({
      page,
    }) => {
      // Issue 41: a Chinese heading's id was once the slug of its text; links and bookmarks still carry it.
      const other = locales.find((l) => l.name !== locale.name)!;
      await page.goto(localePath(locale, '/docs/tutorial/front-end/theme#常见问题'));
      await expectSectionInView(page, 'common-errors');
      await switchLanguage(page, locale, other);
      await expect(page).toHaveURL(localePath(other, `/docs/tutorial/front-end/theme#${encodeURIComponent('常见问题')}`));
      await expect(page.locator('html')).toHaveAttribute('lang', other.htmlLang);
      await expectSectionInView(page, 'common-errors');
    });

    test('footer: docs, blog, two social links, © 2025 and the ICP link', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      const footer = page.locator('footer');
      await expect(footer.getByRole('link', {name: locale.footer.docs})).toHaveAttribute('href', localePath(locale, '/docs/intro'));
      await expect(footer.getByRole('link', {name: locale.footer.blog})).toHaveAttribute('href', localePath(locale, '/blog'));
      const external = footer.locator('a[href^="https://"]');
      const hrefs = await external.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.some((href) => new URL(href).hostname === 'github.com')).toBe(true);
      expect(hrefs.some((href) => new URL(href).hostname.endsWith('zhihu.com'))).toBe(true);
      await expect(footer).toContainText('Copyright © 2025 LexBoot Technology');
      const icpLink = footer.getByRole('link', {name: icp.number});
      await expect(icpLink).toHaveAttribute('href', icp.lookupUrl);
      await footer.getByRole('link', {name: locale.footer.docs}).click();
      await expect(page).toHaveURL(localePath(locale, '/docs/intro'));
    });
  });
}

// What a visitor does with the frame (colour mode, announcement bar, storage, the navbar on scroll, the
// mobile menu, the breakpoint) is the same code in both locales: run once (tests/support/test.ts,
// oneLocale), in the default locale; the locale's own words and links are checked above and by routes.spec.
for (const locale of oneLocale('zh-Hans')) {
  test.describe(`layout behaviour (${locale.name})`, () => {
    test('colour mode: light by default even when the system prefers dark, saved and shared across tabs', async ({browser}) => {
      const context = await browser.newContext({colorScheme: 'dark'});
      const page = await context.newPage();
      await page.goto(localePath(locale, '/'));
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      const other = await context.newPage();
      await other.goto(localePath(locale, '/docs/intro'));
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
      // The tab hears of the change once React runs it: a change made while it still starts is missed
      // (the theme's listener), on a loaded machine as on a slow phone.
      await waitForInteractive(other);

      await colorModeToggle(page).click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      // The open second tab follows without a reload.
      await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
      // A new tab starts in the saved mode.
      const third = await context.newPage();
      await third.goto(localePath(locale, '/pricing'));
      await expect(third.locator('html')).toHaveAttribute('data-theme', 'dark');
      await context.close();
    });

    test('the announcement bar stays dismissed, and a new bar id shows on the first load', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      const bar = announcementBar(page);
      await expect(bar).toBeVisible();
      await bar.getByRole('button', {name: locale.closeAnnouncement}).click();
      await expect(bar).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
      const id = await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'));
      expect(id).toBeTruthy();

      await page.reload();
      await page.waitForLoadState('load');
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(announcementBar(page)).toBeHidden();

      // A visitor who dismissed an older announcement sees the new one on the very next load.
      await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
      await page.reload();
      await expect(announcementBar(page)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(id);
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
    });

    for (const width of [1280, 390]) {
      test(`closing the announcement bar by keyboard leaves focus on the next control, not the page (${width} px)`, async ({page}) => {
        await page.setViewportSize({width, height: 844});
        await page.goto(localePath(locale, '/'));
        await hydrated(page);
        const close = announcementBar(page).getByRole('button', {name: locale.closeAnnouncement});
        await close.focus();
        await page.keyboard.press('Enter');
        await expect(announcementBar(page)).toBeHidden();
        // What Tab reached after the bar: the navbar's first control (the logo, or the menu button).
        const next = width < 997 ? page.getByRole('button', {name: locale.toggleMobileMenu}) : navbar(page).locator('a.navbar__brand');
        await expect(next).toBeFocused();
        expect(await focused(page)).not.toBe('body');
      });
    }

    test('browser storage holds only the spec keys, without a namespace', async ({page}) => {
      await page.goto(localePath(locale, '/docs/intro'));
      await announcementBar(page).getByRole('button', {name: locale.closeAnnouncement}).click();
      await colorModeToggle(page).click();
      const keys = await storageKeys(page);
      expect(keys).toEqual(expect.arrayContaining(['theme', 'docusaurus.announcement.dismiss', 'docusaurus.announcement.id']));
      for (const key of keys) {
        expect(allowedStorageKeys as readonly string[]).toContain(key);
      }
      // The docs keep the preferred version under `docs-preferred-version-default`: a valid one is
      // kept, a stale one is removed on the next load.
      await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'));
      await page.reload();
      await expect(page.locator('article h1')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
      await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'v0-gone'));
      await page.reload();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    });

    test('the navbar hides when scrolling down and comes back when scrolling up', async ({page}) => {
      await page.goto(localePath(locale, '/docs/api/back-end/system-api-specification'));
      const bar = navbar(page);
      await expect(bar).toBeInViewport();
      await page.mouse.move(640, 400);
      // Scroll the way a wheel does, in steps; Docusaurus compares each step with the last.
      for (let step = 0; step < 6; step += 1) {
        await page.mouse.wheel(0, 150);
        await page.waitForTimeout(50);
      }
      await expect(bar).not.toBeInViewport();
      await page.mouse.wheel(0, -150);
      await expect(bar).toBeInViewport();
    });

    test('mobile menu opens, closes on back navigation and when the window becomes wide', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(localePath(locale, '/pricing'));
      const pricingTitle = await page.title();
      // Reach a second page by client-side navigation so that "back" has somewhere to go, and wait
      // until it has rendered (the URL changes first; the menu state belongs to the new page).
      await navbar(page).locator('.navbar__inner a.navbar__brand').click();
      await expect(page).toHaveURL(localePath(locale, '/'));
      await expect(page).not.toHaveTitle(pricingTitle);

      const toggle = page.getByRole('button', {name: locale.toggleMobileMenu});
      const sidebar = page.locator('.navbar-sidebar');
      await toggle.click();
      await expect(sidebar.getByRole('link', {name: locale.navbar.pricing})).toBeVisible();
      await page.goBack();
      await expect(sidebar.getByRole('link', {name: locale.navbar.pricing})).not.toBeVisible();
      // Back closed the menu instead of leaving the page.
      await expect(page).toHaveURL(localePath(locale, '/'));

      await toggle.click();
      await expect(sidebar.getByRole('link', {name: locale.navbar.pricing})).toBeVisible();
      await page.setViewportSize({width: 1280, height: 800});
      await expect(page.locator('nav.navbar-sidebar--show')).toHaveCount(0);
      await page.setViewportSize({width: 390, height: 844});
      await expect(sidebar.getByRole('link', {name: locale.navbar.pricing})).not.toBeVisible();
      await expect(toggle).toBeVisible();
    });

    test('mobile menu by keyboard (390 px): a modal dialog that keeps focus, closes on Escape and returns focus to its button', async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(localePath(locale, '/docs/intro'));
      await hydrated(page);
      const toggle = page.getByRole('button', {name: locale.toggleMobileMenu});
      const dialog = page.getByRole('dialog', {name: locale.mobileMenu.name});
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Focus moves into the drawer, to its close button.
      await expect(dialog.getByRole('button', {name: locale.mobileMenu.close})).toBeFocused();

      // The page behind is out of reach: Tab and Shift+Tab cycle through the drawer's controls only.
      const visited = new Set<string>();
      for (const key of [...Array<string>(25).fill('Tab'), ...Array<string>(25).fill('Shift+Tab')]) {
        await page.keyboard.press(key);
        expect(await focusInside(page, '[role="dialog"]'), `after ${key}: ${await focused(page)}`).toBe(true);
        visited.add(await focused(page));
      }
      expect(visited.size, [...visited].join(', ')).toBeGreaterThan(3);
      expect(
        [...visited].some((element) => element.startsWith('a ')),
        'a link of the menu',
      ).toBe(true);
      // The page behind the backdrop is inert: out of reach of Tab, the pointer and screen readers.
      const pageInert = () => page.locator('main').evaluate((main) => main.closest('[inert]') !== null);
      expect(await pageInert()).toBe(true);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(await pageInert()).toBe(false);

      // Closed with its own button, focus goes back to the menu button as well.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test('the desktop breakpoint is 997 px: 996 px is mobile, 997 px is desktop', async ({page}) => {
      await page.setViewportSize({width: 996, height: 800});
      await page.goto(localePath(locale, '/'));
      await expect(page.getByRole('button', {name: locale.toggleMobileMenu})).toBeVisible();
      await page.setViewportSize({width: 997, height: 800});
      await expect(page.getByRole('button', {name: locale.toggleMobileMenu})).toBeHidden();
      await expect(navbar(page).getByRole('link', {name: locale.navbar.pricing})).toBeVisible();
    });
  });
}

/** The accessible names of a table's scrolling box (src/components/TableScroll), per locale. */
const tableBox = {'zh-Hans': '表格（可左右滚动）', en: 'Table (scrolls sideways)'} as const;
const pricingBox = {'zh-Hans': '版本对比表', en: 'Edition comparison'} as const;

/**
 * A table box that overflows at this width: it takes focus and scrolls with the arrow keys, every
 * column stays a few characters wide, and the first column stays where it was while the rest move.
 */
async function expectScrollsWithPinnedColumn(page: Page, box: ReturnType<Page['locator']>): Promise<void> {
  await box.scrollIntoViewIfNeeded();
  const overflow = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the table is wider than its box').toBeGreaterThan(20);
  const narrowest = await box.evaluate((el) =>
    Math.min(...Array.from(el.querySelectorAll('tr:first-child > *')).map((cell) => cell.getBoundingClientRect().width)),
  );
  expect(narrowest, 'the narrowest column, in px').toBeGreaterThanOrEqual(60);
  const cells = () =>
    box.evaluate((el) => {
      const row = el.querySelector('tbody tr')!;
      return [row.children[0]!.getBoundingClientRect().left, row.children[1]!.getBoundingClientRect().left];
    });
  const [firstBefore, secondBefore] = await cells();
  await box.focus();
  await expect(box).toBeFocused();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  // The arrow keys scroll smoothly: wait until the columns have moved, then look at the first.
  await expect.poll(async () => (await cells())[1], 'the other columns scroll').toBeLessThan(secondBefore! - 20);
  const [firstAfter] = await cells();
  // Within the half of a collapsed border that the table leaves behind.
  expect(Math.abs(firstAfter! - firstBefore!), 'the first column stays in place (px moved)').toBeLessThanOrEqual(1);
}

/**
 * Each table box of the page, whether its table is wider than it, and whether it is a named group
 * in the Tab order.
 */
const tableBoxStates = (page: Page) =>
  page.locator('[data-table-scroll]').evaluateAll((boxes) =>
    boxes.map((box) => {
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      const tabStop =
        box.getAttribute('role') === 'group' && box.getAttribute('tabindex') === '0' && Boolean(box.getAttribute('aria-label'));
      return {scrolls, tabStop, agrees: scrolls === tabStop};
    }),
  );

for (const locale of oneLocale('zh-Hans')) {
  test.describe(`wide tables (${locale.name})`, () => {
    test('as the window narrows and widens, every table box is a Tab stop exactly while it scrolls', async ({page}) => {
      // A page of several tables, the server's markup of its content (src/components/StaticContent).
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(localePath(locale, '/docs/tutorial/front-end/template'));
      await hydrated(page);
      const scrolling = async () => (await tableBoxStates(page)).filter(({scrolls}) => scrolls).length;
      // Each box as the reader reaches it: one far down a first load is laid out only when the reader
      // comes near it (src/plugins/rehype-first-screen), and takes its state then.
      const agree = async () => {
        const boxes = await page.locator('[data-table-scroll]').all();
        for (const [index, box] of boxes.entries()) {
          await box.scrollIntoViewIfNeeded();
          await expect
            .poll(async () => (await tableBoxStates(page))[index], `table box ${index + 1} of ${boxes.length}`)
            .toEqual(expect.objectContaining({agrees: true}));
        }
      };
      expect((await tableBoxStates(page)).length, 'table boxes on the page').toBeGreaterThanOrEqual(3);
      await agree();
      const wide = await scrolling();
      await page.setViewportSize({width: 390, height: 844});
      await expect.poll(scrolling, 'boxes that scroll at 390 px').toBeGreaterThan(wide);
      await agree();
      await page.setViewportSize({width: 1280, height: 800});
      await expect.poll(scrolling).toBe(wide);
      await agree();
    });
  });
}

for (const locale of locales) {
  test.describe(`page layout and type (${locale.name})`, () => {
    // Past the mark of src/plugins/rehype-first-screen a block is laid out only when near the screen;
    // on the first screen such a block would paint blank for a frame, then shift what follows.
    test('every doc and post: what is laid out late starts below the first screen, at every width', async ({browser, request}) => {
      test.slow();
      const paths = (await sitemapPaths(request, locale.prefix)).filter((path) =>
        /^\/(docs|blog)\/(?!tags\b|page\b|archive\b|authors\b)./.test(path.slice(locale.prefix.length)),
      );
      expect(paths.length, 'docs and posts in the sitemap').toBeGreaterThan(30);
      // The server's HTML as it first paints: no script runs.
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      const early: string[] = [];
      let marked = 0;
      for (const path of paths) {
        await page.goto(path);
        for (const screen of SCREEN_CLASSES) {
          await page.setViewportSize({width: screen.window, height: screen.height});
          const {column, top} = await page.evaluate((name) => {
            const content = document.querySelector('.markdown');
            const first = content?.querySelector(`:scope > [data-first-screen-end~="${name}"]`)?.nextElementSibling;
            return {column: content?.clientWidth ?? 0, top: first ? first.getBoundingClientRect().top + window.scrollY : null};
          }, screen.name);
          expect(column, `${path}: the text column at ${screen.window} px, px`).toBeLessThanOrEqual(screen.column);
          if (top === null) continue;
          marked += 1;
          if (top < screen.height) early.push(`${path} at ${screen.window}×${screen.height}: starts at ${Math.round(top)} px`);
        }
      }
      expect(early, 'blocks laid out late on the first screen').toEqual([]);
      expect(marked, 'marks found (the long pages have them)').toBeGreaterThan(paths.length);
      await context.close();
    });

    test('the table of contents stays in view while a doc scrolls (1280 px)', async ({page}) => {
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(localePath(locale, '/docs/tutorial/front-end/theme'));
      const toc = page.locator('.table-of-contents').first();
      await expect(toc).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 3000));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2500);
      await expect(toc).toBeInViewport();
      expect((await toc.boundingBox())!.y, 'top of the list, in px').toBeLessThan(120);
    });

    test('a wide doc table scrolls sideways at 390 px under its pinned first column, by keyboard too', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(localePath(locale, '/docs/tutorial/front-end/template'));
      await hydrated(page);
      await expectScrollsWithPinnedColumn(page, page.getByRole('group', {name: tableBox[locale.name]}).first());
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test('the pricing comparison scrolls sideways at 390 px under its pinned feature column', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(localePath(locale, '/pricing'));
      await hydrated(page);
      await expectScrollsWithPinnedColumn(page, page.getByRole('group', {name: pricingBox[locale.name]}));
    });

    test("form controls and the search box use the page's font; code a real monospace face, not Courier's twin", async ({page}) => {
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(localePath(locale, '/get-in-touch'));
      const fonts = await page.evaluate(() => {
        const body = getComputedStyle(document.body).fontFamily;
        const controls = Array.from(document.querySelectorAll('main :is(input, select, textarea, button), nav.navbar input'));
        return {body, count: controls.length, differ: controls.map((c) => getComputedStyle(c).fontFamily).filter((f) => f !== body)};
      });
      expect(fonts.count, 'controls found').toBeGreaterThan(4);
      expect(fonts.differ).toEqual([]);

      // The face Chromium actually draws inline code with, as DevTools reports it.
      await page.goto(localePath(locale, '/docs/installation'));
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const {root} = await cdp.send('DOM.getDocument');
      const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector: '.markdown p code'});
      const {fonts: used} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
      const families = used.map((font) => font.familyName);
      expect(families.length).toBeGreaterThan(0);
      expect(families.join(', ')).not.toMatch(/Liberation Mono|Courier/);
    });

    test('short inline code stays on one line and no code runs off a phone screen (390 px)', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      for (const route of ['/docs/installation', '/docs/tutorial/front-end/theme', '/docs/api/front-end/core-component/MultiFilter']) {
        await page.goto(localePath(locale, route));
        const problems = await page.evaluate(() =>
          Array.from(document.querySelectorAll('.markdown :not(pre) > code')).flatMap((code) => {
            const text = code.textContent ?? '';
            const rects = Array.from(code.getClientRects());
            const found: string[] = [];
            if (text.length <= 36 && rects.length > 1) found.push(`"${text}" breaks across ${rects.length} lines`);
            if (!code.closest('table') && rects.some((rect) => rect.right > window.innerWidth)) found.push(`"${text}" runs off the screen`);
            return found;
          }),
        );
        expect(problems, route).toEqual([]);
      }
    });

    for (const width of [1280, 390]) {
      // "--db postgresql -" / "-package" at 1280 px on the installation page: a break inside a word of code.
      test(`inline code breaks only between its words, and never makes the page scroll sideways (${width} px)`, async ({page}) => {
        await page.setViewportSize({width, height: 900});
        for (const route of [
          '/docs/installation',
          '/markdown-page',
          '/docs/tutorial/back-end/code-generation',
          '/docs/tutorial/front-end/theme',
        ]) {
          await page.goto(localePath(locale, route));
          const {breaks, pageWidth} = await page.evaluate(() => {
            const found: string[] = [];
            for (const code of Array.from(document.querySelectorAll('.markdown :not(pre) > code'))) {
              if (code.getClientRects().length < 2) continue;
              // Each character's line (the top of its box), from the text as drawn.
              const chars: {char: string; top: number}[] = [];
              const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
              const range = document.createRange();
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const value = node.textContent ?? '';
                for (let i = 0; i < value.length; i += 1) {
                  range.setStart(node, i);
                  range.setEnd(node, i + 1);
                  const rect = range.getClientRects()[0];
                  chars.push({char: value[i]!, top: rect ? Math.round(rect.top) : Number.NaN});
                }
              }
              const text = chars.map((c) => c.char).join('');
              let previous = -1;
              chars.forEach(({char, top}, index) => {
                if (/\s/.test(char) || Number.isNaN(top)) return;
                if (previous >= 0 && top > chars[previous]!.top + 2) {
                  const between = text.slice(previous + 1, index);
                  // The word the break falls in, when it falls in one.
                  const word = text.slice(text.lastIndexOf(' ', previous) + 1, (text.indexOf(' ', index) + 1 || text.length + 1) - 1);
                  // A word too long for one line may break after a /, a ., a ( or a , (src/plugins/rehype-inline-code).
                  const allowed = /\s/.test(between) || (word.length > 36 && /[/.(,]$/.test(text.slice(0, index)));
                  if (!allowed) found.push(`"${text.slice(0, index)}" / "${text.slice(index)}"`);
                }
                previous = index;
              });
            }
            return {breaks: found, pageWidth: document.documentElement.scrollWidth};
          });
          expect(breaks, `${route}: breaks inside a word of code`).toEqual([]);
          expect(pageWidth, `${route}: the page's width, px`).toBeLessThanOrEqual(width);
        }
      });
    }

    test('the architecture diagram is readable on a phone (390 px)', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(localePath(locale, '/product'));
      const diagram = page.locator('main figure svg[role="img"]:visible');
      await expect(diagram).toHaveCount(1);
      await diagram.scrollIntoViewIfNeeded();
      const smallest = await diagram.evaluate((svg) =>
        Math.min(...Array.from(svg.querySelectorAll('text')).map((text) => text.getBoundingClientRect().height)),
      );
      expect(smallest, 'height of its smallest text, in px').toBeGreaterThanOrEqual(11);
    });
  });
}

test.describe('Chinese line breaking', () => {
  const zh = locales.find((locale) => locale.name === 'zh-Hans')!;
  // The short blocks of the standalone pages, the not-found page and a post's header end on at
  // least three characters ("…页面 / 继续。" is an orphan); the prose of a doc, on at least two.
  const SHORT = 'main :is(h1, h2, h3, p, li):not(:is(pre, table) *)';
  const cases: Array<{route: string; blocks: string; fewest: number}> = [
    ...['/', '/product', '/pricing', '/get-in-touch', '/no-such-page'].map((route) => ({route, blocks: SHORT, fewest: 3})),
    {route: '/blog/long-blog-post', blocks: 'main article header :is(h1, time, small)', fewest: 3},
    {route: '/docs/intro', blocks: 'main :is(h1, h2, h3, p):not(:is(pre, table) *)', fewest: 2},
  ];
  for (const width of [1280, 768, 390]) {
    test(`no heading or short block ends on a line of one or two characters (${width} px)`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      for (const {route, blocks, fewest} of cases) {
        await page.goto(localePath(zh, route));
        const orphans = await page.evaluate(
          ([selector, fewest]) => {
            const found: string[] = [];
            const range = document.createRange();
            for (const block of Array.from(document.querySelectorAll(selector))) {
              const chars: [Text, number][] = [];
              const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
                for (let i = 0; i < node.length; i += 1) if (node.data[i]!.trim()) chars.push([node, i]);
              }
              const top = ([node, i]: [Text, number]) => {
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                return Math.round(range.getBoundingClientRect().top);
              };
              if (chars.length < 6 || top(chars[0]!) === top(chars.at(-1)!)) continue;
              const lastTop = top(chars.at(-1)!);
              const lastLine = chars.filter((c) => Math.abs(top(c) - lastTop) < 4).map(([node, i]) => node.data[i]);
              // Letters and digits count; closing punctuation rides along with them. Two Latin letters
              // ("v3", "UI") are a word, not an orphan of two characters.
              const letters = lastLine.filter((c) => /[\p{L}\p{N}]/u.test(c!)).length;
              if (letters < 2 || (letters < fewest && lastLine.some((c) => /\p{Script=Han}/u.test(c!))))
                found.push(`…${lastLine.join('')} (in "${block.textContent.slice(0, 24)}…")`);
            }
            return found;
          },
          [blocks, fewest] as const,
        );
        expect(orphans, route).toEqual([]);
      }
    });
  }
});
