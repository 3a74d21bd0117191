// src/utils/intl-free.ts: the blog's dates and reading times, formatted without Intl, must read
// exactly as Intl (Node's full ICU) formats them for both of the site's locales.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatLongDate, selectPluralForm} from '@site/src/utils/intl-free';

const DATES = ['2019-05-28', '2021-08-01T00:00:00.000Z', '2024-02-29', '2025-12-31T23:59:59.000Z', '2026-01-01', '2026-11-09'];

for (const locale of ['zh-Hans', 'en']) {
  test(`dates read as Intl prints them in ${locale}`, () => {
    const intl = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    for (const date of DATES) assert.equal(formatLongDate(date, locale), intl.format(new Date(date)), date);
  });
}

test('the English reading time is singular for one minute only', () => {
  const forms = 'One min read|{n} min read';
  assert.equal(selectPluralForm(forms, 1, 'en'), 'One min read');
  for (const n of [0, 2, 5, 21]) assert.equal(selectPluralForm(forms, n, 'en'), '{n} min read');
});

test('Chinese has one plural form, and a longer message falls back to its first', () => {
  assert.equal(selectPluralForm('阅读需 3 分钟', 3, 'zh-Hans'), '阅读需 3 分钟');
  assert.equal(selectPluralForm('a|b', 1, 'zh-Hans'), 'a');
});

test('another locale picks its form through Intl, in CLDR order', () => {
  // Polish: one | few | many (| other)
  assert.equal(selectPluralForm('plik|pliki|plików|pliku', 1, 'pl'), 'plik');
  assert.equal(selectPluralForm('plik|pliki|plików|pliku', 3, 'pl'), 'pliki');
  assert.equal(selectPluralForm('plik|pliki|plików|pliku', 5, 'pl'), 'plików');
  assert.equal(formatLongDate('2026-03-05', 'fr'), '5 mars 2026');
});
