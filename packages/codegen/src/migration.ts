/**
 * The Flyway migration that registers a generated program: the program, its menu item, its five
 * permissions (`<CODE>:view`, `create`, `update`, `delete`, `export`), and those permissions for the
 * administrators' role. Each statement inserts only the rows that are not there yet, so the
 * migration of a second run for the same program (a new file, as its version is the run's time)
 * changes nothing and Flyway starts: `INSERT ... SELECT ... WHERE NOT EXISTS`, which MySQL 8 and
 * PostgreSQL 15+ both run.
 */
import type {GeneratedFile} from './model';
import {sqlComment, sqlString as sqlStringOf} from './escape';
import type {Plan} from './plan';

/** The actions every generated program gets, in this order (`<PROGRAM_CODE>:<action>`). */
export const GENERATED_PERMISSION_ACTIONS = ['view', 'create', 'update', 'delete', 'export'] as const;

const ACTION_NAMES: Readonly<Record<(typeof GENERATED_PERMISSION_ACTIONS)[number], {zh: string; en: string}>> = {
  view: {zh: '查看', en: 'View'},
  create: {zh: '新增', en: 'Create'},
  update: {zh: '修改', en: 'Update'},
  delete: {zh: '删除', en: 'Delete'},
  export: {zh: '导出', en: 'Export'},
};

/** The role every generated permission is granted to. */
export const ADMIN_ROLE = 'ADMIN';

export function migrationFile(plan: Plan): GeneratedFile {
  const code = plan.programCode;
  const sqlString = (text: string) => sqlStringOf(text, plan.table.dialect);
  const {zh, en} = plan.label;
  const permissions = GENERATED_PERMISSION_ACTIONS.map((action) => ({action, code: `${code}:${action}`, ...ACTION_NAMES[action]}));
  const permissionRows = permissions.map((p) => [
    sqlString(p.code),
    sqlString(code),
    sqlString(p.action),
    sqlString(`${p.zh}${/^[A-Za-z0-9]/.test(zh) ? ' ' : ''}${zh}`),
    sqlString(`${p.en} ${en.toLowerCase()}`),
  ]);
  const lines = [
    `-- The ${code} program, generated from table ${sqlComment(plan.table.name)}: program, menu item, permissions,`,
    `-- and the permissions for the ${ADMIN_ROLE} role. Each statement inserts only what is missing,`,
    '-- so the migration a second run writes for this program changes nothing.',
    'INSERT INTO sys_program (code, name_zh, name_en, enabled)',
    `SELECT ${sqlString(code)}, ${sqlString(zh)}, ${sqlString(en)}, TRUE`,
    'FROM (SELECT 1 AS one) AS single_row',
    `WHERE NOT EXISTS (SELECT 1 FROM sys_program WHERE code = ${sqlString(code)});`,
    '',
    'INSERT INTO sys_menu (parent_id, name_zh, name_en, path, program_code, sort_order)',
    `SELECT NULL, ${sqlString(zh)}, ${sqlString(en)}, ${sqlString(`/${plan.programFolder}`)}, ${sqlString(code)}, 100`,
    'FROM (SELECT 1 AS one) AS single_row',
    `WHERE NOT EXISTS (SELECT 1 FROM sys_menu WHERE program_code = ${sqlString(code)});`,
    '',
    'INSERT INTO sys_permission (code, program_code, action, name_zh, name_en)',
    'SELECT p.code, p.program_code, p.action, p.name_zh, p.name_en',
    'FROM (',
    ...derivedTable(['code', 'program_code', 'action', 'name_zh', 'name_en'], permissionRows),
    ') AS p',
    'WHERE NOT EXISTS (SELECT 1 FROM sys_permission e WHERE e.code = p.code);',
    '',
    'INSERT INTO sys_role_permission (role_code, permission_code)',
    'SELECT r.role_code, r.permission_code',
    'FROM (',
    ...derivedTable(
      ['role_code', 'permission_code'],
      permissions.map((p) => [sqlString(ADMIN_ROLE), sqlString(p.code)]),
    ),
    ') AS r',
    'WHERE NOT EXISTS (',
    '  SELECT 1 FROM sys_role_permission e WHERE e.role_code = r.role_code AND e.permission_code = r.permission_code',
    ');',
  ];
  return {
    path: `server/src/main/resources/db/migration/V${plan.options.migrationVersion}__program_${code.toLowerCase()}.sql`,
    language: 'sql',
    side: 'database',
    content: `${lines.join('\n')}\n`,
  };
}

/** Rows as a derived table both databases read: the first SELECT names the columns, UNION ALL adds the rest. */
function derivedTable(columns: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return rows.map((row, index) => {
    const values = index === 0 ? row.map((value, column) => `${value} AS ${columns[column] ?? ''}`) : row;
    return `  ${index === 0 ? '' : 'UNION ALL '}SELECT ${values.join(', ')}`;
  });
}
