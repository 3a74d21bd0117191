/**
 * MultiFilter: stackable "field operator value" chips. "Add condition" is a disclosure button that
 * opens an inline editor (field, operator, value; Enter applies, Escape cancels); presets are a
 * menu button (WAI-ARIA menu pattern). Each chip is a button that edits it plus a remove button,
 * and Backspace or Delete on either removes it, handing focus to the next chip, the previous one,
 * or "Add condition". Conditions are controlled (`value`), uncontrolled (`defaultValue`) or kept in
 * a program store's `searchParams.filters`.
 */
import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref} from 'react';
import type {FilterCondition, FilterField, FilterOperator, FilterPreset, MultiFilterProps} from '../api/MultiFilter';
import {useDict, type DictItem} from '@lexboot/core';
import {dictLabel, fill, useMessages, formatNumber} from '@lexboot/core/internal';
import {
  adaptValue,
  isFilterCondition,
  normalizeCondition,
  operatorsFor,
  sameCondition,
  valueShape,
  type ConditionProblem,
  type FieldType,
} from './conditions';
import {MESSAGES} from './messages';
import {searchParamsOf, useStoreSlice, type AnyProgramState} from '../shared/store-state';
import styles from './styles.module.css';

export {toFilterParams} from './conditions';

type Text = (typeof MESSAGES)[keyof typeof MESSAGES];

/** The condition being written: a new one, or the one at an index. */
type Draft = {
  target: 'new' | number;
  field: string;
  operator: FilterOperator;
  value: string | string[];
  problem?: ConditionProblem;
};

/** Where focus goes after the next render. */
type FocusTarget = 'add' | 'field' | 'invalid' | number;

const selectFilters = (state: AnyProgramState): unknown => searchParamsOf(state).filters;

function valueText(type: FieldType, value: string, items: readonly DictItem[], text: Text): string {
  switch (type) {
    case 'dict':
      return dictLabel(items, value);
    case 'number':
      return formatNumber(value);
    case 'boolean':
      return value === 'true' ? text.yes : value === 'false' ? text.no : value;
    default:
      return value;
  }
}

/** The condition as a sentence: `状态 属于 已立案、审理中`, `Filed on between 2025-01-01 and 2025-06-30`. */
function describe(field: FilterField | undefined, condition: FilterCondition, items: readonly DictItem[], text: Text) {
  const type = field?.type ?? 'text';
  const values = typeof condition.value === 'string' ? [condition.value] : condition.value;
  const shown =
    condition.operator === 'between'
      ? fill(text.range, {from: valueText(type, values[0] ?? '', items, text), to: valueText(type, values[1] ?? '', items, text)})
      : values.map((value) => valueText(type, value, items, text)).join(text.listSeparator);
  return {field: field?.label ?? condition.field, operator: text.operators[condition.operator], value: shown};
}

type ChipProps = {
  condition: FilterCondition;
  field: FilterField | undefined;
  text: Text;
  disabled: boolean;
  hintId: string;
  buttonRef: Ref<HTMLButtonElement>;
  onEdit: () => void;
  onRemove: () => void;
};

function Chip({condition, field, text, disabled, hintId, buttonRef, onEdit, onRemove}: ChipProps) {
  const items = useDict(field?.type === 'dict' ? field.dict : undefined);
  const parts = describe(field, condition, items, text);
  const full = `${parts.field} ${parts.operator} ${parts.value}`;
  const content = (
    <span className={styles.chipText}>
      <span className={styles.chipField}>{parts.field}</span> {parts.operator} {parts.value}
    </span>
  );
  if (disabled) {
    return (
      <li className={styles.chip} title={full}>
        <span className={styles.chipStatic}>{content}</span>
      </li>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      onRemove();
    }
  };
  return (
    <li className={styles.chip}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.chipMain}
        title={full}
        aria-describedby={hintId}
        onClick={onEdit}
        onKeyDown={onKeyDown}>
        {content}
      </button>
      <button
        type="button"
        className={styles.chipRemove}
        aria-label={fill(text.remove, {condition: full})}
        onClick={onRemove}
        onKeyDown={onKeyDown}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

type EditorProps = {
  id: string;
  draft: Draft;
  fields: FilterField[];
  text: Text;
  editorRef: Ref<HTMLDivElement>;
  fieldRef: Ref<HTMLSelectElement>;
  onDraft: (draft: Draft) => void;
  onApply: () => void;
  onCancel: () => void;
};

function Editor({id, draft, fields, text, editorRef, fieldRef, onDraft, onApply, onCancel}: EditorProps) {
  const field = fields.find((candidate) => candidate.name === draft.field);
  const type = field?.type ?? 'text';
  const items = useDict(type === 'dict' ? field?.dict : undefined);
  const operators = field ? operatorsFor(field) : [];
  const shape = valueShape(draft.operator);
  const titleId = `${id}-title`;
  const problemId = `${id}-problem`;
  const invalid = draft.problem !== undefined && draft.problem !== 'duplicate' ? true : undefined;
  const describedBy = draft.problem ? problemId : undefined;
  const values = typeof draft.value === 'string' ? [draft.value] : draft.value;

  const setValue = (value: string | string[]) => onDraft({...draft, value, problem: undefined});
  const changeField = (name: string) => {
    const next = fields.find((candidate) => candidate.name === name);
    if (!next) return;
    const offered = operatorsFor(next);
    const operator = offered.includes(draft.operator) ? draft.operator : (offered[0] ?? 'eq');
    // What was typed still fits a field of the same type; a status code does not fit a date.
    const value = next.type === type ? adaptValue(draft.value, operator) : adaptValue('', operator);
    onDraft({...draft, field: name, operator, value, problem: undefined});
  };
  const changeOperator = (operator: FilterOperator) =>
    onDraft({...draft, operator, value: adaptValue(draft.value, operator), problem: undefined});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName !== 'BUTTON') {
      event.preventDefault();
      onApply();
    }
  };

  const inputProps = {
    className: styles.input,
    type: type === 'date' || type === 'datetime' ? 'date' : 'text',
    inputMode: type === 'number' ? ('decimal' as const) : undefined,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  };
  const choices: readonly DictItem[] | undefined =
    type === 'boolean'
      ? [
          {value: 'true', label: text.yes},
          {value: 'false', label: text.no},
        ]
      : type === 'dict' && items.length > 0
        ? items
        : undefined;

  let valueControl: ReactNode;
  if (shape === 'list' && choices) {
    valueControl = (
      <fieldset className={styles.fieldset} aria-describedby={describedBy}>
        <legend className={styles.label}>{text.value}</legend>
        <div className={styles.checks}>
          {choices.map((item) => {
            const code = String(item.value);
            return (
              <label key={code} className={styles.check}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={values.includes(code)}
                  aria-invalid={invalid}
                  onChange={(event) =>
                    // Kept in the dictionary's order, so that the chip reads the same however it was ticked.
                    setValue(
                      choices
                        .map((choice) => String(choice.value))
                        .filter((candidate) => (candidate === code ? event.target.checked : values.includes(candidate))),
                    )
                  }
                />
                {item.label}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  } else if (shape === 'single' && choices) {
    valueControl = (
      <label className={styles.control}>
        <span className={styles.label}>{text.value}</span>
        <select
          className={styles.select}
          value={values[0] ?? ''}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => setValue(event.target.value)}>
          <option value="">{text.choose}</option>
          {choices.map((item) => (
            <option key={String(item.value)} value={String(item.value)}>
              {item.label}
            </option>
          ))}
        </select>
      </label>
    );
  } else if (shape === 'pair') {
    const [low = '', high = ''] = values;
    const [lowLabel, highLabel] = type === 'number' ? [text.min, text.max] : [text.from, text.to];
    valueControl = (
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{text.value}</legend>
        <div className={styles.pair}>
          <label className={styles.control}>
            <span className={styles.subLabel}>{lowLabel}</span>
            <input {...inputProps} value={low} onChange={(event) => setValue([event.target.value, high])} />
          </label>
          <label className={styles.control}>
            <span className={styles.subLabel}>{highLabel}</span>
            <input {...inputProps} value={high} onChange={(event) => setValue([low, event.target.value])} />
          </label>
        </div>
      </fieldset>
    );
  } else {
    // A list without dictionary items (an unknown dictionary) is typed as codes separated by commas.
    valueControl = (
      <label className={styles.control}>
        <span className={styles.label}>{text.value}</span>
        <input
          {...inputProps}
          value={shape === 'list' ? values.join(',') : (values[0] ?? '')}
          onChange={(event) => setValue(shape === 'list' ? event.target.value.split(',') : event.target.value)}
        />
      </label>
    );
  }

  return (
    <div ref={editorRef} id={id} role="group" aria-labelledby={titleId} className={styles.editor}>
      {/* Escape cancels and Enter applies from any control of the editor: the keys bubble up to this wrapper. */}
      <div role="presentation" className={styles.keyScope} onKeyDown={onKeyDown}>
        <p id={titleId} className={styles.editorTitle}>
          {draft.target === 'new' ? text.newCondition : text.editCondition}
        </p>
        <label className={styles.control}>
          <span className={styles.label}>{text.field}</span>
          <select ref={fieldRef} className={styles.select} value={draft.field} onChange={(event) => changeField(event.target.value)}>
            {fields.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.control}>
          <span className={styles.label}>{text.operator}</span>
          <select
            className={styles.select}
            value={draft.operator}
            onChange={(event) => changeOperator(event.target.value as FilterOperator)}>
            {operators.map((operator) => (
              <option key={operator} value={operator}>
                {text.operators[operator]}
              </option>
            ))}
          </select>
        </label>
        {valueControl}
        <div className={styles.editorActions}>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onApply}>
            {text.apply}
          </button>
          <button type="button" className={styles.button} onClick={onCancel}>
            {text.cancel}
          </button>
        </div>
        {draft.problem && (
          <p id={problemId} role="alert" className={styles.problem}>
            {text.problems[draft.problem]}
          </p>
        )}
      </div>
    </div>
  );
}

type PresetMenuProps = {
  presets: FilterPreset[];
  text: Text;
  menuId: string;
  onApply: (preset: FilterPreset) => void;
};

/** The presets as a menu button: arrows move, Enter applies, Escape closes (WAI-ARIA menu button). */
function PresetMenu({presets, text, menuId, onApply}: PresetMenuProps) {
  const [open, setOpen] = useState(false);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const wanted = useRef<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || wanted.current === null) return;
    items.current[wanted.current]?.focus();
    wanted.current = null;
  });

  const openAt = (index: number) => {
    wanted.current = (index + presets.length) % presets.length;
    if (open) items.current[wanted.current]?.focus();
    else setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    const moves: Record<string, number> = {ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: presets.length - 1};
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      openAt(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div
      className={styles.menuWrap}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(event.key === 'ArrowDown' ? 0 : -1);
          }
        }}>
        {text.presets}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={text.presets} className={styles.menu} onKeyDown={onMenuKeyDown}>
          {presets.map((preset, index) => (
            <li key={preset.label} role="none">
              <button
                ref={(element) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => {
                  close(true);
                  onApply(preset);
                }}>
                {preset.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function MultiFilter(props: MultiFilterProps): ReactNode {
  const {fields, value, defaultValue, onChange, store, presets = [], maxConditions = 10, disabled = false} = props;
  const text = useMessages(MESSAGES);
  const id = useId();
  const stored = useStoreSlice(store, selectFilters);
  const fromStore = useMemo(() => (Array.isArray(stored) ? stored.filter(isFilterCondition) : []), [stored]);
  const [own, setOwn] = useState<FilterCondition[]>(() => defaultValue ?? []);
  const conditions: FilterCondition[] = store ? fromStore : (value ?? own);

  const [draft, setDraft] = useState<Draft | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const chipRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const addRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLSelectElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const element =
      target === 'add'
        ? addRef.current
        : target === 'field'
          ? fieldRef.current
          : target === 'invalid'
            ? editorRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
            : (chipRefs.current[target] ?? addRef.current);
    element?.focus();
  });

  const atLimit = conditions.length >= maxConditions;
  const fieldOf = (name: string) => fields.find((field) => field.name === name);

  const commit = (next: FilterCondition[]) => {
    onChange?.(next);
    if (store) {
      setFailure(null);
      store
        .getState()
        .search({filters: next})
        .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
    } else if (value === undefined) {
      setOwn(next);
    }
    setAnnouncement(next.length === 0 ? text.countNone : next.length === 1 ? text.countOne : fill(text.count, {count: next.length}));
  };

  const openEditor = (target: 'new' | number) => {
    if (target === 'new') {
      const first = fields[0];
      if (atLimit || !first) return;
      const operator = operatorsFor(first)[0] ?? 'eq';
      setDraft({target, field: first.name, operator, value: adaptValue('', operator)});
    } else {
      const condition = conditions[target];
      if (!condition || !fieldOf(condition.field)) return;
      const current = typeof condition.value === 'string' ? condition.value : [...condition.value];
      setDraft({target, field: condition.field, operator: condition.operator, value: current});
    }
    focusNext.current = 'field';
  };

  const cancel = () => {
    if (!draft) return;
    focusNext.current = draft.target === 'new' ? 'add' : draft.target;
    setDraft(null);
  };

  const apply = () => {
    if (!draft) return;
    const field = fieldOf(draft.field);
    if (!field) return;
    const result = normalizeCondition(field.type, {field: field.name, operator: draft.operator, value: draft.value});
    if ('problem' in result) {
      setDraft({...draft, problem: result.problem});
      focusNext.current = 'invalid';
      return;
    }
    if (conditions.some((condition, index) => index !== draft.target && sameCondition(condition, result.condition))) {
      setDraft({...draft, problem: 'duplicate'});
      return;
    }
    const next =
      draft.target === 'new'
        ? [...conditions, result.condition]
        : conditions.map((condition, index) => (index === draft.target ? result.condition : condition));
    commit(next);
    setDraft(null);
    focusNext.current = draft.target === 'new' ? next.length - 1 : draft.target;
  };

  const remove = (index: number) => {
    const next = conditions.filter((_, position) => position !== index);
    commit(next);
    if (draft && draft.target !== 'new' && draft.target >= index) {
      setDraft(draft.target === index ? null : {...draft, target: draft.target - 1});
    }
    // The chip that took its place, else the one before it, else "Add condition".
    focusNext.current = next.length === 0 ? 'add' : Math.min(index, next.length - 1);
  };

  const applyPreset = (preset: FilterPreset) => {
    commit(preset.conditions.filter(isFilterCondition).slice(0, maxConditions));
    setDraft(null);
  };

  const editorId = `${id}-editor`;
  const limitId = `${id}-limit`;
  const hintId = `${id}-hint`;

  return (
    <div className={styles.filter} role="group" aria-label={text.region}>
      {!disabled && (
        <div className={styles.toolbar}>
          <button
            ref={addRef}
            type="button"
            className={`${styles.button} ${styles.add}`}
            aria-expanded={draft?.target === 'new'}
            aria-controls={draft?.target === 'new' ? editorId : undefined}
            aria-disabled={atLimit || fields.length === 0 ? true : undefined}
            aria-describedby={atLimit ? limitId : undefined}
            onClick={() => (draft?.target === 'new' ? cancel() : openEditor('new'))}>
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            {text.add}
          </button>
          {presets.length > 0 && <PresetMenu presets={presets} text={text} menuId={`${id}-presets`} onApply={applyPreset} />}
          {atLimit && (
            <span id={limitId} className={styles.limit}>
              {fill(text.limit, {max: maxConditions})}
            </span>
          )}
        </div>
      )}
      {conditions.length > 0 ? (
        <ul className={styles.chips} aria-label={text.conditions}>
          {conditions.map((condition, index) => (
            <Chip
              // Identical conditions are refused, so field, operator and value identify a chip.
              key={`${condition.field}:${condition.operator}:${String(condition.value)}:${index}`}
              condition={condition}
              field={fieldOf(condition.field)}
              text={text}
              disabled={disabled}
              hintId={hintId}
              buttonRef={(element) => {
                chipRefs.current[index] = element;
              }}
              onEdit={() => openEditor(index)}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{text.none}</p>
      )}
      {draft && !disabled && (
        <Editor
          id={editorId}
          draft={draft}
          fields={fields}
          text={text}
          editorRef={editorRef}
          fieldRef={fieldRef}
          onDraft={setDraft}
          onApply={apply}
          onCancel={cancel}
        />
      )}
      {failure && (
        <p role="alert" className={styles.problem}>
          {fill(text.failed, {message: failure})}
        </p>
      )}
      <p id={hintId} hidden>
        {text.chipHint}
      </p>
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
