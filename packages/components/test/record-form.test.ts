// src/RecordForm/form.ts: the create/edit form's checks (required, maxLength, min, max), the values it
// sends, a password left blank when editing, and a failed save that keeps what was typed
// (docs/tutorial/front-end/template.md, the system API's VALIDATION_FAILED envelope).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readForm, save, toDraft, toOffsetDateTime, failureOf, type Draft} from '../src/RecordForm/form';
import {MESSAGES} from '../src/RecordForm/messages';
import type {FormField} from '../src/api/FormField';
import {fill} from '@lexboot/core/internal';

const FIELDS: FormField[] = [
  {name: 'caseNo', label: '案号', type: 'text', required: true, maxLength: 8},
  {name: 'claimAmount', label: '标的额', type: 'number', min: 0, max: 1000000},
  {name: 'filedOn', label: '立案日期', type: 'date'},
  {name: 'status', label: '状态', type: 'dict', dict: 'CASE_STATUS', required: true},
  {
    name: 'courtId',
    label: '法院',
    type: 'select',
    options: [
      {label: '徐汇法院', value: 1},
      {label: '浦东法院', value: 2},
    ],
  },
  {name: 'urgent', label: '加急', type: 'boolean'},
  {name: 'password', label: '密码', type: 'password', required: true},
];
const choicesOf = (field: FormField) => (field.type === 'select' ? field.options : undefined);
const FILLED: Draft = {
  caseNo: '民初12号',
  claimAmount: '128,000.50',
  filedOn: '2025-06-30',
  status: 'FILED',
  courtId: '2',
  urgent: 'true',
  password: 's3cret!',
};

test('a filled form sends typed values: numbers, the option’s own value, booleans', () => {
  const {values, problems} = readForm(FIELDS, FILLED, 'create', choicesOf);
  assert.deepEqual(problems, {});
  assert.deepEqual(values, {
    caseNo: '民初12号',
    claimAmount: 128000.5,
    filedOn: '2025-06-30',
    status: 'FILED',
    courtId: 2,
    urgent: true,
    password: 's3cret!',
  });
});

test('required, maxLength, min, max and a number that is not one are each caught', () => {
  const {problems} = readForm(FIELDS, {...FILLED, caseNo: '   ', status: '', claimAmount: '-1'}, 'create', choicesOf);
  assert.deepEqual(problems, {caseNo: {kind: 'required'}, status: {kind: 'required'}, claimAmount: {kind: 'min', min: 0}});
  assert.deepEqual(readForm(FIELDS, {...FILLED, claimAmount: '1000000.01'}, 'create', choicesOf).problems, {
    claimAmount: {kind: 'max', max: 1000000},
  });
  assert.deepEqual(readForm(FIELDS, {...FILLED, claimAmount: '12万'}, 'create', choicesOf).problems, {claimAmount: {kind: 'number'}});
  assert.deepEqual(readForm(FIELDS, {...FILLED, filedOn: '2025-02-30'}, 'create', choicesOf).problems, {filedOn: {kind: 'date'}});
  // Eight characters are allowed, nine are not; a character outside the BMP counts once, as @Size counts it.
  assert.deepEqual(readForm(FIELDS, {...FILLED, caseNo: '𠀀𠀀𠀀𠀀𠀀𠀀𠀀𠀀'}, 'create', choicesOf).problems, {});
  assert.deepEqual(readForm(FIELDS, {...FILLED, caseNo: '(2025)民初123'}, 'create', choicesOf).problems, {
    caseNo: {kind: 'maxLength', max: 8},
  });
});

test('blank inputs are sent as null; an optional field left blank is no problem', () => {
  const {values, problems} = readForm(FIELDS, {...FILLED, claimAmount: '', filedOn: '', courtId: '', urgent: ''}, 'create', choicesOf);
  assert.deepEqual(problems, {});
  assert.equal(values.claimAmount, null);
  assert.equal(values.courtId, null);
  assert.equal(values.urgent, null);
});

test('when editing, a password left blank is neither required nor sent: the stored one is kept', () => {
  const edit = readForm(FIELDS, {...FILLED, password: ''}, 'edit', choicesOf);
  assert.deepEqual(edit.problems, {});
  assert.equal('password' in edit.values, false);
  assert.equal(readForm(FIELDS, FILLED, 'edit', choicesOf).values.password, 's3cret!');
  // Creating, it is required.
  assert.deepEqual(readForm(FIELDS, {...FILLED, password: ''}, 'create', choicesOf).problems, {password: {kind: 'required'}});
});

test('a record opened for editing fills the inputs, except the password, which is never shown', () => {
  const draft = toDraft(FIELDS, {
    caseNo: 'A-1',
    claimAmount: 5,
    filedOn: '2025-06-30',
    status: 'FILED',
    courtId: 1,
    urgent: false,
    password: '$2a$10$hash',
  });
  assert.deepEqual(draft, {
    caseNo: 'A-1',
    claimAmount: '5',
    filedOn: '2025-06-30',
    status: 'FILED',
    courtId: '1',
    urgent: 'false',
    password: '',
  });
  assert.deepEqual(toDraft(FIELDS, undefined), Object.fromEntries(FIELDS.map((f) => [f.name, ''])));
});

test('a date-time is sent with an offset, as the system API requires', () => {
  assert.match(toOffsetDateTime('2025-06-12T10:30') ?? '', /^2025-06-12T10:30:00[+-]\d{2}:\d{2}$/);
  assert.equal(toOffsetDateTime('2025-02-30T10:30'), undefined);
  assert.equal(toOffsetDateTime('next Monday'), undefined);
});

test('a save that fails keeps the draft, and gives the message and the field errors of the envelope', async () => {
  const draft: Draft = {...FILLED};
  const before = structuredClone(draft);
  const rejected = Object.assign(new Error('请求参数校验失败'), {
    code: 'VALIDATION_FAILED',
    data: [
      {field: 'caseNo', message: '案号已存在'},
      {field: 'notInThisForm', message: 'ignored'},
    ],
  });
  let sent: unknown;
  const outcome = await save(FIELDS, draft, 'create', choicesOf, (values) => {
    sent = values;
    return Promise.reject(rejected);
  });
  assert.deepEqual(outcome, {kind: 'failed', message: '请求参数校验失败', fieldErrors: {caseNo: '案号已存在'}});
  assert.deepEqual(draft, before, 'what was typed is still there');
  assert.equal((sent as {claimAmount: unknown}).claimAmount, 128000.5);
});

test('a form with problems is not sent at all; a valid one is', async () => {
  let calls = 0;
  const submit = () => {
    calls++;
    return Promise.resolve();
  };
  const invalid = await save(FIELDS, {...FILLED, caseNo: ''}, 'create', choicesOf, submit);
  assert.deepEqual(invalid, {kind: 'invalid', problems: {caseNo: {kind: 'required'}}});
  assert.equal(calls, 0);
  assert.deepEqual(await save(FIELDS, FILLED, 'create', choicesOf, submit), {kind: 'saved'});
  assert.equal(calls, 1);
});

test('an error without field errors (a conflict, a network failure) still gives its message', () => {
  assert.deepEqual(failureOf(new Error('记录已被他人修改'), FIELDS), {message: '记录已被他人修改', fieldErrors: {}});
  assert.deepEqual(failureOf('offline', FIELDS), {message: 'offline', fieldErrors: {}});
});

test('every problem has a message in both languages that names the field and the limit', () => {
  for (const locale of ['zh-CN', 'en'] as const) {
    const problems = MESSAGES[locale].problems;
    assert.deepEqual(Object.keys(problems).sort(), ['date', 'max', 'maxLength', 'min', 'number', 'required']);
    assert.match(fill(problems.maxLength, {label: 'X', max: 8, length: 9}), /X.*8.*9/);
    assert.match(fill(problems.min, {label: 'X', min: 0}), /X.*0/);
  }
  assert.equal(fill(MESSAGES['zh-CN'].problems.required, {label: '案号'}), '请填写案号');
  assert.equal(fill(MESSAGES.en.problems.max, {label: 'Claim', max: 100}), 'Claim cannot be more than 100');
});
