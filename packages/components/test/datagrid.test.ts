// DataGrid's logic (src/DataGrid/grid.ts): the sort cycle, paging, virtualization and selection.
// Its keyboard model is tested in grid-keyboard.test.ts; the cell formats and the program store it
// binds to, in @lexboot/core's tests.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as grid from '../src/DataGrid/grid';

test('a sortable header cycles from the direction it started in, then unsorted; another column starts ascending', () => {
  assert.equal(grid.nextSort(undefined, 'filedOn'), 'filedOn,asc');
  assert.equal(grid.nextSort('filedOn,asc', 'filedOn'), 'filedOn,desc');
  assert.equal(grid.nextSort('filedOn,desc', 'filedOn'), undefined);
  assert.equal(grid.nextSort('filedOn,desc', 'claimAmount'), 'claimAmount,asc');
  // A column the grid was given sorted newest first: the first click turns it round, it does not drop the sort.
  assert.equal(grid.nextSort('filedOn,desc', 'filedOn', 'desc'), 'filedOn,asc');
  assert.equal(grid.nextSort('filedOn,asc', 'filedOn', 'desc'), undefined);
  assert.deepEqual(grid.parseSort('claimAmount,desc'), {field: 'claimAmount', direction: 'desc'});
  assert.equal(grid.parseSort('claimAmount'), undefined);
  assert.equal(grid.parseSort('claimAmount,up'), undefined);
});

test('pages: 21 records at 20 a page are 2 pages; nothing is still page 1 of 1', () => {
  assert.equal(grid.pageCount(21, 20), 2);
  assert.equal(grid.pageCount(20, 20), 1);
  assert.equal(grid.pageCount(0, 20), 1);
});

test('virtualization renders the rows in view and an overscan, with spacers for the rest', () => {
  // 10,000 rows of 34 px in a 400 px viewport scrolled to row 5,000.
  const range = grid.visibleRange(5000 * 34, 400, 34, 10_000, 8);
  assert.deepEqual(range, {start: 4992, end: 5021, before: 4992 * 34, after: (10_000 - 5021) * 34});
  assert.ok(range.end - range.start < 100);
  assert.deepEqual(grid.visibleRange(0, 400, 34, 10_000, 8), {start: 0, end: 21, before: 0, after: (10_000 - 21) * 34});
  // The bottom: no rows past the end, no space below.
  const bottom = grid.visibleRange(10_000 * 34 - 400, 400, 34, 10_000, 8);
  assert.equal(bottom.end, 10_000);
  assert.equal(bottom.after, 0);
  assert.deepEqual(grid.visibleRange(0, 400, 34, 3, 8), {start: 0, end: 3, before: 0, after: 0});
});

test('selection: toggle, single, Shift+Space ranges, and the page checkbox', () => {
  assert.deepEqual(grid.toggleKey([1, 2], 3, false), [1, 2, 3]);
  assert.deepEqual(grid.toggleKey([1, 2], 2, false), [1]);
  assert.deepEqual(grid.toggleKey([1], 5, true), [5]);
  // Keys kept from another page (9) stay selected.
  assert.deepEqual(grid.selectRange([9, 2], [1, 2, 3, 4, 5], 2, 4), [9, 2, 3, 4]);
  assert.deepEqual(grid.selectRange([], [1, 2, 3, 4, 5], 5, 3), [3, 4, 5]);
  assert.equal(grid.pageSelectionState([1, 2, 3], [9]), 'none');
  assert.equal(grid.pageSelectionState([1, 2, 3], [2, 9]), 'some');
  assert.equal(grid.pageSelectionState([1, 2, 3], [3, 1, 2]), 'all');
  assert.deepEqual(grid.togglePage([1, 2, 3], [9, 2]), [9, 2, 1, 3]);
  assert.deepEqual(grid.togglePage([1, 2, 3], [9, 1, 2, 3]), [9]);
});
