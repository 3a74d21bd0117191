import type {ReactNode} from 'react';
import type {Key, ProgramStoreHook} from '@lexboot/core';

export interface ProgramTitleProps {
  /**
   * @zh 程序标题；传入字符串时同时更新标签页上的标题
   * @en The program title; a string also updates the title on the tab
   * @defaultZh 菜单中的名称
   * @defaultEn the menu title
   */
  title?: ReactNode;
  /**
   * @zh 标题的级别。程序页面中标题是唯一的 `h1`；程序嵌入在已有 `h1` 的页面中（例如看板的卡片、文档）时，改为与所在位置相符的级别
   * @en The heading level of the title. On a program's page the title is its single `h1`; when the program is embedded in a page that already has one (a dashboard card, a document), use the level that fits where it sits
   * @default 1
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * @zh 标题下方的一行说明文字
   * @en One line of description below the title
   */
  subtitle?: ReactNode;
  /**
   * @zh 面包屑；为 `false` 时不显示
   * @en Breadcrumbs; `false` hides them
   * @defaultZh 菜单树中的路径
   * @defaultEn the path in the menu tree
   */
  breadcrumbs?: BreadcrumbItem[] | false;
  /**
   * @zh 紧跟在标题后面的内容，例如状态标签
   * @en Content right after the title, such as a status tag
   */
  extra?: ReactNode;
  /**
   * @zh 右侧的操作按钮，按数组顺序从左到右排列
   * @en Action buttons on the right, from left to right in array order
   * @default []
   */
  actions?: ProgramAction[];
  /**
   * @zh 直接显示的按钮数量，其余收进「更多」下拉菜单
   * @en How many buttons are shown directly; the rest go into a "More" menu
   * @default 3
   */
  maxVisibleActions?: number;
  /**
   * @zh 绑定程序 Store，用于刷新按钮和 `requiresSelection`
   * @en Binds a program store, for the refresh button and `requiresSelection`
   */
  store?: ProgramStoreHook;
  /**
   * @zh 在操作按钮最右侧显示刷新按钮，点击调用 Store 的 `reload`
   * @en Shows a refresh button after the actions; clicking it calls the store's `reload`
   * @defaultZh 绑定 Store 时为 `true`
   * @defaultEn `true` with a store
   */
  showRefresh?: boolean;
  /**
   * @zh 提供后在标题左侧显示返回箭头
   * @en When given, a back arrow appears left of the title
   */
  onBack?: () => void;
  /**
   * @zh 当前用户拥有的权限，与每个操作的 `permission` 比对；测试或不在页面框架中的页面可以直接传入
   * @en The permissions the current user holds, checked against each action's `permission`; tests and pages outside the page frame can pass them directly
   * @defaultZh 登录会话中的权限
   * @defaultEn the signed-in session's permissions
   */
  permissions?: readonly string[];
  /**
   * @zh 程序代码，加在只写操作名的 `permission` 前面
   * @en The program code put in front of a `permission` that is only an operation name
   * @defaultZh 当前程序的代码
   * @defaultEn the current program's code
   */
  programCode?: string;
}

export interface ProgramAction {
  /**
   * @zh 在同一标题栏内唯一
   * @en Unique within the title bar
   */
  key: string;
  /**
   * @zh 按钮文字
   * @en Button text
   */
  label: ReactNode;
  /**
   * @zh 图标名称，与菜单使用同一套图标，例如 `plus`、`download`
   * @en Icon name, from the same icon set as the menu, for example `plus` or `download`
   */
  icon?: string;
  /**
   * @zh 主要按钮样式；一个标题栏中最好只有一个主要按钮
   * @en Primary button style; a title bar should have at most one primary button
   * @default 'default'
   */
  type?: 'primary' | 'default';
  /**
   * @zh 危险操作样式
   * @en Danger style
   * @default false
   */
  danger?: boolean;
  /**
   * @zh 所需权限，例如 `CASE_MGMT:export` 或简写 `export`；缺少权限时不渲染
   * @en The permission needed, for example `CASE_MGMT:export` or just `export`; without it the button is not rendered
   */
  permission?: string;
  /**
   * @zh 为 `true` 时至少选中一行才可用，为 `'single'` 时必须恰好选中一行
   * @en `true` needs at least one selected row; `'single'` needs exactly one
   * @default false
   */
  requiresSelection?: boolean | 'single';
  /**
   * @zh 禁用按钮
   * @en Disables the button
   * @default false
   */
  disabled?: boolean;
  /**
   * @zh 点击时调用；返回 Promise 时按钮在完成前显示加载状态且不能再次点击
   * @en Called on click; if it returns a promise, the button shows a loading state and cannot be clicked again until it settles
   */
  onClick: (context: {selection: Key[]}) => void | Promise<void>;
}

export interface BreadcrumbItem {
  /**
   * @zh 显示的文字
   * @en The text shown
   */
  title: ReactNode;
  /**
   * @zh 点击时打开该程序，例如从详情页回到列表
   * @en Opens that program on click, for example to go back from a detail page to the list
   */
  programCode?: string;
  /**
   * @zh 自定义点击行为，优先于 `programCode`
   * @en Custom click behaviour; takes precedence over `programCode`
   */
  onClick?: () => void;
}

/** The title bar of a program: title, breadcrumbs and actions. */
export declare function ProgramTitle(props: ProgramTitleProps): ReactNode;
