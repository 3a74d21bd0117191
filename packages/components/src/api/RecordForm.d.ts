import type {ReactNode} from 'react';
import type {FormField} from './FormField';

export interface RecordFormProps<TValues = Record<string, unknown>> {
  /**
   * @zh 表单字段，按顺序排列；`required`、`maxLength`、`min`、`max` 在提交前校验
   * @en The form's fields, in order; `required`, `maxLength`, `min` and `max` are checked before submitting
   */
  fields: FormField[];
  /**
   * @zh 表单的初始值；编辑时是读取到的记录
   * @en The form's initial values; when editing, the record as read
   */
  values?: object;
  /**
   * @zh `edit` 时留空的 `password` 字段不提交，表示保留原值，也不要求填写
   * @en In `edit`, a `password` field left blank is not submitted (the stored value is kept) and not required
   * @default 'create'
   */
  mode?: 'create' | 'edit';
  /**
   * @zh 通过校验后以转换好类型的值调用；返回的 Promise 失败时，已填写的内容保留在表单中，错误信息和字段错误显示出来
   * @en Called with the typed values once they pass the checks; when the promise it returns fails, what was typed stays in the form and the error message and field errors are shown
   */
  onSubmit: (values: TValues) => Promise<unknown>;
  /**
   * @zh 提供后显示「取消」按钮
   * @en When given, a Cancel button is shown
   */
  onCancel?: () => void;
  /**
   * @zh 提交按钮文字，随界面语言切换
   * @en The submit button's text; follows the UI language
   * @defaultZh 「保存」
   * @defaultEn "Save"
   */
  submitText?: string;
  /**
   * @zh 每行的字段数；`span` 为 2 的字段占满一行
   * @en Fields per row; a field with `span` 2 takes a whole row
   * @default 2
   */
  columns?: 1 | 2;
}

/**
 * A create/edit form built from `FormField`s: labels tied to their inputs, checks with messages in
 * the UI language, problems announced, and what was typed kept when saving fails.
 */
export declare function RecordForm<TValues = Record<string, unknown>>(props: RecordFormProps<TValues>): ReactNode;

export interface RecordDetailProps {
  /**
   * @zh 要显示的字段，按顺序排列；`dict` 和 `select` 显示选项的文字，`password` 字段不显示
   * @en The fields to show, in order; `dict` and `select` show their options' labels, `password` fields are never shown
   */
  fields: FormField[];
  /**
   * @zh 要显示的记录
   * @en The record to show
   */
  record: object;
  /**
   * @zh 没有值的字段显示的文字
   * @en What a field without a value shows
   * @default '—'
   */
  emptyText?: string;
}

/** A record read-only, as a list of labels and values (a description list). */
export declare function RecordDetail(props: RecordDetailProps): ReactNode;
