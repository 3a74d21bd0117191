import type {ReactNode} from 'react';
import type {ProgramStoreHook} from '@lexboot/core';

export interface SearchParamsProps {
  /**
   * @zh 查询字段，按数组顺序排列
   * @en Search fields, laid out in array order
   */
  fields: SearchField[];
  /**
   * @zh 绑定程序 Store，读写 `searchParams` 并调用 `search`
   * @en Binds a program store: reads and writes `searchParams` and calls `search`
   */
  store?: ProgramStoreHook;
  /**
   * @zh 不绑定 Store 时的受控值
   * @en The controlled value when no store is bound
   */
  value?: Record<string, unknown>;
  /**
   * @zh 任一字段变化时调用
   * @en Called when any field changes
   */
  onChange?: (values: Record<string, unknown>) => void;
  /**
   * @zh 点击「查询」时调用；绑定 Store 时在 `search` 之前调用
   * @en Called when "Search" is clicked; with a store bound, before `search`
   */
  onSearch?: (values: Record<string, unknown>) => void;
  /**
   * @zh 点击「重置」时调用
   * @en Called when "Reset" is clicked
   */
  onReset?: () => void;
  /**
   * @zh 每行的字段数；表单较窄时减少：宽度小于 608 px 时最多 2 个，小于 400 px 时为 1 个（按表单自身的宽度，而不是窗口宽度）
   * @en Fields per row; fewer in a narrow form: at most 2 below a form width of 608 px, 1 below 400 px (the form's own width, not the window's)
   * @default 3
   */
  columns?: number;
  /**
   * @zh 折叠时显示的行数，超出的行收进「展开」；为 `0` 时不折叠
   * @en Rows shown while collapsed; further rows go behind "Expand"; `0` never collapses
   * @default 1
   */
  collapsedRows?: number;
  /**
   * @zh 选择类字段（下拉框、多选框、是否）和日期字段变化时立即查询；文本和数字仍需按 `Enter` 或点击「查询」
   * @en Searches at once when a choice (drop-down, checkboxes, yes/no) or date field changes; text and numbers still wait for `Enter` or "Search"
   * @default false
   */
  searchOnChange?: boolean;
  /**
   * @zh 显示在「查询」「重置」按钮旁的附加内容
   * @en Extra content next to the "Search" and "Reset" buttons
   */
  extra?: ReactNode;
}

export interface SearchField {
  /**
   * @zh 参数名，对应后端查询 DTO 中的字段
   * @en Parameter name, matching a field of the back-end query DTO
   */
  name: string;
  /**
   * @zh 字段标签
   * @en Field label
   */
  label: string;
  /**
   * @zh 输入控件的类型
   * @en The kind of input
   */
  type: 'text' | 'number' | 'date' | 'dateRange' | 'select' | 'dict' | 'boolean';
  /**
   * @zh `type` 为 `'dict'` 时的字典代码
   * @en The dictionary code when `type` is `'dict'`
   */
  dict?: string;
  /**
   * @zh `type` 为 `'select'` 时的选项
   * @en The options when `type` is `'select'`
   */
  options?: Array<{label: string; value: string | number}>;
  /**
   * @zh `select` 和 `dict` 是否允许多选，多个值以英文逗号连接
   * @en Whether `select` and `dict` allow several values, joined with commas
   * @default false
   */
  multiple?: boolean;
  /**
   * @zh 输入提示
   * @en Input hint
   * @defaultZh 按类型
   * @defaultEn by type
   */
  placeholder?: string;
  /**
   * @zh 占用的列数，日期区间通常设为 `2`
   * @en Number of grid columns taken; a date range usually takes `2`
   * @default 1
   */
  span?: number;
}

/** A search form bound to a program store and the URL query. */
export declare function SearchParams(props: SearchParamsProps): ReactNode;
