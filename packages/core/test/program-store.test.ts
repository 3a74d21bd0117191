// The program store (src/program-store.ts) that the DataGrid binds to.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {ListRepository, PageQuery, PageResult} from '../src/api';
import {createProgramStore} from '../src/program-store';

type Row = {id: number};
type Search = Record<string, string>;

function fakeRepository(rows: Row[], delays: number[] = []) {
  const calls: Array<{search: Partial<Search>; query: PageQuery}> = [];
  const repository: ListRepository<Row, Row | undefined, Search> = {
    page(search, query) {
      calls.push({search, query});
      const delay = delays.shift() ?? 0;
      const page = query.page ?? 1;
      const size = query.size ?? 20;
      const items = rows.slice((page - 1) * size, page * size);
      return new Promise<PageResult<Row>>((resolve) => setTimeout(() => resolve({items, total: rows.length, page, size}), delay));
    },
    get: (id) => Promise.resolve(rows.find((row) => row.id === id)),
  };
  return {calls, repository};
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
  assert.deepEqual(
    store.getState().list.rows.map((r) => r.id),
    [41, 42, 43, 44, 45],
  );
  // A new page size goes back to page 1; a new sort too.
  await store.getState().changePage(3, 50);
  assert.deepEqual(calls.at(-1)?.query, {page: 1, size: 50, sort: 'filedOn,desc'});
  await store.getState().changeSort(undefined);
  assert.deepEqual(calls.at(-1)?.query, {page: 1, size: 50, sort: undefined});
  await store.getState().search({status: 'CLOSED'});
  assert.deepEqual(calls.at(-1)?.search, {status: 'CLOSED'});
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
  assert.deepEqual(
    store
      .getState()
      .list.rows.map((r) => r.id)
      .slice(0, 2),
    [21, 22],
  );
  assert.equal(store.getState().list.loading, false);
});

test('custom actions see the store and are part of its state', async () => {
  const {repository} = fakeRepository([{id: 1}]);
  const initialSearch: Search = {};
  // No type arguments: the store's type, custom actions included, is inferred (program-store.md step 1).
  const store = createProgramStore({
    repository,
    initialSearch,
    actions: (store) => ({selectFirst: () => store.get().setSelection([store.get().list.rows[0]!.id])}),
  });
  await store.getState().reload();
  store.getState().selectFirst();
  assert.deepEqual(store.getState().selection, [1]);
});
