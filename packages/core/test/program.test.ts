// definePrograms and useT (src/program.tsx): the registry's keys are program codes, and useT
// translates the current program's bundle into the interface language.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {defineProgram, definePrograms, LexBootProvider, ProgramScope, useT, type UiLocale} from '../src/index';

const load = () => Promise.resolve({default: {} as never});

test('definePrograms returns a registry of upper-snake-case codes, and names the key that is not one', () => {
  const programs = {CASE_MGMT: load, HEARING_MGMT: load, V2_REPORT: load};
  assert.equal(definePrograms(programs), programs);
  for (const key of ['hearingMgmt', 'CASE-MGMT', 'CASE_', '_CASE', 'CASE__MGMT', '2FA', 'Case_Mgmt', '']) {
    assert.throws(
      () => definePrograms({CASE_MGMT: load, [key]: load}),
      (error: Error) => error.message.startsWith(`Invalid program code "${key}"`),
      key,
    );
  }
  assert.throws(() => definePrograms({CASE_MGMT: './case-mgmt' as never}), /CASE_MGMT: the registry's value must be a function/);
});

test('defineProgram gives back the definition the page frame registers', () => {
  const definition = {code: 'CASE_MGMT', component: () => null, store: (() => null) as never, messages: {'zh-CN': {}, en: {}}};
  assert.equal(defineProgram(definition), definition);
});

const zhCN = {
  title: '案件管理',
  field: {caseNo: '案号', filedOn: '立案日期'},
  message: {confirmed: '已确认 {count} 场庭审，共 {count} 场', onlyZh: '只有中文'},
};
const en = {
  title: 'Cases',
  field: {caseNo: 'Case no.', filedOn: 'Filed on'},
  message: {confirmed: 'Hearings confirmed: {count} of {count}'},
};

function Texts(): ReactNode {
  const t = useT<typeof zhCN>();
  return [
    t('title'),
    t('field.caseNo'),
    t('message.confirmed', {count: 3}),
    t('message.onlyZh'),
    t('field.missing' as never),
    t('field' as never),
  ].join('|');
}

function render(locale: UiLocale): string {
  const program = {messages: {'zh-CN': zhCN, en}};
  return renderToString(
    createElement(LexBootProvider, {locale, children: createElement(ProgramScope, {program, children: createElement(Texts)})}),
  );
}

test('useT: dotted keys of the program’s bundle in the interface language, {name} filled, zh-CN where English has no text, else the key', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  assert.equal(render('zh-CN'), '案件管理|案号|已确认 3 场庭审，共 3 场|只有中文|field.missing|field');
  assert.equal(warn.mock.callCount(), 0);
  assert.equal(render('en'), 'Cases|Case no.|Hearings confirmed: 3 of 3|只有中文|field.missing|field');
  assert.match(String(warn.mock.calls[0]?.arguments[0]), /en bundle has no "message\.onlyZh"/);
});

test('useT outside a program says so', () => {
  assert.throws(
    () => renderToString(createElement(LexBootProvider, {locale: 'en', children: createElement(Texts)})),
    /useT\(\) was called outside a program/,
  );
});
