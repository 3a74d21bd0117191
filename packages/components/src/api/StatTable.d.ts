import type {ReactNode} from 'react';

export interface StatTableProps<T> {
  /**
   * @zh 明细数据，由 StatTable 在前端分组汇总
   * @en Detail data, grouped and aggregated by StatTable in the browser
   */
  dataSource: T[];
  /**
   * @zh 行分组维度，按数组顺序逐级分组
   * @en Row grouping dimensions, applied level by level in array order
   */
  dimensions: Array<StatDimension<T>>;
  /**
   * @zh 汇总指标，每个指标一列
   * @en Aggregated measures, one column each
   */
  measures: Array<StatMeasure<T>>;
  /**
   * @zh 展开为列的维度；设置后每个维度值下各有一组指标列，并追加一组合计列
   * @en A dimension spread across columns; each of its values gets a set of measure columns, plus one set of total columns
   */
  pivot?: StatDimension<T>;
  /**
   * @zh 是否显示小计行；最后一级维度不产生小计
   * @en Whether subtotal rows are shown; the last dimension level never produces one
   * @default true
   */
  showSubtotal?: boolean;
  /**
   * @zh 是否在末尾显示合计行
   * @en Whether a total row ends the table
   * @default true
   */
  showGrandTotal?: boolean;
  /**
   * @zh 小计行的标签，随界面语言切换
   * @en Label of subtotal rows; follows the UI language
   * @defaultZh 「小计」
   * @defaultEn "Subtotal"
   */
  subtotalLabel?: string;
  /**
   * @zh 合计行的标签，随界面语言切换
   * @en Label of the total row; follows the UI language
   * @defaultZh 「合计」
   * @defaultEn "Total"
   */
  totalLabel?: string;
  /**
   * @zh 相同的维度值是否纵向合并单元格
   * @en Whether equal dimension values are merged vertically
   * @default true
   */
  mergeCells?: boolean;
  /**
   * @zh 是否允许折叠分组，折叠后只显示该组的小计行
   * @en Whether groups can be collapsed to show only their subtotal row
   * @default false
   */
  collapsible?: boolean;
  /**
   * @zh `format` 为 `'currency'` 时使用的货币代码
   * @en The currency code used when `format` is `'currency'`
   * @default 'CNY'
   */
  currency?: string;
  /**
   * @zh 显示加载遮罩
   * @en Shows a loading overlay
   * @default false
   */
  loading?: boolean;
  /**
   * @zh 表格主体高度；设置后表头固定
   * @en Height of the table body; when set, the header is sticky
   * @defaultZh 自适应
   * @defaultEn auto
   */
  height?: number | string;
}

export interface StatDimension<T> {
  /**
   * @zh 分组字段
   * @en The grouping field
   */
  field: keyof T & string;
  /**
   * @zh 列标题
   * @en Column title
   */
  title: ReactNode;
  /**
   * @zh 列宽（像素）
   * @en Column width in pixels
   */
  width?: number;
  /**
   * @zh 字典代码；设置后按字典显示值展示，并按字典项的顺序排列分组，字典中没有的值排在字典项之后
   * @en Dictionary code; shows the dictionary display values and orders groups by the dictionary's item order, with values the dictionary lacks after its items
   */
  dict?: string;
  /**
   * @zh 分组的排列顺序；「（空）」分组总是排在最后
   * @en The order of the groups; the "(empty)" group always comes last
   * @default 'asc'
   */
  order?: 'asc' | 'desc' | ((a: T[keyof T], b: T[keyof T]) => number);
  /**
   * @zh 该级维度是否产生小计行
   * @en Whether this level produces subtotal rows
   * @default true
   */
  subtotal?: boolean;
  /**
   * @zh 自定义维度值的显示；「（空）」分组不调用
   * @en Custom display of the dimension value; not called for the "(empty)" group
   */
  render?: (value: T[keyof T]) => ReactNode;
}

export interface StatMeasure<T> {
  /**
   * @zh 参与汇总的字段
   * @en The field to aggregate
   */
  field: keyof T & string;
  /**
   * @zh 列的唯一标识；多个指标使用同一字段时必须设置
   * @en Unique column key; required when several measures use the same field
   * @defaultZh 同 `field`
   * @defaultEn same as `field`
   */
  key?: string;
  /**
   * @zh 列标题
   * @en Column title
   */
  title: ReactNode;
  /**
   * @zh 汇总方式；函数形式接收该组的全部明细
   * @en How to aggregate; the function form receives all detail rows of the group
   * @default 'sum'
   */
  aggregate?: 'sum' | 'count' | 'countDistinct' | 'avg' | 'min' | 'max' | ((rows: T[]) => number);
  /**
   * @zh 数值的显示格式
   * @en Display format of the value
   * @defaultZh `'number'`；`count` 和 `countDistinct` 为 `'integer'`
   * @defaultEn `'number'`; `'integer'` for `count` and `countDistinct`
   */
  format?: 'number' | 'integer' | 'currency' | 'percent' | ((value: number) => string);
  /**
   * @zh 小数位数，对 `integer` 无效
   * @en Decimal places; ignored for `integer`
   * @default 2
   */
  precision?: number;
  /**
   * @zh 列宽（像素）
   * @en Column width in pixels
   */
  width?: number;
}

/** Grouped statistics with subtotals and a grand total. */
export declare function StatTable<T>(props: StatTableProps<T>): ReactNode;
