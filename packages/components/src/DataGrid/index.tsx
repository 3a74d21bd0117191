/**
 * DataGrid: one page of records by column definitions, with server-side sorting (it reports the
 * sort, it never sorts), paging, row selection and row actions, bound to a program store or driven
 * by props. Keyboard use follows the WAI-ARIA grid pattern: the grid is one Tab stop, arrows move
 * between cells. Over 100 rows, only the rows in view are rendered (fixed row heights make that
 * exact without measuring), so 10,000 rows scroll as smoothly as 20.
 */
import {useCallback, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode} from 'react';
import type {DataGridColumn, DataGridProps} from '../api/DataGrid';
import type {Key} from '@lexboot/core';
import {useUiLocale, type DictItem, type UiLocale} from '@lexboot/core';
import {dictLabel, fill, useMessages, formatDate, formatDateTime, formatNumber, valueText} from '@lexboot/core/internal';
import {nextSort, pageCount, pageSelectionState, parseSort, rowKeyOf, selectRange, toggleKey, togglePage, visibleRange} from './grid';
import {moveCell, type Cell} from '../shared/grid-keyboard';
import {useColumnDicts, useIsClient, usePinnedColumns, useScrollEdges} from '../shared/hooks';
import {MESSAGES} from './messages';
import {useStoreSlice} from '../shared/store-state';
import {LandmarkNameContext} from '../shared/landmark-name';
import styles from './styles.module.css';

/** Above this many rows the grid renders only the rows in view. */
const VIRTUAL_THRESHOLD = 100;
const ROW_HEIGHT = {small: 34, middle: 44} as const;
/** The body height of a virtualized grid that was given none. */
const DEFAULT_VIRTUAL_HEIGHT = 440;
const SELECTION_WIDTH = 48;
/** Focusable things a cell may hold besides the grid's own checkboxes and sort buttons. */
const CELL_WIDGETS = ':is(a[href], button, input, select, textarea):not([data-grid-control])';
/** China Standard Time: the offset `datetime` cells use until the browser's own is known. */
const SERVER_OFFSET_MINUTES = 480;
/** The rows of a grid given none: one array, so that what is computed from the rows is kept between renders. */
const NO_ROWS: readonly never[] = [];

function alignOf<T>(column: DataGridColumn<T>): 'left' | 'center' | 'right' {
  return column.align ?? (column.type === 'number' ? 'right' : 'left');
}

/** A cell's content as text, by the column's type. */
function formatValue<T>(
  column: DataGridColumn<T>,
  value: unknown,
  context: {locale: UiLocale; dictItems: readonly DictItem[]; yes: string; no: string; offset: number | undefined},
): string {
  switch (column.type ?? 'text') {
    case 'number':
      return formatNumber(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value, context.locale, context.offset);
    case 'dict':
      return dictLabel(context.dictItems, value);
    case 'boolean':
      return value === true ? context.yes : value === false ? context.no : '';
    default:
      return value === null || value === undefined ? '' : valueText(value);
  }
}

/**
 * The height of the rows a virtualised grid does not render, above or below those it does. The
 * row holds one empty cell across every column: a row with no cell would break the table's
 * row-and-column structure (HTML's table model).
 */
function SpacerRow({height, columns}: {height: number; columns: number}): ReactNode {
  return (
    <tr aria-hidden className={styles.spacer}>
      <td colSpan={columns} style={{height}} />
    </tr>
  );
}

function HeaderCheckbox({
  state,
  label,
  disabled,
  onToggle,
}: {
  state: 'all' | 'some' | 'none';
  label: string;
  disabled: boolean;
  onToggle: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      tabIndex={-1}
      data-grid-control
      className={styles.checkbox}
      aria-label={label}
      checked={state === 'all'}
      disabled={disabled}
      onChange={onToggle}
    />
  );
}

export function DataGrid<T>(props: DataGridProps<T>): ReactNode {
  const {columns, rowKey, rowSelection, onRowClick, rowActions, store, emptyText, height, size = 'middle'} = props;
  const text = useMessages(MESSAGES);
  const locale = useUiLocale();
  const isClient = useIsClient();

  // A bound store supplies what the props leave out; a grid's `store` does not change between renders.
  const bound = useStoreSlice(store, (state) => state);
  const dataSource = props.dataSource ?? bound?.list.rows ?? NO_ROWS;
  const loading = props.loading ?? bound?.list.loading ?? false;
  const sort = 'sort' in props ? props.sort : bound?.list.sort;
  const onSortChange = props.onSortChange ?? (bound ? (next: string | undefined) => void bound.changeSort(next) : undefined);
  const pagerName = useContext(LandmarkNameContext);
  const pagination =
    props.pagination !== undefined
      ? props.pagination
      : bound
        ? {
            page: bound.list.page,
            size: bound.list.size,
            total: bound.list.total,
            onChange: (page: number, pageSize: number) => void bound.changePage(page, pageSize),
          }
        : false;
  // Without selected keys from the props or a store, the grid keeps the selection itself.
  const [ownSelection, setOwnSelection] = useState<Key[]>([]);
  const selectedKeys = rowSelection?.selectedKeys ?? bound?.selection ?? ownSelection;
  const onSelectionChange = (keys: Key[]) => {
    const rows = dataSource.filter((row) => keys.includes(rowKeyOf(rowKey, row)));
    if (rowSelection?.selectedKeys === undefined) {
      if (bound && !rowSelection?.onChange) bound.setSelection(keys);
      else if (!bound) setOwnSelection(keys);
    }
    rowSelection?.onChange?.(keys, rows);
  };

  const dicts = useColumnDicts(columns);
  const single = rowSelection?.type === 'radio';
  const rowKeys = useMemo(() => dataSource.map((row) => rowKeyOf(rowKey, row)), [dataSource, rowKey]);
  const selectableKeys = useMemo(
    () => (rowSelection?.isSelectable ? rowKeys.filter((_, index) => rowSelection.isSelectable!(dataSource[index]!)) : rowKeys),
    [rowKeys, rowSelection, dataSource],
  );

  // Columns in display order: selection, the data columns, actions.
  const hasSelection = rowSelection !== undefined;
  const hasActions = rowActions !== undefined;
  const colCount = columns.length + (hasSelection ? 1 : 0) + (hasActions ? 1 : 0);
  const firstDataCol = hasSelection ? 1 : 0;

  const virtual = dataSource.length > VIRTUAL_THRESHOLD;
  const rowHeight = ROW_HEIGHT[size];
  const bodyHeight = height ?? (virtual ? DEFAULT_VIRTUAL_HEIGHT : undefined);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(typeof bodyHeight === 'number' ? bodyHeight : DEFAULT_VIRTUAL_HEIGHT);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!virtual || !viewport) return undefined;
    const observer = new ResizeObserver(() => setViewportHeight(viewport.clientHeight));
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [virtual]);
  const overflow = useScrollEdges(viewportRef);
  const range = virtual
    ? visibleRange(Math.max(0, scrollTop - rowHeight), viewportHeight, rowHeight, dataSource.length)
    : {start: 0, end: dataSource.length, before: 0, after: 0};

  // The active cell: the grid's one Tab stop (row 0 is the header).
  const [active, setActive] = useState<Cell>({row: dataSource.length > 0 ? 1 : 0, col: firstDataCol});
  const rows = dataSource.length + 1;
  const activeCell = {row: Math.min(active.row, rows - 1), col: Math.min(active.col, colCount - 1)};
  // The cell a key moved to, until it has focus. The cell itself, not "the active one": the effect
  // of a render from before the key (a scroll's, its effects still pending when the key came) runs
  // first, and would focus the cell that was active then and take the request for the new one.
  const focusWanted = useRef<Cell | undefined>(undefined);
  const anchorKey = useRef<Key | undefined>(undefined);
  const tableRef = useRef<HTMLTableElement>(null);

  /** Focuses a cell (or its first widget); false while it is not rendered (a virtual grid's row on its way). */
  const focusCell = useCallback(
    (wanted: Cell) => {
      const cell = tableRef.current?.querySelector<HTMLElement>(`[data-cell="${wanted.row}:${wanted.col}"]`);
      if (!cell) return false;
      (cell.querySelector<HTMLElement>(CELL_WIDGETS) ?? cell).focus({preventScroll: virtual});
      return true;
    },
    [virtual],
  );

  useEffect(() => {
    // Widgets inside cells (a row's action buttons, links in a rendered cell) take part in the
    // roving tabindex: only the active cell's first widget is in the Tab order, in place of its
    // cell, so that the grid stays a single Tab stop.
    const table = tableRef.current;
    if (table) {
      table.querySelectorAll<HTMLElement>(`[data-cell] ${CELL_WIDGETS}`).forEach((widget) => {
        widget.tabIndex = -1;
      });
      const cell = table.querySelector<HTMLElement>(`[data-cell="${activeCell.row}:${activeCell.col}"]`);
      const widget = cell?.querySelector<HTMLElement>(CELL_WIDGETS);
      if (cell && widget) {
        cell.tabIndex = -1;
        widget.tabIndex = 0;
      }
    }
    if (focusWanted.current && focusCell(focusWanted.current)) focusWanted.current = undefined;
  });

  /** Brings a record row into the rendered window of a virtualized grid. */
  const scrollRowIntoView = (row: number) => {
    const viewport = viewportRef.current;
    if (!virtual || !viewport || row === 0) return;
    const top = (row - 1) * rowHeight;
    const headerHeight = viewport.querySelector('thead')?.getBoundingClientRect().height ?? rowHeight;
    const visibleHeight = viewport.clientHeight - headerHeight;
    if (top < viewport.scrollTop) viewport.scrollTop = top;
    else if (top + rowHeight > viewport.scrollTop + visibleHeight) viewport.scrollTop = top + rowHeight - visibleHeight;
    setScrollTop(viewport.scrollTop);
  };

  const goTo = (cell: Cell) => {
    setActive(cell);
    focusWanted.current = cell;
    scrollRowIntoView(cell.row);
  };

  const toggleRow = (index: number, extend: boolean) => {
    const row = dataSource[index];
    if (!row || !hasSelection) return;
    const key = rowKeys[index]!;
    if (!selectableKeys.includes(key)) return;
    if (extend && !single && anchorKey.current !== undefined) {
      onSelectionChange(selectRange(selectedKeys, selectableKeys, anchorKey.current, key));
    } else {
      onSelectionChange(toggleKey(selectedKeys, key, single));
    }
    anchorKey.current = key;
  };

  const sortState = parseSort(sort);
  // The direction the sorted column's cycle started in (see nextSort): kept while the same column stays sorted.
  const [cycleStart, setCycleStart] = useState(sortState);
  if (sortState?.field !== cycleStart?.field) setCycleStart(sortState);

  const sortBy = (column: DataGridColumn<T>) => {
    if (!column.sortable || loading || !onSortChange) return;
    onSortChange(nextSort(sort, column.field, cycleStart?.field === column.field ? cycleStart.direction : 'asc'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Keys typed into a control of a cell (a page-size select, an action's input) stay there.
    const target = event.target as HTMLElement;
    if (target.matches('input:not([type=checkbox]):not([type=radio]), select, textarea')) return;
    const visibleRows = virtual ? Math.max(1, Math.floor(viewportHeight / rowHeight) - 1) : 10;
    const next = moveCell(activeCell, event.key, {ctrl: event.ctrlKey || event.metaKey}, {rows, cols: colCount, pageRows: visibleRows});
    if (next) {
      event.preventDefault();
      goTo(next);
      return;
    }
    if (event.key === ' ' && activeCell.row > 0) {
      event.preventDefault();
      toggleRow(activeCell.row - 1, event.shiftKey);
      return;
    }
    if (event.key === 'Enter') {
      if (activeCell.row === 0) {
        const column = columns[activeCell.col - firstDataCol];
        if (column) {
          event.preventDefault();
          sortBy(column);
        }
      } else if (onRowClick && !target.closest('button, a')) {
        event.preventDefault();
        onRowClick(dataSource[activeCell.row - 1]!, activeCell.row - 1);
      }
    }
  };

  const tabIndexOf = (row: number, col: number) => (row === activeCell.row && col === activeCell.col ? 0 : -1);
  const pageState = pageSelectionState(selectableKeys, selectedKeys);
  const offset = isClient ? undefined : SERVER_OFFSET_MINUTES;

  // Pinned columns stay at the left edge when the grid scrolls sideways, while the box has room.
  const {lastPinned: lastFixed, isPinned, stickyLeft} = usePinnedColumns(columns, hasSelection ? SELECTION_WIDTH : 0, viewportRef);
  // With pinned columns, the selection column before them is pinned too.
  const selectionStyle: CSSProperties | undefined = lastFixed >= 0 ? {position: 'sticky', left: 0, zIndex: 1} : undefined;
  const minWidth =
    columns.reduce((sum, column) => sum + (column.width ?? 140), 0) + (hasSelection ? SELECTION_WIDTH : 0) + (hasActions ? 120 : 0);

  const cellClass = (column: DataGridColumn<T>, index: number) =>
    [
      styles.cell,
      styles[alignOf(column)],
      column.ellipsis ? styles.ellipsis : undefined,
      isPinned(index) ? styles.fixed : undefined,
      index === lastFixed ? styles.lastFixed : undefined,
    ]
      .filter(Boolean)
      .join(' ');

  const renderRow = (row: T, index: number) => {
    const key = rowKeys[index]!;
    const selected = selectedKeys.includes(key);
    const selectable = selectableKeys.includes(key);
    const gridRow = index + 1;
    const name = formatValue(columns[0]!, (row as Record<string, unknown>)[columns[0]!.field], {
      locale,
      dictItems: dicts[0]!,
      yes: text.yes,
      no: text.no,
      offset,
    });
    return (
      <tr
        key={String(key)}
        className={[styles.row, selected ? styles.selected : undefined, onRowClick ? styles.clickable : undefined]
          .filter(Boolean)
          .join(' ')}
        aria-rowindex={gridRow + 1}
        aria-selected={hasSelection ? selected : undefined}
        style={virtual ? {height: rowHeight} : undefined}
        onClick={(event) => {
          if (onRowClick && !(event.target as HTMLElement).closest('button, a, input, label')) onRowClick(row, index);
        }}>
        {hasSelection && (
          <td
            className={`${styles.cell} ${styles.selectionCell} ${selectionStyle ? styles.fixed : ''}`}
            style={selectionStyle}
            data-cell={`${gridRow}:0`}
            tabIndex={tabIndexOf(gridRow, 0)}
            onFocus={() => setActive({row: gridRow, col: 0})}>
            <input
              type={single ? 'radio' : 'checkbox'}
              tabIndex={-1}
              data-grid-control
              className={styles.checkbox}
              checked={selected}
              disabled={!selectable}
              aria-label={fill(text.selectRow, {name})}
              onChange={() => toggleRow(index, false)}
            />
          </td>
        )}
        {columns.map((column, columnIndex) => {
          const value = (row as Record<string, unknown>)[column.field];
          const col = columnIndex + firstDataCol;
          const content = column.render
            ? column.render(value as T[keyof T], row, index)
            : formatValue(column, value, {locale, dictItems: dicts[columnIndex]!, yes: text.yes, no: text.no, offset});
          return (
            <td
              key={column.field}
              className={cellClass(column, columnIndex)}
              style={stickyLeft(columnIndex)}
              data-cell={`${gridRow}:${col}`}
              tabIndex={tabIndexOf(gridRow, col)}
              title={column.ellipsis && typeof content === 'string' ? content : undefined}
              onFocus={() => setActive({row: gridRow, col})}>
              {column.ellipsis ? <span className={styles.ellipsisText}>{content}</span> : content}
            </td>
          );
        })}
        {hasActions && (
          <td
            className={`${styles.cell} ${styles.actionsCell}`}
            data-cell={`${gridRow}:${colCount - 1}`}
            tabIndex={tabIndexOf(gridRow, colCount - 1)}
            onFocus={() => setActive({row: gridRow, col: colCount - 1})}>
            {rowActions(row)}
          </td>
        )}
      </tr>
    );
  };

  const pages = pagination ? pageCount(pagination.total, pagination.size) : 1;
  const sizeOptions = pagination ? (pagination.sizeOptions ?? [20, 50, 100, 200]) : [];

  return (
    <div className={[styles.grid, size === 'small' ? styles.small : undefined].filter(Boolean).join(' ')}>
      <div className={styles.frame} data-more-start={overflow.start || undefined} data-more-end={overflow.end || undefined}>
        <div
          ref={viewportRef}
          className={styles.viewport}
          style={bodyHeight !== undefined ? {height: bodyHeight} : undefined}
          onScroll={(event) => {
            if (virtual) setScrollTop(event.currentTarget.scrollTop);
            overflow.measure();
          }}>
          <table
            ref={tableRef}
            role="grid"
            className={styles.table}
            style={{minWidth}}
            aria-rowcount={virtual ? dataSource.length + 1 : undefined}
            aria-colcount={colCount}
            aria-busy={loading || undefined}
            aria-multiselectable={hasSelection && !single ? true : undefined}
            onKeyDown={onKeyDown}>
            <colgroup>
              {hasSelection && <col style={{width: SELECTION_WIDTH}} />}
              {columns.map((column) => (
                <col key={column.field} style={column.width ? {width: column.width} : undefined} />
              ))}
              {hasActions && <col style={{width: 120}} />}
            </colgroup>
            <thead className={bodyHeight !== undefined ? styles.stickyHead : undefined}>
              <tr aria-rowindex={1}>
                {hasSelection && (
                  <th
                    scope="col"
                    className={`${styles.head} ${styles.selectionCell} ${selectionStyle ? styles.fixed : ''}`}
                    style={selectionStyle}
                    data-cell="0:0"
                    tabIndex={tabIndexOf(0, 0)}
                    onFocus={() => setActive({row: 0, col: 0})}
                    onKeyDown={(event) => {
                      if (event.key === ' ' && !single) {
                        event.preventDefault();
                        onSelectionChange(togglePage(selectableKeys, selectedKeys));
                      }
                    }}>
                    {single ? (
                      <span className={styles.visuallyHidden}>{text.selection}</span>
                    ) : (
                      <HeaderCheckbox
                        state={pageState}
                        label={text.selectPage}
                        disabled={loading || selectableKeys.length === 0}
                        onToggle={() => onSelectionChange(togglePage(selectableKeys, selectedKeys))}
                      />
                    )}
                  </th>
                )}
                {columns.map((column, columnIndex) => {
                  const col = columnIndex + firstDataCol;
                  const sorted = sortState?.field === column.field ? sortState.direction : undefined;
                  return (
                    <th
                      key={column.field}
                      scope="col"
                      className={`${styles.head} ${styles[alignOf(column)]} ${isPinned(columnIndex) ? styles.fixed : ''} ${columnIndex === lastFixed ? styles.lastFixed : ''}`}
                      style={stickyLeft(columnIndex)}
                      data-cell={`0:${col}`}
                      tabIndex={tabIndexOf(0, col)}
                      aria-sort={column.sortable ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      onFocus={() => setActive({row: 0, col})}>
                      {column.sortable ? (
                        <button
                          type="button"
                          tabIndex={-1}
                          data-grid-control
                          className={styles.sortButton}
                          disabled={loading}
                          onClick={() => sortBy(column)}>
                          {column.title}
                          <span aria-hidden className={styles.sortIcon} data-direction={sorted ?? 'none'} />
                        </button>
                      ) : (
                        column.title
                      )}
                    </th>
                  );
                })}
                {hasActions && (
                  <th
                    scope="col"
                    className={`${styles.head} ${styles.actionsCell}`}
                    data-cell={`0:${colCount - 1}`}
                    tabIndex={tabIndexOf(0, colCount - 1)}
                    onFocus={() => setActive({row: 0, col: colCount - 1})}>
                    {text.actions}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {dataSource.length === 0 ? (
                <tr>
                  <td colSpan={colCount} className={styles.empty}>
                    {loading ? text.loading : (emptyText ?? text.empty)}
                  </td>
                </tr>
              ) : (
                <>
                  {range.before > 0 && <SpacerRow height={range.before} columns={colCount} />}
                  {dataSource.slice(range.start, range.end).map((row, offsetIndex) => renderRow(row, range.start + offsetIndex))}
                  {range.after > 0 && <SpacerRow height={range.after} columns={colCount} />}
                </>
              )}
            </tbody>
          </table>
          {loading && dataSource.length > 0 && (
            <div className={styles.overlay} role="status">
              {text.loading}
            </div>
          )}
        </div>
      </div>
      {pagination && (
        <nav className={styles.pager} aria-label={pagerName === undefined ? text.pager : fill(text.pagerOf, {name: pagerName})}>
          <span className={styles.total}>{fill(text.total, {total: formatNumber(pagination.total)})}</span>
          <button
            type="button"
            className={styles.pageButton}
            disabled={loading || pagination.page <= 1}
            onClick={() => pagination.onChange(pagination.page - 1, pagination.size)}>
            <span aria-hidden>‹</span>
            <span className={styles.visuallyHidden}>{text.previous}</span>
          </button>
          <span className={styles.pageNumber} aria-live="polite">
            {fill(text.page, {page: pagination.page, pages})}
          </span>
          <button
            type="button"
            className={styles.pageButton}
            disabled={loading || pagination.page >= pages}
            onClick={() => pagination.onChange(pagination.page + 1, pagination.size)}>
            <span aria-hidden>›</span>
            <span className={styles.visuallyHidden}>{text.next}</span>
          </button>
          <label className={styles.pageSize}>
            <span className={styles.visuallyHidden}>{text.pageSize}</span>
            <select value={pagination.size} disabled={loading} onChange={(event) => pagination.onChange(1, Number(event.target.value))}>
              {sizeOptions.map((option) => (
                <option key={option} value={option}>
                  {fill(text.perPage, {size: option})}
                </option>
              ))}
            </select>
          </label>
        </nav>
      )}
    </div>
  );
}
