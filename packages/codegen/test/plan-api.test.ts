// The planning API of @lexboot/codegen, imported by the package's name as the site's runner
// (src/runner/backend.ts, seed.ts) imports it: planOf, propertyName, words, uniqueChecks and
// uniqueMessages, on a small table whose plan a reader can check by eye.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_OPTIONS,
  parseCreateTable,
  planOf,
  propertyName,
  uniqueChecks,
  uniqueMessages,
  words,
  type Field,
  type Plan,
  type Reference,
  type UniqueCheck,
} from '@lexboot/codegen';

const LEGAL_CASE = `CREATE TABLE legal_case (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  case_no VARCHAR(50) NOT NULL UNIQUE COMMENT '案号',
  title VARCHAR(200) NOT NULL COMMENT '案件名称',
  lawyer_id BIGINT COMMENT '承办律师',
  status CHAR(1) DEFAULT '0' COMMENT '状态（0办理中 1已结案）',
  del_flag CHAR(1) DEFAULT '0',
  created_at DATETIME DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT fk_lawyer FOREIGN KEY (lawyer_id) REFERENCES lawyer (id)
) COMMENT='案件表';`;

function planned(sql: string, options = DEFAULT_OPTIONS): Plan {
  const parsed = parseCreateTable(sql);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
  const result = planOf(parsed.table, options);
  if (!result.ok) throw new Error(JSON.stringify(result.problem));
  return result.plan;
}

const field = (plan: Plan, column: string): Field => {
  const found = plan.fields.find((f) => f.column.name === column);
  assert.ok(found, `no field for ${column}`);
  return found;
};

test('planOf names the program after the table and gives each column its property, label and role', () => {
  const plan = planned(LEGAL_CASE);
  assert.equal(plan.entity, 'LegalCase');
  assert.equal(plan.resource, 'legal-cases');
  assert.equal(plan.programCode, 'LEGAL_CASE_MGMT');
  assert.equal(plan.programFolder, 'legal-case-mgmt');
  assert.equal(plan.packageName, 'com.example.lawfirm.legalcase');
  assert.deepEqual(plan.label, {zh: '案件', en: 'Legal case'});
  assert.deepEqual(
    plan.fields.map((f) => f.property),
    ['id', 'caseNo', 'title', 'lawyerId', 'status', 'delFlag', 'createdAt'],
  );
  assert.deepEqual(
    plan.keys.map((f) => f.property),
    ['id'],
  );

  const id = field(plan, 'id');
  assert.ok(id.isKey && id.generated && !id.writable, 'the AUTO_INCREMENT key is filled on save, never typed');
  const caseNo = field(plan, 'case_no');
  assert.deepEqual(caseNo.label, {zh: '案号', en: 'Case number'});
  assert.ok(caseNo.writable && caseNo.searchable && caseNo.listed);
  assert.deepEqual(
    field(plan, 'status').options?.map((o) => [o.value, o.label.zh]),
    [
      ['0', '办理中'],
      ['1', '已结案'],
    ],
  );
  const reference: Reference | undefined = field(plan, 'lawyer_id').reference;
  assert.deepEqual(reference, {table: 'lawyer', entity: 'Lawyer', resource: 'lawyers', column: 'id'});
  assert.equal(plan.softDelete?.property, 'delFlag');
  assert.ok(!field(plan, 'del_flag').writable && !field(plan, 'del_flag').listed, 'the soft-delete flag is no form or grid column');
  assert.equal(field(plan, 'created_at').audit, 'created_at');
  assert.ok(!field(plan, 'created_at').writable);
});

test('planOf refuses an invalid option with a problem instead of throwing', () => {
  const parsed = parseCreateTable(LEGAL_CASE);
  assert.ok(parsed.ok);
  const result = planOf(parsed.table, {...DEFAULT_OPTIONS, programCode: 'case-mgmt'});
  assert.deepEqual(result, {ok: false, problem: {kind: 'invalid-option', option: 'programCode', value: 'case-mgmt'}});
});

test('propertyName gives the Java and JSON property of a column; words splits a name as the generator does', () => {
  assert.equal(propertyName('user_name'), 'userName');
  assert.equal(propertyName('CaseNo'), 'caseNo');
  assert.equal(propertyName('class'), 'classValue');
  assert.equal(propertyName('2fa_code'), 'n2faCode');
  assert.deepEqual(words('legal_case'), ['legal', 'case']);
  assert.deepEqual(words('legalCase_ID'), ['legal', 'case', 'id']);
  assert.deepEqual(words('HTTPStatus'), ['http', 'status']);
});

test('uniqueChecks lists the unique keys a save checks, and uniqueMessages words their field errors', () => {
  const checks: UniqueCheck[] = uniqueChecks(planned(LEGAL_CASE));
  // The generated key is not typed, so only case_no is checked; the table deletes logically, so a
  // deleted record still holds its case number.
  assert.deepEqual(
    checks.map((c) => ({fields: c.fields.map((f) => f.property), deletedConflict: c.deletedConflict, countDeleted: c.countDeleted})),
    [{fields: ['caseNo'], deletedConflict: true, countDeleted: 'countDeletedByCaseNo'}],
  );
  const [one] = checks;
  assert.ok(one);
  assert.deepEqual(uniqueMessages(one, false), ['已有记录使用这个值', 'Another record already has this value']);
  assert.deepEqual(uniqueMessages(one, true), [
    '已删除的记录仍占用这个值，请换一个',
    'A deleted record still holds this value; choose another',
  ]);

  const pair = uniqueChecks(
    planned(`CREATE TABLE hearing (
      id BIGINT AUTO_INCREMENT PRIMARY KEY,
      court VARCHAR(50) NOT NULL COMMENT '法庭',
      starts_at DATETIME NOT NULL COMMENT '开庭时间',
      UNIQUE KEY uk_court_time (court, starts_at)
    );`),
  );
  assert.equal(pair.length, 1);
  assert.deepEqual(uniqueMessages(pair[0]!, false), [
    '已有记录使用这组值（法庭、开庭时间）',
    'Another record already has these values (Court, Starts at)',
  ]);
});
