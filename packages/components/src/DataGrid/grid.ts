/**
 * DataGrid's logic without React or the DOM: the sort cycle, paging, the rows to render when
 * virtualized, and selection. Keyboard movement is the shared grid model, ../shared/grid-keyboard.ts.
 */
import type {Key} from '@lexboot/core';

export type SortDirection = 'asc' | 'desc';

/** A row's key: the `rowKey` function's answer, or the field it names (`id` by default). */
export function rowKeyOf<T>(rowKey: ((keyof T & string) | ((row: T) => Key)) | undefined, row: T): Key {
  if (typeof rowKey === 'function') return rowKey(row);
  return (row as Record<string, unknown>)[rowKey ?? 'id'] as Key;
}

/** `'filedOn,desc'` → `{field: 'filedOn', direction: 'desc'}`; anything else → undefined. */
export function parseSort(sort: string | undefined): {field: string; direction: SortDirection} | undefined {
  const match = sort ? /^([^,]+),(asc|desc)$/.exec(sort) : null;
  return match ? {field: match[1]!, direction: match[2] as SortDirection} : undefined;
}

/**
 * The sort after a click on a sortable header. A column's cycle starts from the direction it was
 * first sorted in (`first`: ascending after a click on an unsorted column, or whatever the grid
 * was given, say newest first): the first click on it turns the direction round, the next one
 * removes the sort. So the first click on an already sorted column never throws the sort away.
 * Another column starts ascending.
 */
export function nextSort(current: string | undefined, field: string, first: SortDirection = 'asc'): string | undefined {
  const parsed = parseSort(current);
  if (!parsed || parsed.field !== field) return `${field},asc`;
  if (parsed.direction !== first) return undefined;
  return `${field},${first === 'asc' ? 'desc' : 'asc'}`;
}

/** Number of pages for a total; at least 1, so that "page 1 of 1" reads right when there is nothing. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/**
 * The rows to render for a scroll position: those in view plus `overscan` on each side, as
 * `[start, end)`, with the heights of the space above and below them.
 */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  rowCount: number,
  overscan = 8,
): {start: number; end: number; before: number; after: number} {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const inView = Math.ceil(viewportHeight / rowHeight) + 1;
  const start = Math.max(0, Math.min(rowCount, first - overscan));
  const end = Math.max(start, Math.min(rowCount, first + inView + overscan));
  return {start, end, before: start * rowHeight, after: (rowCount - end) * rowHeight};
}

/** The selection after toggling one key. */
export function toggleKey(selected: readonly Key[], key: Key, single: boolean): Key[] {
  if (selected.includes(key)) return selected.filter((k) => k !== key);
  return single ? [key] : [...selected, key];
}

/**
 * Shift+Space: every key from the anchor row to the target row (in display order) becomes
 * selected, the rest of the selection stays.
 */
export function selectRange(selected: readonly Key[], rowKeys: readonly Key[], anchor: Key, target: Key): Key[] {
  const from = rowKeys.indexOf(anchor);
  const to = rowKeys.indexOf(target);
  if (from < 0 || to < 0) return toggleKey(selected, target, false);
  const range = rowKeys.slice(Math.min(from, to), Math.max(from, to) + 1);
  return [...selected, ...range.filter((key) => !selected.includes(key))];
}

/** The header checkbox: all selectable rows of the page selected, some, or none. */
export function pageSelectionState(selectableKeys: readonly Key[], selected: readonly Key[]): 'all' | 'some' | 'none' {
  const count = selectableKeys.filter((key) => selected.includes(key)).length;
  if (count === 0) return 'none';
  return count === selectableKeys.length ? 'all' : 'some';
}

/** The selection after the header checkbox: select the page's selectable rows, or clear them. */
export function togglePage(selectableKeys: readonly Key[], selected: readonly Key[]): Key[] {
  if (pageSelectionState(selectableKeys, selected) === 'all') return selected.filter((key) => !selectableKeys.includes(key));
  return [...selected, ...selectableKeys.filter((key) => !selected.includes(key))];
}
