import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator} from '@playwright/test';
import {expect, test} from '../support/test';
import {allSpecRoutes, locales, localePath, savedColourMode, switchColourMode, waitForInteractive, type LocaleCase} from '../support/site';

// Issue 18, item 2: markup the W3C Nu Html Checker accepts, looking and working as before.
// - A code block's lines are phrasing content (`<code>` may hold no `<div>`), and still show, copy
//   and highlight line by line.
// - Each tab names its panel (`aria-controls`) and each panel its tab (`aria-labelledby`).

/** The blog post with a code block whose lines 2 and 9 are highlighted (`{2,9}`), and tab sets. */
const POST = '/blog/mdx-blog-post';
const POST_SOURCE = {
  'zh-Hans': 'blog/2025-09-02-mdx-blog-post.mdx',
  en: 'i18n/en/docusaurus-plugin-content-blog/2025-09-02-mdx-blog-post.mdx',
} as const;

/** A page with two tab sets. */
const TABS_PAGE = '/docs/installation';

/** The copy button's accessible name (the theme's translations). */
const COPY = {'zh-Hans': '复制代码到剪贴板', en: 'Copy code to clipboard'} as const;

/** The lines of the post's first XML block with highlighted lines, and those lines' numbers, as written in its Markdown. */
function sourceLines(locale: LocaleCase): {lines: string[]; highlighted: number[]} {
  const site = path.resolve(test.info().project.testDir, '../..');
  const markdown = readFileSync(path.join(site, POST_SOURCE[locale.name]), 'utf8');
  const block = /^```xml \{([\d,]+)\}\n([\s\S]*?)\n```$/m.exec(markdown);
  expect(block, `${POST_SOURCE[locale.name]} has an XML block with highlighted lines ({2,9} after \`\`\`xml)`).not.toBeNull();
  return {lines: block![2]!.split('\n'), highlighted: block![1]!.split(',').map(Number)};
}

/** The elements HTML allows in `<code>` (phrasing content) that a page could hold there. */
const PHRASING = 'a abbr b bdi bdo br cite code data dfn em i img kbd mark q s samp small span strong sub sup time u var wbr svg path';

type Problems = {flow: string[]; tabs: string[]; tabSets: number};

/**
 * Run in the browser, on the page's document or on `html` parsed: the elements inside a `<code>`
 * that are not phrasing content (as `tag.class`), and the tabs and panels not tied to each other.
 */
function markupProblems({html, phrasing}: {html?: string; phrasing: string}): Problems {
  const root = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
  const allowed = new Set(phrasing.split(' '));
  const flow = Array.from(root.querySelectorAll('code *'))
    .filter((element) => !allowed.has(element.localName))
    .map((element) => `${element.localName}.${element.getAttribute('class') ?? ''}`);
  const tabs: string[] = [];
  const tabElements = Array.from(root.querySelectorAll('[role="tab"]'));
  const panels = Array.from(root.querySelectorAll('[role="tabpanel"]'));
  const byId = (id: string | null) => (id ? root.querySelectorAll(`[id="${CSS.escape(id)}"]`) : []);
  for (const tab of tabElements) {
    const controls = tab.getAttribute('aria-controls');
    const panel = byId(controls)[0];
    if (!tab.id) tabs.push(`tab "${tab.textContent}" has no id`);
    else if (byId(tab.id).length !== 1) tabs.push(`tab id ${tab.id} is not unique`);
    if (panel?.getAttribute('role') !== 'tabpanel') tabs.push(`tab "${tab.textContent}" controls ${controls}, no panel`);
    else if (panel.getAttribute('aria-labelledby') !== tab.id) tabs.push(`panel ${controls} is not labelled by ${tab.id}`);
  }
  for (const panel of panels) {
    const tab = byId(panel.getAttribute('aria-labelledby'))[0];
    if (!panel.id || tab?.getAttribute('aria-controls') !== panel.id) tabs.push(`panel ${panel.id || '(no id)'} is not tied to a tab`);
  }
  if (tabElements.length !== panels.length) tabs.push(`${tabElements.length} tabs, ${panels.length} panels`);
  return {flow: [...new Set(flow)], tabs, tabSets: root.querySelectorAll('[role="tablist"]').length};
}

/** The text a selection of the whole element puts on the clipboard, copied with the keyboard. */
async function copySelection(element: Locator): Promise<string> {
  await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  });
  await element.page().keyboard.press('ControlOrMeta+C');
  return element.page().evaluate(() => navigator.clipboard.readText());
}

for (const locale of locales) {
  test.describe(`valid markup (${locale.name})`, () => {
    test('code lines are phrasing content, and show, copy and highlight line by line', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await savedColourMode(page, 'light');
      await page.goto(localePath(locale, POST));
      await waitForInteractive(page);
      const {lines, highlighted: highlightedLines} = sourceLines(locale);

      // No element <code> may not hold, in any block of the page.
      expect(await page.locator('code').count()).toBeGreaterThan(5);
      expect((await page.evaluate(markupProblems, {phrasing: PHRASING})).flow).toEqual([]);

      const block = page.locator('.theme-code-block', {hasText: lines[1]!.trim()}).first();
      const code = block.locator('pre code');
      // The code is the text of the block, newlines and all, and what a selection of it copies.
      expect(await code.textContent()).toBe(lines.join('\n'));
      expect(await copySelection(code)).toBe(lines.join('\n'));
      // The copy button copies the same lines.
      await block.hover();
      await block.getByRole('button', {name: COPY[locale.name]}).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join('\n'));

      // One line box per source line, each as tall as the next, no line between them.
      const boxes = await code
        .locator('.token-line')
        .evaluateAll((all) => all.map((line) => line.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(lines.length);
      const height = boxes[0]!.height;
      expect(height).toBeGreaterThan(10);
      for (const [index, box] of boxes.entries()) {
        expect(box.height, `line ${index + 1}`).toBeCloseTo(height, 1);
        expect(box.top - boxes[0]!.top, `line ${index + 1}`).toBeCloseTo(index * height, 1);
      }
      const contentHeight = await code.evaluate((element) => {
        const style = getComputedStyle(element);
        return element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      });
      expect(contentHeight).toBeCloseTo(lines.length * height, 1);

      // The lines the Markdown names are highlighted across the whole block, in either colour mode, the others not.
      const backgrounds = () => code.locator('.token-line').evaluateAll((all) => all.map((line) => getComputedStyle(line).backgroundColor));
      const preBox = (await block.locator('pre').boundingBox())!;
      for (const number of highlightedLines) {
        const line = code.locator('.token-line').nth(number - 1);
        await expect(line).toHaveClass(/theme-code-block-highlighted-line/);
        await expect(line).toContainText(lines[number - 1]!.trim());
        const box = (await line.boundingBox())!;
        expect(box.x).toBeCloseTo(preBox.x, 0);
        expect(box.width).toBeGreaterThanOrEqual(preBox.width - 1);
      }
      const transparent = 'rgba(0, 0, 0, 0)';
      const light = await backgrounds();
      await switchColourMode(page, 'dark');
      const dark = await backgrounds();
      for (const [mode, colours] of [
        ['light', light],
        ['dark', dark],
      ] as const) {
        const highlighted = colours.filter((_, index) => highlightedLines.includes(index + 1));
        expect(new Set(highlighted).size, mode).toBe(1);
        expect(highlighted[0], mode).not.toBe(transparent);
        expect(
          colours.filter((_, index) => !highlightedLines.includes(index + 1)),
          mode,
        ).toEqual(Array(lines.length - highlightedLines.length).fill(transparent));
      }
      expect(dark[1]).not.toBe(light[1]);
    });

    test('each tab names its panel and the panel names it back, in the HTML and after hydration; arrow keys move between tabs', async ({
      page,
      request,
    }) => {
      const served = await (await request.get(localePath(locale, TABS_PAGE))).text();
      await page.goto(localePath(locale, TABS_PAGE));
      await waitForInteractive(page);

      const tabs = page.getByRole('tab');
      expect(await tabs.count()).toBe(4);
      expect(await page.evaluate(markupProblems, {phrasing: PHRASING})).toEqual({flow: [], tabs: [], tabSets: 2});
      // The server's HTML ties them with the same ids, so a reader without JavaScript (or a validator) sees them tied.
      const hydrated = await tabs.evaluateAll((all) => all.map((tab) => [tab.id, tab.getAttribute('aria-controls')]));
      const inHtml = await page.evaluate(
        (html) =>
          Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('[role="tab"]'), (tab) => [
            tab.id,
            tab.getAttribute('aria-controls'),
          ]),
        served,
      );
      expect(inHtml).toEqual(hydrated);

      // The keyboard: arrows move between the tabs of a set (wrapping round), Enter selects.
      const set = page.getByRole('tablist').first();
      const [first, second] = [set.getByRole('tab').nth(0), set.getByRole('tab').nth(1)];
      const panelOf = async (tab: Locator) => page.locator(`[id="${await tab.getAttribute('aria-controls')}"]`);
      await first.focus();
      await page.keyboard.press('ArrowRight');
      await expect(second).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(first).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(second).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(first).toHaveAttribute('aria-selected', 'false');
      await expect(await panelOf(second)).toBeVisible();
      await expect(await panelOf(first)).toBeHidden();
      await expect(await panelOf(second)).toHaveAttribute('aria-labelledby', (await second.getAttribute('id'))!);
    });
  });
}

test('every page of both locales, as served: no flow content in <code>, every tab tied to its panel', async ({page, request}) => {
  const found: Record<string, Omit<Problems, 'tabSets'>> = {};
  let tabSets = 0;
  for (const route of locales.flatMap((locale) => allSpecRoutes.map((route) => localePath(locale, route)))) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    // Parsed in a blank page: the HTML as a validator reads it, before any script runs.
    const {flow, tabs, tabSets: sets} = await page.evaluate(markupProblems, {html: await response.text(), phrasing: PHRASING});
    tabSets += sets;
    if (flow.length > 0 || tabs.length > 0) found[route] = {flow, tabs};
  }
  expect(found).toEqual({});
  // The tab sets of the docs and the blog post, and the playground's output tabs (files, Run) on the home
  // page and the code-generation tutorial, in both locales.
  expect(tabSets).toBe(16);
});
