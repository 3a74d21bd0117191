import {translate} from '@docusaurus/Translate';

/** The doc pages the product page may link to; a typo here is a type error, not a broken link. */
export type DocPath =
  | '/docs/tutorial/back-end/code-generation'
  | '/docs/tutorial/back-end/spring-security'
  | '/docs/tutorial/back-end/create-api-interface'
  | '/docs/tutorial/back-end/system-api-customizing'
  | '/docs/api/back-end/system-api'
  | '/docs/api/back-end/system-api-specification'
  | '/docs/tutorial/front-end/router'
  | '/docs/tutorial/front-end/page-frame'
  | '/docs/tutorial/front-end/program'
  | '/docs/tutorial/front-end/program-store'
  | '/docs/tutorial/front-end/template'
  | '/docs/tutorial/front-end/service-repository'
  | '/docs/tutorial/front-end/i18n'
  | '/docs/tutorial/front-end/theme'
  | '/docs/api/front-end/core-component/datagrid'
  | '/docs/api/front-end/core-component/datagrid-editor'
  | '/docs/api/front-end/core-component/drawer-store'
  | '/docs/api/front-end/core-component/modal-store'
  | '/docs/api/front-end/core-component/MultiFilter'
  | '/docs/api/front-end/core-component/program-title'
  | '/docs/api/front-end/core-component/SearchParams'
  | '/docs/api/front-end/core-component/StatTable'
  | '/docs/api/module-builtin/user'
  | '/docs/api/module-additional/excel-converter';

/** One thing the framework does, with the doc page that explains it. */
export type Capability = {
  readonly id: string;
  /** Shown as the link to `doc`; component names stay in English in both locales. */
  readonly title: string;
  readonly description: string;
  readonly doc: DocPath;
};

export const backEndCapabilities: readonly Capability[] = [
  {
    id: 'codegen',
    title: translate({id: 'product.backEnd.codegen.title', message: '代码生成器'}),
    description: translate({
      id: 'product.backEnd.codegen.description',
      message:
        '读取表和列的元数据（类型、长度、可空、约束、注释），生成实体、Repository、Service、Controller、DTO 和前端程序；列注释成为界面字段名，NOT NULL 和长度限制成为前后端一致的校验规则。',
    }),
    doc: '/docs/tutorial/back-end/code-generation',
  },
  {
    id: 'security',
    title: translate({id: 'product.backEnd.security.title', message: '认证与权限'}),
    description: translate({
      id: 'product.backEnd.security.description',
      message:
        '基于 Spring Security 的 JWT 访问令牌与刷新令牌，刷新时轮换令牌；权限以「程序代码:操作」表示，例如 CASE_MGMT:update，在方法上用注解声明。',
    }),
    doc: '/docs/tutorial/back-end/spring-security',
  },
  {
    id: 'systemApi',
    title: translate({id: 'product.backEnd.systemApi.title', message: '系统接口'}),
    description: translate({
      id: 'product.backEnd.systemApi.description',
      message:
        '/api/system/ 下开箱即用的认证、菜单、程序、用户、角色、代码字典、文件和审计日志接口；认证以外的每一组都可以通过配置关闭，每一组背后的实现都可以替换。',
    }),
    doc: '/docs/api/back-end/system-api',
  },
  {
    id: 'conventions',
    title: translate({id: 'product.backEnd.conventions.title', message: '统一的接口约定'}),
    description: translate({
      id: 'product.backEnd.conventions.description',
      message:
        '所有接口都返回统一响应结构（code、message、data、traceId），分页参数为 page 和 size，排序写作 sort=字段,asc，日期一律使用带时区偏移的 ISO-8601。',
    }),
    doc: '/docs/api/back-end/system-api-specification',
  },
  {
    id: 'customApi',
    title: translate({id: 'product.backEnd.customApi.title', message: '编写业务接口'}),
    description: translate({
      id: 'product.backEnd.customApi.description',
      message: '生成的代码之外，业务规则照常用 Spring 编写：复用框架的分页、校验和权限约定，新接口与生成的接口风格一致。',
    }),
    doc: '/docs/tutorial/back-end/create-api-interface',
  },
];

export const frontEndCapabilities: readonly Capability[] = [
  {
    id: 'router',
    title: translate({id: 'product.frontEnd.router.title', message: '路由'}),
    description: translate({
      id: 'product.frontEnd.router.description',
      message: '后端下发的菜单树就是路由表：程序按程序代码注册，用户看不到的菜单也进不去对应的页面。',
    }),
    doc: '/docs/tutorial/front-end/router',
  },
  {
    id: 'pageFrame',
    title: translate({id: 'product.frontEnd.pageFrame.title', message: '页面框架'}),
    description: translate({
      id: 'product.frontEnd.pageFrame.description',
      message: '侧边菜单、顶栏和多标签页工作区组成的外壳，同时打开多个案件也不会互相覆盖。',
    }),
    doc: '/docs/tutorial/front-end/page-frame',
  },
  {
    id: 'program',
    title: translate({id: 'product.frontEnd.program.title', message: '程序'}),
    description: translate({
      id: 'product.frontEnd.program.description',
      message: '一个管理界面就是一个程序，用 USER_MGMT 这样的程序代码标识，菜单、权限和语言包都按它组织。',
    }),
    doc: '/docs/tutorial/front-end/program',
  },
  {
    id: 'programStore',
    title: translate({id: 'product.frontEnd.programStore.title', message: '程序 Store'}),
    description: translate({
      id: 'product.frontEnd.programStore.description',
      message: '查询条件、列表、选中行和详情保存在各个程序的程序 Store 中，并按标签页隔离；切换标签页再回来，一切都在原处。',
    }),
    doc: '/docs/tutorial/front-end/program-store',
  },
  {
    id: 'template',
    title: translate({id: 'product.frontEnd.template.title', message: '页面模板'}),
    description: translate({
      id: 'product.frontEnd.template.description',
      message: '列表、列表 + 详情、主从表和表单四种模板。生成的程序总是从「列表 + 详情」起步，需要时改用其他模板，之后可以自由修改。',
    }),
    doc: '/docs/tutorial/front-end/template',
  },
  {
    id: 'serviceRepository',
    title: translate({id: 'product.frontEnd.serviceRepository.title', message: 'Service Repository'}),
    description: translate({
      id: 'product.frontEnd.serviceRepository.description',
      message: '程序与系统接口之间的类型化 API 客户端层，负责令牌、统一响应结构和错误处理，程序里只剩业务调用。',
    }),
    doc: '/docs/tutorial/front-end/service-repository',
  },
  {
    id: 'i18n',
    title: translate({id: 'product.frontEnd.i18n.title', message: '国际化'}),
    description: translate({
      id: 'product.frontEnd.i18n.description',
      message: '每个程序带有 zh-CN 和 en 两套语言包，代码生成器根据列注释写出初稿。',
    }),
    doc: '/docs/tutorial/front-end/i18n',
  },
  {
    id: 'theme',
    title: translate({id: 'product.frontEnd.theme.title', message: '主题'}),
    description: translate({
      id: 'product.frontEnd.theme.description',
      message: '浅色和深色两套设计令牌，组件只引用令牌，换品牌色只需改一处。',
    }),
    doc: '/docs/tutorial/front-end/theme',
  },
];

export const componentCapabilities: readonly Capability[] = [
  {
    id: 'dataGrid',
    title: 'DataGrid',
    description: translate({
      id: 'product.component.dataGrid.description',
      message: '与程序 Store 绑定的数据表格：服务端分页、排序、按列定义渲染和行选择。',
    }),
    doc: '/docs/api/front-end/core-component/datagrid',
  },
  {
    id: 'dataGridEditor',
    title: 'DataGridEditor',
    description: translate({
      id: 'product.component.dataGridEditor.description',
      message: '在表格中直接编辑单元格，校验规则按列声明。',
    }),
    doc: '/docs/api/front-end/core-component/datagrid-editor',
  },
  {
    id: 'searchParams',
    title: 'SearchParams',
    description: translate({
      id: 'product.component.searchParams.description',
      message: '绑定到程序 Store 的查询表单，查询条件随标签页保留。',
    }),
    doc: '/docs/api/front-end/core-component/SearchParams',
  },
  {
    id: 'multiFilter',
    title: 'MultiFilter',
    description: translate({
      id: 'product.component.multiFilter.description',
      message: '可叠加的筛选标签，适合「状态 + 主办律师 + 立案日期」这类组合条件。',
    }),
    doc: '/docs/api/front-end/core-component/MultiFilter',
  },
  {
    id: 'statTable',
    title: 'StatTable',
    description: translate({
      id: 'product.component.statTable.description',
      message: '支持分组和小计的统计表，用于案件量、工时等报表。',
    }),
    doc: '/docs/api/front-end/core-component/StatTable',
  },
  {
    id: 'programTitle',
    title: 'ProgramTitle',
    description: translate({
      id: 'product.component.programTitle.description',
      message: '程序的标题栏：面包屑、标题和操作按钮，按钮按权限显示。',
    }),
    doc: '/docs/api/front-end/core-component/program-title',
  },
  {
    id: 'drawerStore',
    title: 'DrawerStore',
    description: translate({
      id: 'product.component.drawerStore.description',
      message: '在任何地方打开抽屉，并以 Promise 的形式等待它返回结果。',
    }),
    doc: '/docs/api/front-end/core-component/drawer-store',
  },
  {
    id: 'modalStore',
    title: 'ModalStore',
    description: translate({
      id: 'product.component.modalStore.description',
      message: '与 DrawerStore 相同的用法，用于确认框和小型表单弹窗。',
    }),
    doc: '/docs/api/front-end/core-component/modal-store',
  },
];

export const moduleCapabilities: readonly Capability[] = [
  {
    id: 'userModule',
    title: translate({id: 'product.module.user.title', message: '用户模块（内置）'}),
    description: translate({
      id: 'product.module.user.description',
      message: '用户、角色和权限的管理界面与接口，权限可细化到每个程序的每个操作。',
    }),
    doc: '/docs/api/module-builtin/user',
  },
  {
    id: 'excelConverter',
    title: translate({id: 'product.module.excel.title', message: 'Excel 转换模块（使用代码生成时必需）'}),
    description: translate({
      id: 'product.module.excel.description',
      message: '电子表格的导入和导出：列映射、逐行校验，出错的行连同原因一并返回，便于修正后重新导入。',
    }),
    doc: '/docs/api/module-additional/excel-converter',
  },
];
