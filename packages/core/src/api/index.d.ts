/**
 * `@lexboot/core`: the declarations the docs' API pages are written against. The reference tables
 * (`<ApiTable of="…" />`, see src/plugins/remark-api-table) are generated from the JSDoc here, and
 * the TS/TSX examples of docs/api are type-checked against these files (tests/unit/doc-examples.test.mjs).
 */
import type {ComponentType} from 'react';

/** A record's primary key. */
export type Key = string | number;

/** `field,asc` or `field,desc`, exactly as the system API's `sort` parameter takes it. */
export type SortParam = `${string},${'asc' | 'desc'}`;

/** Paging and sorting of a list request (query parameters of the system API). */
export interface PageQuery {
  /** @zh 页码，从 1 开始 @en Page number, starting at 1 @default 1 */
  page?: number;
  /** @zh 每页条数，最大 200 @en Records per page, at most 200 @default 20 */
  size?: number;
  /** @zh `字段,asc` 或 `字段,desc` @en `field,asc` or `field,desc` */
  sort?: string;
}

/** One page of a list, the `data` of every list endpoint. */
export interface PageResult<T> {
  /** @zh 当前页的记录 @en The records of this page */
  items: T[];
  /** @zh 符合条件的记录总数 @en Number of records matching the query */
  total: number;
  /** @zh 实际返回的页码 @en The page actually returned */
  page: number;
  /** @zh 实际使用的每页条数 @en The page size actually used */
  size: number;
}

/** The response envelope of every endpoint. */
export interface ApiEnvelope<T> {
  code: string;
  message: string;
  data: T | null;
  traceId: string;
}

/** Thrown by the `http` client for every response whose `code` is not `"0"`. */
export declare class ApiError extends Error {
  /** The error code of the envelope, e.g. `VALIDATION_FAILED` or a business code such as `CASE_CLOSED`. */
  readonly code: string;
  /** The HTTP status of the response. */
  readonly status: number;
  /** The envelope's `data`: for `VALIDATION_FAILED`, the list of field errors. */
  readonly data: unknown;
  readonly traceId: string;
}

/** The dotted keys of a nested message bundle: `{action: {create: '新建'}}` gives `'action.create'`. */
export type MessageKey<M> = {
  [K in keyof M & string]: M[K] extends string ? K : `${K}.${MessageKey<M[K]>}`;
}[keyof M & string];

/**
 * Translates a message key of the current program's bundle; `params` fill `{name}` placeholders.
 * Given the bundle's type (`useT<typeof zhCN>()`), a key that is not in it is a type error.
 */
export type Translate<M = unknown> = (key: unknown extends M ? string : MessageKey<M>, params?: Record<string, string | number>) => string;

/** The translate function of the program the component is rendered in. */
export declare function useT<M = unknown>(): Translate<M>;

/** The list part of a program store. */
export interface ListState<TRow> {
  rows: TRow[];
  total: number;
  page: number;
  size: number;
  sort: string | undefined;
  loading: boolean;
}

/** The detail part of a program store: `null` until a record is opened. */
export type DetailState<TDetail> = {id: Key; data: TDetail | undefined; loading: boolean} | null;

/** State and built-in actions of every program store. */
export interface ProgramState<TRow = unknown, TDetail = unknown, TSearch = Record<string, unknown>> {
  searchParams: TSearch;
  list: ListState<TRow>;
  selection: Key[];
  detail: DetailState<TDetail>;
  search(params?: Partial<TSearch>): Promise<void>;
  changePage(page: number, size?: number): Promise<void>;
  changeSort(sort: string | undefined): Promise<void>;
  setSelection(keys: Key[]): void;
  openDetail(id: Key): Promise<void>;
  closeDetail(): void;
  reload(): Promise<void>;
}

/** The hook `createProgramStore` returns: call it with a selector inside a program. */
export interface ProgramStoreHook<TState extends ProgramState<unknown, unknown, unknown> = ProgramState<unknown, unknown, unknown>> {
  <U>(selector: (state: TState) => U): U;
  /** The current state of this tab's instance, outside React. */
  getState(): TState;
}

/** What a store reads its data through (see the service-repository tutorial). */
export interface ListRepository<TRow, TDetail, TSearch> {
  page(search: Partial<TSearch>, query: PageQuery): Promise<PageResult<TRow>>;
  get(id: Key): Promise<TDetail>;
}

export interface ProgramStoreOptions<TRow, TDetail, TSearch, TActions> {
  repository: ListRepository<TRow, TDetail, TSearch>;
  initialSearch: TSearch;
  initialSort?: string;
  pageSize?: number;
  actions?: (store: {get(): ProgramState<TRow, TDetail, TSearch> & TActions}) => TActions;
}

export declare function createProgramStore<TRow, TDetail, TSearch, TActions = object>(
  options: ProgramStoreOptions<TRow, TDetail, TSearch, TActions>,
): ProgramStoreHook<ProgramState<TRow, TDetail, TSearch> & TActions>;

/** The standard methods of a resource's service repository (see the service-repository tutorial). */
export interface CrudRepository<TSearch, TRow, TDetail, TForm> extends ListRepository<TRow, TDetail, TSearch> {
  page(search: Partial<TSearch>, query: PageQuery): Promise<PageResult<TRow>>;
  get(id: Key): Promise<TDetail>;
  create(form: TForm): Promise<TDetail>;
  update(id: Key, form: TForm): Promise<TDetail>;
  remove(id: Key): Promise<void>;
}

/** The service repository of a REST resource of the system API's conventions, e.g. `{resource: '/legal-cases'}`. */
export declare function createRepository<TSearch, TRow, TDetail, TForm>(options: {
  /** The path under `apiBaseUrl`, without `/api`. */
  resource: string;
}): CrudRepository<TSearch, TRow, TDetail, TForm>;

/**
 * The HTTP client under every repository: adds `apiBaseUrl`, the token and `Accept-Language`,
 * unwraps the envelope's `data` and throws `ApiError` for any other `code`.
 */
export declare const http: {
  get<T>(path: string, params?: Record<string, unknown>): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /**
   * GETs a file rather than an envelope (an Excel export, say), with the same headers and query
   * parameters as `get`, and saves it under the name the response's `Content-Disposition` gives;
   * throws `ApiError` when the server answers with an error envelope instead.
   */
  download(path: string, params?: Record<string, unknown>): Promise<void>;
};

/** A program as the page frame registers it: its code, page, store and message bundles. */
export interface ProgramDefinition<M = unknown> {
  /** The program code, e.g. `CASE_MGMT`. */
  code: string;
  component: ComponentType;
  store: ProgramStoreHook;
  /** The zh-CN bundle and its English counterpart of the same shape. */
  messages: {'zh-CN': M; en: M};
  /** Several tabs of this program side by side, each with its own store. */
  multiInstance?: boolean;
}

/** The default export of a program's index.tsx. */
export declare function defineProgram<M>(definition: ProgramDefinition<M>): ProgramDefinition<M>;
