// The code-generation playground's share links (src/demos/CodegenPlayground/share.ts). A link
// must restore exactly what was typed, Chinese and all, and a damaged one must be told apart from
// none.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  decodeInput,
  encodeInput,
  fragmentFor,
  MAX_FRAGMENT,
  type PlaygroundInput,
  type PlaygroundOptions,
} from '@site/src/demos/CodegenPlayground/share';

const DEFAULTS: PlaygroundOptions = {
  table: '',
  basePackage: 'com.example.lawfirm',
  module: '',
  programCode: 'CASE_MGMT',
  entityName: '',
  tablePrefix: '',
  commentLocale: 'zh-CN',
};
const INPUT: PlaygroundInput = {
  sql: "CREATE TABLE 案件 (\n  id BIGINT PRIMARY KEY COMMENT '主键 🔑',\n  note TEXT COMMENT 'a & b = c?#'\n);\n",
  options: {...DEFAULTS, programCode: 'CASE_X', tablePrefix: 't_', commentLocale: 'en'},
};

test('a share link restores the statement and the options exactly', () => {
  const fragment = encodeInput(INPUT);
  assert.match(fragment, /^codegen=[A-Za-z0-9_-]+$/, 'only URL-safe characters, nothing to escape');
  assert.deepEqual(decodeInput(`#${fragment}`, DEFAULTS), INPUT);
  assert.deepEqual(decodeInput(fragment, DEFAULTS), INPUT);
});

test('no codegen= in the fragment is no input; a damaged one is "invalid", never an exception', () => {
  assert.equal(decodeInput('', DEFAULTS), undefined);
  assert.equal(decodeInput('#类型映射', DEFAULTS), undefined);
  const fragment = encodeInput(INPUT);
  assert.equal(decodeInput(`#${fragment.slice(0, -7)}`, DEFAULTS), 'invalid');
  assert.equal(decodeInput('#codegen=', DEFAULTS), 'invalid');
  assert.equal(decodeInput('#codegen=!!!', DEFAULTS), 'invalid');
  const notAnInput = Buffer.from(JSON.stringify({v: 1, sql: 42})).toString('base64url');
  assert.equal(decodeInput(`#codegen=${notAnInput}`, DEFAULTS), 'invalid');
});

test('options a link does not set take the defaults; unknown keys and values that are not text are left out', () => {
  const partial = Buffer.from(JSON.stringify({v: 1, sql: 'x', options: {programCode: 'A_B', basePackage: 7, extra: 'y'}})).toString(
    'base64url',
  );
  assert.deepEqual(decodeInput(`#codegen=${partial}`, DEFAULTS), {sql: 'x', options: {...DEFAULTS, programCode: 'A_B'}});
});

test('a link’s option values are kept as the link gives them, for the generator to check as it checks typed ones (issue 40)', () => {
  // Not quietly replaced by a default: the visitor sees in the form what the link set, and the
  // generator refuses it with the problem it gives the same value typed.
  const hostile = {
    dialect: 'oracle',
    commentLocale: 'fr',
    basePackage: 'com.example*/ class X {} /*',
    entityName: '【LexBoot 官方通知】',
    tablePrefix: 'x*/',
  };
  const link = Buffer.from(JSON.stringify({v: 1, sql: 'x', options: hostile})).toString('base64url');
  assert.deepEqual(decodeInput(`#codegen=${link}`, {...DEFAULTS, dialect: 'auto'}), {
    sql: 'x',
    options: {...DEFAULTS, ...hostile},
  });
});

test('the dialect survives a link', () => {
  const postgres: PlaygroundInput = {...INPUT, options: {...INPUT.options, dialect: 'postgresql'}};
  assert.deepEqual(decodeInput(encodeInput(postgres), DEFAULTS), postgres);
});

test('an empty comment language (follow the comments) survives a link', () => {
  const following: PlaygroundInput = {...INPUT, options: {...INPUT.options, commentLocale: '', programCode: ''}};
  assert.deepEqual(decodeInput(encodeInput(following), DEFAULTS), following);
});

test('an input too long for a link has no fragment; one that fits has the fragment that restores it, picked table and all', () => {
  const picked: PlaygroundInput = {...INPUT, options: {...INPUT.options, table: 'legal.court_hearing'}};
  assert.equal(fragmentFor(picked), encodeInput(picked));
  assert.deepEqual(decodeInput(fragmentFor(picked)!, DEFAULTS), picked);
  // Built to land on either side of the limit: each line is 24 ASCII bytes, 32 characters in base64.
  const line = 'INSERT INTO t VALUES(1);';
  const overhead = encodeInput({...INPUT, sql: ''}).length;
  const fits = {...INPUT, sql: line.repeat(Math.floor((MAX_FRAGMENT - overhead - 8) / 32))};
  const over = {...INPUT, sql: fits.sql + line.repeat(2)};
  assert.ok(encodeInput(fits).length <= MAX_FRAGMENT && encodeInput(over).length > MAX_FRAGMENT, 'the two inputs straddle the limit');
  assert.equal(fragmentFor(fits), encodeInput(fits));
  assert.equal(fragmentFor(over), undefined);
  // Chinese takes three bytes a character: fewer characters than the limit can still be too many.
  assert.equal(fragmentFor({...INPUT, sql: '案'.repeat(MAX_FRAGMENT / 3)}), undefined);
  assert.equal(fragmentFor({...INPUT, sql: 'x'.repeat(5 * 1024 * 1024)}), undefined);
});
