/**
 * Columns pinned at a grid's left edge (`fixed: 'left'`), shared by DataGrid and DataGridEditor:
 * where each sits, and whether the grid's box has room to pin them at all.
 */

/**
 * The widest share of the grid's box that its pinned columns may take. Past it (a phone) they scroll
 * with the others: pinned, they would cover the columns scrolling under them, which could then be
 * neither read nor clicked. The site's wide doc tables follow the same rule.
 */
export const MAX_PINNED_SHARE = 0.45;

export type PinnableColumn = {readonly fixed?: 'left' | undefined; readonly width?: number | undefined};

/**
 * The left offset of each pinned column (undefined for the others) and where the pinned run ends.
 * The pinned columns are a run from the left, after `start` px (a selection column): each with
 * `fixed: 'left'` and a width, since the offsets of those after it need it.
 */
export function pinnedRun(columns: readonly PinnableColumn[], start: number): {offsets: Array<number | undefined>; end: number} {
  const offsets: Array<number | undefined> = [];
  let end = start;
  let inRun = true;
  for (const column of columns) {
    inRun = inRun && column.fixed === 'left' && column.width !== undefined;
    offsets.push(inRun ? end : undefined);
    if (inRun) end += column.width!;
  }
  return {offsets, end};
}

/**
 * Whether a box `boxWidth` px wide has room for a pinned run ending at `end` px. Not measured yet
 * (undefined: the server, or before the first layout), it has: the columns are pinned as configured.
 */
export function roomToPin(end: number, boxWidth: number | undefined): boolean {
  return boxWidth === undefined || end <= boxWidth * MAX_PINNED_SHARE;
}
