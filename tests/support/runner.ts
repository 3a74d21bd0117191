import {expect, type FrameLocator, type Locator, type Page} from '@playwright/test';
import {switchColourMode, waitForInteractive} from './site';

/**
 * What the browser tests of the code generator's runner (/run/, src/runner) watch in a page: shared by
 * tests/e2e/codegen-run.spec.ts (the tutorial's Run tab, the corpus) and tests/e2e/home-run.spec.ts.
 */

/** Every uncaught exception and console error in the page or the runner's frame, for the test to expect none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Every request for the runner's files (under /run/), from now on: none may be made before Run is wanted. */
export function runnerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/run/')) seen.push(request.url());
  });
  return seen;
}

/**
 * Clicks the Run tab of the tutorial's playground, as a visitor does. The click on the playground's server
 * markup brings it live and is given again to the live tab (LiveDemo): the two are asserted apart, so that
 * a failure tells which did not happen.
 */
export async function clickRunTab(page: Page, locale: keyof typeof RUN_TEXT): Promise<void> {
  const tab = page.getByRole('tab', {name: RUN_TEXT[locale].run});
  await tab.click();
  await expect(page.locator('[data-live-demo=Codegen]'), 'the playground went live').toHaveAttribute('data-state', 'live');
  await expect(tab, 'the Run tab is selected').toHaveAttribute('aria-selected', 'true');
}

/** The texts a visitor reads and presses in the Run view and in the generated screen, in each locale. */
export const RUN_TEXT = {
  'zh-Hans': {
    hero: '运行生成的管理界面',
    run: '运行',
    ran: /生成的页面正在运行/,
    failedRuntime: '生成的程序运行时出错，错误详情见下方运行框。',
    search: '查询',
    reset: '重置',
    new: '新建',
    edit: '编辑',
    more: '更多',
    delete: '删除',
    export: '导出',
    save: '保存',
    ok: '确定',
    next: '下一页',
    previous: '上一页',
    pageTwo: /第 2 \/ \d+ 页/,
    total: /^共 (\d+) 条$/,
    summary: /^有 \d+ 项需要修改，请查看标出的字段。$/,
    required: /^请填写/,
    exported: /导出：当前条件下的 (\d+) 条记录/,
    caseNo: '案号',
    title: '案件名称',
  },
  en: {
    hero: 'Run a generated admin screen',
    run: 'Run',
    ran: /The generated page is running/,
    failedRuntime: 'The generated program failed while running; the frame below shows the error.',
    search: 'Search',
    reset: 'Reset',
    new: 'New',
    edit: 'Edit',
    more: 'More',
    delete: 'Delete',
    export: 'Export',
    save: 'Save',
    ok: 'OK',
    next: 'Next page',
    previous: 'Previous page',
    pageTwo: /Page 2 of \d+/,
    total: /^(\d+) items$/,
    summary: /^\d+ fields need your attention; they are marked below\.$/,
    required: /^Enter /,
    exported: /Export: the (\d+) records of this search/,
    caseNo: 'Case no.',
    title: 'Case title',
  },
} as const;

const ROWS = 'table[role="grid"] tbody tr[aria-rowindex]';

/** Where the page's sticky navbar ends in the window: 0 while it is hidden (it hides as the page scrolls down). */
async function navbarBottom(page: Page): Promise<number> {
  const box = await page.locator('.navbar').boundingBox();
  return box ? Math.max(0, box.y + box.height) : 0;
}

/**
 * The first `rows` rows of the frame's grid are in the page's window (below the sticky navbar,
 * above its bottom edge), as the visitor sees them, with no scrolling of any kind.
 */
export async function firstRowInWindow(page: Page, frame: FrameLocator, rows: number): Promise<void> {
  const last = frame.locator(ROWS).nth(rows - 1);
  await expect(last).toBeVisible({timeout: 30_000});
  const height = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const navbar = await navbarBottom(page);
      const first = await frame.locator(ROWS).first().boundingBox();
      const box = await last.boundingBox();
      return first && box ? {top: first.y >= navbar - 1, bottom: box.y + box.height <= height + 1} : undefined;
    }, `rows 1 to ${rows} of the grid in the ${page.viewportSize()!.width}x${height} window`)
    .toEqual({top: true, bottom: true});
}

/**
 * Uses the generated legal_case screen in its frame as a visitor does, by mouse or by finger. `full`:
 * sort, paging, a search by the button, a form sent empty (field errors and their summary), create,
 * edit, delete, export, and the colour mode followed; `smoke`: a search by the button and a form sent empty.
 */
export async function useScreen(
  page: Page,
  frame: FrameLocator,
  locale: 'zh-Hans' | 'en',
  {touch, round}: {touch: boolean; round: 'full' | 'smoke'},
): Promise<void> {
  const text = RUN_TEXT[locale];
  const press = async (target: Locator) => (touch ? target.tap() : target.click());
  const rows = frame.locator(ROWS);
  const totalText = frame.getByText(text.total);
  const total = async () => Number(text.total.exec((await totalText.innerText()).trim())?.[1]);
  const search = frame.getByRole('search');
  const dialog = frame.getByRole('dialog');
  // A record action: on the toolbar where there is room for it, else under More.
  const action = async (name: string) => {
    const button = frame.getByRole('button', {name, exact: true});
    if (await button.isVisible()) return press(button);
    await press(frame.getByRole('button', {name: text.more, exact: true}));
    return press(frame.getByRole('menuitem', {name, exact: true}));
  };
  const seeded = await total();
  expect(seeded, 'seeded records').toBeGreaterThan(20);

  if (round === 'full') {
    // Sorted by a column, by its header: ascending first.
    const header = frame.getByRole('columnheader', {name: text.caseNo});
    await press(header.getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    // Paging: the second page holds the rest.
    await press(frame.getByRole('button', {name: text.next}));
    await expect(frame.getByText(text.pageTwo)).toBeVisible();
    await expect(rows).toHaveCount(seeded - 20);
    await press(frame.getByRole('button', {name: text.previous}));
    await expect(rows).toHaveCount(20);
  }

  // A search by the button (not Enter): a title of the grid finds its record and fewer than all.
  const titleColumn = await frame
    .getByRole('columnheader')
    .evaluateAll((headers, name) => headers.findIndex((h) => (h.textContent ?? '').trim().startsWith(name)), text.title);
  expect(titleColumn).toBeGreaterThanOrEqual(0);
  const wanted = (await rows.first().locator('td, th').nth(titleColumn).innerText()).trim();
  expect(wanted.length).toBeGreaterThan(0);
  await search.getByLabel(text.title, {exact: true}).fill(wanted);
  await press(search.getByRole('button', {name: text.search, exact: true}));
  await expect.poll(total, 'records found by the search button').toBeLessThan(seeded);
  expect(await total()).toBeGreaterThan(0);
  for (const row of await rows.all()) await expect(row).toContainText(wanted);
  await press(search.getByRole('button', {name: text.reset, exact: true}));
  await expect.poll(total).toBe(seeded);

  // A new record's form sent empty: each required field says so, and a summary counts them.
  await press(frame.getByRole('button', {name: text.new, exact: true}));
  await expect(dialog).toBeVisible();
  await drawerInWindow(page, frame);
  await press(dialog.getByRole('button', {name: text.save, exact: true}));
  await expect(dialog.getByText(text.summary)).toBeVisible();
  const invalid = dialog.locator('[aria-invalid="true"]');
  expect(await invalid.count()).toBeGreaterThanOrEqual(2);
  await expect(invalid.first()).toHaveAccessibleDescription(text.required);
  if (round === 'smoke') return;

  // Created: every required field filled, the case number a mark of its own.
  const mark = `T41-${Date.now() % 100000}`;
  for (const control of await dialog.locator('form input, form select, form textarea').all()) {
    const required = await control.evaluate((e) => (e as HTMLInputElement).required || e.getAttribute('aria-required') === 'true');
    const label = await control.evaluate((e) => (e as HTMLInputElement).labels?.[0]?.textContent ?? '');
    const tag = await control.evaluate((e) => e.tagName.toLowerCase());
    const type = (await control.getAttribute('type')) ?? '';
    if (label.startsWith(text.caseNo)) await control.fill(mark);
    else if (!required) continue;
    else if (tag === 'select') await control.selectOption({index: 1});
    else if (type === 'date') await control.fill('2025-06-15');
    else if (type === 'datetime-local') await control.fill('2025-06-15T10:30');
    else if ((await control.getAttribute('inputmode')) === 'decimal') await control.fill('7');
    else await control.fill(`${mark} title`);
  }
  await press(dialog.getByRole('button', {name: text.save, exact: true}));
  await expect(dialog).toBeHidden();
  await expect.poll(total, 'records after create').toBe(seeded + 1);
  // Found by its case number, with the search button.
  await search.getByLabel(text.caseNo, {exact: true}).fill(mark);
  await press(search.getByRole('button', {name: text.search, exact: true}));
  await expect.poll(total, 'the created record found').toBe(1);
  const created = rows.filter({hasText: mark});
  await expect(created).toHaveCount(1);

  // Edited: its title changed through the edit form.
  await press(created.getByRole('checkbox'));
  await action(text.edit);
  await expect(dialog).toBeVisible();
  await drawerInWindow(page, frame);
  await dialog.getByLabel(text.title).fill(`${mark} edited`);
  await press(dialog.getByRole('button', {name: text.save, exact: true}));
  await expect(dialog).toBeHidden();
  await expect(created).toContainText(`${mark} edited`);

  // Deleted, once confirmed.
  if (!(await created.getByRole('checkbox').isChecked())) await press(created.getByRole('checkbox'));
  await action(text.delete);
  const confirm = frame.getByRole('alertdialog');
  await press(confirm.getByRole('button', {name: text.ok, exact: true}));
  await expect(confirm).toBeHidden();
  await expect(created).toHaveCount(0);
  await press(search.getByRole('button', {name: text.reset, exact: true}));
  await expect.poll(total, 'records after delete').toBe(seeded);

  // Export: the frame cannot save a file; it says how many records the file would hold.
  await action(text.export);
  const notice = frame.getByRole('status').filter({hasText: text.exported});
  await expect(notice).toBeVisible();
  expect(Number(text.exported.exec(await notice.innerText())?.[1])).toBe(seeded);

  // The page's colour mode, followed by the running screen.
  const mode = await page.locator('html').getAttribute('data-theme');
  const other = mode === 'dark' ? 'light' : 'dark';
  await switchColourMode(page, other);
  await expect(frame.locator('html')).toHaveAttribute('data-theme', other);
}

/** An open drawer or dialog of the frame shows its title and its first field in the page's window, without scrolling. */
async function drawerInWindow(page: Page, frame: FrameLocator): Promise<void> {
  const dialog = frame.getByRole('dialog');
  const height = page.viewportSize()!.height;
  await expect
    .poll(async () => {
      const navbar = await navbarBottom(page);
      const title = await dialog.getByRole('heading').first().boundingBox();
      const field = await dialog.locator('form input, form select, form textarea').first().boundingBox();
      return title && field ? title.y >= navbar - 1 && field.y + field.height <= height + 1 : false;
    }, 'the drawer in the window')
    .toBe(true);
}

/**
 * Resolves once React has hydrated the page, at any width: below the desktop breakpoint the colour-mode
 * toggle that waitForInteractive reads is in the mobile menu, not in the page, so there the navbar's menu
 * button is read instead (React marks the elements it has hydrated with its props).
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (page.viewportSize()!.width >= 997) return waitForInteractive(page);
  await page.waitForFunction(() => {
    const button = document.querySelector('.navbar__toggle');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}
