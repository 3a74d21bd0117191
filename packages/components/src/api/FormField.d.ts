/** One field of the create/edit form of the list + detail and form templates. */
export interface FormField {
  /** @zh 字段名，与请求 DTO 的属性名一致 @en Field name, the same as the request DTO's property */
  name: string;
  /** @zh 标签文字，通常来自程序语言包 @en Label text, usually from the program's bundle */
  label: string;
  /**
   * @zh 输入控件；`dict` 的选项来自代码字典；`password` 只写不读，编辑时留空表示不修改
   * @en The input control; `dict` takes its options from a code dictionary; `password` is write-only, and left blank when editing it keeps the stored value
   */
  type: 'text' | 'textarea' | 'number' | 'date' | 'datetime' | 'select' | 'dict' | 'boolean' | 'password';
  /** @zh `type` 为 `'dict'` 时的字典代码 @en Dictionary code when `type` is `'dict'` */
  dict?: string;
  /** @zh `type` 为 `'select'` 时的选项 @en Options when `type` is `'select'` */
  options?: Array<{label: string; value: string | number}>;
  /**
   * @zh `type` 为 `'select'` 时在表单打开时读取选项，例如另一个资源的记录（外键）；读取期间和失败时在字段下方说明
   * @en Reads the options of a `'select'` when the form opens, for example the records of another resource (a foreign key); while loading and on failure the field says so
   */
  loadOptions?: () => Promise<Array<{label: string; value: string | number}>>;
  /** @zh 必填；对应后端的 `@NotNull` 或 `@NotBlank` @en Required; matches `@NotNull` or `@NotBlank` on the back end @default false */
  required?: boolean;
  /** @zh 文本的最大长度；对应 `@Size(max)` @en Maximum text length; matches `@Size(max)` */
  maxLength?: number;
  /** @zh 数值下限；对应 `@Min` @en Lower bound of a number; matches `@Min` */
  min?: number;
  /** @zh 数值上限；对应 `@Max` @en Upper bound of a number; matches `@Max` */
  max?: number;
  /** @zh 占用的栅格列数，表单每行 2 列 @en Grid columns the field spans; the form has 2 per row @default 1 */
  span?: 1 | 2;
}
