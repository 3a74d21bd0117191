import type {ReactNode} from 'react';
import type {Key, ProgramState, ProgramStoreHook} from '@lexboot/core';

export type DataGridCellType = 'text' | 'number' | 'date' | 'datetime' | 'dict' | 'boolean';

export interface DataGridColumn<T> {
  /** @zh 字段名，也是排序参数中使用的字段 @en Field name; also the field used in the sort parameter */
  field: keyof T & string;
  /** @zh 表头文字，通常来自程序语言包 @en Header text, usually from the program's message bundle */
  title: ReactNode;
  /** @zh 列宽（像素）；未设置宽度的列平分剩余空间 @en Width in pixels; columns without one share the remaining space */
  width?: number;
  /**
   * @zh 决定默认的格式化方式和对齐方式
   * @en Decides the default formatting and alignment
   * @default 'text'
   */
  type?: DataGridCellType;
  /** @zh `type` 为 `'dict'` 时的字典代码，例如 `CASE_STATUS` @en Dictionary code when `type` is `'dict'`, e.g. `CASE_STATUS` */
  dict?: string;
  /** @zh 是否允许点击表头排序 @en Whether clicking the header sorts by this column @default false */
  sortable?: boolean;
  /**
   * @zh 对齐方式
   * @en Alignment
   * @defaultZh `number` 右对齐，其余左对齐
   * @defaultEn right for `number`, left otherwise
   */
  align?: 'left' | 'center' | 'right';
  /**
   * @zh 横向滚动时固定在左侧。需同时设置 `width`，且只对从第一列起连续设置的列生效；固定列合计超过表格宽度的 45% 时（如手机上）随其他列一起滚动
   * @en Keeps the column at the left edge when scrolling sideways. Needs a `width`, and applies to a run of such columns from the first; while they would take more than 45% of the grid's width (a phone), they scroll with the rest
   */
  fixed?: 'left';
  /** @zh 超出列宽时以省略号截断，悬停显示全文 @en Truncates overflowing text with an ellipsis; the full text shows on hover @default false */
  ellipsis?: boolean;
  /**
   * @zh 自定义单元格内容，设置后忽略 `type` 的格式化
   * @en Custom cell content; `type` formatting is skipped when set
   */
  render?: (value: T[keyof T], row: T, index: number) => ReactNode;
}

export interface DataGridPagination {
  /** @zh 当前页码，从 1 开始 @en Current page, starting at 1 */
  page: number;
  /** @zh 每页条数 @en Records per page */
  size: number;
  /** @zh 记录总数 @en Total number of records */
  total: number;
  /** @zh 可选的每页条数，最大不超过接口上限 200 @en Page sizes offered; the API caps them at 200 @default [20, 50, 100, 200] */
  sizeOptions?: number[];
  /**
   * @zh 翻页或修改每页条数时调用；修改条数时页码回到 1
   * @en Called on a page or page-size change; changing the size goes back to page 1
   */
  onChange: (page: number, size: number) => void;
}

export interface DataGridRowSelection<T> {
  /** @zh 多选或单选 @en Multiple or single selection @default 'checkbox' */
  type?: 'checkbox' | 'radio';
  /**
   * @zh 选中行的主键
   * @en Keys of the selected rows
   * @defaultZh Store 中的 `selection`
   * @defaultEn the store's `selection`
   */
  selectedKeys?: Key[];
  /**
   * @zh 选择变化时调用
   * @en Called when the selection changes
   * @defaultZh Store 的 `setSelection`
   * @defaultEn the store's `setSelection`
   */
  onChange?: (keys: Key[], rows: T[]) => void;
  /** @zh 返回 `false` 的行不能勾选，例如已结案的案件 @en Rows for which it returns `false` cannot be selected, e.g. closed cases */
  isSelectable?: (row: T) => boolean;
}

export interface DataGridProps<T> {
  /** @zh 列定义，见 `DataGridColumn` @en Column definitions; see `DataGridColumn` */
  columns: Array<DataGridColumn<T>>;
  /**
   * @zh 当前页的记录；绑定 `store` 时取 `list.rows`
   * @en The records of the current page; `list.rows` when `store` is bound
   * @default []
   */
  dataSource?: T[];
  /** @zh 行的主键，用于行选择和渲染优化 @en The row's primary key, used for selection and rendering @default 'id' */
  rowKey?: (keyof T & string) | ((row: T) => Key);
  /** @zh 显示加载遮罩，期间表头和分页不可操作 @en Shows a loading overlay; headers and pager are disabled meanwhile @default false */
  loading?: boolean;
  /** @zh 分页设置；为 `false` 时不显示分页栏 @en Paging settings; `false` hides the pager @default false */
  pagination?: DataGridPagination | false;
  /** @zh 行选择设置；不传时不显示选择列 @en Selection settings; without it there is no selection column */
  rowSelection?: DataGridRowSelection<T>;
  /** @zh 当前排序，格式为 `字段,asc` 或 `字段,desc` @en The current sort order, `field,asc` or `field,desc` */
  sort?: string;
  /**
   * @zh 点击可排序列的表头时调用，依次切换为升序、降序、不排序
   * @en Called when a sortable header is clicked; cycles through ascending, descending and unsorted
   */
  onSortChange?: (sort: string | undefined) => void;
  /** @zh 点击行时调用，常用于打开详情 @en Called when a row is clicked, typically to open the detail */
  onRowClick?: (row: T, index: number) => void;
  /** @zh 渲染每行末尾的操作列；表格横向滚动时它随其他列滚动，不固定 @en Renders the action column at the end of each row; it scrolls with the other columns when the grid scrolls sideways (it is not pinned) */
  rowActions?: (row: T) => ReactNode;
  /** @zh 绑定程序 Store；显式传入的属性优先于 Store 中的值 @en Binds a program store; props passed explicitly win over store values */
  store?: ProgramStoreHook<ProgramState<T, unknown, unknown>>;
  /**
   * @zh 没有记录时的提示，随界面语言切换
   * @en Shown when there are no records; follows the UI language
   * @defaultZh 「暂无数据」
   * @defaultEn "No data"
   */
  emptyText?: ReactNode;
  /**
   * @zh 表格主体高度；设置后表头固定，主体内部滚动
   * @en Height of the grid body; when set, the header is sticky and the body scrolls
   * @defaultZh 自适应
   * @defaultEn fits the content
   */
  height?: number | string;
  /** @zh 行高，`small` 适合字段较多的明细表 @en Row height; `small` suits detail tables with many fields @default 'middle' */
  size?: 'small' | 'middle';
}

/** The paged data grid. */
export declare function DataGrid<T>(props: DataGridProps<T>): ReactNode;
