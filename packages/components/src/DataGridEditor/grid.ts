/**
 * Moving between the editor's cells (the WAI-ARIA grid pattern), without React: row 0 is the
 * header, columns count the data columns and then the actions column.
 */
export interface Cell {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
}

/** The cell a navigation key leads to, or `undefined` for a key that does not move. */
export function moveCell(cell: Cell, key: string, ctrl: boolean, size: GridSize): Cell | undefined {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  switch (key) {
    case 'ArrowUp':
      return {row: Math.max(0, cell.row - 1), col: cell.col};
    case 'ArrowDown':
      return {row: Math.min(lastRow, cell.row + 1), col: cell.col};
    case 'ArrowLeft':
      return {row: cell.row, col: Math.max(0, cell.col - 1)};
    case 'ArrowRight':
      return {row: cell.row, col: Math.min(lastCol, cell.col + 1)};
    case 'Home':
      return ctrl ? {row: Math.min(1, lastRow), col: 0} : {row: cell.row, col: 0};
    case 'End':
      return ctrl ? {row: lastRow, col: lastCol} : {row: cell.row, col: lastCol};
    case 'PageUp':
      return {row: Math.max(Math.min(1, lastRow), cell.row - 5), col: cell.col};
    case 'PageDown':
      return {row: Math.min(lastRow, cell.row + 5), col: cell.col};
    default:
      return undefined;
  }
}

/**
 * The next (or, with `step` -1, previous) editable cell in reading order, wrapping to the next or
 * previous row, or `undefined` when there is none before the grid's edge.
 */
export function nextEditableCell(from: Cell, step: 1 | -1, size: GridSize, isEditable: (cell: Cell) => boolean): Cell | undefined {
  let {row, col} = from;
  for (;;) {
    col += step;
    if (col >= size.cols) {
      row += 1;
      col = 0;
    } else if (col < 0) {
      row -= 1;
      col = size.cols - 1;
    }
    if (row < 1 || row >= size.rows) return undefined;
    if (isEditable({row, col})) return {row, col};
  }
}
