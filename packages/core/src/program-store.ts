/**
 * `createProgramStore` of @lexboot/core (declared in ./api, described in the
 * program-store tutorial): the list, search parameters, selection and detail of one program, with
 * the built-in actions that query through the program's repository. A response that arrives after
 * a newer query started is dropped, so the grid never shows an older page over a newer one.
 */
import type {Key, ProgramState, ProgramStoreHook, ProgramStoreOptions} from './api';
import {createStore} from './store';

export function createProgramStore<TRow, TDetail, TSearch, TActions = object>(
  options: ProgramStoreOptions<TRow, TDetail, TSearch, TActions>,
): ProgramStoreHook<ProgramState<TRow, TDetail, TSearch> & TActions> {
  type State = ProgramState<TRow, TDetail, TSearch> & TActions;
  const {repository, initialSearch, initialSort, pageSize = 20} = options;
  let latestQuery = 0;
  let latestDetail = 0;

  async function query(patch: {searchParams?: TSearch; page?: number; size?: number; sort?: string | undefined}): Promise<void> {
    const current = store.get();
    const searchParams = patch.searchParams ?? current.searchParams;
    const page = patch.page ?? current.list.page;
    const size = patch.size ?? current.list.size;
    const sort = 'sort' in patch ? patch.sort : current.list.sort;
    const id = ++latestQuery;
    store.set((state) => ({searchParams, list: {...state.list, page, size, sort, loading: true}}) as Partial<State>);
    try {
      const result = await repository.page(searchParams, {page, size, sort});
      if (id !== latestQuery) return;
      store.set(
        (state) =>
          ({
            list: {...state.list, rows: result.items, total: result.total, page: result.page, size: result.size, loading: false},
          }) as Partial<State>,
      );
    } catch (error) {
      if (id === latestQuery) store.set((state) => ({list: {...state.list, loading: false}}) as Partial<State>);
      throw error;
    }
  }

  const builtIn: ProgramState<TRow, TDetail, TSearch> = {
    searchParams: initialSearch,
    list: {rows: [], total: 0, page: 1, size: pageSize, sort: initialSort, loading: false},
    selection: [],
    detail: null,
    search: (params) => query({searchParams: {...store.get().searchParams, ...params}, page: 1}),
    changePage: (page, size) => {
      const current = store.get().list;
      // A new page size starts again at page 1, as the pager documents.
      return query(size !== undefined && size !== current.size ? {page: 1, size} : {page});
    },
    changeSort: (sort) => query({sort, page: 1}),
    setSelection: (keys: Key[]) => store.set({selection: keys} as Partial<State>),
    async openDetail(id) {
      const request = ++latestDetail;
      store.set({detail: {id, data: undefined, loading: true}} as Partial<State>);
      try {
        const data = await repository.get(id);
        if (request === latestDetail) store.set({detail: {id, data, loading: false}} as Partial<State>);
      } catch (error) {
        if (request === latestDetail) store.set({detail: {id, data: undefined, loading: false}} as Partial<State>);
        throw error;
      }
    },
    closeDetail: () => {
      latestDetail += 1;
      store.set({detail: null} as Partial<State>);
    },
    reload: () => query({}),
  };

  const store = createStore<State>(builtIn as State);
  if (options.actions) store.set(options.actions({get: () => store.get()}) as Partial<State>);

  const hook = (<U>(selector: (state: State) => U): U => store.use(selector)) as ProgramStoreHook<State>;
  hook.getState = () => store.get();
  return hook;
}
