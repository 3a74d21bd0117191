import {expect, test, type Locator, type Page, type PlaywrightTestArgs} from '@playwright/test';
import {recordAttribute} from '../support/dom';

// The demo of the ProgramTitle page (src/demos/ProgramTitleDemo.tsx), mounted alone: a case's title
// bar with breadcrumbs, a back button and actions, used with the keyboard alone, on a desktop and on
// a phone. What the page documents: three actions in the bar and the rest in a "More" menu button
// (WAI-ARIA menu button keys); below 768 px only the primary action stays in the bar and the
// breadcrumbs keep their last level; an action whose promise is pending is aria-busy; no
// permission, no button.

const TEXT = {
  'zh-Hans': {
    breadcrumb: '面包屑',
    cases: '案件',
    back: '返回',
    progress: '记录进展',
    export: '导出卷宗',
    urgent: '标为加急',
    notUrgent: '取消加急',
    print: '打印',
    close: '结案',
    remove: '删除',
    more: '更多',
    urgentTag: '加急',
    closedTag: '已结案',
    idle: '尚未执行任何操作',
    toList: '返回「案件」列表（示例中仍停留在本页）',
    firstEntry: '已记录第 1 条进展',
    exported: '卷宗已导出为 PDF',
    markedUrgent: '已标为加急',
    closed: '案件已结案',
  },
  en: {
    breadcrumb: 'Breadcrumb',
    cases: 'Cases',
    back: 'Back',
    progress: 'Record progress',
    export: 'Export file',
    urgent: 'Mark urgent',
    notUrgent: 'Unmark urgent',
    print: 'Print',
    close: 'Close case',
    remove: 'Delete',
    more: 'More',
    urgentTag: 'Urgent',
    closedTag: 'Closed',
    idle: 'No action taken yet',
    toList: 'Back to the Cases list (the demo stays on this page)',
    firstEntry: 'Progress entry 1 recorded',
    exported: 'Case file exported as PDF',
    markedUrgent: 'Marked urgent',
    closed: 'Case closed',
  },
} as const;

/** Mounts the demo at the current viewport, focuses `start` in it and returns the demo. */
async function startAt(
  page: Page,
  mount: PlaywrightTestArgs['mount'],
  locale: keyof typeof TEXT,
  start: (stage: Locator) => Locator,
  phone = false,
): Promise<Locator> {
  if (phone) await page.setViewportSize({width: 390, height: 844});
  const stage = await mount('demos/ProgramTitle', {locale});
  const element = start(stage);
  await element.focus();
  await expect(element).toBeFocused();
  return stage;
}

for (const locale of ['zh-Hans'] as const) {
  const text = TEXT[locale];
  test.describe(`ProgramTitle demo (${locale})`, () => {
    test('keyboard only on a desktop: breadcrumb, back, the actions in the bar and in "More"', async ({page, mount}) => {
      const stage = await startAt(page, mount, locale, (s) =>
        s.getByRole('navigation', {name: text.breadcrumb}).getByRole('button', {name: text.cases, exact: true}),
      );
      const result = stage.getByRole('status');
      await expect(result).toHaveText(text.idle);
      // The title is a heading below the page's own h2 (an h3), and the breadcrumbs end with the current page.
      await expect(stage.getByRole('heading', {level: 3})).toBeVisible();
      await expect(stage.getByRole('navigation', {name: text.breadcrumb}).locator('[aria-current="page"]')).toBeVisible();
      // The user may not delete: the action is not rendered at all.
      await expect(stage.getByRole('button', {name: text.remove, exact: true})).toHaveCount(0);
      await expect(stage.getByRole('menuitem', {name: text.remove, exact: true})).toHaveCount(0);

      await page.keyboard.press('Enter');
      await expect(result).toHaveText(text.toList);

      await page.keyboard.press('Tab');
      await expect(stage.getByRole('button', {name: text.back, exact: true})).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(stage.getByRole('button', {name: text.progress, exact: true})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(result).toHaveText(text.firstEntry);

      // An action that returns a promise is busy until it settles.
      await page.keyboard.press('Tab');
      const exportButton = stage.getByRole('button', {name: text.export, exact: true});
      await expect(exportButton).toBeFocused();
      const busyStates = await recordAttribute(exportButton, 'aria-busy');
      await page.keyboard.press('Enter');
      await expect(result).toHaveText(text.exported);
      await expect(exportButton).not.toHaveAttribute('aria-busy', 'true');
      expect(await busyStates()).toContain('true');

      await page.keyboard.press('Tab');
      await expect(stage.getByRole('button', {name: text.urgent, exact: true})).toBeFocused();
      await page.keyboard.press('Space');
      await expect(result).toHaveText(text.markedUrgent);
      await expect(stage.getByRole('button', {name: text.notUrgent, exact: true})).toBeFocused();
      await expect(stage.getByText(text.urgentTag, {exact: true})).toBeVisible();

      // The fourth and fifth actions are in "More": Down arrow opens it on its first item.
      await page.keyboard.press('Tab');
      const more = stage.getByRole('button', {name: text.more, exact: true});
      await expect(more).toBeFocused();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('ArrowDown');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      const menu = stage.getByRole('menu');
      await expect(menu.getByRole('menuitem', {name: text.print, exact: true})).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', {name: text.close, exact: true})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
      await expect(more).toBeFocused();
      await expect(result).toHaveText(text.closed);
      await expect(stage.getByText(text.closedTag, {exact: true})).toBeVisible();

      // Escape closes the menu and gives focus back to "More".
      await page.keyboard.press('Enter');
      await expect(menu.getByRole('menuitem', {name: text.print, exact: true})).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(more).toBeFocused();
    });

    test('keyboard only at 390 px: the title and actions stay usable, the rest in "More"', async ({page, mount}) => {
      const stage = await startAt(page, mount, locale, (s) => s.getByRole('button', {name: text.back, exact: true}), true);
      const result = stage.getByRole('status');
      await expect(stage.getByRole('heading', {level: 3})).toBeVisible();
      // Nothing sticks out sideways: the demo fits the phone's width.
      expect(await stage.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      // The breadcrumbs keep their last level only.
      const breadcrumb = stage.getByRole('navigation', {name: text.breadcrumb});
      await expect(breadcrumb.locator('[aria-current="page"]')).toBeVisible();
      await expect(breadcrumb.getByRole('button', {name: text.cases, exact: true})).toBeHidden();
      // Only the primary action is in the bar (as an icon that keeps its name); the others are in "More".
      await expect(stage.getByRole('button', {name: text.export, exact: true})).toBeHidden();

      await page.keyboard.press('Tab');
      const progress = stage.getByRole('button', {name: text.progress, exact: true});
      await expect(progress).toBeFocused();
      await expect(progress).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(result).toHaveText(text.firstEntry);

      await page.keyboard.press('Tab');
      const more = stage.getByRole('button', {name: text.more, exact: true});
      await expect(more).toBeFocused();
      await expect(more).toBeInViewport();
      await page.keyboard.press('Enter');
      const menu = stage.getByRole('menu');
      const items = menu.getByRole('menuitem');
      // Every action but the primary one, in order.
      await expect(items.filter({visible: true})).toHaveText([text.export, text.urgent, text.print, text.close]);
      await expect(menu.getByRole('menuitem', {name: text.export, exact: true})).toBeFocused();
      await page.keyboard.press('ArrowDown');
      const urgent = menu.getByRole('menuitem', {name: text.urgent, exact: true});
      await expect(urgent).toBeFocused();
      await expect(urgent).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
      await expect(more).toBeFocused();
      await expect(result).toHaveText(text.markedUrgent);
      await expect(stage.getByText(text.urgentTag, {exact: true})).toBeVisible();

      // End jumps to the last item.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await expect(menu.getByRole('menuitem', {name: text.close, exact: true})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(result).toHaveText(text.closed);
      await expect(stage.getByText(text.closedTag, {exact: true})).toBeVisible();
    });
  });
}
