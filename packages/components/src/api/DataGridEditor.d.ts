import type {ReactNode, Ref} from 'react';
import type {Key} from '@lexboot/core';
import type {DataGridColumn} from './DataGrid';

/** What `getChanges()` returns and `onSave` receives: the three sets a batch endpoint saves in one transaction. */
export interface EditorChanges<T> {
  /**
   * @zh 新增的行，尚无主键
   * @en Rows added in the editor; they have no key yet
   */
  created: T[];
  /**
   * @zh 修改过的已有行（整行）
   * @en Existing rows that were changed (whole rows)
   */
  updated: T[];
  /**
   * @zh 被删除行的主键
   * @en Keys of the removed rows
   */
  removed: Key[];
}

export interface DataGridEditorProps<T> {
  /**
   * @zh 列定义，在 `DataGridColumn` 的基础上增加编辑相关属性
   * @en Column definitions: `DataGridColumn` plus the editing properties
   */
  columns: Array<DataGridEditorColumn<T>>;
  /**
   * @zh 当前的全部行，包括尚未保存的修改
   * @en All current rows, including unsaved changes
   */
  value: T[];
  /**
   * @zh 每次提交单元格、新增或删除行后调用
   * @en Called after every committed cell, added row or removed row
   */
  onChange: (rows: T[]) => void;
  /**
   * @zh 行主键；新增的行没有主键时，编辑器在内部分配临时主键
   * @en The row's primary key; new rows without one get a temporary key inside the editor
   * @default 'id'
   */
  rowKey?: (keyof T & string) | ((row: T) => Key);
  /**
   * @zh 新行的初始值；提供后工具栏显示「新增行」按钮
   * @en Initial values of a new row; when given, the toolbar shows an "Add row" button
   */
  createRow?: () => T;
  /**
   * @zh 保存变更；提供后工具栏显示「保存」按钮
   * @en Saves the changes; when given, the toolbar shows a "Save" button
   */
  onSave?: (changes: EditorChanges<T>) => Promise<void>;
  /**
   * @zh 是否允许删除行
   * @en Whether rows can be removed
   * @default true
   */
  allowRemove?: boolean;
  /**
   * @zh 行数上限，达到后不能再新增或粘贴新行
   * @en Maximum number of rows; once reached, no rows can be added or pasted
   */
  maxRows?: number;
  /**
   * @zh 单击还是双击进入编辑
   * @en Whether a single or a double click starts editing
   * @default 'click'
   */
  editTrigger?: 'click' | 'dblclick';
  /**
   * @zh 只读模式，效果与 DataGrid 相同
   * @en Read-only mode, the same as a DataGrid
   * @default false
   */
  readOnly?: boolean;
  /**
   * @zh 显示加载遮罩，保存期间自动为 `true`
   * @en Shows a loading overlay; automatically `true` while saving
   * @default false
   */
  loading?: boolean;
  /**
   * @zh 取得实例方法，见 `DataGridEditorRef`
   * @en Receives the instance methods; see `DataGridEditorRef`
   */
  ref?: Ref<DataGridEditorRef<T>>;
}

/** A DataGrid column plus the editing settings. */
export interface DataGridEditorColumn<T> extends DataGridColumn<T> {
  /**
   * @zh 是否可编辑；函数形式可按行决定
   * @en Whether the cell can be edited; the function form decides per row
   * @default true
   */
  editable?: boolean | ((row: T) => boolean);
  /**
   * @zh 编辑器类型，默认与列的 `type` 对应
   * @en The editor kind; follows the column's `type` by default
   * @defaultZh 按 `type`
   * @defaultEn by `type`
   */
  editor?: 'text' | 'number' | 'date' | 'datetime' | 'select' | 'dict' | 'checkbox';
  /**
   * @zh `editor` 为 `'select'` 时的选项
   * @en The options when `editor` is `'select'`
   */
  options?: Array<{label: string; value: string | number}>;
  /**
   * @zh 校验规则，提交单元格和保存前都会执行
   * @en Validation rules, run when a cell is committed and before saving
   * @default []
   */
  rules?: Array<EditorRule<T>>;
}

/** One validation rule of a column; a column may have several. */
export interface EditorRule<T> {
  /**
   * @zh 不能为空；空字符串和只含空白的字符串都视为空
   * @en Must not be empty; an empty or blank string counts as empty
   * @default false
   */
  required?: boolean;
  /**
   * @zh 数值的下限
   * @en Lower bound of a number
   */
  min?: number;
  /**
   * @zh 数值的上限
   * @en Upper bound of a number
   */
  max?: number;
  /**
   * @zh 文本的最大长度
   * @en Maximum length of a text
   */
  maxLength?: number;
  /**
   * @zh 文本必须匹配的正则表达式
   * @en Regular expression the text must match
   */
  pattern?: RegExp;
  /**
   * @zh 自定义校验，返回错误信息表示不通过
   * @en Custom check; returning an error message means it failed
   */
  validate?: (value: unknown, row: T) => string | undefined;
  /**
   * @zh 覆盖默认的错误信息
   * @en Replaces the default error message
   * @defaultZh 内置提示
   * @defaultEn built-in message
   */
  message?: string;
}

/** The instance methods, reached through `ref`. */
export interface DataGridEditorRef<T> {
  /**
   * @zh 校验全部行，标出错误并聚焦第一个出错的单元格
   * @en Validates all rows, marks the errors and focuses the first failing cell
   */
  validate(): Promise<boolean>;
  /**
   * @zh 返回 `{ created, updated, removed }`，`removed` 为被删除行的主键
   * @en Returns `{ created, updated, removed }`; `removed` holds the keys of removed rows
   */
  getChanges(): EditorChanges<T>;
  /**
   * @zh 是否有未保存的修改
   * @en Whether there are unsaved changes
   */
  isDirty(): boolean;
  /**
   * @zh 在末尾新增一行并进入编辑，传入的字段覆盖 `createRow` 的初始值
   * @en Adds a row at the end and starts editing it; the given fields override the `createRow` values
   */
  addRow(row?: Partial<T>): void;
  /**
   * @zh 放弃全部修改，恢复到上次保存时的 `value`
   * @en Discards all changes and returns to the `value` of the last save
   */
  reset(): void;
}

/** A grid whose cells are edited in place. */
export declare function DataGridEditor<T>(props: DataGridEditorProps<T>): ReactNode;
