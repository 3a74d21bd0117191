// DataGrid's logic (src/lexboot-ui/DataGrid/grid.ts) and the program store it binds to
// (src/lexboot-ui/core/program-store.ts), with the cell formats the DataGrid page documents.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {importSiteModule} from '../support/load-site-module.mjs';

const grid = await importSiteModule('src/lexboot-ui/DataGrid/grid.ts');
const format = await importSiteModule('src/lexboot-ui/core/format.ts');
const {createProgramStore} = await importSiteModule('src/lexboot-ui/core/program-store.ts');

test('a sortable header cycles ascending, descending, unsorted; another column starts ascending', () => {
  assert.equal(grid.nextSort(undefined, 'filedOn'), 'filedOn,asc');
  assert.equal(grid.nextSort('filedOn,asc', 'filedOn'), 'filedOn,desc');
  assert.equal(grid.nextSort('filedOn,desc', 'filedOn'), undefined);
  assert.equal(grid.nextSort('filedOn,desc', 'claimAmount'), 'claimAmount,asc');
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

test('keys move the active cell as the WAI-ARIA grid pattern says', () => {
  const size = {rows: 101, cols: 5, pageRows: 10};
  const at = {row: 50, col: 2};
  const move = (key, ctrl = false) => grid.moveCell(at, key, {ctrl}, size);
  assert.deepEqual(move('ArrowUp'), {row: 49, col: 2});
  assert.deepEqual(move('ArrowDown'), {row: 51, col: 2});
  assert.deepEqual(move('ArrowLeft'), {row: 50, col: 1});
  assert.deepEqual(move('ArrowRight'), {row: 50, col: 3});
  assert.deepEqual(move('Home'), {row: 50, col: 0});
  assert.deepEqual(move('End'), {row: 50, col: 4});
  assert.deepEqual(move('Home', true), {row: 1, col: 2});
  assert.deepEqual(move('End', true), {row: 100, col: 2});
  assert.deepEqual(move('PageUp'), {row: 40, col: 2});
  assert.deepEqual(move('PageDown'), {row: 60, col: 2});
  assert.equal(move('a'), undefined);
  // Edges hold; PageUp from the records stops at the first record, not the header.
  assert.deepEqual(grid.moveCell({row: 0, col: 0}, 'ArrowUp', {ctrl: false}, size), {row: 0, col: 0});
  assert.deepEqual(grid.moveCell({row: 100, col: 4}, 'ArrowRight', {ctrl: false}, size), {row: 100, col: 4});
  assert.deepEqual(grid.moveCell({row: 5, col: 0}, 'PageUp', {ctrl: false}, size), {row: 1, col: 0});
  assert.deepEqual(grid.moveCell({row: 95, col: 0}, 'PageDown', {ctrl: false}, size), {row: 100, col: 0});
});

test('cells: dates as YYYY-MM-DD, numbers with thousands separators, date-times per language', () => {
  assert.equal(format.formatDate('2025-06-12'), '2025-06-12');
  assert.equal(format.formatDate('2025-06-12T23:30:00Z'), '2025-06-12');
  assert.equal(format.formatDate(new Date(Date.UTC(2024, 1, 29))), '2024-02-29');
  assert.equal(format.formatDate(null), '');
  assert.equal(format.formatNumber(128000.5, 2), '128,000.50');
  assert.equal(format.formatNumber(-1234567), '-1,234,567');
  assert.equal(format.formatNumber(999), '999');
  assert.equal(format.formatNumber('x'), 'x');
  // The page's own examples: 2025/6/12 10:30 and 6/12/2025, 10:30 AM (in UTC+8).
  const at = '2025-06-12T02:30:00Z';
  assert.equal(format.formatDateTime(at, 'zh-CN', 480), '2025/6/12 10:30');
  assert.equal(format.formatDateTime(at, 'en', 480), '6/12/2025, 10:30 AM');
  assert.equal(format.formatDateTime('2025-06-12T04:05:00Z', 'en', 480), '6/12/2025, 12:05 PM');
  assert.equal(format.formatDateTime('2025-06-11T16:00:00Z', 'en', 480), '6/12/2025, 12:00 AM');
});

function fakeRepository(rows, delays = []) {
  const calls = [];
  return {
    calls,
    repository: {
      page(search, query) {
        calls.push({search, query});
        const delay = delays.shift() ?? 0;
        const items = rows.slice((query.page - 1) * query.size, query.page * query.size);
        return new Promise((resolve) => setTimeout(() => resolve({items, total: rows.length, page: query.page, size: query.size}), delay));
      },
      get: async (id) => rows.find((row) => row.id === id),
    },
  };
}

test('the program store queries through its repository and keeps list, sort and paging', async () => {
  const rows = Array.from({length: 45}, (_, i) => ({id: i + 1}));
  const {repository, calls} = fakeRepository(rows);
  const store = createProgramStore({repository, initialSearch: {status: ''}, initialSort: 'filedOn,desc', pageSize: 20});
  await store.getState().reload();
  assert.deepEqual(calls[0], {search: {status: ''}, query: {page: 1, size: 20, sort: 'filedOn,desc'}});
  assert.equal(store.getState().list.rows.length, 20);
  assert.equal(store.getState().list.total, 45);
  await store.getState().changePage(3);
  assert.deepEqual(store.getState().list.rows.map((r) => r.id), [41, 42, 43, 44, 45]);
  // A new page size goes back to page 1; a new sort too.
  await store.getState().changePage(3, 50);
  assert.deepEqual(calls.at(-1).query, {page: 1, size: 50, sort: 'filedOn,desc'});
  await store.getState().changeSort(undefined);
  assert.deepEqual(calls.at(-1).query, {page: 1, size: 50, sort: undefined});
  await store.getState().search({status: 'CLOSED'});
  assert.deepEqual(calls.at(-1).search, {status: 'CLOSED'});
  store.getState().setSelection([3, 4]);
  assert.deepEqual(store.getState().selection, [3, 4]);
  await store.getState().openDetail(7);
  assert.deepEqual(store.getState().detail, {id: 7, data: {id: 7}, loading: false});
  store.getState().closeDetail();
  assert.equal(store.getState().detail, null);
});

test('an older answer that arrives after a newer query is dropped', async () => {
  const rows = Array.from({length: 45}, (_, i) => ({id: i + 1}));
  // The first query (page 1) answers after the second (page 2).
  const {repository} = fakeRepository(rows, [50, 5]);
  const store = createProgramStore({repository, initialSearch: {}, pageSize: 20});
  const first = store.getState().reload();
  const second = store.getState().changePage(2);
  await Promise.all([first, second]);
  assert.equal(store.getState().list.page, 2);
  assert.deepEqual(store.getState().list.rows.map((r) => r.id).slice(0, 2), [21, 22]);
  assert.equal(store.getState().list.loading, false);
});

test('custom actions see the store and are part of its state', async () => {
  const {repository} = fakeRepository([{id: 1}]);
  const store = createProgramStore({
    repository,
    initialSearch: {},
    actions: ({get}) => ({selectFirst: () => get().setSelection([get().list.rows[0].id])}),
  });
  await store.getState().reload();
  store.getState().selectFirst();
  assert.deepEqual(store.getState().selection, [1]);
});
