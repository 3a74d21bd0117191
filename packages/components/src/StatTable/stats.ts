/**
 * StatTable's aggregation engine, free of React and the DOM: detail rows → nested groups, each with
 * its measures (and, with a pivot, one set per pivot value), the grand total, and the table rows to
 * display with their merged cells. Every level is aggregated again from the detail rows, never from
 * the level below, so `avg`, `countDistinct` and function measures are right at every level.
 *
 * Empty values, as the StatTable page documents them: a dimension value that is null, undefined or
 * '' forms an "(empty)" group placed last; a measure value that is not a number is left out of sum,
 * avg, min and max (and out of countDistinct, as SQL's COUNT(DISTINCT) leaves NULL out) but counted
 * by count. When nothing is left to aggregate the result is null, shown as "no value" rather than 0,
 * so that an unknown amount never reads as a zero amount.
 */
import type {StatDimension, StatMeasure} from '../api/StatTable';
import {isBlank, valueText} from '@lexboot/core/internal';

/** A measure's result per measure key; null when there was nothing to aggregate. */
export type MeasureValues = Readonly<Record<string, number | null>>;

/** What a row shows in its measure columns. */
export interface Cells {
  /** Over all the row's detail rows (with a pivot: the total columns). */
  readonly values: MeasureValues;
  /** With a pivot: one set per pivot column, in the order of `StatResult.pivotColumns`. */
  readonly pivot: readonly MeasureValues[];
}

export interface StatGroup<T> {
  /** The dimension's index in `dimensions`. */
  readonly level: number;
  /** Unique among all groups, and the same for the same dimension values when the data changes. */
  readonly key: string;
  /** The dimension value as the first detail row of the group has it; null for the empty group. */
  readonly value: unknown;
  readonly isEmpty: boolean;
  readonly rows: readonly T[];
  readonly cells: Cells;
  /** The groups of the next dimension; none at the last one. */
  readonly children: readonly StatGroup<T>[];
}

export interface PivotColumn {
  readonly key: string;
  readonly value: unknown;
  readonly isEmpty: boolean;
}

export interface StatResult<T> {
  readonly groups: readonly StatGroup<T>[];
  readonly total: Cells;
  readonly pivotColumns: readonly PivotColumn[];
  /** How many dimensions the groups were built from. */
  readonly depth: number;
}

/** A dimension as the engine needs it: the component adds the dictionary's item values. */
export type GroupingSpec<T> = Pick<StatDimension<T>, 'field' | 'order'> & {
  /** The dictionary's item values in their order, when the dimension has a `dict`. */
  readonly itemOrder?: readonly unknown[];
};

export type MeasureSpec<T> = Pick<StatMeasure<T>, 'field' | 'key' | 'aggregate'>;

export interface StatOptions<T> {
  readonly dimensions: readonly GroupingSpec<T>[];
  readonly measures: readonly MeasureSpec<T>[];
  readonly pivot?: GroupingSpec<T> | undefined;
}

/** The key that decides which group a value belongs to: values that print alike group together. */
function groupKeyOf(value: unknown): string {
  if (isBlank(value)) return '∅';
  if (value instanceof Date) return `v:${Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()}`;
  return `v:${valueText(value)}`;
}

/** A measure value as a number, or null when it is not one (null, '', text, NaN, Infinity). */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  // Decimal columns often arrive as strings from a Java back end (BigDecimal serialized exactly).
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

export function measureKey<T>(measure: MeasureSpec<T>): string {
  return measure.key ?? measure.field;
}

/** One measure over a set of detail rows. */
export function aggregateRows<T>(rows: readonly T[], measure: MeasureSpec<T>): number | null {
  if (rows.length === 0) return null;
  const {aggregate = 'sum', field} = measure;
  if (typeof aggregate === 'function') {
    const result = aggregate(rows as T[]);
    return typeof result === 'number' && Number.isFinite(result) ? result : null;
  }
  if (aggregate === 'count') return rows.length;
  if (aggregate === 'countDistinct') {
    const seen = new Set<string>();
    for (const row of rows) {
      const value = row[field as keyof T];
      if (!isBlank(value)) seen.add(groupKeyOf(value));
    }
    return seen.size;
  }
  let count = 0;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    const value = numericValue(row[field as keyof T]);
    if (value === null) continue;
    count += 1;
    sum += value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (count === 0) return null;
  switch (aggregate) {
    case 'avg':
      return sum / count;
    case 'min':
      return min;
    case 'max':
      return max;
    default:
      return sum;
  }
}

function aggregateAll<T>(rows: readonly T[], measures: readonly MeasureSpec<T>[]): MeasureValues {
  const values: Record<string, number | null> = {};
  for (const measure of measures) values[measureKey(measure)] = aggregateRows(rows, measure);
  return values;
}

const KIND_ORDER = {number: 0, bigint: 0, date: 1, boolean: 2, string: 3, other: 4} as const;

function kindOf(value: unknown): keyof typeof KIND_ORDER {
  if (value instanceof Date) return 'date';
  const type = typeof value;
  return type === 'number' || type === 'bigint' || type === 'boolean' || type === 'string' ? type : 'other';
}

/**
 * The natural ascending order of dimension values: numbers and dates by size, text by code point
 * (the same on the server and in every browser, unlike a locale's collation), numbers before text.
 */
export function compareValues(a: unknown, b: unknown): number {
  const kindA = kindOf(a);
  const kindB = kindOf(b);
  if (KIND_ORDER[kindA] !== KIND_ORDER[kindB]) return KIND_ORDER[kindA] - KIND_ORDER[kindB];
  if (kindA === 'date' && kindB === 'date') return (a as Date).getTime() - (b as Date).getTime();
  if (kindA !== 'string' && kindA !== 'other') {
    const x = Number(a);
    const y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = valueText(a);
  const y = valueText(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** How a dimension orders its non-empty values; the empty group always goes last. */
function comparatorOf<T>(spec: GroupingSpec<T>): (a: unknown, b: unknown) => number {
  const {order = 'asc', itemOrder} = spec;
  if (typeof order === 'function') return order as (a: unknown, b: unknown) => number;
  let ascending = compareValues;
  if (itemOrder && itemOrder.length > 0) {
    const position = new Map(itemOrder.map((value, index) => [String(value), index]));
    // Values the dictionary does not know come after its items, in their natural order.
    const rank = (value: unknown) => position.get(String(value)) ?? itemOrder.length;
    ascending = (a, b) => rank(a) - rank(b) || compareValues(a, b);
  }
  return order === 'desc' ? (a, b) => ascending(b, a) : ascending;
}

interface Bucket<T> {
  key: string;
  value: unknown;
  isEmpty: boolean;
  rows: T[];
}

/** Rows split by one field's value, in the dimension's order (stable: ties keep the data's order). */
function partition<T>(rows: readonly T[], spec: GroupingSpec<T>): Bucket<T>[] {
  const buckets = new Map<string, Bucket<T>>();
  for (const row of rows) {
    const value = row[spec.field as keyof T];
    const key = groupKeyOf(value);
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = {key, value: isBlank(value) ? null : value, isEmpty: isBlank(value), rows: []};
      buckets.set(key, bucket);
    }
    bucket.rows.push(row);
  }
  const all = [...buckets.values()];
  const compare = comparatorOf(spec);
  const filled = all.filter((bucket) => !bucket.isEmpty).sort((a, b) => compare(a.value, b.value));
  return [...filled, ...all.filter((bucket) => bucket.isEmpty)];
}

function cellsOf<T>(rows: readonly T[], options: StatOptions<T>, pivotColumns: readonly PivotColumn[]): Cells {
  const values = aggregateAll(rows, options.measures);
  if (!options.pivot) return {values, pivot: []};
  const byPivot = new Map<string, T[]>();
  for (const row of rows) {
    const key = groupKeyOf(row[options.pivot.field as keyof T]);
    const list = byPivot.get(key);
    if (list) list.push(row);
    else byPivot.set(key, [row]);
  }
  return {values, pivot: pivotColumns.map((column) => aggregateAll(byPivot.get(column.key) ?? [], options.measures))};
}

/** Groups the detail rows level by level and aggregates every group, the total and the pivot columns. */
export function buildStats<T>(dataSource: readonly T[], options: StatOptions<T>): StatResult<T> {
  const pivotColumns: PivotColumn[] = options.pivot
    ? partition(dataSource, options.pivot).map(({key, value, isEmpty}) => ({key, value, isEmpty}))
    : [];
  const build = (rows: readonly T[], level: number, parentKey: string): StatGroup<T>[] => {
    const spec = options.dimensions[level];
    if (!spec) return [];
    return partition(rows, spec).map((bucket) => {
      const key = level === 0 ? bucket.key : `${parentKey}\u001f${bucket.key}`;
      return {
        level,
        key,
        value: bucket.value,
        isEmpty: bucket.isEmpty,
        rows: bucket.rows,
        cells: cellsOf(bucket.rows, options, pivotColumns),
        children: build(bucket.rows, level + 1, key),
      };
    });
  };
  return {
    groups: build(dataSource, 0, ''),
    total: cellsOf(dataSource, options, pivotColumns),
    pivotColumns,
    depth: options.dimensions.length,
  };
}

// ---- Display rows -------------------------------------------------------------------------------

/**
 * The header cells a row starts with, left to right; columns covered by a merged cell above are
 * left out. `group`: a dimension value (`toggle` on the first row of a group that can collapse).
 * `label`: the subtotal or total label, spanning the remaining dimension columns.
 */
export type LeadCell<T> =
  | {readonly type: 'group'; readonly level: number; readonly group: StatGroup<T>; readonly rowSpan: number; readonly toggle: boolean}
  | {readonly type: 'label'; readonly level: number; readonly colSpan: number};

export interface DisplayRow<T> {
  /** Stable across collapsing: a collapsed group's row keeps the key of the group's first row. */
  readonly key: string;
  /**
   * `detail`: a group of the last dimension. `subtotal`: after an expanded group's rows, labelled
   * with the group. `collapsed`: the one row left of a collapsed group: its value, then its subtotal.
   */
  readonly kind: 'detail' | 'subtotal' | 'collapsed' | 'total';
  /** The group the row sums up (the last-level group for a detail row); null for the total. */
  readonly group: StatGroup<T> | null;
  readonly cells: Cells;
  readonly lead: readonly LeadCell<T>[];
}

export interface LayoutOptions {
  /** Subtotal rows for the levels whose dimension allows one (`subtotal` per level). */
  readonly showSubtotal: boolean;
  readonly showGrandTotal: boolean;
  readonly mergeCells: boolean;
  readonly collapsible: boolean;
  /** Keys of the collapsed groups. */
  readonly collapsed: ReadonlySet<string>;
  /** `subtotal` of each dimension (true when not set). */
  readonly levelSubtotals: readonly boolean[];
}

/** Whether a group can collapse: it has groups below it, so there is something to hide. */
export function canCollapse<T>(group: StatGroup<T>): boolean {
  return group.children.length > 0;
}

function firstLeaf<T>(group: StatGroup<T>): StatGroup<T> {
  let current = group;
  while (current.children[0]) current = current.children[0];
  return current;
}

interface Draft<T> {
  key: string;
  kind: DisplayRow<T>['kind'];
  group: StatGroup<T> | null;
  cells: Cells;
  /** The groups whose values the row carries in dimension columns 0, 1, … */
  chain: readonly StatGroup<T>[];
}

/** The rows of the table, top to bottom, with merged dimension cells. */
export function layoutRows<T>(result: StatResult<T>, options: LayoutOptions): DisplayRow<T>[] {
  const depth = result.depth;
  const drafts: Draft<T>[] = [];
  const walk = (group: StatGroup<T>, ancestors: readonly StatGroup<T>[]) => {
    const chain = [...ancestors, group];
    if (!canCollapse(group)) {
      drafts.push({key: `row:${group.key}`, kind: 'detail', group, cells: group.cells, chain});
      return;
    }
    if (options.collapsible && options.collapsed.has(group.key)) {
      drafts.push({key: `row:${firstLeaf(group).key}`, kind: 'collapsed', group, cells: group.cells, chain});
      return;
    }
    for (const child of group.children) walk(child, chain);
    if (options.showSubtotal && options.levelSubtotals[group.level] !== false) {
      drafts.push({key: `subtotal:${group.key}`, kind: 'subtotal', group, cells: group.cells, chain: ancestors});
    }
  };
  for (const group of result.groups) walk(group, []);
  // Without dimensions the total is the table's only content, so it is shown whatever the option.
  if (options.showGrandTotal || depth === 0) {
    drafts.push({key: 'total', kind: 'total', group: null, cells: result.total, chain: []});
  }

  // rowSpan of the cell that starts a run of rows sharing a group in a column; 0 for covered cells.
  const spans = drafts.map((draft) => draft.chain.map(() => 1));
  if (options.mergeCells) {
    for (let level = 0; level < depth; level += 1) {
      let start = -1;
      for (let index = 0; index < drafts.length; index += 1) {
        const group = drafts[index]!.chain[level];
        const startGroup = start >= 0 ? drafts[start]!.chain[level] : undefined;
        if (group && group === startGroup) {
          spans[start]![level]! += 1;
          spans[index]![level] = 0;
        } else {
          start = group ? index : -1;
        }
      }
    }
  }

  const seen = new Set<StatGroup<T>>();
  return drafts.map((draft, index) => {
    const lead: LeadCell<T>[] = [];
    draft.chain.forEach((group, level) => {
      const first = !seen.has(group);
      seen.add(group);
      const rowSpan = spans[index]![level]!;
      if (rowSpan > 0) lead.push({type: 'group', level, group, rowSpan, toggle: first && options.collapsible && canCollapse(group)});
    });
    const labelLevel = draft.chain.length;
    if (draft.kind !== 'detail') lead.push({type: 'label', level: labelLevel, colSpan: Math.max(1, depth - labelLevel)});
    return {key: draft.key, kind: draft.kind, group: draft.group, cells: draft.cells, lead};
  });
}

/**
 * Each row with the ids of its own header cells and of every header cell that covers it: its own,
 * and those of earlier rows whose row span reaches it (a group's cell spans the group's rows). A
 * header cell's id is `${idBase}-r${row}-${level}`; the table gives every data cell these ids, with
 * its column's, as its `headers` (with groups nested in rows, `scope` cannot say which apply).
 */
export function withRowHeaders<T>(rows: readonly DisplayRow<T>[], idBase: string) {
  let spanning: Array<{id: string; rowsLeft: number}> = [];
  return rows.map((row, rowIndex) => {
    const leadIds = row.lead.map((cell) => `${idBase}-r${rowIndex}-${cell.level}`);
    const rowHeaders = [...spanning.map((header) => header.id), ...leadIds];
    spanning = [
      ...spanning.map((header) => ({...header, rowsLeft: header.rowsLeft - 1})),
      ...row.lead.flatMap((cell, index) =>
        cell.type === 'group' && cell.rowSpan > 1 ? [{id: leadIds[index] ?? '', rowsLeft: cell.rowSpan - 1}] : [],
      ),
    ].filter((header) => header.rowsLeft > 0);
    return {row, leadIds, rowHeaders};
  });
}
