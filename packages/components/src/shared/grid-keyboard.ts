/**
 * The keyboard model of LexBoot's grids (DataGrid and DataGridEditor), per the WAI-ARIA APG grid
 * pattern, without React or the DOM. Row 0 is the header row; rows 1 to `rows - 1` hold the records.
 *
 * - the arrows move one cell and stop at the grid's edges;
 * - Home and End go to the first and last cell of the row;
 * - Ctrl+Home goes to the first cell of the grid, the header row's first cell (the header row is
 *   part of the keyboard model), and Ctrl+End to the last cell of the grid, the last record's last;
 * - PageUp and PageDown move `pageRows` rows in the same column; PageUp from a record stops at the
 *   first record, not the header.
 *
 * Each component handles its own other keys (selection, sorting, editing) around it.
 */
export interface Cell {
  row: number;
  col: number;
}

export interface GridSize {
  /** Rows, counting the header row. */
  rows: number;
  cols: number;
  /** How far PageUp and PageDown go. */
  pageRows: number;
}

/** The cell a navigation key leads to, or `undefined` for a key that does not move. */
export function moveCell(cell: Cell, key: string, modifiers: {ctrl: boolean}, size: GridSize): Cell | undefined {
  const lastRow = Math.max(0, size.rows - 1);
  const lastCol = Math.max(0, size.cols - 1);
  const firstRecord = Math.min(1, lastRow);
  const clampRow = (row: number) => Math.max(0, Math.min(lastRow, row));
  const clampCol = (col: number) => Math.max(0, Math.min(lastCol, col));
  switch (key) {
    case 'ArrowUp':
      return {row: clampRow(cell.row - 1), col: cell.col};
    case 'ArrowDown':
      return {row: clampRow(cell.row + 1), col: cell.col};
    case 'ArrowLeft':
      return {row: cell.row, col: clampCol(cell.col - 1)};
    case 'ArrowRight':
      return {row: cell.row, col: clampCol(cell.col + 1)};
    case 'Home':
      return modifiers.ctrl ? {row: 0, col: 0} : {row: cell.row, col: 0};
    case 'End':
      return modifiers.ctrl ? {row: lastRow, col: lastCol} : {row: cell.row, col: lastCol};
    case 'PageUp':
      return {row: clampRow(Math.max(cell.row > 0 ? firstRecord : 0, cell.row - size.pageRows)), col: cell.col};
    case 'PageDown':
      return {row: clampRow(cell.row + size.pageRows), col: cell.col};
    default:
      return undefined;
  }
}
