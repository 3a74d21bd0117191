// The parts of the DataGridEditor demo that its tests read and drive, found inside the demo's stage:
// the same whether the demo is mounted alone (tests/components) or live on its API page (tests/e2e).
import type {Locator} from '@playwright/test';

export function editorParts(stage: Locator) {
  const rows = stage.locator('tbody tr');
  return {
    stage,
    rows,
    cell: (row: number, col: number) =>
      rows
        .nth(row - 1)
        .locator('td')
        .nth(col),
    editor: stage.locator('input[data-editor]'),
    /** The demo's own line counting unsaved changes. */
    summary: stage.locator('p[role=status]'),
    /** The editor's announcements. */
    announcement: stage.locator('div[role=status]'),
  };
}
