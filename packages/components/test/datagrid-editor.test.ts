// DataGridEditor's pure logic (src/DataGridEditor): reading what is typed or pasted into a cell,
// the column rules and their messages in both languages, the created/updated/removed sets, where
// removed rows are shown and restored, spreadsheet blocks, and Tab between editable cells. Moving
// with the arrows, Home, End and PageUp/PageDown is the shared model of grid-keyboard.test.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MESSAGES} from '../src/DataGridEditor/messages';
import {
  editorKindOf,
  isEmptyValue,
  validateValue,
  parseNumber,
  normalizeDate,
  toOffsetDateTime,
  toLocalDateTime,
  parseInput,
  toDraft,
} from '../src/DataGridEditor/validation';
import {
  sameValue,
  changedFields,
  computeChanges,
  changeCount,
  displayRows,
  restoreIndex,
  parseClipboard,
} from '../src/DataGridEditor/changes';
import {nextEditableCell} from '../src/DataGridEditor/grid';
import type {EditorRule} from '../src/api/DataGridEditor';
import type {Key} from '@lexboot/core';
import type {Cell} from '../src/shared/grid-keyboard';

const zh = MESSAGES['zh-CN'];
const en = MESSAGES.en;
const row = {};

type Contract = {contractType: string};

test('both languages have the same texts, none of them empty', () => {
  assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
  for (const messages of [zh, en]) for (const [key, value] of Object.entries(messages)) assert.ok(value.trim() !== '', key);
});

test('a column edits with the editor its type implies unless it names one', () => {
  assert.equal(editorKindOf({}), 'text');
  assert.equal(editorKindOf({type: 'number'}), 'number');
  assert.equal(editorKindOf({type: 'date'}), 'date');
  assert.equal(editorKindOf({type: 'dict'}), 'dict');
  assert.equal(editorKindOf({type: 'boolean'}), 'checkbox');
  assert.equal(editorKindOf({type: 'dict', editor: 'select'}), 'select');
});

test('required: nothing, null and white space are empty; 0 and false are values', () => {
  for (const value of ['', '   ', null, undefined]) {
    assert.equal(isEmptyValue(value), true, String(value));
    assert.equal(validateValue(value, [{required: true}], row, zh), '不能为空');
    assert.equal(validateValue(value, [{required: true}], row, en), 'Required');
  }
  assert.equal(validateValue(0, [{required: true}], row, zh), undefined);
  assert.equal(validateValue(false, [{required: true}], row, zh), undefined);
});

test('min and max name the bound, with thousands separators', () => {
  assert.equal(validateValue(0, [{min: 0.01}], row, zh), '应大于等于 0.01');
  assert.equal(validateValue(0, [{min: 0.01}], row, en), 'Must be at least 0.01');
  assert.equal(validateValue(0.01, [{min: 0.01}], row, en), undefined);
  assert.equal(validateValue(10_000_001, [{max: 10_000_000}], row, zh), '应小于等于 10,000,000');
  assert.equal(validateValue(10_000_001, [{max: 10_000_000}], row, en), 'Must be at most 10,000,000');
  assert.equal(validateValue(-5, [{min: 0, max: 10}], row, en), 'Must be at least 0');
});

test('an empty optional cell passes min, max, maxLength and pattern', () => {
  const rules = [{min: 1}, {max: 2}, {maxLength: 1}, {pattern: /^x$/}];
  assert.equal(validateValue(null, rules, row, zh), undefined);
  assert.equal(validateValue('', rules, row, zh), undefined);
});

test('maxLength counts characters as people do: a Chinese character or an emoji is one', () => {
  const fifty = '律'.repeat(50);
  assert.equal(validateValue(fifty, [{maxLength: 50}], row, zh), undefined);
  assert.equal(validateValue(`${fifty}所`, [{maxLength: 50}], row, zh), '不能超过 50 个字');
  assert.equal(validateValue(`${fifty}所`, [{maxLength: 50}], row, en), 'At most 50 characters');
  // Three emoji are six UTF-16 units.
  assert.equal(validateValue('😀😀😀', [{maxLength: 3}], row, en), undefined);
});

test('pattern fails with the built-in text, the same every time even for a /g pattern', () => {
  assert.equal(validateValue('HT-25-1', [{pattern: /^HT-\d{4}-\d{4}$/}], row, zh), '格式不正确');
  assert.equal(validateValue('HT-25-1', [{pattern: /^HT-\d{4}-\d{4}$/}], row, en), 'Invalid format');
  assert.equal(validateValue('HT-2025-0001', [{pattern: /^HT-\d{4}-\d{4}$/}], row, en), undefined);
  const global = /\d/g;
  for (let i = 0; i < 3; i += 1) assert.equal(validateValue('a1', [{pattern: global}], row, en), undefined);
});

test('message replaces the built-in text of its own rule only; the first failing rule wins', () => {
  const rules = [{required: true, message: '请填写合同编号'}, {pattern: /^HT-/}];
  assert.equal(validateValue('', rules, row, zh), '请填写合同编号');
  assert.equal(validateValue('X', rules, row, zh), '格式不正确');
  assert.equal(validateValue('', [{maxLength: 3}, {required: true}], row, en), 'Required');
});

test('validate sees the whole row; an empty string or undefined passes', () => {
  const rules: EditorRule<Contract>[] = [
    {validate: (value, candidate) => (candidate.contractType !== 'NDA' && value === null ? 'Amount needed' : undefined)},
  ];
  assert.equal(validateValue(null, rules, {contractType: 'SERVICE'}, en), 'Amount needed');
  assert.equal(validateValue(null, rules, {contractType: 'NDA'}, en), undefined);
  assert.equal(validateValue('x', [{validate: () => ''}], row, en), undefined);
});

test('numbers are read as people type and paste them', () => {
  assert.equal(parseNumber('1,234.5'), 1234.5);
  assert.equal(parseNumber('１２３'), 123);
  assert.equal(parseNumber('¥ 3,000'), 3000);
  assert.equal(parseNumber(' -2 '), -2);
  assert.equal(parseNumber('.5'), 0.5);
  assert.equal(parseNumber('1e3'), 1000);
  assert.equal(parseNumber(''), null);
  assert.equal(parseNumber('  '), null);
  assert.equal(parseNumber('12a'), undefined);
  assert.equal(parseNumber('1.2.3'), undefined);
});

test('dates from Excel and WPS become YYYY-MM-DD; days that do not exist are refused', () => {
  assert.equal(normalizeDate('2025-6-12'), '2025-06-12');
  assert.equal(normalizeDate('2025/06/12'), '2025-06-12');
  assert.equal(normalizeDate('2025.6.1'), '2025-06-01');
  assert.equal(normalizeDate('2025年6月12日'), '2025-06-12');
  assert.equal(normalizeDate('2024-02-29'), '2024-02-29');
  assert.equal(normalizeDate('2025-02-29'), undefined);
  assert.equal(normalizeDate('2025-13-01'), undefined);
  assert.equal(normalizeDate('12/06/2025'), undefined);
  assert.equal(normalizeDate(''), '');
});

test('a local date and time gets the offset the system API requires, and back', () => {
  assert.equal(toOffsetDateTime('2025-06-12T10:30', 480), '2025-06-12T10:30:00+08:00');
  assert.equal(toOffsetDateTime('2025-06-12T10:30', -300), '2025-06-12T10:30:00-05:00');
  assert.equal(toOffsetDateTime('2025-06-12 10:30', 330), '2025-06-12T10:30:00+05:30');
  assert.equal(toOffsetDateTime('2025-06-12T25:00', 480), undefined);
  assert.equal(toLocalDateTime('2025-06-12T10:30:00+08:00', 480), '2025-06-12T10:30');
  assert.equal(toLocalDateTime('2025-06-12T10:30:00+08:00', 0), '2025-06-12T02:30');
  assert.equal(toLocalDateTime(null, 480), '');
});

test('parseInput: unreadable text fails with a message in the language; readable text becomes the value', () => {
  assert.deepEqual(parseInput('number', '12a', {texts: zh}), {ok: false, message: '请输入数字'});
  assert.deepEqual(parseInput('number', '12a', {texts: en}), {ok: false, message: 'Enter a number'});
  assert.deepEqual(parseInput('number', '', {texts: en}), {ok: true, value: null});
  assert.deepEqual(parseInput('date', '2025/6/1', {texts: en}), {ok: true, value: '2025-06-01'});
  assert.deepEqual(parseInput('date', 'tomorrow', {texts: zh}), {ok: false, message: '请输入有效的日期，例如 2025-06-12'});
  assert.deepEqual(parseInput('datetime', '2025-06-12T10:30', {texts: en, offsetOf: () => 480}), {
    ok: true,
    value: '2025-06-12T10:30:00+08:00',
  });
  assert.deepEqual(parseInput('text', '  keep spaces ', {texts: en}), {ok: true, value: '  keep spaces '});
  assert.deepEqual(parseInput('checkbox', true, {texts: en}), {ok: true, value: true});
  assert.deepEqual(parseInput('checkbox', '是', {texts: en}), {ok: true, value: true});
  assert.deepEqual(parseInput('checkbox', 'No', {texts: en}), {ok: true, value: false});
});

test('select and dict editors take a value or a label, and keep a numeric value a number', () => {
  const options = [
    {value: 'SERVICE', label: '服务合同'},
    {value: 'LEASE', label: '租赁合同'},
  ];
  assert.deepEqual(parseInput('dict', '服务合同', {texts: zh, options}), {ok: true, value: 'SERVICE'});
  assert.deepEqual(parseInput('dict', 'LEASE', {texts: zh, options}), {ok: true, value: 'LEASE'});
  assert.deepEqual(parseInput('dict', '', {texts: zh, options}), {ok: true, value: null});
  assert.deepEqual(
    parseInput('select', '2', {
      texts: zh,
      options: [
        {value: 1, label: '一'},
        {value: 2, label: '二'},
      ],
    }),
    {ok: true, value: 2},
  );
  assert.deepEqual(parseInput('select', 'Unknown', {texts: zh, options}), {ok: true, value: 'Unknown'});
});

test('an editor starts from the value as plain text', () => {
  assert.equal(toDraft('number', 1234.5), '1234.5');
  assert.equal(toDraft('number', null), '');
  assert.equal(toDraft('date', '2025-06-12T00:00:00Z'), '2025-06-12');
  assert.equal(toDraft('select', 2), '2');
  assert.equal(toDraft('checkbox', true), true);
  assert.equal(toDraft('checkbox', null), false);
  assert.equal(toDraft('datetime', '2025-06-12T10:30:00+08:00', 480), '2025-06-12T10:30');
});

/** A saved row's id, or a key made up for a new row (the same one each time). */
const keyOf = (() => {
  const temp = new WeakMap<object, Key>();
  let count = 0;
  return (item: {id?: Key}): Key => item.id ?? temp.get(item) ?? (temp.set(item, `new-${++count}`), temp.get(item)!);
})();

test('changes: created rows have no key, updated rows differ, removed rows give their keys', () => {
  type Claim = {id?: number; name: string; amount: number | null};
  const one: Claim = {id: 1, name: 'A', amount: 10};
  const baseline: Claim[] = [one, {id: 2, name: 'B', amount: null}, {id: 3, name: 'C', amount: 30}];
  const added: Claim = {name: 'D', amount: 40};
  const current: Claim[] = [one, {id: 2, name: 'B2', amount: null}, added];
  assert.deepEqual(computeChanges(baseline, current, keyOf), {
    created: [added],
    updated: [{id: 2, name: 'B2', amount: null}],
    removed: [3],
  });
  assert.equal(changeCount(computeChanges(baseline, current, keyOf)), 3);
  assert.equal(changeCount(computeChanges(baseline, baseline, keyOf)), 0);
});

test('a value edited back, or a blank that became another blank, is no change', () => {
  const baseline = [{id: 1, name: 'A', amount: null, signedOn: ''}];
  const current = [{id: 1, name: 'A', amount: '', signedOn: null}];
  assert.deepEqual(computeChanges(baseline, current, keyOf), {created: [], updated: [], removed: []});
  assert.equal(sameValue(0, ''), false);
  assert.equal(sameValue(Number.NaN, Number.NaN), true);
  assert.deepEqual([...changedFields({id: 1, a: 1, b: 'x'}, {id: 1, a: 2, b: 'x', c: 'new'})], ['a', 'c']);
});

test('removed rows are shown where they were, after the row above them; new rows stay last', () => {
  const rows = [1, 2, 3, 4].map((id) => ({id, name: `#${id}`}));
  const added = {name: 'new'};
  const display = displayRows<{id?: number; name: string}>(rows, [rows[0]!, rows[2]!, added], keyOf);
  assert.deepEqual(
    display.map((entry) => [entry.row.name, entry.state]),
    [
      ['#1', 'kept'],
      ['#2', 'removed'],
      ['#3', 'kept'],
      ['#4', 'removed'],
      ['new', 'created'],
    ],
  );
  // Restoring #4 puts it back after #1 and #3 of the current rows [#1, #3, new].
  assert.equal(restoreIndex(display, 3), 2);
  assert.equal(restoreIndex(display, 1), 1);
  // A removed first row stays first.
  assert.deepEqual(
    displayRows(rows.slice(0, 2), [rows[1]!], keyOf).map((entry) => entry.key),
    [1, 2],
  );
});

test('a removed row shows the version the user last saw, edits included', () => {
  const edited = {id: 2, name: 'edited'};
  const display = displayRows(
    [
      {id: 1, name: 'a'},
      {id: 2, name: 'b'},
    ],
    [{id: 1, name: 'a'}],
    keyOf,
    (key) => (key === 2 ? edited : undefined),
  );
  assert.equal(display[1]?.row, edited);
  assert.equal(display[1]?.state, 'removed');
});

test('a block copied from Excel: rows by line, cells by tab, quoted cells as Excel writes them', () => {
  assert.deepEqual(parseClipboard('a\tb\r\nc\td\r\n'), [
    ['a', 'b'],
    ['c', 'd'],
  ]);
  assert.deepEqual(parseClipboard('"x\ty"\tz\n'), [['x\ty', 'z']]);
  assert.deepEqual(parseClipboard('"line 1\nline 2"\tz'), [['line 1\nline 2', 'z']]);
  assert.deepEqual(parseClipboard('"a""b"'), [['a"b']]);
  assert.deepEqual(parseClipboard('5" screen\t2'), [['5" screen', '2']]);
  assert.deepEqual(parseClipboard('a\t\tb'), [['a', '', 'b']]);
  assert.deepEqual(parseClipboard('only'), [['only']]);
  assert.deepEqual(parseClipboard(''), []);
});

test('Tab goes to the next editable cell in reading order, and reports the edge', () => {
  const size = {rows: 3, cols: 3};
  const editable = ({col}: Cell) => col !== 1;
  assert.deepEqual(nextEditableCell({row: 1, col: 0}, 1, size, editable), {row: 1, col: 2});
  assert.deepEqual(nextEditableCell({row: 1, col: 2}, 1, size, editable), {row: 2, col: 0});
  assert.equal(nextEditableCell({row: 2, col: 2}, 1, size, editable), undefined);
  assert.deepEqual(nextEditableCell({row: 2, col: 0}, -1, size, editable), {row: 1, col: 2});
  assert.equal(nextEditableCell({row: 1, col: 0}, -1, size, editable), undefined);
});
