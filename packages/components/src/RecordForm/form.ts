/**
 * RecordForm's values between the record, the inputs (a draft of strings, exactly as typed) and the
 * request: the checks of `required`, `maxLength`, `min` and `max`, the types of the values sent, and
 * the field errors of a failed save (the system API's `VALIDATION_FAILED` envelope).
 */
import {valueText} from '@lexboot/core/internal';
import type {FormField} from '../api/FormField';

/** What each input holds, as typed: the form keeps it whatever happens to the save. */
export type Draft = Record<string, string>;

export type Choice = {readonly label: string; readonly value: string | number};

export type Problem =
  | {readonly kind: 'required'}
  | {readonly kind: 'maxLength'; readonly max: number}
  | {readonly kind: 'number'}
  | {readonly kind: 'min'; readonly min: number}
  | {readonly kind: 'max'; readonly max: number}
  | {readonly kind: 'date'};

export type Mode = 'create' | 'edit';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a `datetime-local` input shows it, in the browser's time zone. */
export function toLocalDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A `datetime-local` value as the system API takes a date-time: ISO-8601 with the browser's offset
 * at that moment (`2025-06-12T10:30:00+08:00`); undefined when it is not a date-time.
 */
export function toOffsetDateTime(local: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second = '00'] = m.slice(1) as [string, string, string, string, string, string?];
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (Number.isNaN(date.getTime()) || date.getDate() !== Number(day)) return undefined;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const valueOf = (values: object | undefined, name: string): unknown => (values as Record<string, unknown> | undefined)?.[name];

/** The inputs' text for a record (or an empty form). A password is never shown, not even its hash. */
export function toDraft(fields: readonly FormField[], values: object | undefined): Draft {
  const draft: Draft = {};
  for (const field of fields) {
    const value = valueOf(values, field.name);
    if (field.type === 'password' || value === null || value === undefined) draft[field.name] = '';
    else if (field.type === 'date') draft[field.name] = valueText(value).slice(0, 10);
    else if (field.type === 'datetime') draft[field.name] = toLocalDateTime(valueText(value));
    else draft[field.name] = valueText(value);
  }
  return draft;
}

/** A number as a person types it: spaces and thousands separators are allowed. */
function parseNumber(text: string): number | undefined {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return undefined;
  return Number(cleaned);
}

const isValidDate = (text: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCDate() === Number(m[3]) && date.getUTCMonth() === Number(m[2]) - 1;
};

/**
 * The request's values and the problems of a draft. A blank input is `null`; in `edit` mode a blank
 * password is left out (the stored one is kept) and not required. `choicesOf` gives a select's
 * options, so that a numeric option is sent as a number.
 */
export function readForm(
  fields: readonly FormField[],
  draft: Draft,
  mode: Mode,
  choicesOf: (field: FormField) => readonly Choice[] | undefined,
): {values: Record<string, unknown>; problems: Record<string, Problem>} {
  const values: Record<string, unknown> = {};
  const problems: Record<string, Problem> = {};
  for (const field of fields) {
    const text = draft[field.name] ?? '';
    const blank = text.trim() === '';
    if (field.type === 'password' && mode === 'edit' && text === '') continue;
    if (blank) {
      if (field.required) problems[field.name] = {kind: 'required'};
      values[field.name] = null;
      continue;
    }
    switch (field.type) {
      case 'number': {
        const number = parseNumber(text);
        if (number === undefined) problems[field.name] = {kind: 'number'};
        else if (field.min !== undefined && number < field.min) problems[field.name] = {kind: 'min', min: field.min};
        else if (field.max !== undefined && number > field.max) problems[field.name] = {kind: 'max', max: field.max};
        values[field.name] = number ?? null;
        break;
      }
      case 'boolean':
        values[field.name] = text === 'true';
        break;
      case 'date':
        if (!isValidDate(text)) problems[field.name] = {kind: 'date'};
        values[field.name] = text;
        break;
      case 'datetime': {
        const dateTime = toOffsetDateTime(text);
        if (dateTime === undefined) problems[field.name] = {kind: 'date'};
        values[field.name] = dateTime ?? text;
        break;
      }
      case 'select':
      case 'dict': {
        const choice = choicesOf(field)?.find((candidate) => String(candidate.value) === text);
        values[field.name] = choice ? choice.value : text;
        break;
      }
      default:
        // Characters, not UTF-16 units: `@Size(max)` counts a 𠀀 as one, and so does the check.
        if (field.maxLength !== undefined && [...text].length > field.maxLength)
          problems[field.name] = {kind: 'maxLength', max: field.maxLength};
        values[field.name] = text;
    }
  }
  return {values, problems};
}

/**
 * What a failed save says: its message, and the field errors of a `VALIDATION_FAILED` envelope
 * (`data: [{field, message}]`), keyed by field name, for the fields of this form.
 */
export function failureOf(error: unknown, fields: readonly FormField[]): {message: string; fieldErrors: Record<string, string>} {
  const message = error instanceof Error ? error.message : String(error);
  const fieldErrors: Record<string, string> = {};
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  if (Array.isArray(data)) {
    for (const entry of data as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const {field, message: text} = entry as {field?: unknown; message?: unknown};
      if (typeof field === 'string' && typeof text === 'string' && fields.some((f) => f.name === field)) {
        fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]}; ${text}` : text;
      }
    }
  }
  return {message, fieldErrors};
}

export type SaveOutcome =
  | {readonly kind: 'invalid'; readonly problems: Record<string, Problem>}
  | {readonly kind: 'saved'}
  | {readonly kind: 'failed'; readonly message: string; readonly fieldErrors: Record<string, string>};

/**
 * One press of Save: the checks, then `onSubmit` with the typed values only when they pass. The
 * draft is only read: whatever the outcome, the inputs keep what was typed.
 */
export async function save(
  fields: readonly FormField[],
  draft: Readonly<Draft>,
  mode: Mode,
  choicesOf: (field: FormField) => readonly Choice[] | undefined,
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>,
): Promise<SaveOutcome> {
  const {values, problems} = readForm(fields, draft, mode, choicesOf);
  if (Object.keys(problems).length > 0) return {kind: 'invalid', problems};
  try {
    await onSubmit(values);
    return {kind: 'saved'};
  } catch (error) {
    return {kind: 'failed', ...failureOf(error, fields)};
  }
}

/** The rows the fields take in a grid of `columns`: a field of span 2 starts a row of its own. */
export const spanOf = (field: FormField, columns: number) => Math.min(field.span ?? 1, columns);
