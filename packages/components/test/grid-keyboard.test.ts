// The one keyboard model of DataGrid and DataGridEditor (src/shared/grid-keyboard.ts), per the
// WAI-ARIA APG grid pattern. Row 0 is the header row, rows 1.. the records.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {moveCell, type Cell, type GridSize} from '../src/shared/grid-keyboard';

const move = (at: Cell, key: string, size: GridSize, ctrl = false) => moveCell(at, key, {ctrl}, size);

test('keys move the active cell as the WAI-ARIA grid pattern says (the DataGrid: 100 records, 5 columns)', () => {
  const size = {rows: 101, cols: 5, pageRows: 10};
  const at = {row: 50, col: 2};
  assert.deepEqual(move(at, 'ArrowUp', size), {row: 49, col: 2});
  assert.deepEqual(move(at, 'ArrowDown', size), {row: 51, col: 2});
  assert.deepEqual(move(at, 'ArrowLeft', size), {row: 50, col: 1});
  assert.deepEqual(move(at, 'ArrowRight', size), {row: 50, col: 3});
  assert.deepEqual(move(at, 'Home', size), {row: 50, col: 0});
  assert.deepEqual(move(at, 'End', size), {row: 50, col: 4});
  assert.deepEqual(move(at, 'PageUp', size), {row: 40, col: 2});
  assert.deepEqual(move(at, 'PageDown', size), {row: 60, col: 2});
  assert.equal(move(at, 'a', size), undefined);
  // Edges hold; PageUp from the records stops at the first record, not the header.
  assert.deepEqual(move({row: 0, col: 0}, 'ArrowUp', size), {row: 0, col: 0});
  assert.deepEqual(move({row: 100, col: 4}, 'ArrowRight', size), {row: 100, col: 4});
  assert.deepEqual(move({row: 5, col: 0}, 'PageUp', size), {row: 1, col: 0});
  assert.deepEqual(move({row: 95, col: 0}, 'PageDown', size), {row: 100, col: 0});
  // From the header row, PageUp stays there.
  assert.deepEqual(move({row: 0, col: 3}, 'PageUp', size), {row: 0, col: 3});
});

test('Ctrl+Home and Ctrl+End go to the first and last cell of the grid, whatever the column', () => {
  const size = {rows: 101, cols: 5, pageRows: 10};
  // Not the column the active cell is in: the grid's corners. The header row is part of the grid,
  // so its first cell is the first cell of the grid.
  assert.deepEqual(move({row: 50, col: 2}, 'Home', size, true), {row: 0, col: 0});
  assert.deepEqual(move({row: 50, col: 2}, 'End', size, true), {row: 100, col: 4});
  assert.deepEqual(move({row: 100, col: 4}, 'Home', size, true), {row: 0, col: 0});
  assert.deepEqual(move({row: 0, col: 3}, 'Home', size, true), {row: 0, col: 0});
  assert.deepEqual(move({row: 1, col: 0}, 'End', size, true), {row: 100, col: 4});
  assert.deepEqual(move({row: 0, col: 3}, 'End', size, true), {row: 100, col: 4});
  // A grid with no records: the header row is all there is.
  assert.deepEqual(move({row: 0, col: 3}, 'Home', {rows: 1, cols: 5, pageRows: 10}, true), {row: 0, col: 0});
  assert.deepEqual(move({row: 0, col: 1}, 'End', {rows: 1, cols: 5, pageRows: 10}, true), {row: 0, col: 4});
});

test('arrows, Home, End and Ctrl move within a small grid and stop at its edges (the editor: 3 records, 5 rows a page)', () => {
  const size = {rows: 4, cols: 3, pageRows: 5};
  assert.deepEqual(move({row: 1, col: 1}, 'ArrowUp', size), {row: 0, col: 1});
  assert.deepEqual(move({row: 0, col: 1}, 'ArrowUp', size), {row: 0, col: 1});
  assert.deepEqual(move({row: 3, col: 1}, 'ArrowDown', size), {row: 3, col: 1});
  assert.deepEqual(move({row: 1, col: 2}, 'ArrowRight', size), {row: 1, col: 2});
  assert.deepEqual(move({row: 1, col: 0}, 'ArrowLeft', size), {row: 1, col: 0});
  assert.deepEqual(move({row: 2, col: 1}, 'Home', size), {row: 2, col: 0});
  assert.deepEqual(move({row: 2, col: 1}, 'End', size), {row: 2, col: 2});
  assert.deepEqual(move({row: 2, col: 1}, 'Home', size, true), {row: 0, col: 0});
  assert.deepEqual(move({row: 1, col: 0}, 'End', size, true), {row: 3, col: 2});
  assert.deepEqual(move({row: 1, col: 0}, 'PageDown', size), {row: 3, col: 0});
  assert.deepEqual(move({row: 3, col: 2}, 'PageUp', size), {row: 1, col: 2});
  assert.equal(move({row: 1, col: 0}, 'a', size), undefined);
});
