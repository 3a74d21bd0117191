/**
 * `@lexboot/core`: the declarations the docs' API pages are written against. The reference tables
 * (`<ApiTable of="…" />`, see src/plugins/remark-api-table) are generated from the JSDoc here, and
 * the TS/TSX examples of docs/api are type-checked against these files (tests/docs/doc-examples.test.ts).
 */
import type {ComponentType, ReactNode} from 'react';

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

/**
 * Thrown by the `http` client for every response whose `code` is not `"0"`, and for a request
 * that got no usable response (`NETWORK_ERROR`, `BAD_RESPONSE`).
 */
export declare class ApiError extends Error {
  /**
   * The error code of the envelope, e.g. `VALIDATION_FAILED` or a business code such as `CASE_CLOSED`;
   * `NETWORK_ERROR` when no response came, `BAD_RESPONSE` when the response was not an envelope.
   */
  readonly code: string;
  /** The HTTP status of the response; 0 when none came. */
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

/** The interface languages: the language codes the header's switch offers, each a BCP 47 tag. */
export type UiLocale = 'zh-CN' | 'en';

/** The current interface language, e.g. for `Intl.DateTimeFormat`; components re-render when the user switches it. */
export declare function useUiLocale(): UiLocale;

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
  /** @zh 当前查询条件，初始值为 `initialSearch` @en The current search parameters, `initialSearch` at first */
  searchParams: TSearch;
  /** @zh 当前页：`rows`、`total`、`page`、`size`、`sort` 和 `loading` @en The current page: `rows`, `total`, `page`, `size`, `sort` and `loading` */
  list: ListState<TRow>;
  /** @zh 选中行的主键 @en Keys of the selected rows */
  selection: Key[];
  /** @zh 正在查看的记录（`id`、`data`、`loading`），未打开时为 `null` @en The record being viewed (`id`, `data`, `loading`); `null` when none is open */
  detail: DetailState<TDetail>;
  /** @zh 合并查询条件后从第 1 页查询 @en Merges the parameters into the search and queries from page 1 */
  search(params?: Partial<TSearch>): Promise<void>;
  /** @zh 翻页；每页条数改变时回到第 1 页 @en Goes to a page; a new page size goes back to page 1 */
  changePage(page: number, size?: number): Promise<void>;
  /** @zh 修改排序后从第 1 页查询 @en Changes the sort and queries from page 1 */
  changeSort(sort: string | undefined): Promise<void>;
  /** @zh 设置选中行 @en Sets the selected rows */
  setSelection(keys: Key[]): void;
  /** @zh 通过 Repository 的 `get` 读取并打开一条记录 @en Reads a record with the repository's `get` and opens it */
  openDetail(id: Key): Promise<void>;
  /** @zh 关闭详情；仍在进行的读取结果被丢弃 @en Closes the detail; a read still under way is discarded */
  closeDetail(): void;
  /** @zh 按当前条件、页码和排序重新查询 @en Queries again with the current search, page and sort */
  reload(): Promise<void>;
}

/** The hook `createProgramStore` returns: call it with a selector inside a program. */
export interface ProgramStoreHook<TState extends ProgramState<unknown, unknown, unknown> = ProgramState<unknown, unknown, unknown>> {
  <U>(selector: (state: TState) => U): U;
  /** @zh 在 React 之外读取本标签页实例的当前状态 @en The current state of this tab's instance, read outside React */
  getState(): TState;
}

/** What a store reads its data through (see the service-repository tutorial). */
export interface ListRepository<TRow, TDetail, TSearch> {
  page(search: Partial<TSearch>, query: PageQuery): Promise<PageResult<TRow>>;
  get(id: Key): Promise<TDetail>;
}

export interface ProgramStoreOptions<TRow, TDetail, TSearch, TActions> {
  /**
   * @zh 读取数据的 Service Repository，内置操作通过它的 `page` 和 `get` 查询；Store 的行和详情类型由它推断
   * @en The service repository data is read through: the built-in actions call its `page` and `get`, and the store's row and detail types are inferred from it
   */
  repository: ListRepository<TRow, TDetail, TSearch>;
  /** @zh 查询条件的初始值，也是 `searchParams` 的类型 @en The initial search parameters; also the type of `searchParams` */
  initialSearch: TSearch;
  /** @zh 初始排序，格式为 `字段,asc` 或 `字段,desc` @en The initial sort, `field,asc` or `field,desc` @defaultZh 不排序 @defaultEn unsorted */
  initialSort?: string;
  /** @zh 每页条数，最大 200 @en Records per page, at most 200 @default 20 */
  pageSize?: number;
  /**
   * @zh 自定义操作：接收 `store`，`store.get()` 返回当前状态和内置操作；返回的方法与内置操作合并，Store 的类型由它们推断
   * @en Custom actions: given a `store` whose `get()` returns the current state and the built-in actions; the methods it returns are merged with the built-in actions, and the store's type is inferred from them
   */
  actions?: (store: {get(): ProgramState<TRow, TDetail, TSearch>}) => TActions;
}

export declare function createProgramStore<TRow, TDetail, TSearch, TActions = object>(
  options: ProgramStoreOptions<TRow, TDetail, TSearch, TActions>,
): ProgramStoreHook<ProgramState<TRow, TDetail, TSearch> & TActions>;

/** The standard methods of a resource's service repository (see the service-repository tutorial). */
export interface CrudRepository<TSearch, TRow, TDetail, TForm> extends ListRepository<TRow, TDetail, TSearch> {
  /** @zh `GET {resource}`：按查询条件和分页参数查询一页 @en `GET {resource}`: one page by search parameters and paging */
  page(search: Partial<TSearch>, query: PageQuery): Promise<PageResult<TRow>>;
  /** @zh `GET {resource}/{id}`：读取一条记录 @en `GET {resource}/{id}`: reads one record */
  get(id: Key): Promise<TDetail>;
  /** @zh `POST {resource}`：新增，返回保存后的记录 @en `POST {resource}`: creates a record and returns it as saved */
  create(form: TForm): Promise<TDetail>;
  /** @zh `PUT {resource}/{id}`：修改，返回保存后的记录 @en `PUT {resource}/{id}`: updates a record and returns it as saved */
  update(id: Key, form: TForm): Promise<TDetail>;
  /** @zh `DELETE {resource}/{id}`：删除一条记录 @en `DELETE {resource}/{id}`: deletes a record */
  remove(id: Key): Promise<void>;
}

/** What `createRepository` takes. */
export interface RepositoryOptions {
  /** @zh 资源路径，相对于 `apiBaseUrl`，不带 `/api`，例如 `/hearings` @en The resource path under `apiBaseUrl`, without `/api`, e.g. `/hearings` */
  resource: string;
}

/** The service repository of a REST resource of the system API's conventions, e.g. `{resource: '/legal-cases'}`. */
export declare function createRepository<TSearch, TRow, TDetail, TForm>(
  options: RepositoryOptions,
): CrudRepository<TSearch, TRow, TDetail, TForm>;

/** The methods of the `http` client. */
export interface HttpClient {
  /** @zh 发送 GET 请求，`params` 成为查询参数；返回响应的 `data` @en Sends a GET with `params` as the query string; resolves to the response's `data` */
  get<T>(path: string, params?: Record<string, unknown>): Promise<T>;
  /** @zh 发送 POST 请求，`body` 以 JSON 提交；返回响应的 `data` @en Sends a POST with `body` as JSON; resolves to the response's `data` */
  post<T>(path: string, body?: unknown): Promise<T>;
  /** @zh 发送 PUT 请求，`body` 以 JSON 提交；返回响应的 `data` @en Sends a PUT with `body` as JSON; resolves to the response's `data` */
  put<T>(path: string, body?: unknown): Promise<T>;
  /** @zh 发送 DELETE 请求；返回响应的 `data` @en Sends a DELETE; resolves to the response's `data` */
  delete<T>(path: string): Promise<T>;
  /**
   * @zh 下载文件（例如 Excel 导出）：与 `get` 一样带上令牌、`Accept-Language` 和查询参数，按响应头 `Content-Disposition` 中的文件名保存；服务器返回错误响应时抛出 `ApiError`
   * @en Downloads a file (an Excel export, say) with the same headers and query parameters as `get`, saving it under the name in the response's `Content-Disposition`; throws `ApiError` when the server answers with an error envelope instead
   */
  download(path: string, params?: Record<string, unknown>): Promise<void>;
}

/**
 * The HTTP client under every repository: adds `apiBaseUrl`, the token and `Accept-Language`,
 * unwraps the envelope's `data` and throws `ApiError` for any other `code`.
 */
export declare const http: HttpClient;

/** A program as the page frame registers it: its code, page, store and message bundles. */
export interface ProgramDefinition<M = unknown> {
  /** @zh 程序代码，大写下划线格式，例如 `CASE_MGMT`；与菜单项中的程序代码一致 @en The program code in upper snake case, e.g. `CASE_MGMT`; the same as in the menu item */
  code: string;
  /** @zh 程序的页面组件，在标签页中渲染 @en The program's page component, rendered in its tab */
  component: ComponentType;
  /** @zh `createProgramStore` 返回的 Hook；页面框架为每个标签页创建一个实例 @en The hook `createProgramStore` returns; the page frame makes one instance per tab */
  store: ProgramStoreHook;
  /** @zh 中文语言包和同样结构的英文语言包 @en The zh-CN message bundle and its English counterpart of the same shape */
  messages: {'zh-CN': M; en: M};
  /** @zh 允许同一程序按不同查询条件并排打开多个标签页，每个标签页各有一个 Store 实例 @en Lets several tabs of this program open side by side, each with its own store @default false */
  multiInstance?: boolean;
}

/** The default export of a program's index.tsx. */
export declare function defineProgram<M>(definition: ProgramDefinition<M>): ProgramDefinition<M>;

/** The program registry: each program code and the import of its directory, so each program is a chunk of its own. */
export type ProgramRegistry = Record<string, () => Promise<{default: ProgramDefinition}>>;

/** Checks the registry's keys (upper snake case) when the app starts and returns the registry. */
export declare function definePrograms<P extends ProgramRegistry>(programs: P): P;

/** The side menu of the page frame. */
export interface SideMenuOptions {
  /** @zh 展开时的宽度（像素） @en Width in pixels when expanded */
  width?: number;
  /** @zh 是否默认折叠为只显示图标 @en Whether the menu starts collapsed to its icons @default false */
  defaultCollapsed?: boolean;
}

/** The tabs of the page frame's workspace. */
export interface TabsOptions {
  /**
   * @zh 同时打开的标签页上限；超过时关闭最久未使用的非固定标签页
   * @en The most tabs open at once; beyond it, the least recently used tab that is not pinned is closed
   * @defaultZh 不限
   * @defaultEn no limit
   */
  max?: number;
  /** @zh 登录后自动打开、不能关闭、不计入 `max` 的程序代码；用户没有其 `view` 权限的程序被跳过 @en Program codes opened at sign-in, without a close button and not counted against `max`; programs the user may not view are skipped */
  pinned?: string[];
}

/** `AdminApp`'s `frame`: the page frame's layout (see the page-frame tutorial). */
export interface FrameOptions {
  /** @zh 顶栏中的系统名称 @en The system name in the header */
  title?: string;
  /** @zh Logo 图片的绝对路径，例如 `/logo.svg`（图片放在 `web/public` 下） @en Absolute path of the logo image, e.g. `/logo.svg` (the file lives in `web/public`) */
  logo?: string;
  /** @zh 侧边菜单，见 `SideMenuOptions` @en The side menu; see `SideMenuOptions` */
  sideMenu?: SideMenuOptions;
  /** @zh 多标签页工作区，见 `TabsOptions` @en The tabbed workspace; see `TabsOptions` */
  tabs?: TabsOptions;
  /** @zh 顶栏操作区中的自定义内容，每个元素需要 `key` @en Custom content of the header's action area; each element needs a `key` */
  headerActions?: ReactNode[];
}

/** The props of `AdminApp`. */
export interface AdminAppProps {
  /** @zh 接口地址前缀，Service Repository 和 `http` 的路径都接在它后面，例如 `/api` @en Prefix of every API path the service repositories and `http` request, e.g. `/api` */
  apiBaseUrl: string;
  /** @zh `definePrograms` 返回的程序注册表 @en The program registry `definePrograms` returns */
  programs: ProgramRegistry;
  /** @zh 用户尚未在顶栏选择语言时使用的界面语言 @en The interface language until the user picks one in the header @default 'zh-CN' */
  defaultLocale?: 'zh-CN' | 'en';
  /** @zh 页面框架的布局，见 `FrameOptions` @en The page frame's layout; see `FrameOptions` */
  frame?: FrameOptions;
  /** @zh `defineTheme` 定义的主题 @en A theme made with `defineTheme` @defaultZh 内置的浅色和深色主题 @defaultEn the built-in light and dark themes */
  theme?: ThemeDefinition;
}

/** The application shell: sign-in, the page frame, the menu-driven router and every program's tab. */
export declare function AdminApp(props: AdminAppProps): ReactNode;

/** What `useProgramNavigate`'s function takes besides the program code. */
export interface NavigateOptions {
  /** @zh 交给目标程序 Store 的 `search` 操作的查询条件，键为目标程序 `types.ts` 中的字段名 @en Search parameters handed to the target store's `search` action, keyed by the field names of the target's `types.ts` */
  search?: Record<string, unknown>;
}

/** Opens a program by its code: switches to its tab when one is open (updating its search), or opens a new one. */
export type ProgramNavigate = (code: string, options?: NavigateOptions) => void;

/** The navigate function of the page frame; only inside `AdminApp`. */
export declare function useProgramNavigate(): ProgramNavigate;

/** The design tokens of one colour mode; each is the CSS variable `--lb-` plus its name in kebab case. */
export interface ThemeTokens {
  /** @zh 主色：主按钮、链接、选中状态；CSS 变量 `--lb-color-primary` @en Primary colour: primary buttons, links, selection; CSS variable `--lb-color-primary` */
  colorPrimary?: string;
  /** @zh 成功状态；`--lb-color-success` @en Success states; `--lb-color-success` */
  colorSuccess?: string;
  /** @zh 警示状态；`--lb-color-warning` @en Warning states; `--lb-color-warning` */
  colorWarning?: string;
  /** @zh 错误和危险操作；`--lb-color-danger` @en Errors and destructive actions; `--lb-color-danger` */
  colorDanger?: string;
  /** @zh 工作区背景；`--lb-color-bg-layout` @en Workspace background; `--lb-color-bg-layout` */
  colorBgLayout?: string;
  /** @zh 卡片、表格、抽屉等容器的背景；`--lb-color-bg-container` @en Background of cards, grids, drawers and other containers; `--lb-color-bg-container` */
  colorBgContainer?: string;
  /** @zh 正文文字；`--lb-color-text` @en Body text; `--lb-color-text` */
  colorText?: string;
  /** @zh 按钮、输入框、卡片的圆角（像素）；`--lb-border-radius` @en Corner radius of buttons, inputs and cards, in pixels; `--lb-border-radius` */
  borderRadius?: number;
}

/** A theme: the tokens each colour mode changes; the others keep their defaults. */
export interface ThemeDefinition {
  /** @zh 用户尚未手动选择主题时，跟随操作系统的明暗设置 @en Follows the operating system's light or dark setting until the user picks a mode @default false */
  followSystem?: boolean;
  /** @zh 浅色主题中要修改的令牌，见 `ThemeTokens` @en The tokens the light mode changes; see `ThemeTokens` */
  light?: ThemeTokens;
  /** @zh 深色主题中要修改的令牌，见 `ThemeTokens` @en The tokens the dark mode changes; see `ThemeTokens` */
  dark?: ThemeTokens;
}

/** Checks a theme's tokens and returns it, for `AdminApp`'s `theme`. */
export declare function defineTheme(theme: ThemeDefinition): ThemeDefinition;
