/**
 * StatTable: detail rows grouped by dimensions, with measures aggregated at every level (./stats.ts),
 * subtotal rows, a total row and, with `pivot`, one set of measure columns per pivot value. It is a
 * native table: dimension values are row headers, so a screen reader reads every number with the
 * groups it belongs to, and a collapsible group's value is a disclosure button (WAI-ARIA disclosure
 * pattern) whose group is replaced by its subtotal row while collapsed.
 */
import {useEffect, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {StatDimension, StatMeasure, StatTableProps} from '../api/StatTable';
import {useUiLocale, type DictItem} from '@lexboot/core';
import {dictLabel, useMessages, formatDate, valueText} from '@lexboot/core/internal';
import {buildStats, layoutRows, measureKey, withRowHeaders, type Cells, type DisplayRow, type LeadCell, type StatGroup} from './stats';
import {defaultFormat, formatMeasure} from './measure-format';
import {MESSAGES} from './messages';
import {useColumnDicts} from '../shared/hooks';
import styles from './styles.module.css';

type Text = (typeof MESSAGES)[keyof typeof MESSAGES];

function plainLabel(value: unknown): string {
  return value instanceof Date ? formatDate(value) : valueText(value);
}

/** How a group (or pivot column) names its value: the "(empty)" label, `render`, the dictionary, the value. */
function valueLabel<T>(
  dimension: StatDimension<T> | undefined,
  items: readonly DictItem[],
  value: unknown,
  isEmpty: boolean,
  text: Text,
): ReactNode {
  if (isEmpty) return text.emptyGroup;
  if (dimension?.render) return dimension.render(value as T[keyof T]);
  if (dimension?.dict) return dictLabel(items, value);
  return plainLabel(value);
}

function widthStyle(width: number | undefined): CSSProperties | undefined {
  return width === undefined ? undefined : {width, minWidth: width};
}

function Chevron(): ReactNode {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function StatTable<T>(props: StatTableProps<T>): ReactNode {
  const {
    dataSource,
    dimensions,
    measures,
    pivot,
    showSubtotal = true,
    showGrandTotal = true,
    mergeCells = true,
    collapsible = false,
    currency = 'CNY',
    loading = false,
    height,
  } = props;
  const text = useMessages(MESSAGES);
  const locale = useUiLocale();
  const subtotalLabel = props.subtotalLabel ?? text.subtotal;
  const totalLabel = props.totalLabel ?? text.total;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  // Every header cell has an id and every data cell lists its headers: with groups nested in rows
  // and measures under pivot columns, `scope` alone cannot say which headers a cell belongs to.
  const idBase = `stat${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [scrollable, setScrollable] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterToggle = useRef<string | null>(null);
  // The `dict` items of each dimension, then of the pivot.
  const dicts = useColumnDicts([...dimensions, pivot]);
  const pivotDict = dicts[dimensions.length] ?? [];

  // `dicts` is a new array every render: keep the last one whose content (the items' values, their
  // order) differs, so that the groups are rebuilt when an item is added or reordered and only then.
  const dictSignature = dicts.map((items) => items.map((item) => String(item.value)).join('\u0000')).join('\u0001');
  const [knownDicts, setKnownDicts] = useState({signature: dictSignature, dicts});
  if (knownDicts.signature !== dictSignature) setKnownDicts({signature: dictSignature, dicts});
  const stableDicts = knownDicts.signature === dictSignature ? knownDicts.dicts : dicts;
  const result = useMemo(() => {
    const pivotItems = stableDicts[dimensions.length] ?? [];
    return buildStats(dataSource, {
      dimensions: dimensions.map((dimension, level) => ({
        field: dimension.field,
        order: dimension.order,
        itemOrder: dimension.dict ? stableDicts[level]?.map((item) => item.value) : undefined,
      })),
      measures,
      pivot: pivot && {field: pivot.field, order: pivot.order, itemOrder: pivot.dict ? pivotItems.map((item) => item.value) : undefined},
    });
  }, [dataSource, dimensions, measures, pivot, stableDicts]);
  const rows = useMemo(() => {
    const levelSubtotals = dimensions.map((dimension) => dimension.subtotal !== false);
    return layoutRows(result, {showSubtotal, showGrandTotal, mergeCells, collapsible, collapsed, levelSubtotals});
  }, [result, dimensions, showSubtotal, showGrandTotal, mergeCells, collapsible, collapsed]);

  // A toggled group's button can move to another row (its first detail row ↔ its collapsed row):
  // keep the keyboard focus on it.
  useEffect(() => {
    const key = focusAfterToggle.current;
    focusAfterToggle.current = null;
    const button = key === null ? undefined : toggles.current.get(key);
    if (button && document.activeElement !== button) button.focus();
  }, [collapsed]);

  // Only a table that overflows its box needs to be a Tab stop of its own (to scroll it from the keyboard).
  useEffect(() => {
    const node = scrollRef.current;
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => setScrollable(node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const toggle = (key: string) => {
    focusAfterToggle.current = key;
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };

  const depth = dimensions.length;
  const leadColumns = Math.max(1, depth);
  const columnSets = pivot ? result.pivotColumns.length + 1 : 1;
  const columnCount = leadColumns + columnSets * measures.length;
  const isEmpty = dataSource.length === 0;

  const groupLabel = (group: StatGroup<T>) =>
    valueLabel(dimensions[group.level], dicts[group.level] ?? [], group.value, group.isEmpty, text);

  const measureCell = (values: Cells['values'], measure: StatMeasure<T>, key: string, headers: string) => {
    const value = values[measureKey(measure)] ?? null;
    const formatted = formatMeasure(value, measure.format ?? defaultFormat(measure.aggregate), {
      locale,
      currency,
      precision: measure.precision,
    });
    return (
      <td key={key} className={styles.number} headers={headers}>
        {formatted === '' ? (
          <>
            <span aria-hidden="true">—</span>
            <span className={styles.visuallyHidden}>{text.noValue}</span>
          </>
        ) : (
          formatted
        )}
      </td>
    );
  };

  /** The ids of a column set's header (a pivot value or the total; none without a pivot) and of a measure's header under it. */
  const setHeaderId = (set: number) => (set === result.pivotColumns.length ? `${idBase}-total` : `${idBase}-p${set}`);
  const measureHeaderId = (set: number, measure: number) => `${idBase}-m${set}-${measure}`;
  const columnHeaders = (set: number, measure: number) =>
    pivot ? [setHeaderId(set), measureHeaderId(set, measure)] : [measureHeaderId(set, measure)];

  const measureCells = (cells: Cells, rowHeaders: readonly string[]) => {
    const cell = (values: Cells['values'], set: number, measure: StatMeasure<T>, index: number, key: string) =>
      measureCell(values, measure, key, [...rowHeaders, ...columnHeaders(set, index)].join(' '));
    return pivot
      ? [
          ...result.pivotColumns.flatMap((column, set) =>
            measures.map((measure, index) => cell(cells.pivot[set] ?? {}, set, measure, index, `p:${column.key}:${measureKey(measure)}`)),
          ),
          ...measures.map((measure, index) => cell(cells.values, result.pivotColumns.length, measure, index, `t:${measureKey(measure)}`)),
        ]
      : measures.map((measure, index) => cell(cells.values, 0, measure, index, `m:${measureKey(measure)}`));
  };

  const leadCell = (row: DisplayRow<T>, cell: LeadCell<T>, id: string) => {
    if (cell.type === 'label') {
      let label: ReactNode = totalLabel;
      if (row.kind === 'collapsed') label = subtotalLabel;
      else if (row.kind === 'subtotal' && row.group) {
        label = (
          <>
            {subtotalLabel}
            {text.labelSeparator}
            {groupLabel(row.group)}
          </>
        );
      }
      return (
        <th key="label" id={id} scope="row" colSpan={cell.colSpan > 1 ? cell.colSpan : undefined} className={styles.label}>
          {label}
        </th>
      );
    }
    const {group} = cell;
    const content = groupLabel(group);
    return (
      <th key={`g${cell.level}`} id={id} scope="row" rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined} className={styles.group}>
        {cell.toggle ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={!collapsed.has(group.key)}
            ref={(node) => {
              if (node) toggles.current.set(group.key, node);
              else toggles.current.delete(group.key);
            }}
            onClick={() => toggle(group.key)}>
            <Chevron />
            <span>{content}</span>
          </button>
        ) : (
          content
        )}
      </th>
    );
  };

  const rowClass = (row: DisplayRow<T>) => (row.kind === 'total' ? styles.total : row.kind === 'detail' ? styles.row : styles.subtotal);

  const measureHeaders = (prefix: string, set: number) =>
    measures.map((measure, index) => (
      <th key={`${prefix}:${measureKey(measure)}`} id={measureHeaderId(set, index)} scope="col" className={styles.measureHeader}>
        {measure.title}
      </th>
    ));

  const measureCols = (prefix: string) =>
    measures.length > 0 ? (
      <colgroup key={prefix}>
        {measures.map((measure) => (
          <col key={measureKey(measure)} style={widthStyle(measure.width)} />
        ))}
      </colgroup>
    ) : null;

  const headerRows = pivot ? 2 : 1;
  const table = (
    <table className={clsx(styles.table, height !== undefined && styles.sticky)} aria-busy={loading || undefined}>
      <colgroup>
        {depth === 0 ? <col /> : dimensions.map((dimension) => <col key={dimension.field} style={widthStyle(dimension.width)} />)}
      </colgroup>
      {pivot ? [...result.pivotColumns.map((column) => measureCols(`p:${column.key}`)), measureCols('total')] : measureCols('m')}
      <thead>
        <tr className={styles.headRow}>
          {depth === 0 ? (
            <th id={`${idBase}-d0`} scope="col" rowSpan={headerRows > 1 ? headerRows : undefined}>
              <span className={styles.visuallyHidden}>{text.group}</span>
            </th>
          ) : (
            dimensions.map((dimension, index) => (
              <th key={dimension.field} id={`${idBase}-d${index}`} scope="col" rowSpan={headerRows > 1 ? headerRows : undefined}>
                {dimension.title}
              </th>
            ))
          )}
          {pivot
            ? measures.length > 0 && [
                ...result.pivotColumns.map((column, set) => (
                  <th
                    key={column.key}
                    id={setHeaderId(set)}
                    scope="colgroup"
                    colSpan={measures.length > 1 ? measures.length : undefined}
                    className={styles.pivotHeader}>
                    {valueLabel(pivot, pivotDict, column.value, column.isEmpty, text)}
                  </th>
                )),
                <th
                  key="total"
                  id={setHeaderId(result.pivotColumns.length)}
                  scope="colgroup"
                  colSpan={measures.length > 1 ? measures.length : undefined}
                  className={styles.pivotHeader}>
                  {totalLabel}
                </th>,
              ]
            : measureHeaders('m', 0)}
        </tr>
        {pivot && (
          <tr className={styles.headRow}>
            {[
              ...result.pivotColumns.flatMap((column, set) => measureHeaders(`p:${column.key}`, set)),
              ...measureHeaders('total', result.pivotColumns.length),
            ]}
          </tr>
        )}
      </thead>
      <tbody>
        {isEmpty ? (
          <tr className={styles.row}>
            <td colSpan={columnCount} className={styles.state}>
              {loading ? '\u00a0' : text.empty}
            </td>
          </tr>
        ) : (
          withRowHeaders(rows, idBase).map(({row, leadIds, rowHeaders}) => (
            <tr key={row.key} className={rowClass(row)}>
              {row.lead.map((cell, index) => leadCell(row, cell, leadIds[index] ?? ''))}
              {measureCells(row.cells, rowHeaders)}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  const scrollStyle = height === undefined ? undefined : {height};
  return (
    <div className={styles.root}>
      {scrollable ? (
        // A table that overflows its box is a labelled region and a Tab stop of its own, to scroll it from the keyboard.
        <div ref={scrollRef} className={styles.scroll} style={scrollStyle} role="region" aria-label={text.region} tabIndex={0}>
          {table}
        </div>
      ) : (
        <div ref={scrollRef} className={styles.scroll} style={scrollStyle}>
          {table}
        </div>
      )}
      <div role="status" className={loading ? styles.overlay : styles.visuallyHidden}>
        {loading ? text.loading : ''}
      </div>
    </div>
  );
}
