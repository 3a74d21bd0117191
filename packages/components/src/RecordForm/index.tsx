/**
 * RecordForm: the create/edit form of a record, built from `FormField`s. Each label is tied to its
 * input; `required`, `maxLength`, `min` and `max` are checked before anything is sent, with the
 * problem under the field (announced, and the first one focused); a failed save shows its message
 * and the envelope's field errors and keeps everything that was typed. RecordDetail shows a record
 * read-only with the same fields.
 */
import {useEffect, useId, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import type {FormField} from '../api/FormField';
import type {RecordDetailProps, RecordFormProps} from '../api/RecordForm';
import {useUiLocale} from '@lexboot/core';
import {dictLabel, fill, formatDate, formatDateTime, formatNumber, isBlank, useMessages, valueText} from '@lexboot/core/internal';
import {useColumnDicts} from '../shared/hooks';
import {DATE_INPUT, leftDate} from '../shared/date-input';
import {save, spanOf, toDraft, type Choice, type Draft, type Problem} from './form';
import {MESSAGES} from './messages';
import styles from './styles.module.css';

type Loaded =
  | {readonly state: 'loading'}
  | {readonly state: 'ready'; readonly options: readonly Choice[]}
  | {readonly state: 'failed'; readonly message: string};

/** The options each `loadOptions` field has read, read again when the fields change; no entry yet while loading. */
function useLoadedOptions(fields: readonly FormField[]): ReadonlyMap<string, Loaded> {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Loaded>>(new Map());
  useEffect(() => {
    let current = true;
    const loaders = fields.filter((field) => field.type === 'select' && field.loadOptions);
    if (loaders.length === 0) return;
    for (const field of loaders) {
      field.loadOptions!().then(
        (options) => current && setLoaded((map) => new Map(map).set(field.name, {state: 'ready', options})),
        (error: unknown) =>
          current &&
          setLoaded((map) =>
            new Map(map).set(field.name, {state: 'failed', message: error instanceof Error ? error.message : String(error)}),
          ),
      );
    }
    return () => {
      current = false;
    };
  }, [fields]);
  return loaded;
}

/** The choices of each select, dict and boolean field, by name. */
function useChoices(fields: readonly FormField[], loaded: ReadonlyMap<string, Loaded>, yes: string, no: string) {
  const dicts = useColumnDicts(fields.map((field) => (field.type === 'dict' ? field : undefined)));
  return (field: FormField): readonly Choice[] | undefined => {
    if (field.type === 'boolean')
      return [
        {value: 'true', label: yes},
        {value: 'false', label: no},
      ];
    if (field.type === 'dict') return dicts[fields.indexOf(field)] ?? [];
    if (field.type !== 'select') return undefined;
    const read = loaded.get(field.name);
    return [...(field.options ?? []), ...(read?.state === 'ready' ? read.options : [])];
  };
}

export function RecordForm<TValues = Record<string, unknown>>(props: RecordFormProps<TValues>): ReactNode {
  const {fields, values, mode = 'create', onSubmit, onCancel, submitText, columns = 2} = props;
  const text = useMessages(MESSAGES);
  const id = useId();
  const loaded = useLoadedOptions(fields);
  const choicesOf = useChoices(fields, loaded, text.yes, text.no);
  const [draft, setDraft] = useState<Draft>(() => toDraft(fields, values));
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusInvalid = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  const problemText = (field: FormField, problem: Problem) =>
    fill(text.problems[problem.kind], {
      label: field.label,
      length: [...(draft[field.name] ?? '')].length,
      max: problem.kind === 'max' || problem.kind === 'maxLength' ? problem.max : '',
      min: problem.kind === 'min' ? problem.min : '',
    });

  const submit = async () => {
    if (saving) return;
    setFieldErrors({});
    setFailure(null);
    setSaving(true);
    const outcome = await save(fields, draft, mode, choicesOf, (values) => onSubmit(values as TValues));
    setSaving(false);
    // Nothing typed is lost: the draft stays as it is, with what the checks or the server said beside it.
    setProblems(outcome.kind === 'invalid' ? outcome.problems : {});
    if (outcome.kind === 'failed') {
      setFailure(outcome.message);
      setFieldErrors(outcome.fieldErrors);
    }
    if (outcome.kind === 'invalid' || (outcome.kind === 'failed' && Object.keys(outcome.fieldErrors).length > 0))
      focusInvalid.current = true;
  };

  const change = (field: FormField, entry: string) => {
    setDraft((current) => ({...current, [field.name]: entry}));
    if (problems[field.name]) setProblems(({[field.name]: _, ...rest}) => rest);
    if (fieldErrors[field.name]) setFieldErrors(({[field.name]: _, ...rest}) => rest);
  };

  const problemCount = Object.keys(problems).length;
  const renderField = (field: FormField, index: number) => {
    const inputId = `${id}-field-${index}`;
    const problemId = `${inputId}-problem`;
    const hintId = `${inputId}-hint`;
    const problem = problems[field.name];
    const said = problem ? problemText(field, problem) : fieldErrors[field.name];
    const read = loaded.get(field.name) ?? (field.type === 'select' && field.loadOptions ? {state: 'loading'} : undefined);
    const hint =
      field.type === 'password' && mode === 'edit'
        ? text.passwordKept
        : read?.state === 'loading'
          ? text.loading
          : read?.state === 'failed'
            ? fill(text.loadFailed, {message: read.message})
            : undefined;
    const describedBy = [said ? problemId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
    const required = Boolean(field.required) && !(field.type === 'password' && mode === 'edit');
    const common = {
      id: inputId,
      name: field.name,
      value: draft[field.name] ?? '',
      required,
      'aria-invalid': said ? true : undefined,
      'aria-describedby': describedBy,
    } as const;
    let control: ReactNode;
    const choices = choicesOf(field);
    if (choices) {
      control = (
        <select {...common} className={styles.select} onChange={(event) => change(field, event.target.value)}>
          <option value="">{text.choose}</option>
          {choices.map((choice) => (
            <option key={String(choice.value)} value={String(choice.value)}>
              {choice.label}
            </option>
          ))}
        </select>
      );
    } else if (field.type === 'textarea') {
      control = <textarea {...common} className={styles.textarea} rows={4} onChange={(event) => change(field, event.target.value)} />;
    } else if (field.type === 'date') {
      // Typed in the page's format (the browser's date control would show its own, mm/dd/yyyy in an
      // English browser); checked when left, so that a wrong date is said at once.
      control = (
        <input
          {...common}
          {...DATE_INPUT}
          className={styles.input}
          placeholder={text.datePlaceholder}
          onChange={(event) => change(field, event.target.value)}
          onBlur={(event) => {
            const left = leftDate(event.target.value);
            if (left.text !== event.target.value) change(field, left.text);
            if (!left.valid) setProblems((current) => ({...current, [field.name]: {kind: 'date'}}));
          }}
        />
      );
    } else {
      const type = field.type === 'datetime' ? 'datetime-local' : field.type === 'password' ? 'password' : 'text';
      control = (
        <input
          {...common}
          className={styles.input}
          type={type}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          autoComplete={field.type === 'password' ? 'new-password' : undefined}
          onChange={(event) => change(field, event.target.value)}
        />
      );
    }
    return (
      <div key={field.name} className={styles.field} style={{'--form-span': String(spanOf(field, columns))} as CSSProperties}>
        <label htmlFor={inputId} className={styles.label}>
          {field.label}
          {/* The input's own `required` is what a screen reader announces. */}
          {required && (
            <span className={styles.mark} aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
        {control}
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {said && (
          <p id={problemId} className={styles.problem}>
            {said}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}>
      <div className={styles.grid} style={{'--form-columns': String(columns)} as CSSProperties}>
        {fields.map(renderField)}
      </div>
      <div role="alert" className={styles.failure}>
        {problemCount > 0 ? fill(text.summary, {count: problemCount}) : failure ? fill(text.failed, {message: failure}) : null}
      </div>
      <div className={styles.buttons}>
        {onCancel && (
          <button type="button" className={styles.button} onClick={onCancel}>
            {text.cancel}
          </button>
        )}
        <button type="submit" className={`${styles.button} ${styles.primary}`} aria-disabled={saving || undefined}>
          {saving ? text.saving : (submitText ?? text.save)}
        </button>
      </div>
    </form>
  );
}

/** A value as the detail shows it: an option's label, a formatted date or number, yes/no. */
export function RecordDetail(props: RecordDetailProps): ReactNode {
  const {fields, record, emptyText} = props;
  const text = useMessages(MESSAGES);
  const locale = useUiLocale();
  const shown = fields.filter((field) => field.type !== 'password');
  const dicts = useColumnDicts(shown.map((field) => (field.type === 'dict' ? field : undefined)));
  const loaded = useLoadedOptions(shown);
  const display = (field: FormField, index: number): string => {
    const value = (record as Record<string, unknown>)[field.name];
    if (isBlank(value)) return emptyText ?? text.empty;
    switch (field.type) {
      case 'dict':
        return dictLabel(dicts[index] ?? [], value);
      case 'select': {
        const read = loaded.get(field.name);
        return dictLabel([...(field.options ?? []), ...(read?.state === 'ready' ? read.options : [])], value);
      }
      case 'boolean':
        return value === true || value === 'true' ? text.yes : text.no;
      case 'number':
        return formatNumber(value);
      case 'date':
        return formatDate(value);
      case 'datetime':
        return formatDateTime(value, locale);
      default:
        return valueText(value);
    }
  };
  return (
    <dl className={styles.detail}>
      {shown.map((field, index) => (
        <div key={field.name} style={{display: 'contents'}}>
          <dt>{field.label}</dt>
          <dd>{display(field, index)}</dd>
        </div>
      ))}
    </dl>
  );
}
