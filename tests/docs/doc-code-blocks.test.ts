// Issue 4: code blocks declare their language; JSON, YAML and SQL examples parse.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {allContentFiles, codeBlockProblems, codeBlocks} from '../support/doc-checks';

test('every code block of the docs, posts and Markdown pages declares a language and parses', () => {
  const sources = allContentFiles('.').map((file) => ({file, text: readFileSync(file, 'utf8')}));
  const languages = new Set(sources.flatMap(({text}) => codeBlocks(text).map((b) => b.lang)));
  // Sanity: the examples in the three languages that are parsed here exist.
  for (const lang of ['json', 'yaml', 'sql']) assert.ok(languages.has(lang), `some ${lang} blocks were found`);
  const problems = sources.flatMap(({file, text}) => codeBlockProblems(file, text));
  assert.deepEqual(problems, [], `Code blocks to fix:\n${problems.join('\n')}`);
});

test('the check reports a block without a language and JSON, YAML and SQL that do not parse', () => {
  const text = [
    '```yaml',
    'lexboot:',
    '  codegen: [a',
    '```',
    '```sql',
    'SELEC id FROM legal_case',
    '```',
    '```json',
    '{"code": "0",}',
    '```',
    '```',
    'mvn spring-boot:run',
    '```',
    '```yaml',
    'spring:',
    '  profiles: dev',
    '---',
    'spring:',
    '  profiles: prod',
    '```',
    '```sql',
    "CREATE TABLE t (id BIGINT PRIMARY KEY, name VARCHAR(20) COMMENT '名称');",
    '```',
  ].join('\n');
  const problems = codeBlockProblems('page.md', text);
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.match(problems[0] ?? '', /^page\.md:1: yaml does not parse/);
  assert.match(problems[1] ?? '', /^page\.md:5: SQL does not parse \(MySQL: .*PostgreSQL: /);
  assert.match(problems[2] ?? '', /^page\.md:8: json does not parse/);
  assert.match(problems[3] ?? '', /^page\.md:11: code block declares no language/);
});
