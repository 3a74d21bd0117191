/**
 * The logic of SearchParams, free of React and the DOM. A form's criteria exist in three forms:
 *
 * - the draft: what the inputs hold, as typed (`'12,000'`, `['2025-01-01', '']`, ticked codes);
 * - the values: typed and checked (`12000`, `['2025-01-01', '']`, `['FILED', 'CLOSED']`), as
 *   `value`, `onChange` and `onSearch` carry them;
 * - the parameters: what a program store's `searchParams` and the back end's query DTO hold, and
 *   what the address bar shows: a date range as `<name>From` and `<name>To`, several choices
 *   joined with commas.
 *
 * Reading parameters (from a store or a shared link) ignores what is unknown or invalid.
 */
import type {SearchField} from '../api/SearchParams';
import {valueText} from '@lexboot/core/internal';
import {isIsoDate, plainNumber} from '../MultiFilter/conditions';

export type Choice = {readonly value: string | number; readonly label: string};
/** A field's choices (a select's options, a dictionary's items); undefined when any value goes. */
export type ChoicesOf = (field: SearchField) => readonly Choice[] | undefined;

/**
 * The choices a field's value must be one of: a select's options, a dictionary's `items`. None to
 * check against (any value is taken as it comes) while they are not there: an unknown dictionary, or
 * a select whose options are still being read (a foreign key's records, see useLookup), so that a
 * link or a reload that carries its value keeps it.
 */
export function choicesFor(field: SearchField, items: readonly Choice[] | undefined): readonly Choice[] | undefined {
  const choices = field.type === 'select' ? field.options : field.type === 'dict' ? items : undefined;
  return choices && choices.length > 0 ? choices : undefined;
}

export type DraftValue = string | string[];
export type Draft = Record<string, DraftValue>;
export type Values = Record<string, unknown>;
export type Params = Record<string, string | number | boolean | undefined>;
/** Why a field's input cannot be searched with. */
export type FieldProblem = 'number' | 'date' | 'order';

const anyChoice: ChoicesOf = () => undefined;

export function isMultiple(field: SearchField): boolean {
  return (field.type === 'select' || field.type === 'dict') && field.multiple === true;
}

/** The parameters a field owns: `filedOnFrom` and `filedOnTo` for a date range, its name otherwise. */
export function paramNames(field: SearchField): string[] {
  return field.type === 'dateRange' ? [`${field.name}From`, `${field.name}To`] : [field.name];
}

function choiceFor(field: SearchField, raw: unknown, choicesOf: ChoicesOf): string | number | undefined {
  if (raw === null || raw === undefined) return undefined;
  const code = valueText(raw).trim();
  if (code === '') return undefined;
  const choices = choicesOf(field);
  if (!choices) return code;
  return choices.find((choice) => String(choice.value) === code)?.value;
}

function isoDate(raw: unknown): string {
  return typeof raw === 'string' && isIsoDate(raw.trim()) ? raw.trim() : '';
}

/** The draft of a field with no value. */
export function emptyDraft(field: SearchField): DraftValue {
  if (field.type === 'dateRange') return ['', ''];
  return isMultiple(field) ? [] : '';
}

/** Whether a field's input holds anything (for the count of filled fields behind "Expand"). */
export function isFilled(draft: DraftValue | undefined): boolean {
  if (draft === undefined) return false;
  return typeof draft === 'string' ? draft.trim() !== '' : draft.some((part) => part.trim() !== '');
}

/** The inputs' contents for the given values. */
export function toDraft(fields: readonly SearchField[], values: Values): Draft {
  const draft: Draft = {};
  for (const field of fields) {
    const value = values[field.name];
    let entry = emptyDraft(field);
    if (field.type === 'dateRange') {
      if (Array.isArray(value)) entry = [isoDate(value[0]), isoDate(value[1])];
    } else if (isMultiple(field)) {
      if (Array.isArray(value)) entry = value.map(String);
    } else if (field.type === 'boolean') {
      entry = value === true ? 'true' : value === false ? 'false' : '';
    } else if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
      entry = String(value);
    }
    draft[field.name] = entry;
  }
  return draft;
}

/**
 * The values the inputs hold, and the fields whose input cannot be used (their values are left
 * out). Text is trimmed; empty fields are left out.
 */
export function readDraft(
  fields: readonly SearchField[],
  draft: Draft,
  choicesOf: ChoicesOf = anyChoice,
): {values: Values; problems: Record<string, FieldProblem>} {
  const values: Values = {};
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const entry = draft[field.name] ?? emptyDraft(field);
    const parts = typeof entry === 'string' ? [entry] : entry;
    const text = (parts[0] ?? '').trim();
    switch (field.type) {
      case 'dateRange': {
        const [from, to] = [text, (parts[1] ?? '').trim()];
        if (from === '' && to === '') break;
        if ((from !== '' && !isIsoDate(from)) || (to !== '' && !isIsoDate(to))) problems[field.name] = 'date';
        else if (from !== '' && to !== '' && from > to) problems[field.name] = 'order';
        else values[field.name] = [from, to];
        break;
      }
      case 'number': {
        if (text === '') break;
        const plain = plainNumber(text);
        if (plain === undefined) problems[field.name] = 'number';
        else values[field.name] = Number(plain);
        break;
      }
      case 'date':
        if (text === '') break;
        if (isIsoDate(text)) values[field.name] = text;
        else problems[field.name] = 'date';
        break;
      case 'boolean':
        if (text === 'true' || text === 'false') values[field.name] = text === 'true';
        break;
      case 'select':
      case 'dict': {
        if (isMultiple(field)) {
          const chosen = parts.map((part) => choiceFor(field, part, choicesOf)).filter((choice) => choice !== undefined);
          if (chosen.length > 0) values[field.name] = [...new Set(chosen)];
        } else {
          const chosen = choiceFor(field, text, choicesOf);
          if (chosen !== undefined) values[field.name] = chosen;
        }
        break;
      }
      default:
        if (text !== '') values[field.name] = text;
    }
  }
  return {values, problems};
}

/**
 * The parameters of the given values, with every parameter the form owns present: an empty field
 * is `undefined`, so that handing them to a store's `search` (which merges) clears it.
 */
export function toParams(fields: readonly SearchField[], values: Values): Params {
  const params: Params = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'dateRange') {
      const [from, to] = Array.isArray(value) ? [isoDate(value[0]), isoDate(value[1])] : ['', ''];
      params[`${field.name}From`] = from || undefined;
      params[`${field.name}To`] = to || undefined;
    } else if (Array.isArray(value)) {
      params[field.name] = value.length > 0 ? value.map(String).join(',') : undefined;
    } else if (typeof value === 'string') {
      params[field.name] = value.trim() === '' ? undefined : value.trim();
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      params[field.name] = value;
    } else {
      params[field.name] = undefined;
    }
  }
  return params;
}

/**
 * The values of a store's `searchParams` or of a link's query (every parameter a string), keeping
 * only what is valid for each field: a number that is a number, a real day, a known choice.
 */
export function fromParams(
  fields: readonly SearchField[],
  params: Readonly<Record<string, unknown>>,
  choicesOf: ChoicesOf = anyChoice,
): Values {
  const values: Values = {};
  for (const field of fields) {
    const raw = params[field.name];
    switch (field.type) {
      case 'dateRange': {
        const from = isoDate(params[`${field.name}From`]);
        const to = isoDate(params[`${field.name}To`]);
        if ((from !== '' || to !== '') && !(from !== '' && to !== '' && from > to)) values[field.name] = [from, to];
        break;
      }
      case 'number': {
        const plain =
          typeof raw === 'number'
            ? Number.isFinite(raw)
              ? String(raw)
              : undefined
            : typeof raw === 'string'
              ? plainNumber(raw)
              : undefined;
        if (plain !== undefined) values[field.name] = Number(plain);
        break;
      }
      case 'date':
        if (isoDate(raw) !== '') values[field.name] = isoDate(raw);
        break;
      case 'boolean':
        if (raw === true || raw === 'true') values[field.name] = true;
        else if (raw === false || raw === 'false') values[field.name] = false;
        break;
      case 'select':
      case 'dict': {
        if (isMultiple(field)) {
          const codes = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
          const chosen = codes.map((code) => choiceFor(field, code, choicesOf)).filter((choice) => choice !== undefined);
          if (chosen.length > 0) values[field.name] = [...new Set(chosen)];
        } else {
          const chosen = choiceFor(field, raw, choicesOf);
          if (chosen !== undefined) values[field.name] = chosen;
        }
        break;
      }
      default:
        if ((typeof raw === 'string' && raw.trim() !== '') || typeof raw === 'number') values[field.name] = String(raw).trim();
    }
  }
  return values;
}

/** A field's value in a form that compares equal exactly when the parameters it sends do. */
export function fieldKey(field: SearchField, value: unknown): string {
  return JSON.stringify(paramNames(field).map((name) => toParams([field], {[field.name]: value})[name] ?? null));
}

/** Percent-encodes a query component, leaving the commas and colons of lists and ranges readable. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

/**
 * The address bar's query for the values: `current` (`location.search`) with the form's own
 * parameters replaced and everything else kept; `''` when nothing is left.
 */
export function toQuery(fields: readonly SearchField[], values: Values, current = ''): string {
  const owned = new Set(fields.flatMap(paramNames));
  const pairs: Array<[string, string]> = [...new URLSearchParams(current)].filter(([name]) => !owned.has(name));
  for (const [name, value] of Object.entries(toParams(fields, values))) {
    if (value !== undefined) pairs.push([name, String(value)]);
  }
  return pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}`;
}

/** The values a query (`location.search`) carries for the form, ignoring unknown and invalid parameters. */
export function fromQuery(fields: readonly SearchField[], search: string, choicesOf: ChoicesOf = anyChoice): Values {
  const query = new URLSearchParams(search);
  const params: Record<string, string> = {};
  for (const name of fields.flatMap(paramNames)) {
    const value = query.get(name);
    if (value !== null) params[name] = value;
  }
  return fromParams(fields, params, choicesOf);
}

/**
 * The row each field falls on when `columns` fit a row, in array order, a field taking `span`
 * columns (at most a row) and starting a new row when it does not fit in what is left.
 */
export function rowsOf(spans: readonly number[], columns: number): number[] {
  const width = Math.max(1, Math.floor(columns));
  let row = 0;
  let used = 0;
  return spans.map((span) => {
    const taken = Math.min(Math.max(1, Math.floor(span)), width);
    if (used + taken > width) {
      row += 1;
      used = 0;
    }
    used += taken;
    return row;
  });
}
