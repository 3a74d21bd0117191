/**
 * DataGridEditor: a grid whose cells are edited in place, with per-column rules, added and removed
 * rows, and the changes since the last save collected into created, updated and removed sets.
 *
 * The rows are controlled (`value` / `onChange`); the editor keeps what a parent cannot know: the
 * rows of the last save (the baseline the changes are measured against), text that could not be
 * read as its column's type, which cells' messages are showing, and removed rows, which stay
 * visible until the save so that they can be restored. Keyboard use follows the WAI-ARIA grid
 * pattern: the grid is one Tab stop, arrows move, Enter or F2 edits, Enter commits, Tab commits and
 * edits the next editable cell, Escape cancels.
 */
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import type {DataGridEditorColumn, DataGridEditorProps, EditorChanges} from '../api/DataGridEditor';
import type {Key} from '@lexboot/core';
import {useUiLocale} from '@lexboot/core';
import {dictLabel, fill, useMessages, formatDate, formatDateTime, formatNumber, valueText} from '@lexboot/core/internal';
import {
  changeCount,
  changedFields,
  computeChanges,
  displayRows,
  parseClipboard,
  restoreIndex,
  sameValue,
  TemporaryKeys,
  type DisplayRow,
} from './changes';
import {nextEditableCell} from './grid';
import {moveCell, type Cell} from '../shared/grid-keyboard';
import {useColumnDicts, useIsClient, usePinnedColumns, useScrollEdges} from '../shared/hooks';
import {MESSAGES} from './messages';
import {editorKindOf, parseInput, toDraft, validateValue, type EditorKind, type EditorOption, type ParseContext} from './validation';
import styles from './styles.module.css';

/** China Standard Time: the offset `datetime` cells use until the browser's own is known. */
const SERVER_OFFSET_MINUTES = 480;
const DEFAULT_COLUMN_WIDTH = 140;
const ACTIONS_WIDTH = 96;
/** How far PageUp and PageDown move the active cell. */
const PAGE_ROWS = 5;

type Editing = {key: Key; field: string; draft: string | boolean};
type Unreadable = {key: Key; text: string; message: string};

const NO_CELLS: ReadonlySet<string> = new Set();
const NO_TEXT: ReadonlyMap<string, Unreadable> = new Map();

const read = (row: unknown, field: string): unknown => (row as Record<string, unknown>)[field];
const cellId = (key: Key, field: string) => `${typeof key}:${key}\u0000${field}`;
const rowDomKey = (key: Key) => `${typeof key}:${key}`;

/** The browser's offset (minutes east of UTC) at a local or absolute time; only called in handlers. */
const browserOffset = (time: string) => {
  const offset = -new Date(time).getTimezoneOffset();
  return Number.isNaN(offset) ? -new Date().getTimezoneOffset() : offset;
};

export function DataGridEditor<T>(props: DataGridEditorProps<T>): ReactNode {
  const {
    columns,
    value,
    onChange,
    rowKey = 'id',
    createRow,
    onSave,
    allowRemove = true,
    maxRows,
    editTrigger = 'click',
    readOnly = false,
    loading = false,
    ref,
  } = props;
  const text = useMessages(MESSAGES);
  const locale = useUiLocale();
  const isClient = useIsClient();
  const id = useId();
  const dicts = useColumnDicts(columns);

  // Rows without a key of their own (new rows) get one that follows the row object through edits.
  // One registry for the editor's lifetime, read while rendering: the same row always has the same key.
  const [temporaryKeys] = useState(() => new TemporaryKeys());
  const keyOf = (row: T): Key => {
    const own = typeof rowKey === 'function' ? rowKey(row) : read(row, rowKey);
    if (own !== undefined && own !== null && own !== '') return own as Key;
    return temporaryKeys.keyOf(row as object);
  };
  const withField = (row: T, field: string, fieldValue: unknown): T => {
    const next = {...(row as object), [field]: fieldValue} as T;
    temporaryKeys.carry(row as object, next as object);
    return next;
  };

  const [baseline, setBaseline] = useState<readonly T[]>(value);
  const [seen, setSeen] = useState<readonly T[]>(value);
  // Whether rows were sent through onChange and have not come back as `value` yet.
  const [awaiting, setAwaiting] = useState(false);
  const [pendingRebase, setPendingRebase] = useState(false);
  const [unreadable, setUnreadable] = useState(NO_TEXT);
  const [shown, setShown] = useState(NO_CELLS);
  const [lastSeenRemoved, setLastSeenRemoved] = useState<ReadonlyMap<Key, T>>(() => new Map());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [active, setActive] = useState<Cell>({row: 1, col: 0});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState({text: '', id: 0});

  // New rows that are not the answer to this editor's own onChange (a parent may pass them on
  // normalized, so identity is not the test) become the new baseline when there is nothing unsaved
  // to lose, or when they are the answer to a save.
  if (value !== seen) {
    const clean = unreadable.size === 0 && changeCount(computeChanges(baseline, seen, keyOf)) === 0;
    setSeen(value);
    setAwaiting(false);
    if (!awaiting && (pendingRebase || clean)) {
      setBaseline(value);
      setPendingRebase(false);
      setUnreadable(NO_TEXT);
      setShown(NO_CELLS);
      setLastSeenRemoved(new Map());
    }
  }

  // The latest rows, for handlers that run before the parent has rendered the last change.
  const rowsRef = useRef(value);
  useEffect(() => {
    rowsRef.current = value;
  });
  const editingRef = useRef<Editing | null>(null);
  // A request to move focus to the active cell (or its editor), numbered; the render that carries a
  // new number is the one that fulfils it. A flag in a ref was taken by whichever render's effects
  // ran next: a keypress arriving just after a render React made on its own (the pinned columns,
  // measured once the grid has its width) had its request fulfilled by that render's late effects,
  // before its own render had opened the editor, and focus was lost.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusServed = useRef(0);
  const tableRef = useRef<HTMLTableElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const overflow = useScrollEdges(viewportRef);

  const busy = loading || saving;
  const hasActions = allowRemove && !readOnly;
  const display = displayRows(baseline, value, keyOf, (key) => lastSeenRemoved.get(key));
  const originals = new Map(baseline.map((row) => [keyOf(row), row] as const));
  const colCount = columns.length + (hasActions ? 1 : 0);
  const rowCount = display.length + 1;
  const activeCell = {row: Math.min(active.row, rowCount - 1), col: Math.min(active.col, colCount - 1)};
  const changes = computeChanges(baseline, value, keyOf);
  // Rows with unsaved changes, counting a row whose only change is text still to be fixed.
  const pending = new Set<Key>([
    ...[...changes.created, ...changes.updated].map(keyOf),
    ...changes.removed,
    ...[...unreadable.values()].map((stuck) => stuck.key),
  ]).size;
  const atLimit = maxRows !== undefined && value.length >= maxRows;

  const kinds = columns.map((column) => editorKindOf(column));
  const optionsOf = (index: number): readonly EditorOption[] => {
    const column = columns[index];
    if (column?.options && kinds[index] !== 'dict') return column.options;
    return dicts[index] ?? [];
  };
  const parseContext = (index: number): ParseContext => ({texts: text, options: optionsOf(index), offsetOf: browserOffset});

  const announce = (message: string) => setAnnouncement((previous) => ({text: message, id: previous.id + 1}));
  const goTo = (cell: Cell) => {
    setActive(cell);
    setFocusRequest((request) => request + 1);
  };

  useEffect(() => {
    if (focusRequest === focusServed.current) return;
    // Served once: a request whose cell is gone must not pull focus back into the grid later.
    focusServed.current = focusRequest;
    const target = tableRef.current?.querySelector<HTMLElement>(`[data-focus="${activeCell.row}:${activeCell.col}"]`);
    if (!target) return;
    target.focus();
    // Edit from the end of the text, as F2 does in a spreadsheet.
    if (target instanceof HTMLInputElement && target.type === 'text') target.setSelectionRange(target.value.length, target.value.length);
  }, [focusRequest, activeCell.row, activeCell.col]);

  const cellEditable = (entry: DisplayRow<T> | undefined, column: DataGridEditorColumn<T> | undefined): boolean => {
    if (readOnly || !entry || !column || entry.state === 'removed') return false;
    return typeof column.editable === 'function' ? column.editable(entry.row) : column.editable !== false;
  };
  const isEditableAt = (cell: Cell) => cellEditable(display[cell.row - 1], columns[cell.col]);

  /** The message of a cell whether or not it is showing: unreadable text first, then the rules. */
  const errorOf = (entry: DisplayRow<T>, column: DataGridEditorColumn<T>): string | undefined => {
    if (entry.state === 'removed') return undefined;
    const stuck = unreadable.get(cellId(entry.key, column.field));
    if (stuck) return stuck.message;
    return validateValue(read(entry.row, column.field), column.rules, entry.row, text);
  };

  const emit = (next: T[]) => {
    rowsRef.current = next;
    setAwaiting(true);
    setPendingRebase(false);
    onChange(next);
  };

  const replaceRow = (key: Key, update: (row: T) => T): T | undefined => {
    const rows = rowsRef.current;
    const index = rows.findIndex((row) => keyOf(row) === key);
    if (index < 0) return undefined;
    const next = update(rows[index]!);
    if (next !== rows[index]) emit(rows.map((row, i) => (i === index ? next : row)));
    return next;
  };

  const markShown = (ids: readonly string[]) =>
    setShown((previous) => {
      const next = new Set(previous);
      for (const cell of ids) next.add(cell);
      return next;
    });

  const beginEditing = (cell: Cell, key: Key, row: T, typed?: string) => {
    const column = columns[cell.col]!;
    const kind = kinds[cell.col]!;
    const fieldValue = read(row, column.field);
    const stuck = unreadable.get(cellId(key, column.field));
    const draft = typed ?? stuck?.text ?? toDraft(kind, fieldValue, kind === 'datetime' ? browserOffset(String(fieldValue)) : 0);
    const next = {key, field: column.field, draft};
    editingRef.current = next;
    setEditing(next);
    goTo(cell);
  };

  const startEdit = (cell: Cell, typed?: string) => {
    const entry = display[cell.row - 1];
    const column = columns[cell.col];
    if (busy || !entry || !column || !cellEditable(entry, column)) return;
    const current = editingRef.current;
    if (current && current.key === entry.key && current.field === column.field) return;
    if (kinds[cell.col] === 'checkbox') {
      setCheckbox(entry.key, column.field, read(entry.row, column.field) !== true);
      return;
    }
    beginEditing(cell, entry.key, entry.row, typed);
  };

  const setCheckbox = (key: Key, field: string, checked: boolean) => {
    if (busy) return;
    replaceRow(key, (row) => withField(row, field, checked));
    markShown([cellId(key, field)]);
  };

  const cancel = () => {
    if (!editingRef.current) return;
    editingRef.current = null;
    setEditing(null);
    setFocusRequest((request) => request + 1);
  };

  /**
   * Commits the cell being edited. Text that cannot be read stays in the cell with its message;
   * a readable value goes to the row even when it breaks a rule, and is marked. Enter then moves
   * down only from a valid value, so that the message is read out where the user is.
   */
  const commit = (move: 'stay' | 'down' | 'next' | 'previous', refocus = true) => {
    const current = editingRef.current;
    if (!current) return;
    editingRef.current = null;
    setEditing(null);
    const columnIndex = columns.findIndex((column) => column.field === current.field);
    const column = columns[columnIndex];
    const row = rowsRef.current.find((candidate) => keyOf(candidate) === current.key);
    if (!column || row === undefined) return;
    const edited = cellId(current.key, column.field);
    markShown([edited]);
    const parsed = parseInput(kinds[columnIndex]!, current.draft, parseContext(columnIndex));
    let valid = false;
    if (parsed.ok) {
      setUnreadable((previous) => {
        if (!previous.has(edited)) return previous;
        const next = new Map(previous);
        next.delete(edited);
        return next;
      });
      const next = sameValue(read(row, column.field), parsed.value)
        ? row
        : replaceRow(current.key, (candidate) => withField(candidate, column.field, parsed.value));
      valid = validateValue(parsed.value, column.rules, next ?? row, text) === undefined;
    } else {
      setUnreadable((previous) => new Map(previous).set(edited, {key: current.key, text: String(current.draft), message: parsed.message}));
    }
    if (!refocus) return;
    const at = display.findIndex((entry) => entry.key === current.key);
    const from = {row: at + 1, col: columnIndex};
    if (at < 0) return;
    if (move === 'down' && valid && from.row + 1 < rowCount) {
      goTo({row: from.row + 1, col: columnIndex});
      return;
    }
    if (move === 'next' || move === 'previous') {
      const target = nextEditableCell(from, move === 'next' ? 1 : -1, {rows: rowCount, cols: columns.length}, isEditableAt);
      if (target && kinds[target.col] !== 'checkbox') {
        const key = display[target.row - 1]!.key;
        const latest = rowsRef.current.find((candidate) => keyOf(candidate) === key) ?? display[target.row - 1]!.row;
        beginEditing(target, key, latest);
        return;
      }
      if (target) {
        goTo(target);
        return;
      }
    }
    goTo(from);
  };

  const addRow = (fields?: Partial<T>) => {
    if (readOnly || saving) return;
    const rows = rowsRef.current;
    if (maxRows !== undefined && rows.length >= maxRows) {
      announce(fill(text.rowLimit, {max: formatNumber(maxRows)}));
      return;
    }
    const row = {...(createRow ? createRow() : {}), ...fields} as T;
    const next = [...rows, row];
    const key = keyOf(row);
    emit(next);
    announce(text.rowAdded);
    const nextDisplay = displayRows(baseline, next, keyOf, (removedKey) => lastSeenRemoved.get(removedKey));
    const gridRow = nextDisplay.findIndex((entry) => entry.key === key) + 1;
    const entry: DisplayRow<T> = {row, key, state: 'created'};
    const col = columns.findIndex((column, index) => cellEditable(entry, column) && kinds[index] !== 'checkbox');
    if (col >= 0) beginEditing({row: gridRow, col}, key, row);
    else goTo({row: gridRow, col: 0});
  };

  const removeAt = (index: number) => {
    const entry = display[index];
    if (busy || !entry || entry.state === 'removed') return;
    if (editingRef.current?.key === entry.key) {
      editingRef.current = null;
      setEditing(null);
    }
    if (entry.state === 'kept') setLastSeenRemoved((previous) => new Map(previous).set(entry.key, entry.row));
    else {
      // A row that never reached the server leaves nothing behind, not even unreadable text.
      setUnreadable((previous) => new Map([...previous].filter(([, stuck]) => stuck.key !== entry.key)));
    }
    emit(rowsRef.current.filter((row) => keyOf(row) !== entry.key));
    announce(text.rowRemoved);
    goTo({row: index + 1, col: colCount - 1});
  };

  const restoreAt = (index: number) => {
    const entry = display[index];
    if (busy || !entry || entry.state !== 'removed') return;
    const rows = rowsRef.current;
    const at = restoreIndex(display, index);
    setLastSeenRemoved((previous) => {
      const next = new Map(previous);
      next.delete(entry.key);
      return next;
    });
    emit([...rows.slice(0, at), entry.row, ...rows.slice(at)]);
    announce(text.rowRestored);
    goTo({row: index + 1, col: colCount - 1});
  };

  /** Shows every failing cell's message and moves focus to the first; true when there is none. */
  const validateAll = (): boolean => {
    const failing: string[] = [];
    let first: Cell | undefined;
    displayRows(baseline, rowsRef.current, keyOf, (key) => lastSeenRemoved.get(key)).forEach((entry, index) => {
      columns.forEach((column, col) => {
        if (errorOf(entry, column) === undefined) return;
        failing.push(cellId(entry.key, column.field));
        first ??= {row: index + 1, col};
      });
    });
    if (!first) return true;
    markShown(failing);
    announce(failing.length === 1 ? text.invalidOne : fill(text.invalidMany, {count: failing.length}));
    goTo(first);
    return false;
  };

  const getChanges = (): EditorChanges<T> => computeChanges(baseline, rowsRef.current, keyOf);

  const save = async () => {
    if (!onSave || busy) return;
    if (!validateAll()) return;
    const toSave = getChanges();
    if (changeCount(toSave) === 0) {
      announce(text.nothingToSave);
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(toSave);
      // The saved rows are the new baseline; rows the parent sends back for the save (with the
      // keys the server assigned) replace them when they arrive.
      setBaseline(rowsRef.current);
      setPendingRebase(true);
      setUnreadable(NO_TEXT);
      setShown(NO_CELLS);
      setLastSeenRemoved(new Map());
      announce(text.saved);
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : text.unknownError;
      setSaveError(fill(text.saveFailed, {reason}));
    } finally {
      setSaving(false);
    }
  };

  const reset = () => {
    const dirty = unreadable.size > 0 || changeCount(getChanges()) > 0;
    editingRef.current = null;
    setEditing(null);
    setUnreadable(NO_TEXT);
    setShown(NO_CELLS);
    setLastSeenRemoved(new Map());
    setSaveError(null);
    if (changeCount(getChanges()) > 0) emit([...baseline]);
    if (dirty) announce(text.discarded);
  };

  useImperativeHandle(ref, () => ({
    validate: () => Promise.resolve(validateAll()),
    getChanges,
    isDirty: () => unreadable.size > 0 || changeCount(getChanges()) > 0,
    addRow,
    reset,
  }));

  /** Cells pasted from a spreadsheet, from the active cell on; rows beyond the last are added. */
  const paste = (block: string[][]) => {
    const startCol = activeCell.col;
    if (startCol >= columns.length) return;
    const rows = [...rowsRef.current];
    const targets = display
      .slice(activeCell.row - 1)
      .filter((entry) => entry.state !== 'removed')
      .map((entry) => rows.findIndex((row) => keyOf(row) === entry.key));
    const stuck = new Map(unreadable);
    const touched: string[] = [];
    let limited = false;
    block.forEach((cells, offset) => {
      let index = targets[offset];
      if (index === undefined) {
        if (maxRows !== undefined && rows.length >= maxRows) {
          limited = true;
          return;
        }
        rows.push((createRow ? createRow() : {}) as T);
        index = rows.length - 1;
      }
      let row = rows[index] as T;
      const key = keyOf(row);
      cells.forEach((input, cellOffset) => {
        const col = startCol + cellOffset;
        const column = columns[col];
        if (!column || !cellEditable({row, key, state: 'kept'}, column)) return;
        const pastedCell = cellId(key, column.field);
        touched.push(pastedCell);
        const parsed = parseInput(kinds[col]!, input, parseContext(col));
        if (parsed.ok) {
          stuck.delete(pastedCell);
          row = withField(row, column.field, parsed.value);
        } else {
          stuck.set(pastedCell, {key, text: input, message: parsed.message});
        }
      });
      rows[index] = row;
    });
    if (touched.length === 0 && !limited) return;
    emit(rows);
    setUnreadable(stuck);
    markShown(touched);
    announce(fill(limited ? text.pastedToLimit : text.pasted, {count: touched.length, max: formatNumber(maxRows ?? 0)}));
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    // The cell editor handles its own keys.
    if (target.closest('[data-editor]')) return;
    const next = event.altKey
      ? undefined
      : moveCell(activeCell, event.key, {ctrl: event.ctrlKey || event.metaKey}, {rows: rowCount, cols: colCount, pageRows: PAGE_ROWS});
    if (next) {
      event.preventDefault();
      goTo(next);
      return;
    }
    if (activeCell.row === 0 || activeCell.col >= columns.length) return;
    const onCell = target.tagName === 'TD';
    if ((event.key === 'Enter' || event.key === 'F2') && (onCell || target.matches('input[type=checkbox]'))) {
      event.preventDefault();
      startEdit(activeCell);
      return;
    }
    // Typing on a text or number cell starts editing with what was typed, as in a spreadsheet.
    const kind = kinds[activeCell.col];
    if (onCell && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && (kind === 'text' || kind === 'number')) {
      event.preventDefault();
      startEdit(activeCell, event.key);
    }
  };

  const onGridPaste = (event: ClipboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    if (readOnly || busy || target.closest('[data-editor]') || activeCell.row === 0) return;
    const block = parseClipboard(event.clipboardData.getData('text/plain'));
    if (block.length === 0) return;
    event.preventDefault();
    paste(block);
  };

  const onEditorKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Enter also ends a Chinese input method's composition; that Enter is not a commit.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      commit('down');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      commit(event.shiftKey ? 'previous' : 'next');
    }
  };

  // Pinned columns stay at the left edge when the grid scrolls sideways, while the box has room.
  const {lastPinned: lastFixed, isPinned, stickyLeft} = usePinnedColumns(columns, 0, viewportRef);
  const minWidth = columns.reduce((sum, column) => sum + (column.width ?? DEFAULT_COLUMN_WIDTH), 0) + (hasActions ? ACTIONS_WIDTH : 0);
  const alignOf = (column: DataGridEditorColumn<T>, kind: EditorKind) =>
    column.align ?? (kind === 'number' ? 'right' : kind === 'checkbox' ? 'center' : 'left');
  const headerId = (col: number) => `${id}-head-${col}`;
  const tabIndexOf = (row: number, col: number) => (row === activeCell.row && col === activeCell.col ? 0 : -1);
  const offset = isClient ? undefined : SERVER_OFFSET_MINUTES;

  const displayText = (kind: EditorKind, index: number, fieldValue: unknown): string => {
    switch (kind) {
      case 'number':
        return formatNumber(fieldValue);
      case 'date':
        return formatDate(fieldValue);
      case 'datetime':
        return formatDateTime(fieldValue, locale, offset);
      case 'select':
      case 'dict':
        return dictLabel(optionsOf(index), fieldValue);
      case 'checkbox':
        return fieldValue === true ? text.yes : fieldValue === false ? text.no : '';
      default:
        return fieldValue === null || fieldValue === undefined ? '' : valueText(fieldValue);
    }
  };

  const renderCell = (entry: DisplayRow<T>, index: number, column: DataGridEditorColumn<T>, col: number, changed: boolean) => {
    const gridRow = index + 1;
    const kind = kinds[col]!;
    const cellKey = cellId(entry.key, column.field);
    const editable = cellEditable(entry, column);
    const isEditing = editable && editing !== null && editing.key === entry.key && editing.field === column.field;
    const error = shown.has(cellKey) ? errorOf(entry, column) : undefined;
    const errorId = error ? `${headerId(col)}-error-${index}` : undefined;
    const required = editable && (column.rules ?? []).some((rule) => rule.required) ? true : undefined;
    const fieldValue = read(entry.row, column.field);
    const focusKey = `${gridRow}:${col}`;
    const stuck = unreadable.get(cellKey);
    // The focus goes to the one control a cell holds (an editor, a checkbox), otherwise to the cell.
    let control: ReactNode;
    if (isEditing) {
      control = (
        <CellEditor
          kind={kind}
          draft={editing.draft}
          options={optionsOf(col)}
          choose={text.choose}
          focusKey={focusKey}
          labelledBy={headerId(col)}
          describedBy={errorId}
          invalid={error !== undefined}
          required={required}
          align={alignOf(column, kind)}
          onDraft={(draft) => {
            const next = {...editing, draft};
            editingRef.current = next;
            setEditing(next);
          }}
          onKeyDown={onEditorKeyDown}
          onBlur={() => {
            const current = editingRef.current;
            if (current && current.key === entry.key && current.field === column.field) commit('stay', false);
          }}
        />
      );
    } else if (kind === 'checkbox' && editable) {
      control = (
        <input
          type="checkbox"
          className={styles.checkbox}
          data-focus={focusKey}
          tabIndex={tabIndexOf(gridRow, col)}
          checked={fieldValue === true}
          aria-labelledby={headerId(col)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={() => setCheckbox(entry.key, column.field, fieldValue !== true)}
        />
      );
    }
    const content =
      control ??
      (stuck ? stuck.text : column.render ? column.render(fieldValue as T[keyof T], entry.row, index) : displayText(kind, col, fieldValue));
    const startsEdit = () => {
      if (!isEditing) startEdit({row: gridRow, col});
    };
    return (
      <td
        key={column.field}
        className={clsx(
          styles.cell,
          styles[alignOf(column, kind)],
          column.ellipsis && !isEditing && styles.ellipsis,
          isPinned(col) && styles.fixed,
          col === lastFixed && styles.lastFixed,
          changed && styles.changed,
          error && styles.invalid,
          isEditing && styles.editing,
        )}
        style={stickyLeft(col)}
        data-focus={control ? undefined : focusKey}
        tabIndex={control ? undefined : tabIndexOf(gridRow, col)}
        title={column.ellipsis && typeof content === 'string' ? content : undefined}
        aria-readonly={readOnly ? undefined : !editable || undefined}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onFocus={() => setActive({row: gridRow, col})}
        onClick={editTrigger === 'click' && kind !== 'checkbox' ? startsEdit : undefined}
        onDoubleClick={editTrigger === 'dblclick' && kind !== 'checkbox' ? startsEdit : undefined}>
        {entry.state === 'removed' ? <del className={styles.struck}>{content}</del> : content}
        {col === 0 && entry.state !== 'kept' && (
          <span className={styles.visuallyHidden}>{entry.state === 'created' ? text.newRow : text.removedRow}</span>
        )}
        {changed && <span className={styles.visuallyHidden}>{text.changed}</span>}
        {error && (
          // Read once, as the cell's description, rather than twice as its content too.
          <span id={errorId} className={styles.message} aria-hidden="true">
            {error}
          </span>
        )}
      </td>
    );
  };

  const renderRow = (entry: DisplayRow<T>, index: number) => {
    const changed = entry.state === 'kept' ? changedFields(originals.get(entry.key), entry.row) : NO_CELLS;
    const gridRow = index + 1;
    const removed = entry.state === 'removed';
    return (
      <tr key={rowDomKey(entry.key)} className={clsx(styles.row, entry.state === 'created' && styles.created, removed && styles.removed)}>
        {columns.map((column, col) => renderCell(entry, index, column, col, changed.has(column.field)))}
        {hasActions && (
          <td className={clsx(styles.cell, styles.actionsCell)} onFocus={() => setActive({row: gridRow, col: colCount - 1})}>
            <button
              type="button"
              className={clsx(styles.rowButton, removed ? styles.restoreButton : styles.removeButton)}
              data-focus={`${gridRow}:${colCount - 1}`}
              tabIndex={tabIndexOf(gridRow, colCount - 1)}
              aria-label={fill(removed ? text.restoreRow : text.removeRow, {row: gridRow})}
              aria-disabled={busy || undefined}
              onClick={() => (removed ? restoreAt(index) : removeAt(index))}>
              {removed ? text.restore : text.remove}
            </button>
          </td>
        )}
      </tr>
    );
  };

  const showToolbar = !readOnly && (createRow !== undefined || onSave !== undefined);
  const saveLabel = pending === 0 ? text.save : fill(pending === 1 ? text.saveChangesOne : text.saveChangesMany, {count: pending});
  const hintId = `${id}-hint`;

  return (
    <div className={styles.editor}>
      {showToolbar && (
        <div className={styles.toolbar}>
          {createRow && (
            <button
              type="button"
              className="button button--secondary button--sm"
              aria-disabled={atLimit || busy || undefined}
              onClick={() => addRow()}>
              {text.addRow}
            </button>
          )}
          {onSave && (
            <button
              type="button"
              className={clsx('button button--sm', pending > 0 ? 'button--primary' : 'button--secondary')}
              aria-disabled={busy || undefined}
              onClick={() => void save()}>
              {saving ? text.saving : saveLabel}
            </button>
          )}
          {atLimit && <span className={styles.note}>{fill(text.rowLimit, {max: formatNumber(maxRows)})}</span>}
        </div>
      )}
      {saveError && (
        <p role="alert" className={styles.saveError}>
          {saveError}
        </p>
      )}
      <div className={styles.frame} data-more-start={overflow.start || undefined} data-more-end={overflow.end || undefined}>
        <div ref={viewportRef} className={styles.viewport} onScroll={overflow.measure}>
          <table
            ref={tableRef}
            role="grid"
            className={styles.table}
            style={{minWidth}}
            aria-label={text.grid}
            aria-describedby={readOnly ? undefined : hintId}
            aria-readonly={readOnly || undefined}
            aria-busy={busy || undefined}
            onKeyDown={onGridKeyDown}
            onPaste={onGridPaste}>
            <colgroup>
              {columns.map((column) => (
                <col key={column.field} style={column.width ? {width: column.width} : undefined} />
              ))}
              {hasActions && <col style={{width: ACTIONS_WIDTH}} />}
            </colgroup>
            <thead>
              <tr>
                {columns.map((column, col) => (
                  <th
                    key={column.field}
                    id={headerId(col)}
                    scope="col"
                    className={clsx(
                      styles.head,
                      styles[alignOf(column, kinds[col]!)],
                      isPinned(col) && styles.fixed,
                      col === lastFixed && styles.lastFixed,
                    )}
                    style={stickyLeft(col)}
                    data-focus={`0:${col}`}
                    tabIndex={tabIndexOf(0, col)}
                    onFocus={() => setActive({row: 0, col})}>
                    {column.title}
                  </th>
                ))}
                {hasActions && (
                  <th
                    scope="col"
                    className={clsx(styles.head, styles.actionsCell)}
                    data-focus={`0:${colCount - 1}`}
                    tabIndex={tabIndexOf(0, colCount - 1)}
                    onFocus={() => setActive({row: 0, col: colCount - 1})}>
                    {text.actions}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {display.length === 0 ? (
                <tr>
                  <td colSpan={colCount} className={styles.empty}>
                    {loading ? text.loading : createRow && !readOnly ? text.emptyAddable : text.empty}
                  </td>
                </tr>
              ) : (
                display.map(renderRow)
              )}
            </tbody>
          </table>
          {busy && display.length > 0 && (
            <div className={styles.overlay} aria-hidden="true">
              {saving ? text.saving : text.loading}
            </div>
          )}
        </div>
      </div>
      <p id={hintId} className={styles.visuallyHidden}>
        {text.hint}
      </p>
      <div role="status" className={styles.visuallyHidden}>
        <span key={announcement.id}>{announcement.text}</span>
      </div>
    </div>
  );
}

type CellEditorProps = {
  kind: EditorKind;
  draft: string | boolean;
  options: readonly EditorOption[];
  choose: string;
  focusKey: string;
  labelledBy: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: true | undefined;
  align: 'left' | 'center' | 'right';
  onDraft: (draft: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: () => void;
};

/** The input of the cell being edited: native controls, so phones show their own pickers. */
function CellEditor({
  kind,
  draft,
  options,
  choose,
  focusKey,
  labelledBy,
  describedBy,
  invalid,
  required,
  align,
  onDraft,
  onKeyDown,
  onBlur,
}: CellEditorProps): ReactNode {
  const text = String(draft);
  // A double click on a cell opens its editor with the first click; the second press lands in the
  // editor and would select the word under it, so that typing replaced that word. A press that
  // goes on a click begun before the editor opened selects nothing; one begun in it selects as usual.
  const pressedHere = useRef(false);
  const common = {
    'data-editor': true,
    'data-focus': focusKey,
    tabIndex: 0,
    className: clsx(styles.input, styles[align]),
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required,
    onKeyDown,
    onBlur,
    onMouseDown: (event: ReactMouseEvent) => {
      if (event.detail <= 1) pressedHere.current = true;
      else if (!pressedHere.current) event.preventDefault();
    },
  };
  if (kind === 'select' || kind === 'dict') {
    const known = text === '' || options.some((option) => String(option.value) === text);
    return (
      <select {...common} value={text} onChange={(event) => onDraft(event.target.value)}>
        <option value="">{choose}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
        {/* A value the options do not know stays visible rather than silently becoming "none". */}
        {!known && <option value={text}>{text}</option>}
      </select>
    );
  }
  // Native date pickers cannot show text they cannot read (pasted `2025/13/40`): that text is edited as text.
  const nativeType =
    kind === 'date' && (text === '' || /^\d{4}-\d{2}-\d{2}$/.test(text))
      ? 'date'
      : kind === 'datetime' && (text === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text))
        ? 'datetime-local'
        : 'text';
  return (
    <input
      {...common}
      type={nativeType}
      inputMode={kind === 'number' ? 'decimal' : undefined}
      autoComplete="off"
      value={text}
      onChange={(event) => onDraft(event.target.value)}
    />
  );
}
