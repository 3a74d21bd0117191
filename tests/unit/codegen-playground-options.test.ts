// The playground's options follow the table pasted (src/demos/CodegenPlayground/generation.ts):
// an option the visitor left empty takes what the table gives (program code, entity, module, the
// comments' language), the tutorial's own table keeps the tutorial's program code, and whatever the
// visitor set is kept whatever the table.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {generateInPlayground, type GenerationRequest} from '@site/src/demos/CodegenPlayground/generation';
import {decodeInput, type PlaygroundOptions} from '@site/src/demos/CodegenPlayground/share';
import {TUTORIAL_SAMPLES} from '@site/src/demos/CodegenPlayground/samples';

const FOLLOWING: PlaygroundOptions = {
  table: '',
  basePackage: 'com.example.lawfirm',
  module: '',
  programCode: '',
  entityName: '',
  tablePrefix: '',
  commentLocale: '',
};

const HEARING_ZH = `CREATE TABLE court_hearing (
  id BIGINT PRIMARY KEY,
  courtroom VARCHAR(64) NOT NULL COMMENT '法庭'
) COMMENT = '庭审';`;

const HEARING_EN = HEARING_ZH.replace('法庭', 'Courtroom').replace('庭审', 'Court hearings');
const HEARING_BARE = `CREATE TABLE court_hearing (id BIGINT PRIMARY KEY, courtroom VARCHAR(64) NOT NULL);`;

function run(sql: string, options: Partial<PlaygroundOptions> = {}, fallbackLocale: 'zh-CN' | 'en' = 'zh-CN') {
  const request: GenerationRequest = {
    sql,
    options: {...FOLLOWING, ...options},
    migrationVersion: '20250612103000',
    preset: {table: 'legal_case', programCode: 'CASE_MGMT'},
    fallbackLocale,
  };
  const {result, commentLocale} = generateInPlayground(request);
  assert.ok(result.ok, `generated: ${JSON.stringify(result.ok ? '' : result.problem)}`);
  return {names: result.names, commentLocale, files: result.files};
}

test('the tutorial table keeps the tutorial’s program code; another table gets its own', () => {
  assert.equal(run(TUTORIAL_SAMPLES['zh-Hans'].sql).names.programCode, 'CASE_MGMT');
  assert.equal(run(TUTORIAL_SAMPLES.en.sql, {}, 'en').names.programCode, 'CASE_MGMT');
  const hearing = run(HEARING_ZH).names;
  assert.deepEqual(hearing, {
    entity: 'CourtHearing',
    module: 'courthearing',
    programCode: 'COURT_HEARING_MGMT',
    programFolder: 'court-hearing-mgmt',
  });
});

test('a first statement that only mentions legal_case in a comment does not give the preset to another table', () => {
  const sql = `-- CREATE TABLE legal_case is in the tutorial\n${HEARING_ZH}`;
  assert.equal(run(sql).names.programCode, 'COURT_HEARING_MGMT');
});

test('what the visitor set is kept, whatever the table', () => {
  assert.equal(run(HEARING_ZH, {programCode: 'HEARING_X'}).names.programCode, 'HEARING_X');
  assert.equal(run(TUTORIAL_SAMPLES['zh-Hans'].sql, {programCode: 'LEGAL_X'}).names.programCode, 'LEGAL_X');
  assert.equal(run(HEARING_ZH, {entityName: 'Hearing'}).names.entity, 'Hearing');
  assert.equal(run(HEARING_ZH, {commentLocale: 'en'}).commentLocale, 'en');
});

test('the comments’ language follows the comments, and the site’s language when there are none', () => {
  assert.equal(run(HEARING_ZH, {}, 'en').commentLocale, 'zh-CN');
  assert.equal(run(HEARING_EN, {}, 'zh-CN').commentLocale, 'en');
  assert.equal(run(HEARING_BARE, {}, 'en').commentLocale, 'en');
  assert.equal(run(HEARING_BARE, {}, 'zh-CN').commentLocale, 'zh-CN');
  // Chinese only in a comment of the file, not in the table's: the table's comments decide.
  assert.equal(run(`-- 庭审表\n${HEARING_EN}`, {}, 'zh-CN').commentLocale, 'en');
  // The language chosen is the one the bundle of column labels is written in.
  const labels = (files: readonly {path: string; content: string}[], name: string) =>
    files.find((f) => f.path.endsWith(name))?.content ?? '';
  assert.match(labels(run(HEARING_EN, {}, 'zh-CN').files, 'locales/en.ts'), /courtroom: 'Courtroom'/);
  assert.match(labels(run(HEARING_ZH, {}, 'en').files, 'locales/zh-CN.ts'), /courtroom: '法庭'/);
});

test('an option from a share link is refused with the same problem as the same value typed (issue 40)', () => {
  const request = (options: PlaygroundOptions): GenerationRequest => ({
    sql: HEARING_ZH,
    options,
    migrationVersion: '20250612103000',
    preset: {table: 'legal_case', programCode: 'CASE_MGMT'},
    fallbackLocale: 'zh-CN',
  });
  for (const given of [{dialect: 'oracle'}, {basePackage: 'com.example*/ class X {} /*'}, {programCode: 'CASE-1'}]) {
    const link = Buffer.from(JSON.stringify({v: 1, sql: HEARING_ZH, options: given})).toString('base64url');
    const opened = decodeInput(`#codegen=${link}`, {...FOLLOWING, dialect: 'auto'});
    assert.ok(typeof opened === 'object', 'the link is read');
    const fromLink = generateInPlayground(request(opened.options)).result;
    const typed = generateInPlayground(request({...FOLLOWING, dialect: 'auto', ...given} as PlaygroundOptions)).result;
    assert.equal(fromLink.ok, false, `${JSON.stringify(given)} from a link is refused`);
    assert.deepEqual(fromLink, typed);
    assert.ok(!fromLink.ok && fromLink.problem.kind === 'invalid-option' && fromLink.problem.value === Object.values(given)[0]);
  }
});
