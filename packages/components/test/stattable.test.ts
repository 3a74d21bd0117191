// StatTable's aggregation engine and measure formats (src/StatTable/): groups, subtotals, the total
// and pivot columns worked out by hand from small data sets, and the display rows with their merged
// cells, collapsed groups and labels.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {inspect} from 'node:util';
import {
  buildStats,
  layoutRows,
  withRowHeaders,
  aggregateRows,
  compareValues,
  numericValue,
  type DisplayRow,
  type LayoutOptions,
  type MeasureSpec,
  type StatOptions,
} from '../src/StatTable/stats';
import type {StatDimension, StatMeasure} from '../src/api/StatTable';

/** The item at `index`, failing the test when there is none. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  assert.ok(item !== undefined, `no item at ${index}`);
  return item;
}
import {formatMeasure, defaultFormat, type MeasureFormatOptions} from '../src/StatTable/measure-format';
import type {UiLocale} from '@lexboot/core';

// Team A: Li has two cases (one without a fee), Wang shares case 2 with Li. Team B has no hours.
// Two rows have no team (null and ''), which makes one "(empty)" group.
type Timesheet = {team: string | null; lawyer: string; caseId: number; hours: number | null; fee: number | null};

const TIMESHEET: Timesheet[] = [
  {team: 'A', lawyer: 'Li', caseId: 1, hours: 2, fee: 100},
  {team: 'A', lawyer: 'Li', caseId: 2, hours: 4, fee: null},
  {team: 'A', lawyer: 'Wang', caseId: 2, hours: 6, fee: 300},
  {team: 'B', lawyer: 'Zhao', caseId: 3, hours: null, fee: 50},
  {team: null, lawyer: 'Qian', caseId: 4, hours: 1, fee: null},
  {team: '', lawyer: 'Sun', caseId: 5, hours: 3, fee: null},
];

const MEASURES: MeasureSpec<Timesheet>[] = [
  {key: 'rows', field: 'caseId', aggregate: 'count'},
  {key: 'cases', field: 'caseId', aggregate: 'countDistinct'},
  {key: 'hours', field: 'hours', aggregate: 'sum'},
  {key: 'avgHours', field: 'hours', aggregate: 'avg'},
  {key: 'fee', field: 'fee'},
  {key: 'minFee', field: 'fee', aggregate: 'min'},
  {key: 'maxFee', field: 'fee', aggregate: 'max'},
];

const byTeamAndLawyer = (data: Timesheet[] = TIMESHEET, extra: Partial<StatOptions<Timesheet>> = {}) =>
  buildStats(data, {dimensions: [{field: 'team'}, {field: 'lawyer'}], measures: MEASURES, ...extra});

test('nested groups in ascending order, the empty team (null and "") last as one group', () => {
  const {groups, depth} = byTeamAndLawyer();
  assert.equal(depth, 2);
  assert.deepEqual(
    groups.map((g) => [g.value, g.isEmpty, g.rows.length]),
    [
      ['A', false, 3],
      ['B', false, 1],
      [null, true, 2],
    ],
  );
  assert.deepEqual(
    at(groups, 0).children.map((g) => g.value),
    ['Li', 'Wang'],
  );
  assert.deepEqual(
    at(groups, 2).children.map((g) => g.value),
    ['Qian', 'Sun'],
  );
  assert.deepEqual(at(at(groups, 0).children, 0).children, [], 'the last level has no groups below it');
  // Keys are unique and say which parent a group belongs to.
  assert.notEqual(at(at(groups, 0).children, 0).key, at(at(groups, 1).children, 0).key);
});

test("team A's measures are recomputed from its rows: nulls skipped by sum/avg/min/max, counted by count", () => {
  const teamA = at(byTeamAndLawyer().groups, 0);
  assert.deepEqual(teamA.cells.values, {rows: 3, cases: 2, hours: 12, avgHours: 4, fee: 400, minFee: 100, maxFee: 300});
  const [li, wang] = [at(teamA.children, 0), at(teamA.children, 1)];
  assert.deepEqual(li.cells.values, {rows: 2, cases: 2, hours: 6, avgHours: 3, fee: 100, minFee: 100, maxFee: 100});
  assert.deepEqual(wang.cells.values, {rows: 1, cases: 1, hours: 6, avgHours: 6, fee: 300, minFee: 300, maxFee: 300});
  // The average of the lawyers' averages would be (3 + 6) / 2 = 4.5; the team's is over its rows: 12 / 3.
  assert.equal(teamA.cells.values.avgHours, 4);
});

test('a group whose measure field is all null shows no value rather than 0; count still counts it', () => {
  const {groups} = byTeamAndLawyer();
  const [teamB, empty] = [at(groups, 1), at(groups, 2)];
  assert.deepEqual(teamB.cells.values, {rows: 1, cases: 1, hours: null, avgHours: null, fee: 50, minFee: 50, maxFee: 50});
  assert.deepEqual(empty.cells.values, {rows: 2, cases: 2, hours: 4, avgHours: 2, fee: null, minFee: null, maxFee: null});
});

test('the grand total is computed from all detail rows; countDistinct counts case 2 once', () => {
  const {total} = byTeamAndLawyer();
  assert.deepEqual(total.values, {rows: 6, cases: 5, hours: 16, avgHours: 3.2, fee: 450, minFee: 50, maxFee: 300});
  assert.deepEqual(total.pivot, []);
});

test('an empty dataSource gives no groups and a total of nothing (null) except counts', () => {
  const {groups, total, pivotColumns} = byTeamAndLawyer([]);
  assert.deepEqual(groups, []);
  assert.deepEqual(pivotColumns, []);
  assert.deepEqual(total.values, {rows: null, cases: null, hours: null, avgHours: null, fee: null, minFee: null, maxFee: null});
});

test('a function measure gets every detail row of the group, at every level', () => {
  const feePerHour: MeasureSpec<Timesheet> = {
    key: 'rate',
    field: 'fee',
    aggregate: (rows) => {
      const hours = rows.reduce((sum, row) => sum + (row.hours ?? 0), 0);
      const fee = rows.reduce((sum, row) => sum + (row.fee ?? 0), 0);
      return hours === 0 ? Number.NaN : fee / hours;
    },
  };
  const seen: number[] = [];
  const counting: MeasureSpec<Timesheet> = {key: 'seen', field: 'fee', aggregate: (rows) => (seen.push(rows.length), rows.length)};
  const {groups, total} = buildStats(TIMESHEET, {dimensions: [{field: 'team'}], measures: [feePerHour, counting]});
  assert.equal(at(groups, 0).cells.values.rate, 400 / 12);
  // Team B has no hours: NaN from the function is shown as no value.
  assert.equal(at(groups, 1).cells.values.rate, null);
  assert.equal(total.values.rate, 450 / 16);
  assert.deepEqual(seen.sort(), [1, 2, 3, 6]);
});

test('order: desc, a comparator, and a dictionary order with unknown values after it; empty stays last', () => {
  const teams = (order?: StatDimension<Timesheet>['order'], itemOrder?: readonly unknown[]) =>
    buildStats([...TIMESHEET, {team: 'C', lawyer: 'Ma', caseId: 6, hours: 1, fee: 1}], {
      dimensions: [{field: 'team', order, itemOrder}],
      measures: [],
    }).groups.map((g) => g.value);
  assert.deepEqual(teams(), ['A', 'B', 'C', null]);
  assert.deepEqual(teams('desc'), ['C', 'B', 'A', null]);
  assert.deepEqual(
    teams((a, b) => (a === 'B' ? -1 : b === 'B' ? 1 : 0)),
    ['B', 'A', 'C', null],
  );
  assert.deepEqual(teams('asc', ['B', 'A']), ['B', 'A', 'C', null]);
  assert.deepEqual(teams('desc', ['B', 'A']), ['C', 'A', 'B', null]);
});

test('numbers sort by size, not as text; numbers come before text', () => {
  const values = buildStats([{n: 10}, {n: 9}, {n: 100}, {n: 'x'}, {n: -1}], {dimensions: [{field: 'n'}], measures: []}).groups.map(
    (g) => g.value,
  );
  assert.deepEqual(values, [-1, 9, 10, 100, 'x']);
  assert.ok(compareValues(new Date('2025-01-02'), new Date('2024-12-31')) > 0);
  assert.ok(compareValues('上海', '北京') !== 0);
});

test('measure values: numbers and numeric strings count, anything else is no value', () => {
  assert.equal(numericValue(3), 3);
  assert.equal(numericValue('128000.50'), 128000.5);
  for (const value of [null, undefined, '', '  ', 'abc', Number.NaN, Infinity, {}]) assert.equal(numericValue(value), null, inspect(value));
  assert.equal(aggregateRows([{x: '1.5'}, {x: 2}, {x: 'n/a'}], {field: 'x', aggregate: 'sum'}), 3.5);
  assert.equal(aggregateRows([{x: '1.5'}, {x: 2}, {x: 'n/a'}], {field: 'x', aggregate: 'count'}), 3);
});

test('pivot: one set of measures per pivot value (in order, empty last), empty where a group has none', () => {
  const data = [
    {team: 'A', month: '2025-02', hours: 2},
    {team: 'A', month: '2025-01', hours: 3},
    {team: 'A', month: '2025-02', hours: 4},
    {team: 'B', month: '2025-01', hours: 5},
    {team: 'B', month: null, hours: 1},
  ];
  const {groups, total, pivotColumns} = buildStats(data, {
    dimensions: [{field: 'team'}],
    measures: [{field: 'hours'}, {key: 'n', field: 'hours', aggregate: 'count'}],
    pivot: {field: 'month'},
  });
  assert.deepEqual(
    pivotColumns.map((c) => [c.value, c.isEmpty]),
    [
      ['2025-01', false],
      ['2025-02', false],
      [null, true],
    ],
  );
  assert.deepEqual(at(groups, 0).cells.pivot, [
    {hours: 3, n: 1},
    {hours: 6, n: 2},
    {hours: null, n: null},
  ]);
  assert.deepEqual(at(groups, 0).cells.values, {hours: 9, n: 3});
  assert.deepEqual(at(groups, 1).cells.pivot, [
    {hours: 5, n: 1},
    {hours: null, n: null},
    {hours: 1, n: 1},
  ]);
  assert.deepEqual(total.pivot, [
    {hours: 8, n: 2},
    {hours: 6, n: 2},
    {hours: 1, n: 1},
  ]);
  assert.deepEqual(total.values, {hours: 15, n: 5});
});

// ---- Display rows -----------------------------------------------------------------------------

type Hours = {team: string; lawyer: string; month: string; hours: number};

const HOURS: Hours[] = [
  {team: 'A', lawyer: 'Li', month: '01', hours: 1},
  {team: 'A', lawyer: 'Li', month: '02', hours: 2},
  {team: 'A', lawyer: 'Wang', month: '01', hours: 4},
  {team: 'B', lawyer: 'Zhao', month: '03', hours: 8},
];
const threeLevels = buildStats(HOURS, {dimensions: [{field: 'team'}, {field: 'lawyer'}, {field: 'month'}], measures: [{field: 'hours'}]});
const layout = (options: Partial<LayoutOptions> = {}) =>
  layoutRows(threeLevels, {
    showSubtotal: true,
    showGrandTotal: true,
    mergeCells: true,
    collapsible: true,
    collapsed: new Set(),
    levelSubtotals: [true, true, true],
    ...options,
  });

/** A row as text: kind, hours, then its lead cells (value×rowSpan, * for a toggle; label@level/colSpan). */
function describe(row: DisplayRow<Hours>) {
  const lead = row.lead.map((cell) =>
    cell.type === 'group'
      ? `${String(cell.group.value)}${cell.rowSpan > 1 ? `×${cell.rowSpan}` : ''}${cell.toggle ? '*' : ''}`
      : `label@${cell.level}/${cell.colSpan}`,
  );
  return `${row.kind} ${row.cells.values.hours} | ${lead.join(' ')}`;
}

test('rows: details, a subtotal after each group but the last level, the total; equal values merged', () => {
  assert.deepEqual(layout().map(describe), [
    'detail 1 | A×5* Li×2* 01',
    'detail 2 | 02',
    'subtotal 3 | label@1/2',
    'detail 4 | Wang* 01',
    'subtotal 4 | label@1/2',
    'subtotal 7 | label@0/3',
    'detail 8 | B×2* Zhao* 03',
    'subtotal 8 | label@1/2',
    'subtotal 8 | label@0/3',
    'total 15 | label@0/3',
  ]);
});

test('each row lists the header cells that cover it: its own, and the merged group cells of earlier rows that reach down to it', () => {
  const headers = withRowHeaders(layout(), 'x').map(({rowHeaders}) => rowHeaders.join(' '));
  assert.deepEqual(headers, [
    'x-r0-0 x-r0-1 x-r0-2', // A, Li, 01
    'x-r0-0 x-r0-1 x-r1-2', // under A and Li: 02
    'x-r0-0 x-r2-1', // under A: Li's subtotal label
    'x-r0-0 x-r3-1 x-r3-2', // under A: Wang, 01
    'x-r0-0 x-r4-1', // under A: Wang's subtotal label
    'x-r5-0', // A's subtotal: A's cell spans rows 0 to 4 only
    'x-r6-0 x-r6-1 x-r6-2', // B, Zhao, 03
    'x-r6-0 x-r7-1', // under B: Zhao's subtotal label
    'x-r8-0', // B's subtotal
    'x-r9-0', // the total
  ]);
  // Without merging, no cell spans rows: each row has only its own.
  assert.deepEqual(
    withRowHeaders(layout({mergeCells: false}), 'x')
      .slice(0, 2)
      .map(({rowHeaders}) => rowHeaders.join(' ')),
    ['x-r0-0 x-r0-1 x-r0-2', 'x-r1-0 x-r1-1 x-r1-2'],
  );
});

test('without merging, every row repeats its groups; the toggle stays on the first row of a group', () => {
  assert.deepEqual(layout({mergeCells: false}).slice(0, 6).map(describe), [
    'detail 1 | A* Li* 01',
    'detail 2 | A Li 02',
    'subtotal 3 | A label@1/2',
    'detail 4 | A Wang* 01',
    'subtotal 4 | A label@1/2',
    'subtotal 7 | label@0/3',
  ]);
});

test('a collapsed group becomes one row (its value, then its subtotal) under the key of its first row', () => {
  const expanded = layout();
  const collapsedA = layout({collapsed: new Set([at(threeLevels.groups, 0).key])});
  assert.deepEqual(collapsedA.map(describe), [
    'collapsed 7 | A* label@1/2',
    'detail 8 | B×2* Zhao* 03',
    'subtotal 8 | label@1/2',
    'subtotal 8 | label@0/3',
    'total 15 | label@0/3',
  ]);
  // The row keeps its key, so the toggle button in it is the same element before and after.
  assert.equal(at(collapsedA, 0).key, at(expanded, 0).key);

  const li = at(at(threeLevels.groups, 0).children, 0);
  assert.deepEqual(
    layout({collapsed: new Set([li.key])})
      .slice(0, 4)
      .map(describe),
    ['collapsed 3 | A×3* Li* label@2/1', 'detail 4 | Wang* 01', 'subtotal 4 | label@1/2', 'subtotal 7 | label@0/3'],
  );
  // Collapsing is ignored when the table is not collapsible.
  assert.deepEqual(
    at(layout({collapsible: false, collapsed: new Set([li.key])}), 0).lead.map((cell) => (cell.type === 'group' ? cell.toggle : undefined)),
    [false, false, false],
  );
});

test('subtotals and the total can be switched off, per level too; a collapsed group still shows its row', () => {
  assert.deepEqual(layout({showSubtotal: false, showGrandTotal: false}).map(describe), [
    'detail 1 | A×3* Li×2* 01',
    'detail 2 | 02',
    'detail 4 | Wang* 01',
    'detail 8 | B* Zhao* 03',
  ]);
  const perLevel = layout({levelSubtotals: [false, true, true], collapsed: new Set([at(threeLevels.groups, 1).key])}).map(describe);
  assert.deepEqual(perLevel, [
    'detail 1 | A×5* Li×2* 01',
    'detail 2 | 02',
    'subtotal 3 | label@1/2',
    'detail 4 | Wang* 01',
    'subtotal 4 | label@1/2',
    'collapsed 8 | B* label@1/2',
    'total 15 | label@0/3',
  ]);
});

test('no dimensions: the total row is the table, whatever showGrandTotal says', () => {
  const flat = buildStats(HOURS, {dimensions: [], measures: [{field: 'hours'}]});
  const rows = layoutRows(flat, {
    showSubtotal: true,
    showGrandTotal: false,
    mergeCells: true,
    collapsible: false,
    collapsed: new Set(),
    levelSubtotals: [],
  });
  assert.deepEqual(rows.map(describe), ['total 15 | label@0/1']);
});

// ---- Formats ------------------------------------------------------------------------------------

const zh: MeasureFormatOptions = {locale: 'zh-CN', currency: 'CNY'};
const en: MeasureFormatOptions = {locale: 'en', currency: 'CNY'};

test('formats as the StatTable page shows them', () => {
  assert.equal(formatMeasure(128000.5, 'currency', zh), '¥128,000.50');
  assert.equal(formatMeasure(128000.5, 'currency', en), 'CN¥128,000.50');
  assert.equal(formatMeasure(-1234.567, 'currency', {...en, precision: 1}), '-CN¥1,234.6');
  assert.equal(formatMeasure(1234.5, 'number', {...zh, precision: 1}), '1,234.5');
  assert.equal(formatMeasure(1234.5, 'number', zh), '1,234.50');
  assert.equal(formatMeasure(2.5, 'integer', {...zh, precision: 3}), '3');
  assert.equal(formatMeasure(0.125, 'percent', en), '12.50%');
  assert.equal(formatMeasure(0.125, 'percent', {...en, precision: 0}), '13%');
  assert.equal(formatMeasure(-0.001, 'number', zh), '0.00', 'no minus sign on a value shown as zero');
  assert.equal(formatMeasure(null, 'currency', zh), '');
  assert.equal(
    formatMeasure(3, (value) => `${value} 件`, zh),
    '3 件',
  );
  assert.equal(formatMeasure(5, 'currency', {locale: 'en', currency: 'usd'}), '$5.00');
});

test('counts default to whole numbers, other measures to numbers', () => {
  assert.equal(defaultFormat('count'), 'integer');
  assert.equal(defaultFormat('countDistinct'), 'integer');
  const others: StatMeasure<never>['aggregate'][] = [undefined, 'sum', 'avg', 'min', 'max', () => 1];
  for (const aggregate of others) assert.equal(defaultFormat(aggregate), 'number');
});

test('numbers, percentages and currencies read as Intl prints them', () => {
  const values = [0.5, 7, 1234.5, -98765.4321, 1000000];
  for (const locale of ['zh-CN', 'en'] satisfies UiLocale[]) {
    for (const precision of [0, 1, 2, 3]) {
      const digits = {minimumFractionDigits: precision, maximumFractionDigits: precision};
      for (const value of values) {
        const options = {locale, currency: 'CNY', precision};
        assert.equal(formatMeasure(value, 'number', options), new Intl.NumberFormat(locale, digits).format(value));
        assert.equal(
          formatMeasure(value / 100, 'percent', options),
          new Intl.NumberFormat(locale, {...digits, style: 'percent'}).format(value / 100),
        );
        for (const currency of ['CNY', 'USD', 'EUR', 'JPY', 'HKD', 'AUD', 'SGD']) {
          const intl = new Intl.NumberFormat(locale, {...digits, style: 'currency', currency});
          assert.equal(formatMeasure(value, 'currency', {...options, currency}), intl.format(value), `${locale} ${currency} ${value}`);
        }
      }
    }
  }
});
