/**
 * What a cell editor's text means and whether it passes the column's rules, without React or the
 * DOM. Parsing and validating are separate steps: text that cannot be read as the column's type
 * (`12a` in a number column) never reaches the row and stays in the editor with its message, while
 * a readable value that breaks a rule (an empty required cell) is committed and marked, so that
 * nothing the user typed is thrown away.
 */
import type {DataGridEditorColumn, EditorRule} from '../api/DataGridEditor';
import {fill, formatNumber, isBlank, pad} from '@lexboot/core/internal';

export type EditorKind = NonNullable<DataGridEditorColumn<unknown>['editor']>;

export interface EditorOption {
  label: string;
  value: string | number;
}

/** The built-in messages the rules use (see ./messages.ts); `{min}`, `{max}`, `{maxLength}` are filled in. */
export interface RuleTexts {
  required: string;
  min: string;
  max: string;
  maxLength: string;
  pattern: string;
}

export interface InputTexts {
  notNumber: string;
  notDate: string;
  notDateTime: string;
}

export type Parsed = {ok: true; value: unknown} | {ok: false; message: string};

/** The editor a column gets when it names none: the one that matches its `type`. */
export function editorKindOf(column: Pick<DataGridEditorColumn<unknown>, 'editor' | 'type'>): EditorKind {
  if (column.editor) return column.editor;
  switch (column.type) {
    case 'number':
    case 'date':
    case 'datetime':
    case 'dict':
      return column.type;
    case 'boolean':
      return 'checkbox';
    default:
      return 'text';
  }
}

/** Empty as a required rule sees it: blank (core's isBlank), only white space, or NaN. */
export function isEmptyValue(value: unknown): boolean {
  return isBlank(value) || (typeof value === 'string' && value.trim() === '') || (typeof value === 'number' && Number.isNaN(value));
}

/**
 * The first message of the first rule the value breaks, or `undefined` when it passes them all.
 * An empty value only answers to `required` and to `validate`: "at least 0" says nothing about a
 * blank optional cell.
 */
export function validateValue<T>(
  value: unknown,
  rules: ReadonlyArray<EditorRule<T>> | undefined,
  row: T,
  texts: RuleTexts,
): string | undefined {
  for (const rule of rules ?? []) {
    const failed = breaks(rule, value, row, texts);
    if (failed !== undefined) return rule.message ?? failed;
  }
  return undefined;
}

function breaks<T>(rule: EditorRule<T>, value: unknown, row: T, texts: RuleTexts): string | undefined {
  const empty = isEmptyValue(value);
  if (rule.required && empty) return texts.required;
  if (!empty) {
    if (typeof value === 'number') {
      if (rule.min !== undefined && value < rule.min) return fill(texts.min, {min: formatNumber(rule.min)});
      if (rule.max !== undefined && value > rule.max) return fill(texts.max, {max: formatNumber(rule.max)});
    }
    if (typeof value === 'string') {
      // Characters as people count them: one per Chinese character or emoji, not per UTF-16 unit.
      if (rule.maxLength !== undefined && [...value].length > rule.maxLength) {
        return fill(texts.maxLength, {maxLength: formatNumber(rule.maxLength)});
      }
      // `search` ignores `lastIndex`, so a /g pattern answers the same every time.
      if (rule.pattern && value.search(rule.pattern) === -1) return texts.pattern;
    }
  }
  if (rule.validate) {
    const message = rule.validate(value, row);
    // An empty string is no message: checks written as `ok ? '' : '…'` pass.
    if (message) return message;
  }
  return undefined;
}

const FULL_WIDTH = /[０-９．－＋，]/g;

/** Digits and signs typed with a Chinese input method, as ASCII. */
function halfWidth(text: string): string {
  return text.replace(FULL_WIDTH, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
}

/**
 * A number from what a person types or pastes: `1,234.5`, `１２３`, `¥ 3,000`, ` -2 `. `null` for
 * an empty text, `undefined` for text that is not a number.
 */
export function parseNumber(text: string): number | null | undefined {
  const plain = halfWidth(text)
    .replace(/^\s*[¥￥$]/, '')
    .replace(/[\s,]/g, '');
  if (plain === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return undefined;
  const number = Number(plain);
  return Number.isFinite(number) ? number : undefined;
}

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * `YYYY-MM-DD` from the ways a date is typed or pasted from Excel and WPS: `2025-6-12`,
 * `2025/06/12`, `2025.6.12`, `2025年6月12日`. `''` for an empty text, `undefined` for anything
 * else, including days that do not exist (`2025-02-30`).
 */
export function normalizeDate(text: string): string | undefined {
  const trimmed = halfWidth(text).trim();
  if (trimmed === '') return '';
  const match = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(trimmed);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return validDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/**
 * An ISO-8601 date and time with its offset, as the system API requires (`2025-06-12T10:30:00+08:00`),
 * from a local `YYYY-MM-DDTHH:mm` (what `<input type="datetime-local">` gives) and the offset of that
 * local time in minutes east of UTC.
 */
export function toOffsetDateTime(local: string, offsetMinutes: number): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!validDay(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${pad(seconds)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The local `YYYY-MM-DDTHH:mm` of a date and time, seen from the given offset; `''` when it cannot be read. */
export function toLocalDateTime(value: unknown, offsetMinutes: number): string {
  if (isEmptyValue(value)) return '';
  const time = new Date(String(value)).getTime();
  if (Number.isNaN(time)) return '';
  const local = new Date(time + offsetMinutes * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

const TRUE_WORDS = ['true', '1', 'yes', 'y', '是', '√', '✓'];
const FALSE_WORDS = ['false', '0', 'no', 'n', '否', '×', ''];

export interface ParseContext {
  texts: InputTexts;
  /** The choices of a `select` or `dict` editor. */
  options?: readonly EditorOption[];
  /** The offset (minutes east of UTC) a `datetime` editor's local time is in. */
  offsetOf?: (local: string) => number;
}

/**
 * The value an editor's input stands for. Select and dict editors take an option's value or its
 * label (Excel holds labels), and give back the option's own value, so a numeric code stays a number.
 */
export function parseInput(kind: EditorKind, input: string | boolean, context: ParseContext): Parsed {
  if (typeof input === 'boolean') return {ok: true, value: input};
  switch (kind) {
    case 'number': {
      const number = parseNumber(input);
      return number === undefined ? {ok: false, message: context.texts.notNumber} : {ok: true, value: number};
    }
    case 'date': {
      const date = normalizeDate(input);
      return date === undefined ? {ok: false, message: context.texts.notDate} : {ok: true, value: date};
    }
    case 'datetime': {
      if (input.trim() === '') return {ok: true, value: ''};
      const local = input.trim().replace(' ', 'T');
      const value = toOffsetDateTime(local, context.offsetOf?.(local) ?? 0);
      return value === undefined ? {ok: false, message: context.texts.notDateTime} : {ok: true, value};
    }
    case 'select':
    case 'dict': {
      const text = input.trim();
      if (text === '') return {ok: true, value: null};
      const options = context.options ?? [];
      const option = options.find((candidate) => String(candidate.value) === text) ?? options.find((candidate) => candidate.label === text);
      // A value the options do not know is kept as typed: the rules (or the back end) decide.
      return {ok: true, value: option ? option.value : text};
    }
    case 'checkbox': {
      const word = input.trim().toLowerCase();
      if (TRUE_WORDS.includes(word)) return {ok: true, value: true};
      if (FALSE_WORDS.includes(word)) return {ok: true, value: false};
      return {ok: true, value: Boolean(word)};
    }
    default:
      return {ok: true, value: input};
  }
}

/** The text an editor starts from for a value (a checkbox starts from the value itself). */
export function toDraft(kind: EditorKind, value: unknown, offsetMinutes = 0): string | boolean {
  if (kind === 'checkbox') return value === true;
  if (isEmptyValue(value)) return '';
  if (kind === 'datetime') return toLocalDateTime(value, offsetMinutes);
  if (kind === 'date' && typeof value === 'string') return normalizeDate(value.slice(0, 10)) ?? value;
  return String(value);
}
