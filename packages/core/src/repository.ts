/**
 * `createRepository` of @lexboot/core (declared in ./api, described in the service-repository
 * tutorial): the five standard methods of a REST resource, sent with `http`: `page` is
 * `GET {resource}` with the search parameters and the paging as the query, `get`, `update` and
 * `remove` address `{resource}/{id}`, `create` posts to `{resource}`.
 */
import type {CrudRepository, Key, PageQuery, PageResult, RepositoryOptions} from './api';
import {http} from './http';

export function createRepository<TSearch, TRow, TDetail, TForm>(options: RepositoryOptions): CrudRepository<TSearch, TRow, TDetail, TForm> {
  const resource = options.resource.replace(/\/+$/, '');
  // A composite key arrives joined by '/' (one path variable per column); each part is escaped on its own.
  const at = (id: Key) => `${resource}/${String(id).split('/').map(encodeURIComponent).join('/')}`;
  return {
    page: (search: Partial<TSearch>, query: PageQuery) => http.get<PageResult<TRow>>(resource, {...search, ...query}),
    get: (id: Key) => http.get<TDetail>(at(id)),
    create: (form: TForm) => http.post<TDetail>(resource, form),
    update: (id: Key, form: TForm) => http.put<TDetail>(at(id), form),
    remove: async (id: Key) => {
      await http.delete<unknown>(at(id));
    },
  };
}
