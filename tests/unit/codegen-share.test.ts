// The code-generation playground's share links (src/components/CodegenPlayground/share.ts). A link
// must restore exactly what was typed, Chinese and all, and a damaged one must be told apart from
// none.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {decodeInput, encodeInput, type PlaygroundInput, type PlaygroundOptions} from '@site/src/components/CodegenPlayground/share';

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

test('options a link does not set, or sets to something unknown, take the defaults', () => {
  const partial = Buffer.from(
    JSON.stringify({v: 1, sql: 'x', options: {programCode: 'A_B', commentLocale: 'fr', basePackage: 7, extra: 'y'}}),
  ).toString('base64url');
  assert.deepEqual(decodeInput(`#codegen=${partial}`, DEFAULTS), {sql: 'x', options: {...DEFAULTS, programCode: 'A_B'}});
});
