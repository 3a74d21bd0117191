/**
 * Text formatting shared by the components, without Intl or React: the same text on the server and
 * in every browser (so hydration matches), and no locale data to load on a phone. The formats are
 * the ones the DataGrid page documents: `date` as YYYY-MM-DD, numbers with thousands separators.
 */
import type {UiLocale} from './api';

/** Two digits: `6` → `06`. */
export const pad = (value: number): string => String(value).padStart(2, '0');

/** No value to show: null, undefined or the empty string (`0`, `false` and `' '` are values). */
export function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * A value as text: what `String()` writes, except for an object whose class gives it no text of its
 * own (a plain object from JSON, say), which String() would write as `[object Object]`: that is
 * written as JSON. A Date, an array or a decimal keeps the text its class gives it.
 */
export function valueText(value: unknown): string {
  if (typeof value === 'object' && value !== null && !hasOwnText(value)) return JSON.stringify(value);
  return String(value);
}

/** Whether an object's class writes it as text, rather than Object's `[object Object]`. */
function hasOwnText(value: object): boolean {
  return typeof value.toString === 'function' && value.toString !== Object.prototype.toString;
}

/** Fills `{name}` placeholders; an unknown name stays as it is. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

/** `2025-06-12` from a Date (its calendar day in UTC) or from an ISO date or date-time string. */
export function formatDate(value: unknown): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const date = value instanceof Date ? value : new Date(valueText(value));
  if (Number.isNaN(date.getTime())) return valueText(value);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * A date and time to the minute, as each language writes it: `2025/6/12 10:30` and
 * `6/12/2025, 10:30 AM`. The time is read in the given time zone offset (minutes east of UTC;
 * the browser's own by default), so that a server and a browser agree when they pass the same one.
 */
export function formatDateTime(value: unknown, locale: UiLocale, offsetMinutes?: number): string {
  if (isBlank(value)) return '';
  const date = value instanceof Date ? value : new Date(valueText(value));
  if (Number.isNaN(date.getTime())) return valueText(value);
  const offset = offsetMinutes ?? -date.getTimezoneOffset();
  const local = new Date(date.getTime() + offset * 60_000);
  const [year, month, day, hours, minutes] = [
    local.getUTCFullYear(),
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
  ];
  if (locale === 'zh-CN') return `${year}/${month}/${day} ${hours}:${pad(minutes)}`;
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${month}/${day}/${year}, ${hours12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `128,000.5` (or `128,000.50` with `precision: 2`); the same separators in both languages. */
export function formatNumber(value: unknown, precision?: number): string {
  if (isBlank(value)) return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return valueText(value);
  const fixed = precision === undefined ? String(Math.abs(number)) : Math.abs(number).toFixed(precision);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${number < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
