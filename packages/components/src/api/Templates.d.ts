import type {ReactNode} from 'react';
import type {CrudRepository, Key, ProgramState, ProgramStoreHook} from '@lexboot/core';
import type {DataGridColumn, DataGridRowSelection} from './DataGrid';
import type {FormField} from './FormField';
import type {ProgramAction} from './ProgramTitle';
import type {SearchField} from './SearchParams';

/** What every template's title bar takes. */
export interface TemplateTitleProps {
  /**
   * @zh 程序标题，交给 ProgramTitle
   * @en The program title, handed to ProgramTitle
   * @defaultZh 菜单中的名称
   * @defaultEn the menu title
   */
  title?: ReactNode;
  /**
   * @zh 标题的级别，见 ProgramTitle 的 `headingLevel`
   * @en The title's heading level; see ProgramTitle's `headingLevel`
   * @default 1
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * @zh 程序代码，加在只写操作名的 `permission` 前面
   * @en The program code put in front of a `permission` that is only an operation name
   * @defaultZh 当前程序的代码
   * @defaultEn the current program's code
   */
  programCode?: string;
  /**
   * @zh 当前用户拥有的权限；不在页面框架中的页面可以直接传入
   * @en The permissions the current user holds; pages outside the page frame can pass them directly
   * @defaultZh 登录会话中的权限
   * @defaultEn the signed-in session's permissions
   */
  permissions?: readonly string[];
  /**
   * @zh 标题栏中的操作按钮；列表 + 详情模板把它们排在内置的新建、编辑、查看、删除之后
   * @en Action buttons of the title bar; the list + detail template puts them after its built-in create, edit, view and delete
   * @default []
   */
  actions?: ProgramAction[];
  /**
   * @zh 工具栏中的自定义内容，显示在查询区和表格之间（表单模板中在表单上方）
   * @en Custom content of the toolbar, between the search form and the grid (above the form in the form template)
   */
  toolbarExtra?: ReactNode;
}

export interface ListTemplateProps<T> extends TemplateTitleProps {
  /**
   * @zh 程序 Store；模板打开时查询第一页，查询区、表格和标题栏都绑定到它
   * @en The program store: the template queries the first page when it opens, and binds the search form, the grid and the title bar to it
   */
  store: ProgramStoreHook<ProgramState<T, unknown, unknown>>;
  /**
   * @zh 表格的列，见 DataGrid
   * @en The grid's columns; see DataGrid
   */
  columns: Array<DataGridColumn<T>>;
  /**
   * @zh 查询字段，见 SearchParams；不提供时没有查询区
   * @en The search fields; see SearchParams. Without them there is no search form
   */
  searchFields?: SearchField[];
  /**
   * @zh 行的主键
   * @en The row key
   * @default 'id'
   */
  rowKey?: (keyof T & string) | ((row: T) => Key);
  /**
   * @zh 行选择，见 DataGrid；为 `false` 时不能选择
   * @en Row selection; see DataGrid. `false` turns it off
   * @default {type: 'checkbox'}
   */
  rowSelection?: DataGridRowSelection<T> | false;
  /**
   * @zh 每行末尾的操作
   * @en Actions at the end of each row
   */
  rowActions?: (row: T) => ReactNode;
  /**
   * @zh 点击或按 `Enter` 打开一行时调用
   * @en Called when a row is clicked or opened with `Enter`
   */
  onRowClick?: (row: T) => void;
  /**
   * @zh 没有记录时表格显示的内容
   * @en What the grid shows when there are no records
   * @defaultZh 「暂无数据」
   * @defaultEn "No data"
   */
  emptyText?: ReactNode;
}

/** One more tab of the list + detail template's detail drawer, after the record's own fields. */
export interface DetailTab<TDetail> {
  /**
   * @zh 在同一抽屉内唯一
   * @en Unique within the drawer
   */
  key: string;
  /**
   * @zh 标签页的标题
   * @en The tab's title
   */
  title: ReactNode;
  /**
   * @zh 以打开的记录渲染标签页内容
   * @en Renders the tab's content for the open record
   */
  render: (record: TDetail) => ReactNode;
}

/** The methods of a service repository the list + detail template calls. */
export type RecordRepository<TDetail, TForm> = Pick<
  CrudRepository<unknown, unknown, TDetail, TForm>,
  'get' | 'create' | 'update' | 'remove'
>;

export interface ListDetailTemplateProps<T, TDetail = T, TForm = Record<string, unknown>> extends ListTemplateProps<T> {
  /**
   * @zh 程序的 Service Repository：查看和编辑时 `get`，保存时 `create` 或 `update`，删除时 `remove`
   * @en The program's service repository: `get` to view and edit, `create` or `update` to save, `remove` to delete
   */
  repository: RecordRepository<TDetail, TForm>;
  /**
   * @zh 详情抽屉中显示的字段，见 RecordDetail
   * @en The fields the detail drawer shows; see RecordDetail
   */
  detailFields: FormField[];
  /**
   * @zh 新增和编辑表单的字段；提供后标题栏出现「新建」和「编辑」
   * @en The fields of the create and edit form; given them, the title bar gets Create and Edit
   */
  formFields?: FormField[];
  /**
   * @zh 编辑表单的字段，与新增不同时提供，例如去掉修改时不能改变的主键
   * @en The edit form's fields when they differ from the create form's, e.g. without a key an update cannot change
   * @defaultZh 同 `formFields`
   * @defaultEn `formFields`
   */
  editFields?: FormField[];
  /**
   * @zh 乐观锁的版本字段；修改请求带上读取到的记录中的这个值。为 `false` 时不带
   * @en The optimistic lock's version field: an update sends the value of the record as read. `false` sends none
   * @default 'version'
   */
  versionField?: string | false;
  /**
   * @zh 详情抽屉中排在记录字段之后的标签页
   * @en Tabs of the detail drawer after the record's fields
   * @default []
   */
  detailTabs?: Array<DetailTab<TDetail>>;
  /**
   * @zh 详情和表单抽屉的宽度（像素）
   * @en Width of the detail and form drawers, in pixels
   * @default 720
   */
  drawerWidth?: number;
}

/** One tab of the master-detail template's detail area: a grid of the child records of the selected master row. */
export interface MasterDetailTab<D> {
  /**
   * @zh 在同一明细区内唯一
   * @en Unique within the detail area
   */
  key: string;
  /**
   * @zh 标签页的标题
   * @en The tab's title
   */
  title: ReactNode;
  /**
   * @zh 子表的程序 Store
   * @en The child table's program store
   */
  store: ProgramStoreHook<ProgramState<D, unknown, unknown>>;
  /**
   * @zh 子表的列
   * @en The child table's columns
   */
  columns: Array<DataGridColumn<D>>;
  /**
   * @zh 子表中指向主表的字段（DTO 中的驼峰名），模板以 `{[foreignKey]: 选中行的主键}` 调用子表 Store 的 `search`
   * @en The child's field that points to the master (the camel-case DTO name); the template calls the child store's `search` with `{[foreignKey]: the selected row's key}`
   */
  foreignKey: string;
  /**
   * @zh 子表行的主键
   * @en The child rows' key
   * @default 'id'
   */
  rowKey?: (keyof D & string) | ((row: D) => Key);
  /**
   * @zh 子表每行末尾的操作
   * @en Actions at the end of each child row
   */
  rowActions?: (row: D) => ReactNode;
  /**
   * @zh 子表标题栏上方的自定义内容，例如「新增付款节点」按钮；参数为选中的主表主键
   * @en Custom content above the child grid, such as an "Add payment" button; given the selected master key
   */
  toolbarExtra?: (masterKey: Key) => ReactNode;
}

export interface MasterDetailTemplateProps<T> extends Omit<ListTemplateProps<T>, 'rowSelection' | 'onRowClick'> {
  /**
   * @zh 明细区的标签页；选中主表一行后显示
   * @en The detail area's tabs, shown once a master row is selected
   */
  // Each tab has its own row type; the declaration cannot name them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  detailTabs: Array<MasterDetailTab<any>>;
}

export interface FormTemplateProps<TDetail = Record<string, unknown>, TForm = Record<string, unknown>> extends TemplateTitleProps {
  /**
   * @zh 表单的字段，见 RecordForm
   * @en The form's fields; see RecordForm
   */
  fields: FormField[];
  /**
   * @zh 读取要维护的那条记录；模板打开时调用，失败时显示错误和「重试」
   * @en Reads the one record the page maintains; called when the template opens, and on failure an error and Retry are shown
   */
  load: () => Promise<TDetail>;
  /**
   * @zh 保存表单；返回保存后的记录。失败时已填写的内容保留在表单中
   * @en Saves the form and resolves to the record as saved; on failure what was typed stays in the form
   */
  save: (form: TForm, record: TDetail) => Promise<TDetail>;
  /**
   * @zh 每行的字段数
   * @en Fields per row
   * @default 2
   */
  columns?: 1 | 2;
}

/** The list template: title bar, search form and paged grid, bound to a program store. */
export declare function ListTemplate<T>(props: ListTemplateProps<T>): ReactNode;

/** The list + detail template: the list template plus a detail drawer and create, edit, view and delete. */
export declare function ListDetailTemplate<T, TDetail = T, TForm = Record<string, unknown>>(
  props: ListDetailTemplateProps<T, TDetail, TForm>,
): ReactNode;

/** The master-detail template: a master grid and, below it, the child grids of the selected master row. */
export declare function MasterDetailTemplate<T>(props: MasterDetailTemplateProps<T>): ReactNode;

/** The form template: a page that maintains one record. */
export declare function FormTemplate<TDetail = Record<string, unknown>, TForm = Record<string, unknown>>(
  props: FormTemplateProps<TDetail, TForm>,
): ReactNode;
