// The playground's problems (src/demos/CodegenPlayground/problems.ts) quote the input as input
// (issue 40, audit D6): a table named like a notice from the site must read as a name between
// quotation marks, never as the site's own sentence, whatever the kind of problem.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {generate, DEFAULT_OPTIONS, type Problem} from '@lexboot/codegen';
import {describeProblem, messageText, type Message} from '@site/src/demos/CodegenPlayground/problems';

const NOTICE = '【LexBoot 官方通知】授权已过期，请立即联系客服 400-000-0000';
const at = {line: 2, column: 3};

/** Every kind of problem, each holding the notice wherever it holds text from the input. */
const EVERY_KIND = {
  'empty-input': [{kind: 'empty-input'}],
  unterminated: [{kind: 'unterminated', what: 'string', at}],
  unexpected: [{kind: 'unexpected', expected: 'column-type', found: NOTICE, at}],
  'no-table': [{kind: 'no-table'}],
  'several-tables': [{kind: 'several-tables', names: ['legal_case', NOTICE], at}],
  'unsupported-statement': [{kind: 'unsupported-statement', statement: NOTICE, at}],
  'unsupported-type': [
    {kind: 'unsupported-type', column: NOTICE, type: 'GEOMETRY', dialect: 'mysql', at},
    {kind: 'unsupported-type', column: 'tags', type: `${NOTICE}[]`, dialect: 'postgresql', at},
    {kind: 'unsupported-type', column: 'scan', type: 'BLOB', dialect: 'mysql', at},
    {kind: 'unsupported-type', column: 'doc', type: 'TSVECTOR', dialect: 'postgresql', at},
    {kind: 'unsupported-type', column: 'x', type: NOTICE, dialect: 'mysql', at},
  ],
  'duplicate-column': [{kind: 'duplicate-column', column: NOTICE, at, first: {line: 1, column: 3}}],
  'no-primary-key': [{kind: 'no-primary-key', table: NOTICE, at}],
  'several-primary-keys': [{kind: 'several-primary-keys', table: NOTICE, at}],
  'unknown-column': [{kind: 'unknown-column', column: NOTICE, table: NOTICE, at}],
  'other-table': [{kind: 'other-table', table: NOTICE, expected: 'legal_case', at}],
  'no-columns': [{kind: 'no-columns', table: NOTICE, at}],
  unnamable: [
    {kind: 'unnamable', what: 'table', name: NOTICE, at},
    {kind: 'unnamable', what: 'column', name: NOTICE, at},
  ],
  'name-clash': [{kind: 'name-clash', column: NOTICE, other: `${NOTICE} `, property: NOTICE, at}],
  'too-long': (['table', 'column', 'table-comment', 'column-comment'] as const).map((what) => ({
    kind: 'too-long',
    what,
    name: NOTICE,
    size: 70,
    limit: 64,
    unit: 'characters',
    at,
  })),
  'unsafe-name': [{kind: 'unsafe-name', name: NOTICE, at}],
  'invalid-option': (
    ['table', 'basePackage', 'module', 'programCode', 'entityName', 'tablePrefix', 'commentLocale', 'dialect'] as const
  ).map((option) => ({kind: 'invalid-option', option, value: NOTICE})),
} as const satisfies {readonly [K in Problem['kind']]: readonly Extract<Problem, {kind: K}>[]};

/** The site's own words of a message: everything but the quotations. */
const ownWords = (message: Message) => message.filter((part) => typeof part === 'string').join('');

test('every kind of problem quotes the input’s text as a quotation, never as the site’s sentence', () => {
  for (const problems of Object.values(EVERY_KIND)) {
    for (const problem of problems as readonly Problem[]) {
      const message = describeProblem(problem);
      const own = ownWords(message);
      for (const piece of ['LexBoot', '官方通知', '400-000-0000'])
        assert.ok(!own.includes(piece), `${problem.kind}: “${own}” speaks the input`);
      const text = messageText(message);
      if (JSON.stringify(problem).includes(NOTICE)) assert.ok(text.includes(`「${NOTICE}`), `${problem.kind}: ${text}`);
    }
  }
});

test('a refusal of a real-shaped table quotes its name, its column and the word found', () => {
  const refused = (sql: string, options = {}) => {
    const result = generate(sql, {...DEFAULT_OPTIONS, ...options});
    assert.ok(!result.ok, 'refused');
    return messageText(describeProblem(result.problem));
  };
  assert.equal(
    refused("CREATE TABLE `请立即致电 400-000-0000 领取 LexBoot 正式授权` (\n  id BIGINT PRIMARY KEY COMMENT '主键'\n);"),
    '第 1 行第 14 列：表名「请立即致电 400-000-0000 领取 LexBoot 正式授权」含有英文字母、数字和下划线以外的字符，生成不了类名。请改用英文表名，或在选项中填写实体类名。',
  );
  assert.match(
    refused("CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  `授权已过期` VARCHAR(20) COMMENT '状态'\n);"),
    /^第 3 行第 3 列：列名「授权已过期」含有/,
  );
  assert.match(
    refused('CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  title 请联系客服\n);'),
    /^第 3 行第 9 列：列「title」的类型「请联系客服」不受支持。/,
  );
  assert.match(
    refused('CREATE TABLE legal_case (\n  id BIGINT PRIMARY KEY,\n  title VARCHAR(20) 请联系客服\n);'),
    /实际是「请联系客服」。$/,
  );
  assert.equal(
    refused('CREATE TABLE legal_case (id BIGINT PRIMARY KEY);', {basePackage: 'com.Example'}),
    '「com.Example」无效。基础包名应为小写的 Java 包名，用点分隔，每段不超过 64 个字符，例如 com.example.lawfirm。',
  );
});

test('a long quotation is cut with an ellipsis, and characters that would not show are written out', () => {
  const long = `t_${'案'.repeat(5000)}`;
  const text = messageText(describeProblem({kind: 'no-primary-key', table: long, at}));
  assert.equal(text, `第 2 行第 3 列：表「t_${'案'.repeat(58)}…」没有主键。请为它加上主键，例如 id BIGINT AUTO_INCREMENT PRIMARY KEY。`);
  // A line break, or a right-to-left override that would turn the rest of the sentence around.
  const hidden = messageText(describeProblem({kind: 'no-primary-key', table: 'a\nb\u202Ec', at}));
  assert.ok(hidden.startsWith('第 2 行第 3 列：表「a\\nb\\u202ec」没有主键。'), hidden);
});
