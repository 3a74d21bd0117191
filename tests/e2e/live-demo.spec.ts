import {expect, test, type Page, oneLocale} from '../support/test';
import {axe} from '../support/axe';
import {COLOUR_RULES, localePath, savedColourMode, switchColourMode, waitForInteractive} from '../support/site';

// The live demos of the API pages (src/components/LiveDemo, src/demos): in the served HTML, their
// code loaded only when the reader reaches for them, usable by keyboard alone, accessible in both
// colour modes, with the source file that runs them beneath.

const DATAGRID = '/docs/api/front-end/core-component/datagrid';
/** A party of the sample cases: only the demos' chunks hold the sample data. */
const SAMPLE_DATA_MARKER = 'Yuanhang Shipping';

/** Every component page with a live demo, by the demo it shows first. */
const DEMO_PAGES = [
  ['DataGrid', DATAGRID],
  ['DataGridEditor', '/docs/api/front-end/core-component/datagrid-editor'],
  ['MultiFilter', '/docs/api/front-end/core-component/MultiFilter'],
  ['SearchParams', '/docs/api/front-end/core-component/SearchParams'],
  ['StatTable', '/docs/api/front-end/core-component/StatTable'],
  ['DrawerStore', '/docs/api/front-end/core-component/drawer-store'],
  ['ModalStore', '/docs/api/front-end/core-component/modal-store'],
  ['ProgramTitle', '/docs/api/front-end/core-component/program-title'],
  ['ListDetailTemplate', '/docs/tutorial/front-end/template'],
] as const;

/**
 * Holds back the demos' chunk (the one with the sample data) when the page asks for it: `requested`
 * waits until it has been asked for, `deliver` lets it through and waits until the page has it.
 */
async function holdDemoCode(page: Page): Promise<{requested: () => Promise<void>; deliver: () => Promise<void>}> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let demoChunk = '';
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(SAMPLE_DATA_MARKER)) {
      demoChunk = route.request().url();
      await held;
    }
    await route.fulfill({response, body});
  });
  return {
    requested: () => expect.poll(() => demoChunk).not.toBe(''),
    deliver: async () => {
      release();
      await expect
        .poll(() => page.evaluate((url) => performance.getEntriesByName(url).length, demoChunk), {message: 'the demo’s code arrived'})
        .toBe(1);
    },
  };
}

async function expectNoAxeViolations(page: Page, mode: string, include?: string, rules?: string[]): Promise<void> {
  const builder = axe(page);
  if (include) builder.include(include);
  if (rules) builder.withRules(rules);
  const {violations} = await builder.analyze();
  const problems = violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join('; ')})`,
  );
  expect(problems, `axe violations (${mode})`).toEqual([]);
}

const TEXT = {
  'zh-Hans': {
    noneSelected: '未选择案件',
    oneSelected: '已选择 1 件案件',
    claim: '标的额（元）',
    filedOn: '立案日期',
    caseNo: '案号',
    source: '演示源码',
    total: '共 57 条',
    failed: '演示代码加载失败',
  },
  en: {
    noneSelected: 'No cases selected',
    oneSelected: '1 case selected',
    claim: 'Claim (CNY)',
    filedOn: 'Filed on',
    caseNo: 'Case no.',
    source: 'Demo source',
    total: '57 items',
    failed: 'The demo’s code failed to load',
  },
} as const;

/**
 * Collects the text of every script the page loads to run from now on. Prefetches of linked pages
 * are left out: they are not run here, and a doc's own text can name the sample data (the
 * SearchParams page does, and the DataGrid page prefetches it once the browser is idle). A test that
 * collects ends with `page.unrouteAll({behavior: 'wait'})`: a script still on its way when the test
 * ends would otherwise be read after Playwright has disposed of its response, failing the test.
 */
async function scriptTexts(page: Page): Promise<Promise<string>[]> {
  const texts: Promise<string>[] = [];
  // Read on the way in, so that a page left before its body was read (a tool that goes live as the
  // test scrolls, then a navigation) still has its script counted.
  await page.route('**/*.js', async (route) => {
    if (route.request().resourceType() !== 'script') {
      await route.continue();
      return;
    }
    const response = await route.fetch();
    texts.push(response.text());
    await route.fulfill({response});
  });
  return texts;
}

/** The colour the screen shows at a point, [red, green, blue]: a one-pixel screenshot, read in the page. */
async function shownColour(page: Page, {x, y}: {x: number; y: number}): Promise<number[]> {
  const png = await page.screenshot({clip: {x, y, width: 1, height: 1}});
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, png.toString('base64'));
}

const holdsSampleData = async (texts: Promise<string>[]) => (await Promise.all(texts)).some((text) => text.includes(SAMPLE_DATA_MARKER));

for (const locale of oneLocale('en')) {
  const text = TEXT[locale.name];
  test.describe(`live demos (${locale.name})`, () => {
    test('the demo is in the served HTML, and its code loads only when the reader reaches for it', async ({page, request}) => {
      const html = await (await request.get(localePath(locale, DATAGRID))).text();
      expect(html).toMatch(/data-live-demo="?DataGrid"?/);
      expect(html).toContain(text.total);

      const scripts = await scriptTexts(page);
      await page.goto(localePath(locale, DATAGRID));
      await waitForInteractive(page);
      await page.waitForLoadState('networkidle');
      const stage = page.locator('[data-live-demo=DataGrid]');
      await expect(stage.getByRole('grid')).toBeVisible();
      await expect(stage).toHaveAttribute('data-state', 'static');
      expect(await holdsSampleData(scripts), 'demo code loaded before it was wanted').toBe(false);

      await stage.hover();
      await expect(stage).toHaveAttribute('data-state', 'live');
      expect(await holdsSampleData(scripts)).toBe(true);
      await page.unrouteAll({behavior: 'wait'});
    });

    test('other pages never load demo code', async ({page}) => {
      const scripts = await scriptTexts(page);
      for (const path of ['/', '/docs/tutorial/back-end/code-generation', '/docs/api/back-end/system-api']) {
        await page.goto(localePath(locale, path));
        await waitForInteractive(page);
        await page.mouse.move(200, 400);
        await page.mouse.wheel(0, 2000);
        await page.waitForLoadState('networkidle');
      }
      expect(await holdsSampleData(scripts)).toBe(false);
      await page.unrouteAll({behavior: 'wait'});
    });

    test('keyboard only: move through the grid, select a row, sort a column', async ({page}) => {
      await page.goto(localePath(locale, DATAGRID));
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=DataGrid]');
      // Start from the last link before the demo, then only keys: Tab past the heading's anchor link.
      await page.locator('.markdown a[href$="StatTable"]').first().focus();
      const inDemo = () => page.evaluate(() => !!document.activeElement?.closest('[data-live-demo=DataGrid]'));
      for (let presses = 0; presses < 4 && !(await inDemo()); presses += 1) await page.keyboard.press('Tab');
      await expect(stage).toHaveAttribute('data-state', 'live');
      const focusedCell = () => page.evaluate(() => document.activeElement?.getAttribute('data-cell'));
      await expect.poll(focusedCell).toBe('1:1');
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedCell).toBe('2:1');
      await expect(stage.getByRole('status')).toHaveText(text.noneSelected);
      await page.keyboard.press('Space');
      await expect(stage.locator('tbody tr').nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(stage.getByRole('status')).toHaveText(text.oneSelected);
      await page.keyboard.press('End');
      await expect.poll(focusedCell).toBe('2:6');
      await page.keyboard.press('Home');
      await expect.poll(focusedCell).toBe('2:0');

      // The claim column, sorted from the keyboard: the header row, then Enter.
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect.poll(focusedCell).toBe('0:6');
      const header = stage.getByRole('columnheader', {name: text.claim});
      await expect(header).toHaveAttribute('aria-sort', 'none');
      await page.keyboard.press('Enter');
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      const amounts = await stage.locator('tbody tr td:last-child').allTextContents();
      const numbers = amounts.map((a) => Number(a.replace(/,/g, '')));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    });

    test('at 1280 px the columns to sort are reached in the grid; a click turns the current sort round, the next removes it', async ({
      page,
    }) => {
      await page.setViewportSize({width: 1280, height: 900});
      await page.goto(localePath(locale, DATAGRID));
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=DataGrid]');
      const grid = stage.getByRole('grid');
      await grid.scrollIntoViewIfNeeded();
      await expect(stage).toHaveAttribute('data-state', 'live');
      const gridBox = (await grid.locator('xpath=..').boundingBox())!;
      for (const name of [text.filedOn, text.claim]) {
        // Beside the page's table of contents the grid scrolls sideways (tests/e2e/api-demo-layout.spec.ts).
        const header = stage.getByRole('columnheader', {name});
        await header.scrollIntoViewIfNeeded();
        const box = (await header.boundingBox())!;
        expect(box.x + box.width, `${name} is inside the grid's box`).toBeLessThanOrEqual(gridBox.x + gridBox.width + 0.5);
      }
      // The demo starts newest first; the first click must not throw that sort away.
      const filedOn = stage.getByRole('columnheader', {name: text.filedOn});
      const claim = stage.getByRole('columnheader', {name: text.claim});
      await expect(filedOn).toHaveAttribute('aria-sort', 'descending');
      await filedOn.getByRole('button').click();
      await expect(filedOn).toHaveAttribute('aria-sort', 'ascending');
      await filedOn.getByRole('button').click();
      await expect(filedOn).toHaveAttribute('aria-sort', 'none');
      await filedOn.getByRole('button').click();
      await expect(filedOn).toHaveAttribute('aria-sort', 'ascending');
      await filedOn.getByRole('button').click();
      await expect(filedOn).toHaveAttribute('aria-sort', 'descending');

      // Unsorted and descending differ in shape, not only in colour: which triangle is solid.
      const triangles = (header: typeof filedOn) =>
        header.locator('[data-direction]').evaluate((icon) =>
          ['::before', '::after'].map((part) => {
            const style = getComputedStyle(icon, part);
            return style.content === 'none' ? 'absent' : style.opacity;
          }),
        );
      const [unsorted, descending] = [await triangles(claim), await triangles(filedOn)];
      expect(unsorted[0]).toBe(unsorted[1]);
      expect(descending[1]).not.toBe(unsorted[1]);
      expect(descending[0]).toBe(unsorted[0]);
      expect(unsorted).not.toContain('absent');
    });

    test('at 390 px the grid shows that it scrolls, and the columns beside the case number can be clicked', async ({page}) => {
      await page.goto(localePath(locale, DATAGRID));
      // At 390 px the colour-mode toggle that tells the page is interactive sits in the closed menu.
      await waitForInteractive(page);
      await page.setViewportSize({width: 390, height: 844});
      const stage = page.locator('[data-live-demo=DataGrid]');
      const viewport = stage.getByRole('grid').locator('xpath=..');
      const frame = viewport.locator('xpath=..');
      await viewport.scrollIntoViewIfNeeded();
      await expect(stage).toHaveAttribute('data-state', 'live');
      await expect(frame).toHaveAttribute('data-more-end', 'true');
      await expect(frame).not.toHaveAttribute('data-more-start', /.*/);
      // Pinned, the selection and case-number columns would cover most of the box, and the columns
      // scrolled under them could be neither read nor clicked: here they scroll with the rest. A
      // click is refused while another element covers its target.
      const firstCaseNo = stage.getByRole('grid').locator('tbody tr').first().locator('td').nth(1);
      const before = (await firstCaseNo.boundingBox())!.x;
      const claim = stage.getByRole('columnheader', {name: text.claim});
      await claim.getByRole('button').click();
      await expect(claim).toHaveAttribute('aria-sort', 'ascending');
      await expect(frame).toHaveAttribute('data-more-start', 'true');
      expect((await firstCaseNo.boundingBox())!.x).toBeLessThan(before);
      await expect(claim).toBeInViewport({ratio: 1});
    });

    // The pinned columns are opaque (the others scroll under them) and must paint what their row
    // shows: the rows' colour, the hover tint, the selection. Compared as the screen shows them: a few
    // pixels of blank cell (the top padding, above the text) in the key column and in a scrolled one.
    test('scrolled at 768 px, the pinned columns are the colour of their row, plain, hovered and selected, in both modes', async ({
      page,
    }) => {
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await page.goto(localePath(locale, DATAGRID));
      await waitForInteractive(page);
      // At 390 px the pinned columns fill most of the box; at 768 px the grid still scrolls, beside them.
      await page.setViewportSize({width: 768, height: 844});
      const stage = page.locator('[data-live-demo=DataGrid]');
      const grid = stage.getByRole('grid');
      const viewport = grid.locator('xpath=..');
      await viewport.scrollIntoViewIfNeeded();
      await expect(stage).toHaveAttribute('data-state', 'live');
      const rows = grid.locator('tbody tr');
      await rows.nth(1).getByRole('checkbox').check();
      /** Two spots of a row's blank top padding: in its key column, and in a column scrolled beside it. */
      const spots = (row: number) =>
        rows.nth(row).evaluate((tr) => {
          const box = tr.closest('[class*=viewport]')!.getBoundingClientRect();
          const cells = Array.from(tr.children).map((cell) => cell.getBoundingClientRect());
          const key = cells[1]!;
          // Clear of the key column's shadow and of the fade at the box's right edge.
          const [from, to] = [key.right + 16, box.right - 40];
          const scrolled = cells.find((cell) => Math.min(cell.right, to) - Math.max(cell.left, from) >= 12)!;
          return [
            {x: key.right - 12, y: key.top + 3},
            {x: Math.max(scrolled.left, from) + 4, y: scrolled.top + 3},
          ];
        });
      for (const mode of ['dark', 'light'] as const) {
        // The switch widens the page for a moment, which scrolls the grid back.
        if (mode === 'light') await switchColourMode(page, mode);
        await viewport.evaluate((element) => element.scrollTo({left: 200, behavior: 'instant'}));
        await expect(viewport.locator('xpath=..')).toHaveAttribute('data-more-start', 'true');
        for (const [row, state] of [
          [0, 'plain'],
          [1, 'selected'],
          [2, 'hovered'],
        ] as const) {
          const [key, scrolled] = await spots(row);
          await page.mouse.move(state === 'hovered' ? scrolled!.x : 0, state === 'hovered' ? scrolled!.y : 0);
          const [keyColour, scrolledColour] = [await shownColour(page, key!), await shownColour(page, scrolled!)];
          // Within rounding: a tint blended over a gradient and over a colour can differ by one.
          const apart = Math.max(...keyColour.map((channel, i) => Math.abs(channel - scrolledColour[i]!)));
          expect(
            apart,
            `${mode}, ${state} row: the key column (${keyColour.join()}) is the row's colour (${scrolledColour.join()})`,
          ).toBeLessThanOrEqual(2);
        }
      }
    });

    test('a click on the demo before its code arrives is not lost', async ({page}) => {
      // Hold the demo's chunk back until the click has landed on the server's markup.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes(SAMPLE_DATA_MARKER)) await held;
        await route.fulfill({response, body});
      });
      await page.goto(localePath(locale, DATAGRID));
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=DataGrid]');
      await stage.locator('tbody input[type=checkbox]').first().click();
      await expect(stage).toHaveAttribute('data-state', 'static');
      release();
      await expect(stage).toHaveAttribute('data-state', 'live');
      await expect(stage.getByRole('status')).toHaveText(text.oneSelected);
      await expect(stage.locator('tbody tr').first()).toHaveAttribute('aria-selected', 'true');
      // Chunks the page still fetches (prefetches) pass through the handler: let them finish before the
      // page closes, or reading a response Playwright has already disposed of fails the test.
      await page.unrouteAll({behavior: 'wait'});
    });

    test('a demo whose code fails to load says so, under its starting state', async ({page}) => {
      await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes(SAMPLE_DATA_MARKER)) await route.abort('failed');
        else await route.fulfill({response, body});
      });
      await page.goto(localePath(locale, DATAGRID));
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=DataGrid]');
      await stage.hover();
      await expect(stage).toHaveAttribute('data-state', 'failed');
      // In the demo's own section, after it; the starting state stays on screen above it.
      const alert = stage.locator('xpath=ancestor::section[1]').getByRole('alert');
      await expect(alert).toContainText(text.failed);
      const follows = await alert.evaluate(
        (element) =>
          element.closest('section')!.querySelector('[data-live-demo]')!.compareDocumentPosition(element) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      );
      expect(follows, 'the alert comes after the demo').toBeGreaterThan(0);
      await expect(stage.locator('tbody tr')).toHaveCount(10);
      await page.unrouteAll({behavior: 'wait'});
    });

    test('a press that outlasts the arrival of the demo’s code still clicks what it pressed', async ({page}) => {
      // The code arrives while the button is held down: the demo goes live only after the release, so
      // that the press and the release land on the same markup and the click is replayed, rather than
      // the release landing on the live demo and the click going to neither.
      const demoCode = await holdDemoCode(page);
      await page.goto(localePath(locale, DATAGRID));
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=DataGrid]');
      await stage.locator('tbody input[type=checkbox]').first().hover();
      await page.mouse.down();
      await demoCode.requested();
      await demoCode.deliver();
      // Held down a while longer, as a reader's slow click.
      await page.waitForTimeout(500);
      await expect(stage).toHaveAttribute('data-state', 'static');
      await page.mouse.up();
      await expect(stage).toHaveAttribute('data-state', 'live');
      await expect(stage.getByRole('status')).toHaveText(text.oneSelected);
      await expect(stage.locator('tbody tr').first()).toHaveAttribute('aria-selected', 'true');
      await page.unrouteAll({behavior: 'wait'});
    });

    test('a press that begins after the demo’s code arrived, before it renders, still clicks what it pressed', async ({page}) => {
      // The code arrives and asks React to render the live demo; on a busy page that render comes a
      // little later, in a task of React's scheduler. A press landing in between begins on the server's
      // markup; were the live demo committed before the release, the pressed element would be gone and
      // the browser would send no click at all. Here the scheduler's tasks wait for the press (as they
      // would behind other work), then run before the release.
      const demoCode = await holdDemoCode(page);
      await page.goto(localePath(locale, DATAGRID));
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=DataGrid]');
      await stage.locator('tbody input[type=checkbox]').first().hover();
      await demoCode.requested();
      // From now on the messages React's scheduler posts itself (MessageChannel) wait for the next press.
      await page.evaluate(() => {
        const port = MessagePort.prototype;
        const post = Object.getOwnPropertyDescriptor(port, 'postMessage')!;
        const waiting: Array<() => void> = [];
        Object.defineProperty(port, 'postMessage', {
          ...post,
          value(this: MessagePort, ...args: unknown[]) {
            waiting.push(() => void Reflect.apply(post.value as () => void, this, args));
          },
        });
        window.addEventListener(
          'pointerdown',
          () => {
            Object.defineProperty(port, 'postMessage', post);
            setTimeout(() => waiting.splice(0).forEach((send) => send()));
          },
          {capture: true, once: true},
        );
      });
      await demoCode.deliver();
      await page.mouse.down();
      await expect(stage).toHaveAttribute('data-state', 'live');
      await page.mouse.up();
      await expect(stage.getByRole('status')).toHaveText(text.oneSelected);
      await expect(stage.locator('tbody tr').first()).toHaveAttribute('aria-selected', 'true');
      await page.unrouteAll({behavior: 'wait'});
    });

    test('10,000 rows render fewer than 100 row elements, also after scrolling to the end', async ({page}) => {
      await page.goto(localePath(locale, DATAGRID));
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=DataGridLarge]');
      await stage.scrollIntoViewIfNeeded();
      await expect(stage).toHaveAttribute('data-state', 'live');
      const grid = stage.getByRole('grid');
      await expect(grid).toHaveAttribute('aria-rowcount', '10001');
      expect(await stage.locator('tbody tr').count()).toBeLessThan(100);
      // Keyboard: into the grid, then Ctrl+End to the last row.
      await stage.locator('td[tabindex="0"]').focus();
      await page.keyboard.press('Control+End');
      await expect(stage.locator('tbody tr[aria-rowindex="10001"]')).toBeVisible();
      await expect(stage.locator('tbody tr[aria-rowindex="10001"] td').first()).toHaveText('10,000');
      expect(await stage.locator('tbody tr').count()).toBeLessThan(100);
    });

    test('the source beneath the demo is the file that runs it', async ({page, request}) => {
      await page.goto(localePath(locale, DATAGRID));
      const section = page.locator('section', {has: page.locator('[data-live-demo=DataGrid]')});
      const summary = section.locator('summary');
      await expect(summary).toContainText(text.source);
      await expect(summary).toContainText('src/demos/DataGridDemo.tsx');
      await summary.focus();
      await page.keyboard.press('Enter');
      // The code as a reader copies it: selected, then the selection's text.
      const code = await section.locator('pre code').evaluate((element) => {
        getSelection()!.selectAllChildren(element);
        return getSelection()!.toString();
      });
      // The Markdown copy of the page carries the same file; both come from src/demos at build time.
      const markdown = await (await request.get(`${localePath(locale, DATAGRID)}.md`)).text();
      expect(markdown).toContain(code.trimEnd());
      expect(code).toContain("from '@lexboot/components'");
      expect(code).toContain('export default function DataGridDemo()');
    });

    // Dark mode (the visitor's saved choice) with every axe rule, then light mode, switched by the
    // colour-mode toggle in the same page, with the rules that depend on colours: routes.spec says
    // why the other rules cannot change with the mode, and checks it.
    for (const [demo, path] of DEMO_PAGES) {
      test(`the ${demo} demo, live and at 390 px, has no axe violations (dark, then light)`, async ({page}) => {
        await savedColourMode(page, 'dark');
        await page.goto(localePath(locale, path));
        await waitForInteractive(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await page.setViewportSize({width: 390, height: 844});
        for (const stage of await page.locator('[data-live-demo]').all()) {
          await stage.hover();
          await expect(stage).toHaveAttribute('data-state', 'live');
        }
        await page.locator(`section:has([data-live-demo=${demo}]) summary`).click();
        await expectNoAxeViolations(page, 'dark', 'section:has([data-live-demo])');
        await switchColourMode(page, 'light');
        await expectNoAxeViolations(page, 'light', 'section:has([data-live-demo])', COLOUR_RULES);
        // A drawer or a modal is checked open, over the whole page.
        if (demo === 'DrawerStore' || demo === 'ModalStore') {
          await page.locator(`[data-live-demo=${demo}]`).getByRole('button').first().click();
          await expect(page.locator('dialog[open], [role=dialog], [role=alertdialog]').first()).toBeVisible();
          await expectNoAxeViolations(page, 'light');
          await switchColourMode(page, 'dark');
          await expectNoAxeViolations(page, 'dark', undefined, COLOUR_RULES);
        }
      });
    }
  });
}
