// src/SearchParams/query.ts: a search form's criteria between the inputs, the program store's
// parameters and the address bar (docs/api/front-end/core-component/SearchParams.md).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {choicesFor, fieldKey, fromParams, fromQuery, readDraft, rowsOf, toDraft, toParams, toQuery} from '../src/SearchParams/query';
import type {SearchField} from '../src/api/SearchParams';

const FIELDS: SearchField[] = [
  {name: 'caseNo', label: 'Case no.', type: 'text'},
  {name: 'claimMin', label: 'Claim at least', type: 'number'},
  {name: 'filedOn', label: 'Filed on', type: 'dateRange', span: 2},
  {name: 'hearingOn', label: 'Hearing', type: 'date'},
  {name: 'status', label: 'Status', type: 'dict', dict: 'CASE_STATUS', multiple: true},
  {
    name: 'court',
    label: 'Court',
    type: 'select',
    options: [
      {label: 'Xuhui', value: 1},
      {label: 'Pudong', value: 2},
    ],
  },
  {name: 'urgent', label: 'Urgent', type: 'boolean'},
];
const STATUSES = ['FILED', 'IN_TRIAL', 'JUDGED', 'CLOSED'].map((value) => ({value, label: value}));
const choicesOf = (field: SearchField) => (field.type === 'select' ? field.options : field.type === 'dict' ? STATUSES : undefined);

const VALUES = {
  caseNo: 'Min Chu 12',
  claimMin: 128000.5,
  filedOn: ['2025-01-01', '2025-06-30'],
  status: ['FILED', 'CLOSED'],
  court: 2,
  urgent: false,
};

test('the parameters split a date range in two and join several choices with commas', () => {
  assert.deepEqual(toParams(FIELDS, VALUES), {
    caseNo: 'Min Chu 12',
    claimMin: 128000.5,
    filedOnFrom: '2025-01-01',
    filedOnTo: '2025-06-30',
    hearingOn: undefined,
    status: 'FILED,CLOSED',
    court: 2,
    urgent: false,
  });
});

test('an empty form still names every parameter it owns, so that a merging search clears them', () => {
  assert.deepEqual(toParams(FIELDS, {caseNo: '   ', status: []}), {
    caseNo: undefined,
    claimMin: undefined,
    filedOnFrom: undefined,
    filedOnTo: undefined,
    hearingOn: undefined,
    status: undefined,
    court: undefined,
    urgent: undefined,
  });
});

test('the query replaces the form’s own parameters, keeps the others, and keeps commas readable', () => {
  assert.equal(
    toQuery(FIELDS, VALUES, '?tab=2&caseNo=old&filedOnTo=2020-01-01'),
    '?tab=2&caseNo=Min%20Chu%2012&claimMin=128000.5&filedOnFrom=2025-01-01&filedOnTo=2025-06-30&status=FILED,CLOSED&court=2&urgent=false',
  );
  assert.equal(toQuery(FIELDS, {caseNo: '劳动'}, ''), '?caseNo=%E5%8A%B3%E5%8A%A8');
  assert.equal(toQuery(FIELDS, {filedOn: ['', '2025-06-30']}, ''), '?filedOnTo=2025-06-30');
  assert.equal(toQuery(FIELDS, {}, '?caseNo=old'), '');
  assert.equal(toQuery(FIELDS, {}, '?tab=2'), '?tab=2');
});

test('a query read back gives the same values', () => {
  assert.deepEqual(fromQuery(FIELDS, toQuery(FIELDS, VALUES), choicesOf), VALUES);
});

test('reading a query ignores unknown parameters and invalid values', () => {
  const query =
    '?tab=2&caseNo=+Min%20Chu+&claimMin=1%2C000&filedOnFrom=2025-02-30&filedOnTo=2025-06-30' +
    '&status=FILED,NOPE&court=3&urgent=yes&hearingOn=2025-06-12&unknown=1';
  assert.deepEqual(fromQuery(FIELDS, query, choicesOf), {
    caseNo: 'Min Chu',
    claimMin: 1000,
    filedOn: ['', '2025-06-30'],
    hearingOn: '2025-06-12',
    status: ['FILED'],
  });
  assert.deepEqual(fromQuery(FIELDS, '?claimMin=lots&filedOnFrom=2025-07-01&filedOnTo=2025-06-30&urgent=true', choicesOf), {urgent: true});
  assert.deepEqual(fromQuery(FIELDS, '', choicesOf), {});
});

test("a store's typed parameters read as values; a select keeps its option's type", () => {
  assert.deepEqual(
    fromParams(
      FIELDS,
      {caseNo: '', claimMin: 5, filedOnFrom: '2025-01-01', status: 'FILED,JUDGED', court: '1', urgent: true, filters: []},
      choicesOf,
    ),
    {claimMin: 5, filedOn: ['2025-01-01', ''], status: ['FILED', 'JUDGED'], court: 1, urgent: true},
  );
});

test('the draft keeps what was typed; reading it trims text and reports what cannot be searched with', () => {
  const draft = {
    caseNo: '  12 ',
    claimMin: '12x',
    filedOn: ['2025-06-30', '2025-01-01'],
    hearingOn: '',
    status: [],
    court: '2',
    urgent: 'false',
  };
  assert.deepEqual(readDraft(FIELDS, draft, choicesOf), {
    values: {caseNo: '12', court: 2, urgent: false},
    problems: {claimMin: 'number', filedOn: 'order'},
  });
  assert.deepEqual(readDraft(FIELDS, {claimMin: '128,000.50', hearingOn: '2025-13-01'}, choicesOf), {
    values: {claimMin: 128000.5},
    problems: {hearingOn: 'date'},
  });
});

test('values become the inputs’ contents', () => {
  assert.deepEqual(toDraft(FIELDS, VALUES), {
    caseNo: 'Min Chu 12',
    claimMin: '128000.5',
    filedOn: ['2025-01-01', '2025-06-30'],
    hearingOn: '',
    status: ['FILED', 'CLOSED'],
    court: '2',
    urgent: 'false',
  });
  assert.deepEqual(toDraft(FIELDS, {}).filedOn, ['', '']);
  assert.deepEqual(toDraft(FIELDS, {}).status, []);
});

test('a field means the same when it sends the same parameters', () => {
  const [caseNo, , filedOn] = FIELDS as [SearchField, SearchField, SearchField];
  assert.equal(fieldKey(caseNo, ' 12 '), fieldKey(caseNo, '12'));
  assert.equal(fieldKey(caseNo, undefined), fieldKey(caseNo, ''));
  assert.notEqual(fieldKey(filedOn, ['2025-01-01', '']), fieldKey(filedOn, ['', '2025-01-01']));
});

test('fields fall on rows by their spans; a span wider than a row takes the row', () => {
  assert.deepEqual(rowsOf([1, 1, 1, 1, 2, 1, 1], 3), [0, 0, 0, 1, 1, 2, 2]);
  assert.deepEqual(rowsOf([2, 2, 1], 3), [0, 1, 1]);
  assert.deepEqual(rowsOf([5, 1], 3), [0, 1]);
  assert.deepEqual(rowsOf([1, 1], 1), [0, 1]);
});

test('a link to a search for a foreign key keeps its value while the records to choose from are being read', () => {
  const caseField: SearchField = {name: 'caseId', label: '案件', type: 'select', options: []};
  const reading = (field: SearchField) => choicesFor(field, undefined);
  // The records are not there yet: the value is taken as it comes, not dropped from the search.
  assert.deepEqual(fromQuery([caseField], '?caseId=3', reading), {caseId: '3'});
  // Once they are, the value is one of them, with its own type; a value that is none of them is not searched for.
  const loaded = {...caseField, options: [{value: 3, label: '张三诉李四合同纠纷'}]};
  assert.deepEqual(fromQuery([loaded], '?caseId=3', reading), {caseId: 3});
  assert.deepEqual(fromQuery([loaded], '?caseId=4', reading), {});
  // A dictionary with items checks against them; an unknown one takes codes as they come, as before.
  const status: SearchField = {name: 'status', label: '状态', type: 'dict', dict: 'CASE_STATUS'};
  assert.deepEqual(
    fromQuery([status], '?status=X', (field) => choicesFor(field, [{value: 'A', label: '立案'}])),
    {},
  );
  assert.deepEqual(fromQuery([status], '?status=X', reading), {status: 'X'});
});
