/**
 * The editor's bookkeeping, without React: what changed between the rows of the last save (the
 * baseline) and the current rows, which rows to show (removed rows stay visible, struck through,
 * until the save), and what a block copied from Excel or WPS holds.
 */
import type {EditorChanges} from '../api/DataGridEditor';
import type {Key} from '@lexboot/core';
import {isBlank} from '@lexboot/core/internal';

/**
 * Keys for rows without a key of their own (new rows): `lexboot-new-1`, `lexboot-new-2`… in the
 * order the rows are first asked about, one per row object, carried over to the object that
 * replaces a row when one of its fields is edited. The same row object always gets the same key.
 */
export class TemporaryKeys {
  private readonly keys = new WeakMap<object, Key>();
  private count = 0;

  keyOf(row: object): Key {
    let key = this.keys.get(row);
    if (key === undefined) {
      this.count += 1;
      key = `lexboot-new-${this.count}`;
      this.keys.set(row, key);
    }
    return key;
  }

  /** Gives `next` the key of `row`, when `row` has one. */
  carry(row: object, next: object): void {
    const key = this.keys.get(row);
    if (key !== undefined) this.keys.set(next, key);
  }
}

/** Equal for change tracking: the same value, or both blank (`null`, `undefined`, `''`). */
export function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || (isBlank(a) && isBlank(b));
}

function fieldsOf(...rows: unknown[]): Set<string> {
  const fields = new Set<string>();
  for (const row of rows) if (row && typeof row === 'object') for (const field of Object.keys(row)) fields.add(field);
  return fields;
}

const read = (row: unknown, field: string): unknown =>
  row && typeof row === 'object' ? (row as Record<string, unknown>)[field] : undefined;

/** The fields whose value differs between two versions of a row. */
export function changedFields(original: unknown, row: unknown): Set<string> {
  const changed = new Set<string>();
  if (original === row) return changed;
  for (const field of fieldsOf(original, row)) if (!sameValue(read(original, field), read(row, field))) changed.add(field);
  return changed;
}

/**
 * `created`: current rows whose key the baseline does not have; `updated`: rows of both whose fields
 * differ; `removed`: keys of baseline rows that are gone. Rows keep the current order.
 */
export function computeChanges<T>(baseline: readonly T[], current: readonly T[], keyOf: (row: T) => Key): EditorChanges<T> {
  const originals = new Map<Key, T>();
  for (const row of baseline) originals.set(keyOf(row), row);
  const created: T[] = [];
  const updated: T[] = [];
  const present = new Set<Key>();
  for (const row of current) {
    const key = keyOf(row);
    present.add(key);
    if (!originals.has(key)) created.push(row);
    else if (changedFields(originals.get(key), row).size > 0) updated.push(row);
  }
  const removed = [...originals.keys()].filter((key) => !present.has(key));
  return {created, updated, removed};
}

export function changeCount(changes: EditorChanges<unknown>): number {
  return changes.created.length + changes.updated.length + changes.removed.length;
}

export type RowState = 'kept' | 'created' | 'removed';

export interface DisplayRow<T> {
  row: T;
  key: Key;
  state: RowState;
}

/**
 * The rows to show: the current rows, with each removed baseline row back in its old place (after
 * the baseline row before it) so that it can be restored. `lastSeen` gives the version of a removed
 * row the user last saw, edits included; without one, the baseline version is shown.
 */
export function displayRows<T>(
  baseline: readonly T[],
  current: readonly T[],
  keyOf: (row: T) => Key,
  lastSeen: (key: Key) => T | undefined = () => undefined,
): Array<DisplayRow<T>> {
  const inBaseline = new Set(baseline.map(keyOf));
  const result: Array<DisplayRow<T>> = current.map((row) => {
    const key = keyOf(row);
    return {row, key, state: inBaseline.has(key) ? 'kept' : 'created'};
  });
  let cursor = 0;
  for (const original of baseline) {
    const key = keyOf(original);
    const at = result.findIndex((entry) => entry.key === key);
    if (at >= 0) {
      cursor = at + 1;
    } else {
      result.splice(cursor, 0, {row: lastSeen(key) ?? original, key, state: 'removed'});
      cursor += 1;
    }
  }
  return result;
}

/**
 * Where a restored row goes among the current rows: after the current rows shown above it.
 * `displayIndex` is its place in `displayRows`.
 */
export function restoreIndex(display: ReadonlyArray<DisplayRow<unknown>>, displayIndex: number): number {
  return display.slice(0, displayIndex).filter((entry) => entry.state !== 'removed').length;
}

/**
 * The cells of a block copied from a spreadsheet: rows by line, cells by tab. Excel ends the block
 * with a line break, and quotes a cell that holds a tab, a line break or a quote (`"a""b"` is `a"b`).
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
      continue;
    }
    if (char === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (char === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else {
      cell += char;
      atCellStart = false;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
