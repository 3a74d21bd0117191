// The cell formats the DataGrid page documents (src/format.ts), and the helpers beside them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as format from '../src/format';

test('cells: dates as YYYY-MM-DD, numbers with thousands separators, date-times per language', () => {
  assert.equal(format.formatDate('2025-06-12'), '2025-06-12');
  assert.equal(format.formatDate('2025-06-12T23:30:00Z'), '2025-06-12');
  assert.equal(format.formatDate(new Date(Date.UTC(2024, 1, 29))), '2024-02-29');
  assert.equal(format.formatDate(null), '');
  assert.equal(format.formatNumber(128000.5, 2), '128,000.50');
  assert.equal(format.formatNumber(-1234567), '-1,234,567');
  assert.equal(format.formatNumber(999), '999');
  assert.equal(format.formatNumber('x'), 'x');
  // The page's own examples: 2025/6/12 10:30 and 6/12/2025, 10:30 AM (in UTC+8).
  const at = '2025-06-12T02:30:00Z';
  assert.equal(format.formatDateTime(at, 'zh-CN', 480), '2025/6/12 10:30');
  assert.equal(format.formatDateTime(at, 'en', 480), '6/12/2025, 10:30 AM');
  assert.equal(format.formatDateTime('2025-06-12T04:05:00Z', 'en', 480), '6/12/2025, 12:05 PM');
  assert.equal(format.formatDateTime('2025-06-11T16:00:00Z', 'en', 480), '6/12/2025, 12:00 AM');
});

test('blank is null, undefined or the empty string; 0, false and white space are values', () => {
  for (const value of [null, undefined, '']) assert.equal(format.isBlank(value), true, String(value));
  for (const value of [0, false, ' ', Number.NaN, []]) assert.equal(format.isBlank(value), false, String(value));
});

test('fill puts the values in their {placeholders} and leaves unknown ones as they are', () => {
  assert.equal(format.fill('{count} of {max}', {count: 3, max: '10'}), '3 of 10');
  assert.equal(format.fill('至少 {min}', {}), '至少 {min}');
  assert.equal(format.pad(6), '06');
  assert.equal(format.pad(12), '12');
});
