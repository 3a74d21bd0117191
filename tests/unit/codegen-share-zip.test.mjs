// The playground's share links (src/codegen/share.ts) and its zip archives (src/codegen/zip.ts).
// A link must restore exactly what was typed, Chinese and all, and a damaged one must be told apart
// from none. An archive must be one that other tools open: Python's zipfile reads it, checks every
// entry's CRC-32 and gives back each file byte for byte.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {importSiteModule} from '../support/load-site-module.mjs';

const {encodeInput, decodeInput} = await importSiteModule('src/codegen/share.ts');
const {zip, crc32} = await importSiteModule('src/codegen/zip.ts');

const DEFAULTS = {basePackage: 'com.example.lawfirm', module: '', programCode: 'CASE_MGMT', entityName: '', tablePrefix: '', commentLocale: 'zh-CN'};
const INPUT = {
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
  const partial = Buffer.from(JSON.stringify({v: 1, sql: 'x', options: {programCode: 'A_B', commentLocale: 'fr', basePackage: 7, extra: 'y'}})).toString('base64url');
  assert.deepEqual(decodeInput(`#codegen=${partial}`, DEFAULTS), {sql: 'x', options: {...DEFAULTS, programCode: 'A_B'}});
});

test('CRC-32 is the standard one (the check value of "123456789" is CBF43926)', () => {
  assert.equal(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
  assert.equal(crc32(new Uint8Array()), 0);
});

test('a zip that Python\'s zipfile opens, with every CRC right and every file byte for byte', () => {
  const files = [
    {path: 'case-mgmt/server/src/main/java/com/example/LegalCase.java', content: 'package com.example;\n\npublic class LegalCase {\n}\n'},
    {path: 'case-mgmt/web/src/programs/case-mgmt/locales/zh-CN.ts', content: "const zhCN = {title: '案件'};\n"},
    {path: 'case-mgmt/empty.txt', content: ''},
  ];
  const dir = mkdtempSync(path.join(tmpdir(), 'lexboot-zip-'));
  const archive = path.join(dir, 'case-mgmt.zip');
  writeFileSync(archive, zip(files, new Date(Date.UTC(2026, 10, 25, 10, 30, 44))));
  const report = JSON.parse(
    execFileSync('python3', [
      '-c',
      `import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
print(json.dumps({"bad": z.testzip(), "names": z.namelist(), "texts": [z.read(n).decode("utf-8") for n in z.namelist()],
  "dates": [list(i.date_time) for i in z.infolist()], "utf8": [bool(i.flag_bits & 0x800) for i in z.infolist()]}))`,
      archive,
    ]).toString(),
  );
  assert.equal(report.bad, null, 'every CRC-32 checks out');
  assert.deepEqual(report.names, files.map((f) => f.path));
  assert.deepEqual(report.texts, files.map((f) => f.content));
  assert.deepEqual(report.dates[0], [2026, 11, 25, 10, 30, 44]);
  assert.deepEqual(report.utf8, [true, true, true]);
});
