/**
 * The Flyway migration that registers a generated program: the program, its menu item, its five
 * permissions (`<CODE>:view`, `create`, `update`, `delete`, `export`), and those permissions for the
 * administrators' role. Plain INSERTs that MySQL 8 and PostgreSQL 15+ both run.
 */
import type {GeneratedFile} from './model';
import {sqlString} from './naming';
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
  const {zh, en} = plan.label;
  const permissions = GENERATED_PERMISSION_ACTIONS.map((action) => ({action, code: `${code}:${action}`, ...ACTION_NAMES[action]}));
  const lines = [
    `-- The ${code} program, generated from table ${plan.table.name}: program, menu item, permissions,`,
    `-- and the permissions for the ${ADMIN_ROLE} role.`,
    'INSERT INTO sys_program (code, name_zh, name_en, enabled)',
    `VALUES (${sqlString(code)}, ${sqlString(zh)}, ${sqlString(en)}, TRUE);`,
    '',
    'INSERT INTO sys_menu (parent_id, name_zh, name_en, path, program_code, sort_order)',
    `VALUES (NULL, ${sqlString(zh)}, ${sqlString(en)}, ${sqlString(`/${plan.programFolder}`)}, ${sqlString(code)}, 100);`,
    '',
    'INSERT INTO sys_permission (code, program_code, action, name_zh, name_en)',
    'VALUES',
    ...permissions.map(
      (p, index) =>
        `  (${sqlString(p.code)}, ${sqlString(code)}, ${sqlString(p.action)}, ${sqlString(`${p.zh}${/^[A-Za-z0-9]/.test(zh) ? ' ' : ''}${zh}`)}, ${sqlString(`${p.en} ${en.toLowerCase()}`)})${index < permissions.length - 1 ? ',' : ';'}`,
    ),
    '',
    'INSERT INTO sys_role_permission (role_code, permission_code)',
    'VALUES',
    ...permissions.map((p, index) => `  (${sqlString(ADMIN_ROLE)}, ${sqlString(p.code)})${index < permissions.length - 1 ? ',' : ';'}`),
  ];
  return {
    path: `server/src/main/resources/db/migration/V${plan.options.migrationVersion}__program_${code.toLowerCase()}.sql`,
    language: 'sql',
    side: 'database',
    content: `${lines.join('\n')}\n`,
  };
}
