/**
 * Words readers type for the same thing, in either language: a query that contains one of them is
 * also searched with each of the others (src/search/ranking.ts). Lower case; a phrase is searched
 * as its words. Keep a group to words that mean the same thing on this site: a loose group brings
 * noise into every query that touches it.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['i18n', '国际化', 'internationalization', 'internationalisation', '多语言', 'l10n'],
  ['部署', 'deploy', 'deployment', '生产环境', 'running in production'],
  ['导出', 'export'],
  ['导入', 'import'],
  ['代码生成', '代码生成器', '生成器', 'codegen', 'code generation', 'code generator', 'generator'],
  ['权限', 'permission', 'permissions', 'authorization', 'authorisation', '授权'],
  ['主题', 'theme', 'theming', 'dark mode', '暗色模式'],
  ['数据表格', 'datagrid', 'data grid'],
  ['可编辑表格', 'datagrideditor', 'editable grid'],
  ['令牌', 'token', 'jwt'],
  ['登录', 'login', 'sign in', '认证', 'authentication'],
  ['路由', 'router', 'routing'],
  ['对话框', '弹窗', 'modal', 'dialog'],
  ['抽屉', 'drawer'],
  ['查询表单', 'search form', 'searchparams'],
  ['组合筛选', '筛选', 'filter', 'multifilter'],
  ['统计表', 'stattable', 'statistics'],
  ['安装', 'install', 'installation', 'setup'],
  ['迁移', 'migration', 'flyway'],
  ['键盘', '快捷键', '方向键', 'keyboard', 'shortcut', 'arrow keys'],
  ['无障碍', 'accessibility', 'a11y'],
  ['系统要求', '环境要求', 'requirements', 'system requirements'],
  ['版本说明', '更新日志', 'release notes', 'changelog'],
];
