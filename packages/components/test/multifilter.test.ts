// src/MultiFilter/conditions.ts: the operators each field offers, the `filter` parameters of the
// system API (docs/api/back-end/system-api-specification.md), checking what an editor produced, and
// matching records in memory as the back end would.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  adaptValue,
  isFilterCondition,
  matchesConditions,
  normalizeCondition,
  operatorsFor,
  sameCondition,
  toFilterParams,
} from '../src/MultiFilter/conditions';
import type {FilterCondition, FilterField} from '../src/api/MultiFilter';

test('each field type offers the operators the MultiFilter page lists, the default first', () => {
  assert.deepEqual(operatorsFor({type: 'text'}), ['contains', 'eq', 'ne']);
  assert.deepEqual(operatorsFor({type: 'number'}), ['eq', 'gt', 'ge', 'lt', 'le', 'between']);
  assert.deepEqual(operatorsFor({type: 'date'}), ['eq', 'gt', 'ge', 'lt', 'le', 'between']);
  assert.deepEqual(operatorsFor({type: 'datetime'}), ['eq', 'gt', 'ge', 'lt', 'le', 'between']);
  assert.deepEqual(operatorsFor({type: 'dict'}), ['in', 'eq', 'ne']);
  assert.deepEqual(operatorsFor({type: 'boolean'}), ['eq']);
});

test("a field's `operators` restrict the choice, in the field's order, dropping what its type cannot do", () => {
  assert.deepEqual(operatorsFor({type: 'number', operators: ['le', 'contains', 'ge']}), ['le', 'ge']);
  assert.deepEqual(operatorsFor({type: 'dict', operators: ['eq']}), ['eq']);
  // Nothing usable left: the type's own operators, rather than a field nobody can filter on.
  assert.deepEqual(operatorsFor({type: 'boolean', operators: ['gt']}), ['eq']);
});

test('toFilterParams writes field:operator:value, lists and ranges joined with commas (the documented example)', () => {
  assert.deepEqual(
    toFilterParams([
      {field: 'status', operator: 'in', value: ['OPEN', 'PENDING']},
      {field: 'filedOn', operator: 'between', value: ['2025-01-01', '2025-06-30']},
      {field: 'title', operator: 'contains', value: '劳动争议'},
    ]),
    ['status:in:OPEN,PENDING', 'filedOn:between:2025-01-01,2025-06-30', 'title:contains:劳动争议'],
  );
  assert.deepEqual(toFilterParams([]), []);
});

test('normalizeCondition trims text and writes numbers plainly, as the filter parameter takes them', () => {
  assert.deepEqual(normalizeCondition('text', {field: 'title', operator: 'contains', value: '  lease '}), {
    condition: {field: 'title', operator: 'contains', value: 'lease'},
  });
  assert.deepEqual(normalizeCondition('number', {field: 'claim', operator: 'ge', value: ' 1,280,000.50 '}), {
    condition: {field: 'claim', operator: 'ge', value: '1280000.5'},
  });
  assert.deepEqual(normalizeCondition('dict', {field: 'status', operator: 'in', value: ['FILED', ' ', 'FILED', 'CLOSED']}), {
    condition: {field: 'status', operator: 'in', value: ['FILED', 'CLOSED']},
  });
});

test('normalizeCondition names what is wrong with bad input', () => {
  assert.deepEqual(normalizeCondition('text', {field: 'title', operator: 'eq', value: '   '}), {problem: 'required'});
  assert.deepEqual(normalizeCondition('dict', {field: 'status', operator: 'in', value: []}), {problem: 'required'});
  assert.deepEqual(normalizeCondition('number', {field: 'claim', operator: 'gt', value: '12x'}), {problem: 'number'});
  assert.deepEqual(normalizeCondition('date', {field: 'filedOn', operator: 'eq', value: '2025-02-30'}), {problem: 'date'});
  assert.deepEqual(normalizeCondition('date', {field: 'filedOn', operator: 'between', value: ['2025-01-01', '']}), {problem: 'required'});
  assert.deepEqual(normalizeCondition('date', {field: 'filedOn', operator: 'between', value: ['2025-06-30', '2025-01-01']}), {
    problem: 'order',
  });
  // 100 > 20 as numbers, although "100" < "20" as text.
  assert.deepEqual(normalizeCondition('number', {field: 'claim', operator: 'between', value: ['100', '20']}), {problem: 'order'});
  assert.deepEqual(normalizeCondition('number', {field: 'claim', operator: 'between', value: ['20', '100']}), {
    condition: {field: 'claim', operator: 'between', value: ['20', '100']},
  });
});

test('conditions are the same whatever the order of an `in` list, but not of a range', () => {
  assert.equal(sameCondition({field: 's', operator: 'in', value: ['A', 'B']}, {field: 's', operator: 'in', value: ['B', 'A']}), true);
  assert.equal(sameCondition({field: 's', operator: 'in', value: ['A', 'B']}, {field: 's', operator: 'in', value: ['A']}), false);
  assert.equal(
    sameCondition({field: 'n', operator: 'between', value: ['1', '2']}, {field: 'n', operator: 'between', value: ['2', '1']}),
    false,
  );
  assert.equal(sameCondition({field: 's', operator: 'eq', value: 'A'}, {field: 's', operator: 'ne', value: 'A'}), false);
});

test('changing the operator keeps what it can of the value, in the shape the new operator takes', () => {
  assert.deepEqual(adaptValue('FILED', 'in'), ['FILED']);
  assert.deepEqual(adaptValue('', 'in'), []);
  assert.deepEqual(adaptValue(['FILED', 'CLOSED'], 'eq'), 'FILED');
  assert.deepEqual(adaptValue('2025-01-01', 'between'), ['2025-01-01', '']);
  assert.deepEqual(adaptValue(['', '2025-06-30'], 'lt'), '2025-06-30');
});

test('isFilterCondition accepts only what the component can show', () => {
  assert.equal(isFilterCondition({field: 'status', operator: 'in', value: ['A']}), true);
  assert.equal(isFilterCondition({field: 'status', operator: 'like', value: 'A'}), false);
  assert.equal(isFilterCondition({field: 'status', operator: 'eq', value: 3}), false);
  assert.equal(isFilterCondition(null), false);
});

const FIELDS: Pick<FilterField, 'name' | 'type'>[] = [
  {name: 'title', type: 'text'},
  {name: 'claim', type: 'number'},
  {name: 'filedOn', type: 'date'},
  {name: 'updatedAt', type: 'datetime'},
  {name: 'status', type: 'dict'},
  {name: 'urgent', type: 'boolean'},
];
const ROWS = [
  {
    id: 1,
    title: 'Labour dispute',
    claim: 900,
    filedOn: '2025-01-31',
    updatedAt: '2025-02-01T01:30:00+08:00',
    status: 'FILED',
    urgent: true,
  },
  {
    id: 2,
    title: 'Lease dispute',
    claim: 10000,
    filedOn: '2024-12-31',
    updatedAt: '2025-03-10T09:00:00+08:00',
    status: 'CLOSED',
    urgent: false,
  },
  {id: 3, title: 'Trademark', claim: null, filedOn: '2025-06-30', updatedAt: '2025-06-30T18:00:00+08:00', status: 'JUDGED', urgent: false},
];
const ids = (conditions: FilterCondition[]) => ROWS.filter((row) => matchesConditions(row, conditions, FIELDS)).map((row) => row.id);

test('numbers compare as numbers, and a record without a value matches nothing, not even `ne`', () => {
  // As text, "900" > "1000" would let case 1 through.
  assert.deepEqual(ids([{field: 'claim', operator: 'gt', value: '1000'}]), [2]);
  assert.deepEqual(ids([{field: 'claim', operator: 'le', value: '900'}]), [1]);
  assert.deepEqual(ids([{field: 'claim', operator: 'ne', value: '900'}]), [2]);
  assert.deepEqual(ids([{field: 'claim', operator: 'between', value: ['900', '10000']}]), [1, 2]);
});

test('dates compare as YYYY-MM-DD, ranges include both ends, date-times by their day', () => {
  assert.deepEqual(ids([{field: 'filedOn', operator: 'between', value: ['2025-01-01', '2025-06-30']}]), [1, 3]);
  assert.deepEqual(ids([{field: 'filedOn', operator: 'lt', value: '2025-01-01'}]), [2]);
  assert.deepEqual(ids([{field: 'filedOn', operator: 'ge', value: '2025-01-31'}]), [1, 3]);
  assert.deepEqual(ids([{field: 'updatedAt', operator: 'eq', value: '2025-02-01'}]), [1]);
  assert.deepEqual(ids([{field: 'updatedAt', operator: 'gt', value: '2025-03-10'}]), [3]);
});

test('text, dictionary and boolean conditions, and "and" between conditions', () => {
  assert.deepEqual(ids([{field: 'title', operator: 'contains', value: 'DISPUTE'}]), [1, 2]);
  assert.deepEqual(ids([{field: 'title', operator: 'eq', value: 'Trademark'}]), [3]);
  assert.deepEqual(ids([{field: 'status', operator: 'in', value: ['FILED', 'JUDGED']}]), [1, 3]);
  assert.deepEqual(ids([{field: 'status', operator: 'ne', value: 'CLOSED'}]), [1, 3]);
  assert.deepEqual(ids([{field: 'urgent', operator: 'eq', value: 'false'}]), [2, 3]);
  assert.deepEqual(
    ids([
      {field: 'status', operator: 'in', value: ['FILED', 'CLOSED']},
      {field: 'claim', operator: 'ge', value: '1000'},
    ]),
    [2],
  );
  assert.deepEqual(ids([]), [1, 2, 3]);
});
