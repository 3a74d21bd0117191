/**
 * The editor's own moves on top of the shared grid keyboard model (../shared/grid-keyboard.ts),
 * without React: row 0 is the header, columns count the data columns and then the actions column.
 */
import type {Cell, GridSize} from '../shared/grid-keyboard';

/**
 * The next (or, with `step` -1, previous) editable cell in reading order, wrapping to the next or
 * previous row, or `undefined` when there is none before the grid's edge.
 */
export function nextEditableCell(
  from: Cell,
  step: 1 | -1,
  size: Pick<GridSize, 'rows' | 'cols'>,
  isEditable: (cell: Cell) => boolean,
): Cell | undefined {
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
