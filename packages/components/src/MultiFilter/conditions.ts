/**
 * The logic of MultiFilter, free of React and the DOM: which operators a field offers, how a
 * condition's value is checked and normalized, how conditions become the system API's
 * `filter=field:operator:value` parameters, and how they match a record in memory (for lists
 * filtered in the browser, and for the live demo).
 */
import type {FilterCondition, FilterField, FilterOperator} from '../api/MultiFilter';
import {formatDate, isBlank, valueText} from '@lexboot/core/internal';

export type FieldType = FilterField['type'];

const ORDERED: readonly FilterOperator[] = ['eq', 'gt', 'ge', 'lt', 'le', 'between'];

/** The operators each type offers, in the order the picker lists them (the first is the default). */
export const OPERATORS_BY_TYPE: Readonly<Record<FieldType, readonly FilterOperator[]>> = {
  text: ['contains', 'eq', 'ne'],
  number: ORDERED,
  date: ORDERED,
  datetime: ORDERED,
  dict: ['in', 'eq', 'ne'],
  boolean: ['eq'],
};

const ALL_OPERATORS: ReadonlySet<string> = new Set(['eq', 'ne', 'contains', 'in', 'gt', 'ge', 'lt', 'le', 'between']);

/**
 * The operators a field offers: its `operators` where the type supports them, in the field's
 * order; the type's own when the field names none that fit (a typo must not leave a field that
 * nothing can be chosen for).
 */
export function operatorsFor(field: Pick<FilterField, 'type' | 'operators'>): FilterOperator[] {
  const supported = OPERATORS_BY_TYPE[field.type] ?? OPERATORS_BY_TYPE.text;
  const chosen = (field.operators ?? []).filter((operator) => supported.includes(operator));
  return chosen.length > 0 ? [...new Set(chosen)] : [...supported];
}

/** Whether the operator takes a list (`in`) or a pair (`between`) rather than one value. */
export function valueShape(operator: FilterOperator): 'list' | 'pair' | 'single' {
  return operator === 'in' ? 'list' : operator === 'between' ? 'pair' : 'single';
}

/** The value an editor starts from for an operator, keeping what it can of the previous value. */
export function adaptValue(previous: string | readonly string[], operator: FilterOperator): string | string[] {
  const list = typeof previous === 'string' ? (previous === '' ? [] : [previous]) : [...previous];
  switch (valueShape(operator)) {
    case 'list':
      return list.filter((item) => item !== '');
    case 'pair':
      return [list[0] ?? '', list[1] ?? ''];
    default:
      return list.find((item) => item !== '') ?? '';
  }
}

/** Turns conditions into the `filter` query parameters of the system API, one string per condition. */
export function toFilterParams(conditions: readonly FilterCondition[]): string[] {
  return conditions.map(({field, operator, value}) => `${field}:${operator}:${Array.isArray(value) ? value.join(',') : value}`);
}

/** Why a condition cannot be applied; MultiFilter's messages have a text for each. */
export type ConditionProblem = 'required' | 'number' | 'date' | 'order' | 'duplicate';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A number as typed, in the plain form the API takes: `1,280,000.50` gives `1280000.5`. People
 * paste amounts with thousands separators; anything else that is not a number gives undefined.
 */
export function plainNumber(text: string): string | undefined {
  const compact = text.replace(/[,\s]/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(compact)) return undefined;
  const number = Number(compact);
  return Number.isFinite(number) ? String(number) : undefined;
}

function normalizeOne(type: FieldType, raw: string): {value: string} | {problem: ConditionProblem} {
  const text = raw.trim();
  if (text === '') return {problem: 'required'};
  if (type === 'number') {
    const plain = plainNumber(text);
    return plain === undefined ? {problem: 'number'} : {value: plain};
  }
  if (type === 'date' || type === 'datetime') return isIsoDate(text) ? {value: text} : {problem: 'date'};
  return {value: text};
}

/**
 * Checks a condition as an editor produced it and returns it in the form the API takes (trimmed
 * text, plain numbers, `in` values without repeats), or the first problem found.
 */
export function normalizeCondition(
  type: FieldType,
  condition: FilterCondition,
): {condition: FilterCondition} | {problem: ConditionProblem} {
  const {field, operator} = condition;
  const shape = valueShape(operator);
  const parts = typeof condition.value === 'string' ? [condition.value] : condition.value;
  if (shape === 'single') {
    const one = normalizeOne(type, parts[0] ?? '');
    return 'problem' in one ? one : {condition: {field, operator, value: one.value}};
  }
  if (shape === 'list') {
    const values: string[] = [];
    for (const part of parts) {
      if (part.trim() === '') continue;
      const one = normalizeOne(type, part);
      if ('problem' in one) return one;
      if (!values.includes(one.value)) values.push(one.value);
    }
    return values.length === 0 ? {problem: 'required'} : {condition: {field, operator, value: values}};
  }
  const low = normalizeOne(type, parts[0] ?? '');
  if ('problem' in low) return low;
  const high = normalizeOne(type, parts[1] ?? '');
  if ('problem' in high) return high;
  if (compareValues(type, low.value, high.value) > 0) return {problem: 'order'};
  return {condition: {field, operator, value: [low.value, high.value]}};
}

/** Whether two conditions say the same thing (the order of an `in` list does not matter). */
export function sameCondition(a: FilterCondition, b: FilterCondition): boolean {
  if (a.field !== b.field || a.operator !== b.operator) return false;
  const list = (value: string | string[]) => (typeof value === 'string' ? [value] : [...value]);
  const [left, right] = [list(a.value), list(b.value)];
  if (a.operator === 'in') {
    left.sort();
    right.sort();
  }
  return left.length === right.length && left.every((item, index) => item === right[index]);
}

/** Whether something read from a store or a link is a condition this component can show. */
export function isFilterCondition(candidate: unknown): candidate is FilterCondition {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const {field, operator, value} = candidate as Record<string, unknown>;
  if (typeof field !== 'string' || typeof operator !== 'string' || !ALL_OPERATORS.has(operator)) return false;
  return typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}

/** A record's value as the type compares it; undefined for no value (null, empty, not a number). */
function comparable(type: FieldType, value: unknown): string | number | undefined {
  if (isBlank(value)) return undefined;
  if (type === 'number') {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  // A date-time is compared by its calendar day, since conditions carry days (YYYY-MM-DD).
  if (type === 'date' || type === 'datetime') return formatDate(value) || undefined;
  return valueText(value);
}

/** Orders two values of a type: numbers as numbers, days as YYYY-MM-DD text, the rest as text. */
function compareValues(type: FieldType, left: unknown, right: unknown): number {
  const [a, b] = [comparable(type, left), comparable(type, right)];
  if (a === undefined || b === undefined) return Number.NaN;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function matchesOne(type: FieldType, rowValue: unknown, condition: FilterCondition): boolean {
  // As in SQL, a record without a value matches no condition on that field, not even `ne`.
  if (comparable(type, rowValue) === undefined) return false;
  const values = typeof condition.value === 'string' ? [condition.value] : condition.value;
  const first = values[0] ?? '';
  const order = (operand: string) => compareValues(type, rowValue, operand);
  switch (condition.operator) {
    case 'eq':
      return order(first) === 0;
    case 'ne':
      return order(first) !== 0 && !Number.isNaN(order(first));
    case 'contains':
      return String(rowValue).toLowerCase().includes(first.toLowerCase());
    case 'in':
      return values.some((operand) => order(operand) === 0);
    case 'gt':
      return order(first) > 0;
    case 'ge':
      return order(first) >= 0;
    case 'lt':
      return order(first) < 0;
    case 'le':
      return order(first) <= 0;
    case 'between':
      return order(first) >= 0 && order(values[1] ?? '') <= 0;
    default:
      return false;
  }
}

/**
 * Whether a record meets every condition ("and"), comparing as the back end does: numbers as
 * numbers, dates as YYYY-MM-DD, `contains` ignoring case. A condition on a field that is not in
 * `fields` compares as text.
 */
export function matchesConditions(
  row: object,
  conditions: readonly FilterCondition[],
  fields: readonly Pick<FilterField, 'name' | 'type'>[],
): boolean {
  return conditions.every((condition) => {
    const type = fields.find((field) => field.name === condition.field)?.type ?? 'text';
    return matchesOne(type, (row as Record<string, unknown>)[condition.field], condition);
  });
}
