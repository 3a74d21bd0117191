/**
 * SearchParams: a search form laid out in a grid of `columns`, rows past `collapsedRows` behind an
 * Expand/Collapse disclosure. Enter in any field or "Search" submits; "Reset" restores the initial
 * criteria. Bound to a program store, it searches through the store and mirrors the criteria in
 * the address bar's query (read once in the browser, null on the server, so the server's HTML and
 * the hydrating render agree), so that a link or a reload brings the same search back. What the user typed
 * stays in the inputs, even when it cannot be searched with yet ("12,0x0") or a search fails.
 */
import {
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type {SearchField, SearchParamsProps} from '../api/SearchParams';
import type {ProgramStoreHook} from '@lexboot/core';
import type {DictItem} from '@lexboot/core';
import {fill, useMessages} from '@lexboot/core/internal';
import {LandmarkNameContext} from '../shared/landmark-name';
import {DATE_INPUT, leftDate} from '../shared/date-input';
import {
  emptyDraft,
  fieldKey,
  choicesFor,
  fromParams,
  fromQuery,
  isFilled,
  isMultiple,
  readDraft,
  rowsOf,
  toDraft,
  toParams,
  toQuery,
  type Choice,
  type ChoicesOf,
  type Draft,
  type DraftValue,
  type FieldProblem,
  type Values,
} from './query';
import {MESSAGES} from './messages';
import {noSubscription, useColumnDicts} from '../shared/hooks';
import {searchParamsOf, useStoreSlice, type AnyProgramState} from '../shared/store-state';
import styles from './styles.module.css';

const selectLoading = (state: AnyProgramState): boolean => state.list.loading;

/**
 * The criteria each store started with, taken the first time a form sees the store: the state
 * does not keep `initialSearch`, and "Reset" restores it rather than clearing everything.
 */
const initialSearches = new WeakMap<ProgramStoreHook, Record<string, unknown>>();
function initialSearchOf(store: ProgramStoreHook): Record<string, unknown> {
  const known = initialSearches.get(store);
  if (known) return known;
  const initial: Record<string, unknown> = {...searchParamsOf(store.getState())};
  initialSearches.set(store, initial);
  return initial;
}

/** Puts the criteria in the address bar without a navigation (and without a history entry). */
function writeQuery(fields: readonly SearchField[], values: Values): void {
  const {pathname, search, hash} = window.location;
  const query = toQuery(fields, values, search);
  if (query !== search) window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
}

// The address bar's query, read once when the form mounts: nothing to subscribe to (the form itself
// rewrites it with replaceState, which is not a change to react to). On the server there is none.
const browserQuery = (): string => window.location.search;
const serverQuery = (): null => null;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Each field's dictionary items, read once per field rather than once per option. */
function useFieldDicts(fields: readonly SearchField[]): ReadonlyMap<string, readonly DictItem[]> {
  const items = useColumnDicts(fields.map((field) => (field.type === 'dict' ? field : undefined)));
  return new Map(fields.map((field, index) => [field.name, items[index] ?? []]));
}

export function SearchParams(props: SearchParamsProps): ReactNode {
  const {fields, store, value, onChange, onSearch, onReset, columns = 3, collapsedRows = 1, searchOnChange = false, extra} = props;
  const text = useMessages(MESSAGES);
  const landmarkName = useContext(LandmarkNameContext);
  const id = useId();
  const dicts = useFieldDicts(fields);
  const choicesOf: ChoicesOf = (field) => choicesFor(field, dicts.get(field.name));

  const stored = useStoreSlice(store, searchParamsOf);
  const loading = useStoreSlice(store, selectLoading) ?? false;
  const external: Values | undefined = stored ? fromParams(fields, stored, choicesOf) : value;
  const externalKeys = external ? fields.map((field) => fieldKey(field, external[field.name])) : undefined;

  const [draft, setDraft] = useState<Draft>(() => toDraft(fields, external ?? {}));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const initialValues = useRef<Values>(value ?? {});
  const [seen, setSeen] = useState(externalKeys);
  const pending = useRef<string | null>(null);
  const focusWanted = useRef<'first' | 'invalid' | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [initialSearch] = useState(() => (store ? initialSearchOf(store) : undefined));

  const columnCount = Math.max(1, Math.floor(columns));
  const rows = useMemo(
    () =>
      rowsOf(
        fields.map((field) => field.span ?? 1),
        columnCount,
      ),
    [fields, columnCount],
  );
  const collapsible = collapsedRows > 0 && rows.some((row) => row >= collapsedRows);
  const isHidden = (index: number) => collapsible && !expanded && (rows[index] ?? 0) >= collapsedRows;
  const hiddenFilled = fields.filter((field, index) => isHidden(index) && isFilled(draft[field.name])).length;

  // Criteria changed from outside (another program's link, a controlled `value`) replace what a
  // field shows, unless the field already means the same: a half-typed "12." or a search the form
  // itself just made must not be rewritten under the user's cursor.
  if (external && externalKeys && externalKeys.join('\u0000') !== seen?.join('\u0000')) {
    setSeen(externalKeys);
    const changed = fields.filter((_, index) => externalKeys[index] !== seen?.[index]);
    const mine = readDraft(fields, draft, choicesOf).values;
    let next = draft;
    for (const field of changed) {
      if (fieldKey(field, mine[field.name]) === fieldKey(field, external[field.name])) continue;
      next = {...next, [field.name]: toDraft([field], external)[field.name] ?? emptyDraft(field)};
    }
    if (next !== draft) setDraft(next);
  }

  // The address bar's query as the form found it in the browser (null until then): a query there
  // (a shared link, a reload) wins over the store, so it goes into the draft (hidden fields with a
  // value expand the form) and, in the effect below, is searched with.
  const addressQuery = useSyncExternalStore(noSubscription, browserQuery, serverQuery);
  const [mountQuery, setMountQuery] = useState<string | null>(null);
  if (store && mountQuery === null && addressQuery !== null) {
    setMountQuery(addressQuery);
    const fromUrl = fromQuery(fields, addressQuery, choicesOf);
    if (Object.keys(fromUrl).length > 0) {
      setDraft(toDraft(fields, fromUrl));
      if (fields.some((field, index) => isHidden(index) && fromUrl[field.name] !== undefined)) setExpanded(true);
    }
  }

  useEffect(() => {
    const wanted = focusWanted.current;
    if (!wanted) return;
    focusWanted.current = null;
    const selector = wanted === 'invalid' ? '[aria-invalid="true"]' : 'input, select';
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const search = (values: Values) => {
    if (!store) return;
    const params = toParams(fields, values);
    const signature = JSON.stringify(params);
    // Pressing Search again on the same criteria while they load would only repeat the request.
    if (store.getState().list.loading && signature === pending.current) return;
    pending.current = signature;
    writeQuery(fields, values);
    setFailure(null);
    store
      .getState()
      .search(params)
      .catch((error: unknown) => setFailure(messageOf(error)));
  };

  // Once the address bar has been read: search with its query, or, without one, put the store's
  // criteria (kept while the user was on another tab) in the address bar. An effect event, so that
  // it reads the props of the moment without re-running when they change.
  const searchAddressBar = useEffectEvent((query: string) => {
    if (!store) return;
    const fromUrl = fromQuery(fields, query, choicesOf);
    if (Object.keys(fromUrl).length > 0) search(fromUrl);
    else writeQuery(fields, fromParams(fields, searchParamsOf(store.getState()), choicesOf));
  });
  useEffect(() => {
    if (mountQuery !== null) searchAddressBar(mountQuery);
  }, [mountQuery]);

  const submit = (from: Draft, focusProblem: boolean) => {
    const {values, problems: found} = readDraft(fields, from, choicesOf);
    setProblems(found);
    const invalid = fields.findIndex((field) => found[field.name] !== undefined);
    if (invalid >= 0) {
      if (focusProblem) {
        if (isHidden(invalid)) setExpanded(true);
        focusWanted.current = 'invalid';
      }
      return;
    }
    onSearch?.(values);
    search(values);
  };

  const change = (field: SearchField, entry: DraftValue) => {
    const next = {...draft, [field.name]: entry};
    setDraft(next);
    if (problems[field.name]) {
      setProblems((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field.name)));
    }
    onChange?.(readDraft(fields, next, choicesOf).values);
    // Typing is not searching: text and numbers wait for Enter or "Search".
    if (searchOnChange && field.type !== 'text' && field.type !== 'number') submit(next, false);
  };

  const reset = () => {
    const values = initialSearch ? fromParams(fields, initialSearch, choicesOf) : initialValues.current;
    setDraft(toDraft(fields, values));
    setProblems({});
    setFailure(null);
    onChange?.(values);
    onReset?.();
    search(values);
    focusWanted.current = 'first';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // An input method composing Chinese uses Enter to confirm the characters, not to search.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const tag = (event.target as HTMLElement).tagName;
    if (tag === 'INPUT' || tag === 'SELECT') {
      event.preventDefault();
      submit(draft, true);
    }
  };

  const renderField = (field: SearchField, index: number) => {
    const inputId = `${id}-field-${index}`;
    const problem = problems[field.name];
    const problemId = `${inputId}-problem`;
    const invalid = problem ? true : undefined;
    const describedBy = problem ? problemId : undefined;
    const entry = draft[field.name] ?? emptyDraft(field);
    const parts = typeof entry === 'string' ? [entry] : entry;
    const span = Math.min(Math.max(1, Math.floor(field.span ?? 1)), columnCount);
    const common = {
      className: styles.field,
      // Narrower forms have fewer columns (styles.module.css): the span is cut to what they have.
      style: {
        '--search-span': String(span),
        '--search-span-3': String(Math.min(span, 3)),
        '--search-span-2': String(Math.min(span, 2)),
      } as CSSProperties,
      hidden: isHidden(index),
    };
    const problemText = problem && (
      <p id={problemId} className={styles.problem}>
        {text.problems[problem]}
      </p>
    );

    if (field.type === 'dateRange') {
      const [from = '', to = ''] = parts;
      return (
        <fieldset key={field.name} {...common} aria-describedby={describedBy}>
          <legend className={styles.label}>{field.label}</legend>
          <div className={styles.range}>
            <label className={styles.rangePart}>
              <span className={styles.subLabel}>{text.from}</span>
              <input
                className={styles.input}
                {...DATE_INPUT}
                placeholder={text.placeholderDate}
                value={from}
                aria-invalid={invalid}
                onChange={(event) => change(field, [event.target.value, to])}
                onBlur={() => leftDate(from).text !== from && change(field, [leftDate(from).text, to])}
              />
            </label>
            <label className={styles.rangePart}>
              <span className={styles.subLabel}>{text.to}</span>
              <input
                className={styles.input}
                {...DATE_INPUT}
                placeholder={text.placeholderDate}
                value={to}
                aria-invalid={invalid}
                onChange={(event) => change(field, [from, event.target.value])}
                onBlur={() => leftDate(to).text !== to && change(field, [from, leftDate(to).text])}
              />
            </label>
          </div>
          {problemText}
        </fieldset>
      );
    }

    const choices: readonly Choice[] =
      field.type === 'boolean'
        ? [
            {value: 'true', label: text.yes},
            {value: 'false', label: text.no},
          ]
        : field.type === 'select'
          ? (field.options ?? [])
          : (dicts.get(field.name) ?? []);

    if (isMultiple(field)) {
      return (
        <fieldset key={field.name} {...common}>
          <legend className={styles.label}>{field.label}</legend>
          <div className={styles.checks}>
            {choices.map((choice) => {
              const code = String(choice.value);
              return (
                <label key={code} className={styles.check}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={parts.includes(code)}
                    onChange={(event) =>
                      // Kept in the options' order, so that the same choice gives the same link.
                      change(
                        field,
                        choices
                          .map((item) => String(item.value))
                          .filter((candidate) => (candidate === code ? event.target.checked : parts.includes(candidate))),
                      )
                    }
                  />
                  {choice.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      );
    }

    let control: ReactNode;
    if (field.type === 'select' || field.type === 'dict' || field.type === 'boolean') {
      control = (
        <select id={inputId} className={styles.select} value={parts[0] ?? ''} onChange={(event) => change(field, event.target.value)}>
          <option value="">{field.placeholder ?? text.any}</option>
          {choices.map((choice) => (
            <option key={String(choice.value)} value={String(choice.value)}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    } else {
      control = (
        <input
          id={inputId}
          className={styles.input}
          {...(field.type === 'date' ? DATE_INPUT : {type: 'text'})}
          inputMode={field.type === 'number' ? 'decimal' : field.type === 'date' ? 'numeric' : undefined}
          placeholder={
            field.placeholder ??
            (field.type === 'date' ? text.placeholderDate : field.type === 'number' ? text.placeholderNumber : text.placeholderText)
          }
          value={parts[0] ?? ''}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => change(field, event.target.value)}
          onBlur={(event) => {
            if (field.type !== 'date') return;
            const left = leftDate(event.target.value);
            if (left.text !== event.target.value) change(field, left.text);
          }}
        />
      );
    }
    return (
      <div key={field.name} {...common}>
        <label htmlFor={inputId} className={styles.label}>
          {field.label}
        </label>
        {control}
        {problemText}
      </div>
    );
  };

  const gridId = `${id}-grid`;
  return (
    <form
      ref={formRef}
      role="search"
      aria-label={landmarkName === undefined ? text.form : fill(text.formOf, {name: landmarkName})}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(draft, true);
      }}>
      {/* Enter in a field searches: the key bubbles up from the field to this wrapper. */}
      <div role="presentation" className={styles.keyScope} onKeyDown={onKeyDown}>
        <div
          id={gridId}
          className={styles.grid}
          style={
            {
              '--search-columns': String(columnCount),
              '--search-columns-3': String(Math.min(columnCount, 3)),
              '--search-columns-2': String(Math.min(columnCount, 2)),
            } as CSSProperties
          }>
          {fields.map(renderField)}
        </div>
        <div className={styles.actions}>
          {extra !== undefined && extra !== null && <div className={styles.extra}>{extra}</div>}
          <div className={styles.buttons}>
            {collapsible && (
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={gridId}
                onClick={() => setExpanded(!expanded)}>
                {expanded ? text.collapse : text.expand}
                {!expanded && hiddenFilled > 0 && (
                  <>
                    <span className={styles.badge} aria-hidden="true">
                      {hiddenFilled}
                    </span>
                    <span className={styles.visuallyHidden}>{fill(text.hiddenFilled, {count: hiddenFilled})}</span>
                  </>
                )}
                <span className={expanded ? `${styles.caret} ${styles.caretUp}` : styles.caret} aria-hidden="true" />
              </button>
            )}
            <button type="button" className={styles.button} onClick={reset}>
              {text.reset}
            </button>
            <button type="submit" className={`${styles.button} ${styles.primary} ${styles.submit}`} data-loading={loading || undefined}>
              <span className={styles.spinner} aria-hidden="true" />
              {text.search}
            </button>
          </div>
        </div>
        {failure && (
          <p role="alert" className={styles.failure}>
            {fill(text.failed, {message: failure})}
          </p>
        )}
      </div>
    </form>
  );
}
