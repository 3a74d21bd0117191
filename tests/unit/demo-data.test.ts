// The sample cases of the live demos (src/demos/data/legal.ts): the same rows on the server and in
// the browser, in the page's language, plausible as a law firm's docket.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {makeCases, DICTS, type CaseRow} from '@site/src/demos/data/legal';

test('the same count and language always give the same cases', () => {
  assert.deepEqual(makeCases(200, 'en'), makeCases(200, 'en'));
  assert.deepEqual(makeCases(200, 'zh-CN'), makeCases(200, 'zh-CN'));
  assert.notDeepEqual(makeCases(20, 'en', 1), makeCases(20, 'en', 2));
  // A longer list starts with the rows of a shorter one: a demo may show a page of the same docket.
  assert.deepEqual(makeCases(10_000, 'en').slice(0, 57), makeCases(57, 'en'));
});

test('both languages describe the same cases: types, statuses, dates and amounts agree', () => {
  const zh = makeCases(500, 'zh-CN');
  const en = makeCases(500, 'en');
  const shared = (row: CaseRow) => [row.id, row.caseType, row.status, row.filedOn, row.claimAmount, row.urgent];
  assert.deepEqual(zh.map(shared), en.map(shared));
  const [firstZh, firstEn] = [zh[0], en[0]];
  assert.ok(firstZh && firstEn);
  assert.match(firstZh.caseNo, /^（20\d\d）(沪0115|京0105|粤0305|浙0106|粤73)(民初|知民初|行初)\d{4}号$/);
  assert.match(firstEn.caseNo, /^\(20\d\d\) (Hu 0115|Jing 0105|Yue 0305|Zhe 0106|Yue 73) (Min Chu|Zhi Min Chu|Xing Chu) No\. \d{4}$/);
  assert.match(firstZh.title, /诉/);
  assert.match(firstEn.title, / v\. /);
});

test('every case is well formed: a party never sues itself, codes are in the dictionaries', () => {
  for (const locale of ['zh-CN', 'en'] as const) {
    const {CASE_TYPE, CASE_STATUS} = DICTS[locale];
    assert.ok(CASE_TYPE && CASE_STATUS, `${locale} has the CASE_TYPE and CASE_STATUS dictionaries`);
    const types = new Set(CASE_TYPE.map((item) => item.value));
    const statuses = new Set(CASE_STATUS.map((item) => item.value));
    for (const row of makeCases(10_000, locale)) {
      const [plaintiff, defendant] = locale === 'en' ? (row.title.split(', ')[0] ?? '').split(' v. ') : row.title.split('诉');
      assert.ok(plaintiff !== undefined && defendant !== undefined, `${row.id}: ${row.title} names two parties`);
      assert.notEqual(plaintiff, defendant.slice(0, plaintiff.length), `${row.id}: ${row.title}`);
      assert.ok(types.has(row.caseType), row.caseType);
      assert.ok(statuses.has(row.status), row.status);
      assert.match(row.filedOn, /^20(23|24|25)-\d\d-\d\d$/);
      assert.ok(Number.isInteger(row.claimAmount) && row.claimAmount >= 0 && row.claimAmount <= 5_000_000);
    }
  }
});
