// What the generated program does (issue 17, "the whole program"): create and edit in a drawer with a
// form built from the columns, a detail view, delete with confirmation, export to Excel through the
// excel-converter module; and how the page honours the plan's field roles (writable, secret, options,
// reference, listed, exported). Roles the rules of plan.ts do not set yet are set by hand here.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {DEFAULT_OPTIONS} from '../src/index';
import {backEndFiles} from '../src/java';
import {frontEndFiles} from '../src/frontend';
import {parseCreateTable} from '../src/parse';
import {planOf, type Field, type Plan} from '../src/plan';

const SQL = `CREATE TABLE app_user (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  username VARCHAR(40) NOT NULL COMMENT '用户名',
  password VARCHAR(100) NOT NULL COMMENT '密码',
  status TINYINT NOT NULL COMMENT '状态',
  dept_id BIGINT COMMENT '部门',
  remark VARCHAR(500) COMMENT '备注',
  gender VARCHAR(8) COMMENT '性别 [dict:GENDER]',
  created_at DATETIME DEFAULT CURRENT_TIMESTAMP COMMENT '创建时间',
  version INT NOT NULL DEFAULT 0
) COMMENT '用户';`;

function planned(roles: Record<string, Partial<Field>> = {}): Plan {
  const parsed = parseCreateTable(SQL);
  assert.ok(parsed.ok);
  const result = planOf(parsed.table, {...DEFAULT_OPTIONS, programCode: 'USER_MGMT', commentLocale: 'zh-CN'});
  assert.ok(result.ok);
  const fields = result.plan.fields.map((f) => ({...f, ...roles[f.column.name]}));
  return {...result.plan, fields, version: fields.find((f) => f.isVersion)};
}

const ROLES: Record<string, Partial<Field>> = {
  password: {secret: true, inResponse: false, listed: false, searchable: false, exported: false},
  status: {
    options: [
      {value: 0, label: {zh: '正常', en: 'Active'}},
      {value: 1, label: {zh: '停用', en: 'Disabled'}},
    ],
  },
  dept_id: {reference: {table: 'dept', entity: 'Dept', resource: 'depts', column: 'dept_id'}},
  created_at: {databaseMaintained: true, writable: false},
};

const fileOf = (files: ReturnType<typeof frontEndFiles>, suffix: string) => {
  const found = files.find((f) => f.path.endsWith(suffix));
  assert.ok(found, `no ${suffix}`);
  return found.content;
};

/** The lines of the function or constant `name` in a generated source, up to the next blank line. */
function block(source: string, start: string): string {
  const at = source.indexOf(start);
  assert.notEqual(at, -1, `no ${start}`);
  const end = source.indexOf('\n\n', at);
  return source.slice(at, end === -1 ? undefined : end);
}

const page = (plan: Plan) => fileOf(frontEndFiles(plan), '/index.tsx');

test('the page is the default template, ListDetailTemplate, given the store, the repository and the form', () => {
  const source = page(planned(ROLES));
  // Create, edit, view and delete are the template's (packages/components/test/templates.test.ts).
  assert.match(source, /<ListDetailTemplate<AppUserRow, AppUserDetail, AppUserForm>\n/);
  assert.match(source, /store=\{useAppUserStore\}\n\s+repository=\{appUserRepository\}/);
  assert.match(source, /formFields=\{formFields\(t\)\}/);
  // The version column is named `version`, the template's default: nothing to say.
  assert.doesNotMatch(source, /versionField/);
  assert.doesNotMatch(source, /drawerStore|modalStore|RecordForm/);
});

test('a version column of another name is named to the template, and no version column turns the lock off', () => {
  const renamed = page(planned({...ROLES, version: {property: 'rowVersion'}}));
  assert.match(renamed, /versionField="rowVersion"/);
  assert.match(page({...planned(ROLES), version: undefined}), /versionField=\{false\}/);
});

test('the form has only writable fields, each with the checks of the request DTO', () => {
  const form = block(page(planned(ROLES)), 'function formFields');
  const names = [...form.matchAll(/name: '(\w+)'/g)].map((m) => m[1]);
  // Not the generated key, the database-maintained creation time or the version.
  assert.deepEqual(names, ['username', 'password', 'status', 'deptId', 'remark', 'gender']);
  assert.match(form, /name: 'username', label: t\('field\.username'\), type: 'text', required: true, maxLength: 40\}/);
  assert.match(form, /name: 'remark', label: t\('field\.remark'\), type: 'textarea', maxLength: 500, span: 2\}/);
  assert.match(form, /name: 'gender', label: t\('field\.gender'\), type: 'dict', dict: 'GENDER'\}/);
});

test('a secret is a password input, and never in the grid, the detail or the search', () => {
  const source = page(planned(ROLES));
  assert.match(block(source, 'function formFields'), /name: 'password', label: t\('field\.password'\), type: 'password', required: true\}/);
  assert.doesNotMatch(block(source, '  const columns'), /password/);
  assert.doesNotMatch(block(source, '  const detailFields'), /password/);
  assert.doesNotMatch(block(source, '  const searchFields'), /password/);
});

test('options are a select of their values with labels in both bundles; a reference is looked up from its resource', () => {
  const plan = planned(ROLES);
  const files = frontEndFiles(plan);
  const form = block(page(plan), 'function formFields');
  assert.match(form, /name: 'status', .*type: 'select', options: options\.status[,}]/);
  // One list of options for the form, the search, the grid and the detail view; the grid shows labels, not values.
  const source = page(plan);
  assert.match(
    block(source, 'function fieldOptions'),
    /status: \[\{value: 0, label: t\('option\.status\.o0'\)\}, \{value: 1, label: t\('option\.status\.o1'\)\}\]/,
  );
  assert.match(block(source, '  const searchFields'), /name: 'status', .*type: 'select', options: options\.status\}/);
  assert.match(block(source, '  const columns'), /field: 'status', .*render: \(value\) => optionLabel\(options\.status, value\)/);
  assert.match(form, /name: 'deptId', .*type: 'select', loadOptions: references\.deptId\}/);
  assert.match(source, /const references = \{\n {2}deptId: lookup\('\/depts', 'deptId'\),\n\};/);
  assert.match(page(plan), /http\s+\.get<PageResult<Record<string, unknown>>>\(resource, \{size: 200\}\)/);
  assert.match(fileOf(files, 'locales/zh-CN.ts'), /status: \{\n\s+o0: '正常',\n\s+o1: '停用',/);
  assert.match(fileOf(files, 'locales/en.ts'), /status: \{\n\s+o0: 'Active',\n\s+o1: 'Disabled',/);
});

test('the detail view shows the fields of the response, without checks', () => {
  const source = page(planned(ROLES));
  const names = [...block(source, '  const detailFields').matchAll(/name: '(\w+)'/g)].map((m) => m[1]);
  assert.deepEqual(names, ['id', 'username', 'status', 'deptId', 'remark', 'gender', 'createdAt', 'version']);
  assert.match(source, /detailFields=\{detailFields\}/);
  // The detail's fields carry no checks: it only shows.
  assert.doesNotMatch(block(source, '  const detailFields'), /required|maxLength/);
});

test('the grid shows the listed fields only', () => {
  const source = page(planned({...ROLES, remark: {listed: false}}));
  const fields = [...block(source, '  const columns').matchAll(/field: '(\w+)'/g)].map((m) => m[1]);
  assert.deepEqual(fields, ['username', 'status', 'deptId', 'gender', 'createdAt']);
});

test('export calls /api/<resource>/export with the current search, for users with the export permission', () => {
  const action = block(page(planned(ROLES)), "      key: 'export'");
  assert.match(action, /permission: 'export'/);
  assert.match(action, /http\.download\('\/app-users\/export', \{\.\.\.useAppUserStore\.getState\(\)\.searchParams\}\)/);
});

test('the back end exports the exported fields through the excel-converter module, with the export permission', () => {
  const files = backEndFiles(planned({...ROLES, remark: {exported: false}}));
  const controller = files.find((f) => f.path.endsWith('/AppUserController.java'))!.content;
  assert.match(controller, /@GetMapping\("\/export"\)\n\s+@PreAuthorize\("hasAuthority\('USER_MGMT:export'\)"\)/);
  assert.match(controller, /ExcelResponses\.prepareAttachment\(response, "用户\.xlsx"\);/);
  assert.match(
    controller,
    /excel\.write\(response\.getOutputStream\(\), AppUserExcelRow\.class, \(page, size\) ->\n\s+service\.page\(query, PageQuery\.of\(page, size, "id,desc"\)\)/,
  );
  const row = files.find((f) => f.path.endsWith('/excel/AppUserExcelRow.java'));
  assert.ok(row, 'no row record in the excel sub-package');
  assert.match(row.content, /^package com\.example\.\w+\.appuser\.excel;/m);
  const headers = [...row.content.matchAll(/@ExcelColumn\(header = "([^"]+)"/g)].map((m) => m[1]);
  // Not the secret, the field left out of the export or the version.
  assert.deepEqual(headers, ['ID', '用户名', '状态', '部门', '性别', '创建时间']);
  assert.match(row.content, /@ExcelColumn\(header = "性别", order = 5, dict = "GENDER"\) String gender/);
});

// The template labels create, edit, details and delete itself; the page reads only its export action's label.
test("the bundles have the page's own action in both languages", () => {
  const files = frontEndFiles(planned());
  for (const [bundle, words] of [
    ['locales/zh-CN.ts', ['导出']],
    ['locales/en.ts', ['Export']],
  ] as const) {
    const action = block(fileOf(files, bundle), '  action: {');
    for (const word of words) assert.match(action, new RegExp(`: '${word}',`), `${bundle}: ${word}`);
  }
});
