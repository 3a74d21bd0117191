import {expect, test, type Page, oneLocale} from '../support/test';
import {axe} from '../support/axe';
import {localePath, waitForInteractive, type LocaleCase} from '../support/site';
import {editorParts} from '../support/datagrid-editor';

// The live demo of the DataGridEditor page, on the page: a key pressed while the server's markup turns
// into the live grid is not lost, and the demo passes axe with an editor open and a message showing. What it does under the keyboard is checked on the demo alone, in
// the component tests (tests/components/datagrid-editor.spec.ts).

const EDITOR = '/docs/api/front-end/core-component/datagrid-editor';

const TEXT = {'zh-Hans': {caseNo: '案号'}, en: {caseNo: 'Case no.'}} as const;

/** The grid cell (`row:column`, header row 0) that has focus, or whose editor or button has it. */
const focusedCell = (page: Page) => () => page.evaluate(() => document.activeElement?.getAttribute('data-focus') ?? null);

/** Opens the DataGridEditor page and returns the demo's parts the tests read and drive. */
async function openEditorDemo(page: Page, locale: LocaleCase) {
  await page.goto(localePath(locale, EDITOR));
  await waitForInteractive(page);
  const stage = page.locator('[data-live-demo=DataGridEditor]');
  return editorParts(stage);
}

for (const locale of oneLocale('zh-Hans')) {
  const text = TEXT[locale.name];
  test.describe(`DataGridEditor live demo (${locale.name})`, () => {
    test('a key pressed the moment the grid re-renders on its own is not lost: Enter on the first cell opens its editor, with focus', async ({
      page,
    }) => {
      const {stage, editor} = await openEditorDemo(page, locale);
      // A fast typist, or a busy machine: Enter arrives just after a render React made outside any
      // event (the pinned column, laid out once the live grid has its width) and before that render's
      // deferred effects have run. Sent from the stage's own mutation callback, which runs in that window.
      await stage.evaluate((element) => {
        new MutationObserver((records, observer) => {
          const cell = document.activeElement;
          const pinned = records.some((record) => record.target instanceof HTMLElement && record.target.style.position === 'sticky');
          if (!pinned || !(cell instanceof HTMLTableCellElement) || !element.contains(cell)) return;
          observer.disconnect();
          cell.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true}));
        }).observe(element, {subtree: true, attributes: true, attributeFilter: ['style']});
      });
      await stage.locator('td[tabindex="0"]').focus();
      await expect(stage).toHaveAttribute('data-state', 'live');
      await expect(editor).toBeFocused();
      await expect(editor).toHaveAccessibleName(text.caseNo);
      await page.keyboard.press('Escape');
      await expect.poll(focusedCell(page)).toBe('1:0');
    });

    test('the live demo has no axe violations', async ({page}) => {
      await page.goto(localePath(locale, EDITOR));
      await waitForInteractive(page);
      const stage = page.locator('[data-live-demo=DataGridEditor]');
      await stage.locator('td[tabindex="0"]').focus();
      await expect(stage).toHaveAttribute('data-state', 'live');
      // With an open editor and a message showing, so that both are checked too.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Tab');
      await expect(stage.locator('td[aria-invalid=true]')).toHaveCount(1);
      const {violations} = await axe(page).include('[data-live-demo=DataGridEditor]').analyze();
      const problems = violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join('; ')})`,
      );
      expect(problems, 'axe violations').toEqual([]);
    });
  });
}
