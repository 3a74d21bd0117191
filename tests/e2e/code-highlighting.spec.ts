import {expect, test, oneLocale} from '../support/test';
import {localePath, savedColourMode, waitForInteractive} from '../support/site';
import {darkCodeTheme, lightCodeTheme, parseColor} from '../../src/data/code-themes';

// Code is highlighted when the site is built (src/plugins/code-highlighting): the served HTML
// already holds the coloured tokens, the colours follow the colour mode, and Prism, the
// highlighter, never reaches the reader's browser on pages whose code was highlighted at build time.

const TUTORIAL = '/docs/tutorial/back-end/code-generation';

/** Text only a Prism bundle contains: the grammar of C-like languages, which the others extend. */
const PRISM_MARKER = 'languages.clike';

/** The colour the theme gives a token type (the last entry naming it wins), as CSS computes it. */
function tokenColor(theme: typeof lightCodeTheme, type: string): string {
  const color = theme.styles.filter((entry) => entry.types.includes(type)).at(-1)!.style.color!;
  return `rgb(${parseColor(color).join(', ')})`;
}

for (const locale of oneLocale('en')) {
  test.describe(locale.name, () => {
    test('the served HTML of a tutorial holds highlighted code', async ({request}) => {
      const html = await (await request.get(localePath(locale, TUTORIAL))).text();
      expect(html).toMatch(/<span class="token keyword">public<\/span>/);
      expect(html).toMatch(/<span class="token string">"\/\{id\}"<\/span>/);
      // A token that both themes colour as plain text (Prism's annotation and punctuation) is bare text.
      expect(html).toMatch(/>@RestController\n/);
      expect(html).not.toMatch(/token (annotation|punctuation)/);
    });

    for (const [mode, theme] of [
      ['light', lightCodeTheme],
      ['dark', darkCodeTheme],
    ] as const) {
      test(`code takes the ${mode} theme's colours, and no page of code loads Prism`, async ({page, context}) => {
        // Each page in a tab of its own, left open to the end: a page may load a chunk after the network
        // went quiet (when the browser is idle), and a script's body can be read only while its tab is
        // still on that document (CI: a read pending as the next page opened in the same tab failed).
        const scripts: Promise<string>[] = [];
        context.on('response', (response) => {
          if (response.request().resourceType() === 'script') scripts.push(response.text());
        });
        let last = page;
        for (const [i, path] of ['/', TUTORIAL, '/docs/api/front-end/core-component/datagrid', '/blog/long-blog-post'].entries()) {
          last = i === 0 ? page : await context.newPage();
          await savedColourMode(last, mode);
          await last.goto(localePath(locale, path));
          await last.waitForLoadState('networkidle');
        }
        const keyword = last.locator('pre code .token.keyword', {hasText: /^public$/}).first();
        await expect(keyword).toHaveCSS('color', tokenColor(theme, 'keyword'));
        await expect(last.locator('pre code .token.string').first()).toHaveCSS('color', tokenColor(theme, 'string'));
        await expect(last.locator('pre').first()).toHaveCSS(
          'background-color',
          `rgb(${parseColor(theme.plain.backgroundColor!).join(', ')})`,
        );
        const bodies = await Promise.all(scripts);
        expect(bodies.length).toBeGreaterThan(3);
        expect(bodies.filter((body) => body.includes(PRISM_MARKER))).toHaveLength(0);
      });
    }

    test('the home page shows its generated controller highlighted', async ({page}) => {
      await page.goto(localePath(locale, '/'));
      // The example's snippet, highlighted at build time; not the code generator's output further down
      // (a live tool, highlighted in the browser once it goes live: codegen-playground.spec).
      const controller = page.locator('div[class*="codeBlockContainer"]:not([data-live-demo] *)', {hasText: 'LegalCaseController'});
      await expect(controller.locator('.token.keyword', {hasText: /^class$/})).toBeVisible();
      await expect(controller.locator('.token.string', {hasText: '"/api/legal-cases"'})).toBeVisible();
    });

    test('a code block too wide for a phone offers word wrap, and only such a block does', async ({page}) => {
      await page.goto(localePath(locale, TUTORIAL));
      await waitForInteractive(page);
      await page.setViewportSize({width: 390, height: 844});
      const wrapName = locale.name === 'en' ? 'Toggle word wrap' : '切换自动换行';
      // The page's own code blocks: the code generator's output is a live tool with blocks of its own,
      // static in the HTML until the reader reaches for it.
      const blocks = page.locator('article div[class*="codeBlockContainer"]:not([data-live-demo] *)');
      // A block's buttons come when the reader reaches for the block (src/components/StaticContent),
      // as the theme shows them only then: here by keyboard, each block's code in turn.
      for (const block of await blocks.all()) await block.locator('pre').focus();
      // Measured in the page: which blocks overflow sideways at this width.
      await expect(async () => {
        const expected = await blocks.evaluateAll((all) =>
          all.map((block) => {
            const pre = block.querySelector('pre')!;
            return pre.scrollWidth > pre.clientWidth;
          }),
        );
        expect(expected.some(Boolean)).toBe(true);
        const offered = await blocks.evaluateAll(
          (all, name) => all.map((block) => !!block.querySelector(`button[title="${name}"], button[aria-label="${name}"]`)),
          wrapName,
        );
        expect(offered).toEqual(expected);
      }).toPass({timeout: 10_000});
      const block = blocks.filter({has: page.getByRole('button', {name: wrapName})}).first();
      await block.getByRole('button', {name: wrapName}).click({force: true});
      await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
      await expect.poll(() => block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
    });
  });
}
