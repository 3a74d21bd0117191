/**
 * Measure values as text, without Intl (see core/format.ts): the same digits, separators and
 * currency symbols as `Intl.NumberFormat` prints for zh-CN and en, which the unit tests check.
 */
import type {StatMeasure} from '../api/StatTable';
import {formatNumber} from '@lexboot/core/internal';
import type {UiLocale} from '@lexboot/core';

/**
 * Currency symbols as CLDR gives them to each language: a Chinese reader's ¥ is the yuan, an
 * English reader's ¥ is the yen, so the yuan is CN¥ in English and the yen JP¥ in Chinese.
 */
const SYMBOLS: Readonly<Record<UiLocale, Readonly<Record<string, string>>>> = {
  'zh-CN': {CNY: '¥', USD: 'US$', EUR: '€', GBP: '£', HKD: 'HK$', TWD: 'NT$', JPY: 'JP¥', KRW: '₩', CAD: 'CA$', AUD: 'AU$'},
  en: {CNY: 'CN¥', USD: '$', EUR: '€', GBP: '£', HKD: 'HK$', TWD: 'NT$', JPY: '¥', KRW: '₩', CAD: 'CA$', AUD: 'A$'},
};

export function currencySymbol(currency: string, locale: UiLocale): string {
  const code = currency.toUpperCase();
  // Other currencies print their code, as Intl does for a currency a language has no symbol for.
  return SYMBOLS[locale][code] ?? `${code}\u00a0`;
}

/** The number rounded to `precision` places, without a minus sign on a value that rounds to zero. */
function fixed(value: number, precision: number): string {
  const places = Math.max(0, Math.min(20, Math.floor(precision)));
  const text = formatNumber(value, places);
  return /^-[0.,]+$/.test(text) ? text.slice(1) : text;
}

export interface MeasureFormatOptions {
  readonly locale: UiLocale;
  readonly currency: string;
  /** Decimal places; 2 when not set. */
  readonly precision?: number | undefined;
}

/** The default format of a measure: counts are whole numbers, anything else a number. */
export function defaultFormat(aggregate: StatMeasure<never>['aggregate']): 'number' | 'integer' {
  return aggregate === 'count' || aggregate === 'countDistinct' ? 'integer' : 'number';
}

/** A measure's value as text; '' for null (no value to show). */
export function formatMeasure(
  value: number | null,
  format: StatMeasure<unknown>['format'],
  {locale, currency, precision = 2}: MeasureFormatOptions,
): string {
  if (value === null || !Number.isFinite(value)) return '';
  if (typeof format === 'function') return format(value);
  switch (format) {
    case 'integer':
      return fixed(value, 0);
    case 'percent':
      return `${fixed(value * 100, precision)}%`;
    case 'currency': {
      const text = fixed(value, precision);
      const symbol = currencySymbol(currency, locale);
      return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
    }
    default:
      return fixed(value, precision);
  }
}
