import type {ReactNode} from 'react';
import type {ProgramStoreHook} from '@lexboot/core';

/** The operators of the system API's `filter=field:operator:value` parameter. */
export type FilterOperator = 'eq' | 'ne' | 'contains' | 'in' | 'gt' | 'ge' | 'lt' | 'le' | 'between';

/** A named set of conditions offered beside "Add condition". */
export interface FilterPreset {
  /**
   * @zh 显示在下拉菜单中的名称
   * @en The name shown in the menu
   */
  label: string;
  /**
   * @zh 套用时替换当前全部条件
   * @en Replace all current conditions when applied
   */
  conditions: FilterCondition[];
}

export interface MultiFilterProps {
  /**
   * @zh 可筛选的字段
   * @en The fields that can be filtered
   */
  fields: FilterField[];
  /**
   * @zh 受控模式下的当前条件
   * @en The current conditions in controlled mode
   */
  value?: FilterCondition[];
  /**
   * @zh 非受控模式下的初始条件
   * @en The initial conditions in uncontrolled mode
   * @default []
   */
  defaultValue?: FilterCondition[];
  /**
   * @zh 条件变化时调用；绑定 Store 时在查询之前调用
   * @en Called when the conditions change; with a store bound, before the query
   */
  onChange?: (conditions: FilterCondition[]) => void;
  /**
   * @zh 绑定程序 Store，条件读写 `searchParams.filters`
   * @en Binds a program store; conditions are read from and written to `searchParams.filters`
   */
  store?: ProgramStoreHook;
  /**
   * @zh 常用筛选组合，显示在「添加条件」旁的下拉菜单中，套用时替换当前全部条件
   * @en Common filter combinations in a menu next to "Add condition"; applying one replaces all current conditions
   * @default []
   */
  presets?: FilterPreset[];
  /**
   * @zh 条件数量上限，达到后「添加条件」按钮不可用
   * @en Maximum number of conditions; once reached, "Add condition" is disabled
   * @default 10
   */
  maxConditions?: number;
  /**
   * @zh 禁用全部操作，只展示条件
   * @en Disables all interaction and only shows the conditions
   * @default false
   */
  disabled?: boolean;
}

export interface FilterField {
  /**
   * @zh 字段名，必须是列表 DTO 中的字段
   * @en Field name; must be a field of the list DTO
   */
  name: string;
  /**
   * @zh 在字段选择器和标签上显示的名称
   * @en The name shown in the field picker and on chips
   */
  label: string;
  /**
   * @zh 决定值的输入控件和可用的运算符
   * @en Sets the value input and the operators available
   */
  type: 'text' | 'number' | 'date' | 'datetime' | 'dict' | 'boolean';
  /**
   * @zh `type` 为 `'dict'` 时的字典代码
   * @en The dictionary code when `type` is `'dict'`
   */
  dict?: string;
  /**
   * @zh 限定可用的运算符，例如只允许 `eq`
   * @en Restricts the operators offered, for example to `eq` only
   * @defaultZh 按 `type`
   * @defaultEn by `type`
   */
  operators?: FilterOperator[];
}

export interface FilterCondition {
  /**
   * @zh 对应 `FilterField.name`
   * @en Matches a `FilterField.name`
   */
  field: string;
  /**
   * @zh `eq`、`ne`、`contains`、`in`、`gt`、`ge`、`lt`、`le` 或 `between`
   * @en `eq`, `ne`, `contains`, `in`, `gt`, `ge`, `lt`, `le` or `between`
   */
  operator: FilterOperator;
  /**
   * @zh `in` 和 `between` 为数组，其余为字符串；日期为 `YYYY-MM-DD`
   * @en An array for `in` and `between`, otherwise a string; dates are `YYYY-MM-DD`
   */
  value: string | string[];
}

/** Stackable filter chips. */
export declare function MultiFilter(props: MultiFilterProps): ReactNode;

/** Turns conditions into the `filter` query parameters of the system API, one string per condition. */
export declare function toFilterParams(conditions: FilterCondition[]): string[];
